CREATE TABLE "featured_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url_slug" text NOT NULL,
	"summary" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "featured_categories_url_slug_unique" UNIQUE("url_slug")
);
