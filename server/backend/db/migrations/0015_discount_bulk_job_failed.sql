-- A bulk discount batch the background runner gave up on after repeated failures is FAILED
-- (lib/enums.ts DiscountBulkJobStatus; server/backend/queries/discount-bulk.ts): the codes it made
-- stay, the batch page says it stopped. Only the CHECK constraint changes (the column is text).
ALTER TABLE "discount_bulk_jobs" DROP CONSTRAINT "discount_bulk_jobs_status_check";--> statement-breakpoint
ALTER TABLE "discount_bulk_jobs" ADD CONSTRAINT "discount_bulk_jobs_status_check" CHECK ("status" in ('RUNNING', 'DONE', 'FAILED'));
