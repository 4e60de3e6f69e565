-- Claims (issue 11): a version per claim, raised by every update; PUT /claims/{id} carries the
-- version it was based on and a stale one answers 409. The customer changelog records claims
-- (object_type 'claim', lib/enums.ts ChangelogObjectType).
ALTER TABLE "claims" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_changelog" DROP CONSTRAINT "customer_changelog_object_type_check";--> statement-breakpoint
ALTER TABLE "customer_changelog" ADD CONSTRAINT "customer_changelog_object_type_check" CHECK ("object_type" in ('account', 'pet', 'pet_plan', 'pet_plan_product', 'payment_processor', 'password_reset', 'pii', 'impersonation', 'discount', 'order', 'refund', 'fulfillment', 'claim'));
