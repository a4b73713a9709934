CREATE TABLE "design_proofs" (
	"id" text PRIMARY KEY NOT NULL,
	"design_id" text NOT NULL,
	"version" integer NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sent_by" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"decision" text,
	"comment" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "design_proofs" ADD CONSTRAINT "design_proofs_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "design_proofs_version" ON "design_proofs" USING btree ("design_id","version");--> statement-breakpoint
CREATE INDEX "design_proofs_storage_key" ON "design_proofs" USING btree ("storage_key");