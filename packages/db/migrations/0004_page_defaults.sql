ALTER TABLE "dim_lookups" ALTER COLUMN "cutting_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "featured_items" ADD COLUMN "cutting_id" integer;--> statement-breakpoint
ALTER TABLE "featured_items" ADD COLUMN "shape_id" integer;