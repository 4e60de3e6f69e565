CREATE INDEX "accounts_email_lower_idx" ON "accounts" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "accounts_first_name_lower_idx" ON "accounts" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "accounts_last_name_lower_idx" ON "accounts" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "accounts_phone_number_idx" ON "accounts" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "addresses_address1_lower_idx" ON "addresses" USING btree (lower("address1") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "addresses_address2_lower_idx" ON "addresses" USING btree (lower("address2") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "addresses_city_lower_idx" ON "addresses" USING btree (lower("city") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "addresses_state_idx" ON "addresses" USING btree ("state");--> statement-breakpoint
CREATE INDEX "addresses_zip_idx" ON "addresses" USING btree ("zip" text_pattern_ops);