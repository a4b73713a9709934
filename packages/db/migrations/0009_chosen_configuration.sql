-- Issue 29 (ADR 0040): a configuration is stored as the value read from it, not as the text that
-- came. Old rows are wrapped as {"unread": ...}; the shop reads each with the one reader when it
-- starts (packages/shop/src/common/configuration-upgrade.ts) and keeps those it cannot read.
ALTER TABLE "cart_lines" ALTER COLUMN "configuration" SET DATA TYPE jsonb USING jsonb_build_object('unread', "configuration");--> statement-breakpoint
UPDATE "quote_requests" SET "configuration" = jsonb_build_object('unread', "configuration") WHERE "quote_type" <> 'Special Processing';--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "configuration" jsonb;
