-- Optimistic concurrency on every object two staff can edit (issue 19; claims since 0007): a
-- version per row, raised by every update; an edit carries the version it was based on and a stale
-- one answers 409 (lib/contract/versioned.ts, server/backend/queries/versioned.ts). A product's
-- item mapping (product_items) keeps its version on the product (items_version).
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pet_plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "items_version" integer DEFAULT 1 NOT NULL;
