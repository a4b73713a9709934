ALTER TABLE "quotations" ADD COLUMN "quote_request_id" integer;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "written_by" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "link_digest" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotations_quote_request" ON "quotations" USING btree ("quote_request_id");