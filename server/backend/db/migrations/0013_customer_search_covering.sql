-- Customer search at 1,000,000 customers (issue 23): the last-name index carries the page's keys
-- (last_name, first_name, id), so a last-name search (a 3-letter prefix is ~4,000 matches, a full
-- name ~2,000) counts and sorts its matches from the index alone (an index-only scan) instead of
-- reading one account row per match. It replaces accounts_last_name_lower_idx (same first column).
-- Plain key columns rather than INCLUDE: the same index-only scans, and drizzle's schema can say it.
DROP INDEX "accounts_last_name_lower_idx";--> statement-breakpoint
CREATE INDEX "accounts_last_name_search_idx" ON "accounts" USING btree (lower("last_name") text_pattern_ops,"last_name","first_name","id");
