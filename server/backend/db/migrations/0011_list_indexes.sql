-- Lists at scale (issue 22): the discount list's filters and sorts answer from indexes also for a
-- batch of 100,000 codes: status (newest first within it), created (the day filters and the sort),
-- a code prefix (`code LIKE 'PREFIX%'`: text_pattern_ops works whatever the collation), a batch's
-- codes newest first (replaces discounts_bulk_job_idx), and the availability window.
CREATE INDEX "discounts_active_id_idx" ON "discounts" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "discounts_created_idx" ON "discounts" USING btree ("created");--> statement-breakpoint
CREATE INDEX "discounts_code_prefix_idx" ON "discounts" USING btree ("code" text_pattern_ops);--> statement-breakpoint
DROP INDEX "discounts_bulk_job_idx";--> statement-breakpoint
CREATE INDEX "discounts_bulk_job_idx" ON "discounts" USING btree ("bulk_job_id","id");--> statement-breakpoint
CREATE INDEX "discounts_available_idx" ON "discounts" USING btree ("available_start_date","available_end_date");
