-- Issue 9 (order edits): the customer changelog names orders (lib/enums.ts ChangelogObjectType "order").
ALTER TABLE "customer_changelog" DROP CONSTRAINT "customer_changelog_object_type_check";--> statement-breakpoint
ALTER TABLE "customer_changelog" ADD CONSTRAINT "customer_changelog_object_type_check" CHECK ("object_type" in ('account', 'pet', 'pet_plan', 'pet_plan_product', 'payment_processor', 'password_reset', 'pii', 'impersonation', 'discount', 'order'));
