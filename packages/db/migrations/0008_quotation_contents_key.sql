ALTER TABLE "quotations" ADD COLUMN "contents_key" text;--> statement-breakpoint
CREATE INDEX "quotations_contents_key" ON "quotations" USING btree ("contents_key","issue_date");