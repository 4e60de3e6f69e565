-- The money rules of a stored order line, refund and order, kept by the database itself as a last
-- line of defence behind the one pricing module (lib/order-pricing.ts): a write that would store an
-- impossible line fails instead of storing it. NOT VALID: the rows already there are not checked
-- when this runs (a database made by an older seed still starts); PostgreSQL checks a row whenever
-- it is inserted or updated from now on, an older row too on its next update.
-- The order's totals as the sums of its lines span rows, so they are checked by the tests
-- (tests/support/money-invariants.ts), not here.
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_total_check" CHECK ("total_price" = round("unit_price" * "quantity", 2) - "discount_amount" + "tax_amount") NOT VALID;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_amounts_check" CHECK ("unit_price" >= 0 AND "tax_amount" >= 0 AND "discount_amount" >= 0 AND "discount_amount" <= round("unit_price" * "quantity", 2)) NOT VALID;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_refunds_check" CHECK ("total_refunds" >= 0 AND "total_refunds" <= "total_price") NOT VALID;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunds_check" CHECK ("total_refunds" >= 0 AND "total_refunds" <= "total_price") NOT VALID;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_check" CHECK ("amount" > 0 AND "tax_amount" >= 0) NOT VALID;
