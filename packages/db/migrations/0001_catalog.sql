CREATE TABLE "addon_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"max_selected" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "addon_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "addon_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_path" text,
	"price_factor_bp" integer DEFAULT 10000 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adhesives" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_factor_bp" integer DEFAULT 10000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"cutting_id" integer NOT NULL,
	"finishing_id" integer,
	"adhesive_id" integer,
	"addon_item_id" integer
);
--> statement-breakpoint
CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_factor_bp" integer DEFAULT 10000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cuttings" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"shape_ids" integer[] DEFAULT '{}' NOT NULL,
	"special_processing" boolean DEFAULT false NOT NULL,
	"input_ea" boolean DEFAULT false NOT NULL,
	"price_factor_bp" integer DEFAULT 10000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dim_lookups" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"cutting_id" integer NOT NULL,
	"min_width_mm" double precision NOT NULL,
	"min_height_mm" double precision NOT NULL,
	"max_width_mm" double precision NOT NULL,
	"max_height_mm" double precision NOT NULL,
	"equal_side" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "featured_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url_slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"product_ids" integer[] NOT NULL,
	"material_ids" integer[] DEFAULT '{}' NOT NULL,
	"addon_item_ids" integer[] DEFAULT '{}' NOT NULL,
	"print_feature_group_ids" integer[] DEFAULT '{}' NOT NULL,
	"printing_days" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "featured_items_url_slug_unique" UNIQUE("url_slug")
);
--> statement-breakpoint
CREATE TABLE "featured_presets" (
	"featured_item_id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"material_id" integer,
	"width" double precision NOT NULL,
	"height" double precision NOT NULL,
	"printed_side_id" integer,
	"color_id" integer,
	"addon_item_id" integer,
	"run_size" integer NOT NULL,
	"print_features" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sets" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finishings" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_factor_bp" integer DEFAULT 10000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_factor_bp" integer DEFAULT 10000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_tables" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"area_breakpoints" double precision[] NOT NULL,
	"quantity_breakpoints" integer[] NOT NULL,
	"cells" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_feature_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"option_type" text NOT NULL,
	"max_selected" integer DEFAULT 1 NOT NULL,
	"applied_side" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "print_feature_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "print_feature_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_path" text,
	"setup_cents" integer DEFAULT 0 NOT NULL,
	"per_thousand_cents" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "printed_sides" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_factor_bp" integer DEFAULT 10000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_path" text NOT NULL,
	"video_path" text,
	"alt" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url_slug" text NOT NULL,
	"prod_info_ref" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"cutting_ids" integer[] DEFAULT '{}' NOT NULL,
	"finishing_ids" integer[] DEFAULT '{}' NOT NULL,
	"adhesive_ids" integer[] DEFAULT '{}' NOT NULL,
	"material_ids" integer[] DEFAULT '{}' NOT NULL,
	"printed_side_ids" integer[] DEFAULT '{}' NOT NULL,
	"color_ids" integer[] DEFAULT '{}' NOT NULL,
	"addon_group_ids" integer[] DEFAULT '{}' NOT NULL,
	"print_feature_group_ids" integer[] DEFAULT '{}' NOT NULL,
	"special_processing_option_ids" integer[] DEFAULT '{}' NOT NULL,
	"quantities" integer[] NOT NULL,
	"list_price_factor_bp" integer DEFAULT 10000 NOT NULL,
	"install_ready" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "products_url_slug_unique" UNIQUE("url_slug")
);
--> statement-breakpoint
CREATE TABLE "shapes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cuts" integer
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" integer PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"printing_days_delta" integer DEFAULT 0 NOT NULL,
	"shipping_days" integer NOT NULL,
	"cost_cents" integer NOT NULL,
	"shipping_group" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "size_presets" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"width_in" double precision NOT NULL,
	"height_in" double precision NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_processing_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_processing_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"max_selected" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "special_processing_options_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "addon_items" ADD CONSTRAINT "addon_items_group_id_addon_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."addon_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_lookups" ADD CONSTRAINT "attribute_lookups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dim_lookups" ADD CONSTRAINT "dim_lookups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_items" ADD CONSTRAINT "featured_items_category_id_featured_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."featured_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_presets" ADD CONSTRAINT "featured_presets_featured_item_id_featured_items_id_fk" FOREIGN KEY ("featured_item_id") REFERENCES "public"."featured_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_tables" ADD CONSTRAINT "price_tables_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_feature_items" ADD CONSTRAINT "print_feature_items_group_id_print_feature_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."print_feature_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_presets" ADD CONSTRAINT "size_presets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_processing_items" ADD CONSTRAINT "special_processing_items_option_id_special_processing_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."special_processing_options"("id") ON DELETE no action ON UPDATE no action;