-- Issue 10 (refunds, split fulfilments, delivery failed, replacement and one-time orders).
-- Idempotency keys of refund requests: a retried request with the same key answers the stored
-- result instead of refunding twice (written in the refund's own transaction).
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"staff_email" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);--> statement-breakpoint
-- Ids of orders and fulfillments the API creates (replacement and one-time orders) come from
-- migration 0004's order_number_seq, shared with the first order of a new pet plan.
-- The changelog's object types of this slice: order, refund, fulfillment (lib/enums.ts).
ALTER TABLE "customer_changelog" DROP CONSTRAINT "customer_changelog_object_type_check";--> statement-breakpoint
ALTER TABLE "customer_changelog" ADD CONSTRAINT "customer_changelog_object_type_check" CHECK ("object_type" in ('account', 'pet', 'pet_plan', 'pet_plan_product', 'payment_processor', 'password_reset', 'pii', 'impersonation', 'discount', 'order', 'refund', 'fulfillment'));
