CREATE TABLE "design_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"design_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"by_kind" text NOT NULL,
	"by_label" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_files" (
	"id" text PRIMARY KEY NOT NULL,
	"design_id" text NOT NULL,
	"side" text NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"status" text NOT NULL,
	"report" jsonb,
	"proof_key" text,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_line_id" integer,
	"order_line_id" integer,
	"set_no" integer NOT NULL,
	"state" text NOT NULL,
	"staff_proof_comment" text DEFAULT '' NOT NULL,
	"carried_from" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "designs_one_line" CHECK (("designs"."cart_line_id" is null) <> ("designs"."order_line_id" is null))
);
--> statement-breakpoint
ALTER TABLE "design_events" ADD CONSTRAINT "design_events_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_files" ADD CONSTRAINT "design_files_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_cart_line_id_cart_lines_id_fk" FOREIGN KEY ("cart_line_id") REFERENCES "public"."cart_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_events_design" ON "design_events" USING btree ("design_id","at");--> statement-breakpoint
CREATE INDEX "design_files_design" ON "design_files" USING btree ("design_id","side","uploaded_at");--> statement-breakpoint
CREATE INDEX "design_files_checking" ON "design_files" USING btree ("status","lease_until");--> statement-breakpoint
CREATE INDEX "design_files_storage_key" ON "design_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "design_files_proof_key" ON "design_files" USING btree ("proof_key");--> statement-breakpoint
CREATE UNIQUE INDEX "designs_cart_line_set" ON "designs" USING btree ("cart_line_id","set_no");--> statement-breakpoint
CREATE UNIQUE INDEX "designs_order_line_set" ON "designs" USING btree ("order_line_id","set_no");