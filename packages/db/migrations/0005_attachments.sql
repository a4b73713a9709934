CREATE TABLE "quote_request_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"original_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"media_type" text NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_request_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "quote_request_attachments" ADD CONSTRAINT "quote_request_attachments_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_request_attachments_request" ON "quote_request_attachments" USING btree ("quote_request_id");--> statement-breakpoint
CREATE INDEX "quote_requests_customer" ON "quote_requests" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "quote_requests_session" ON "quote_requests" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "quote_requests_guest" ON "quote_requests" USING btree ("guest_id");