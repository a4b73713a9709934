CREATE TABLE "holiday_years" (
	"year" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Every year a database already has holidays for was filled by the seed: it is the admins' now.
INSERT INTO "holiday_years" ("year") SELECT DISTINCT extract(year FROM "date")::integer FROM "holidays" ON CONFLICT DO NOTHING;
