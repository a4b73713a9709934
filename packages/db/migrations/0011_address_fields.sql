-- Issue 30: an address book entry's one text block becomes its fields. Every row is kept: the
-- first line is address 1; a later "City, ST 12345" line gives city, state and ZIP; any other
-- line goes to address 2 (a lone country line after a US place is dropped: the shop ships in the
-- US). Rows without such a line keep their other lines in address 2 and an empty city, state and
-- ZIP, which the address form asks for at the next edit. Phones were never asked: empty.
ALTER TABLE "address_book" ADD COLUMN "address1" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "address_book" ADD COLUMN "address2" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "address_book" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "address_book" ADD COLUMN "state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "address_book" ADD COLUMN "zip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "address_book" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "address_book" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
WITH parts AS (
  SELECT a.id,
    array_remove(
      array(SELECT btrim(line) FROM unnest(regexp_split_to_array(replace(a.address, E'\r', ''), E'\n')) AS line),
      ''
    ) AS lines
  FROM "address_book" a
), placed AS (
  SELECT p.id, p.lines,
    (SELECT i FROM generate_subscripts(p.lines, 1) AS i
      WHERE i > 1 AND p.lines[i] ~ '^.+,\s*[A-Z]{2}\s+\d{5}(-\d{4})?$'
      ORDER BY i DESC LIMIT 1) AS place_at
  FROM parts p
)
UPDATE "address_book" b SET
  "address1" = coalesce(placed.lines[1], ''),
  "city" = coalesce(substring(placed.lines[placed.place_at] FROM '^(.+?),\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?$'), ''),
  "state" = coalesce(substring(placed.lines[placed.place_at] FROM ',\s*([A-Z]{2})\s+\d{5}(?:-\d{4})?$'), ''),
  "zip" = coalesce(substring(placed.lines[placed.place_at] FROM '(\d{5}(?:-\d{4})?)$'), ''),
  "address2" = coalesce(array_to_string(array(
    SELECT placed.lines[i] FROM generate_subscripts(placed.lines, 1) AS i
    WHERE i > 1 AND i IS DISTINCT FROM placed.place_at
      AND NOT (placed.place_at IS NOT NULL AND i > placed.place_at
        AND placed.lines[i] ~* '^(united states( of america)?|usa|us)$')
    ORDER BY i
  ), ', '), '')
FROM placed
WHERE placed.id = b.id;
