CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY NOT NULL,
	"featured_item_id" integer NOT NULL,
	"title" text NOT NULL,
	"rate" integer NOT NULL,
	"comment" text NOT NULL,
	"customer" text NOT NULL,
	"reviewed_on" date NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_featured_item_id_featured_items_id_fk" FOREIGN KEY ("featured_item_id") REFERENCES "public"."featured_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_item_date" ON "reviews" USING btree ("featured_item_id","reviewed_on");