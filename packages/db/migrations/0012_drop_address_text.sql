ALTER TABLE "address_book" ALTER COLUMN "address1" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "address_book" DROP COLUMN "address";