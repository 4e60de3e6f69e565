DROP INDEX "addresses_state_idx";--> statement-breakpoint
DROP INDEX "addresses_city_lower_idx";--> statement-breakpoint
DROP INDEX "addresses_zip_idx";--> statement-breakpoint
CREATE INDEX "accounts_name_order_idx" ON "accounts" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "addresses_state_account_idx" ON "addresses" USING btree ("state","account_id");--> statement-breakpoint
CREATE INDEX "addresses_city_lower_idx" ON "addresses" USING btree (lower("city") text_pattern_ops,"account_id");--> statement-breakpoint
CREATE INDEX "addresses_zip_idx" ON "addresses" USING btree ("zip" text_pattern_ops,"account_id");