CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"track" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"by_kind" text NOT NULL,
	"by_label" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"featured_item_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"configuration" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"custom_quantity" integer,
	"kinds" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"line_cents" integer NOT NULL,
	"printing_days" integer NOT NULL,
	"dispatch_date" date NOT NULL,
	"origin_path" text NOT NULL,
	"lettering" jsonb
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"customer_id" integer,
	"session_id" text,
	"email" text NOT NULL,
	"link_digest" text NOT NULL,
	"ship_name" text NOT NULL,
	"ship_company" text NOT NULL,
	"ship_address1" text NOT NULL,
	"ship_address2" text NOT NULL,
	"ship_city" text NOT NULL,
	"ship_state" text NOT NULL,
	"ship_zip" text NOT NULL,
	"ship_phone" text NOT NULL,
	"bill_name" text NOT NULL,
	"bill_company" text NOT NULL,
	"bill_address1" text NOT NULL,
	"bill_address2" text NOT NULL,
	"bill_city" text NOT NULL,
	"bill_state" text NOT NULL,
	"bill_zip" text NOT NULL,
	"bill_phone" text NOT NULL,
	"shipping_method_id" integer NOT NULL,
	"shipping_method" text NOT NULL,
	"printing_days" integer NOT NULL,
	"dispatch_date" date NOT NULL,
	"delivery_from" date NOT NULL,
	"delivery_to" date NOT NULL,
	"sub_total_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"tax_rate" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"payment_method" text NOT NULL,
	"payment_state" text NOT NULL,
	"production_state" text NOT NULL,
	"refund_due_cents" integer DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_session" ON "orders" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "orders_email" ON "orders" USING btree ("email");