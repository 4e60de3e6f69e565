-- Bulk discount creation (spec 02 §6, issue 12): one row per batch with its progress; the codes it
-- made carry its id, so a batch resumed after a restart counts what exists and goes on.
CREATE TABLE "discount_bulk_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"number_of_codes" integer NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"template" jsonb NOT NULL,
	"created_by" text,
	"application" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"finished" timestamp with time zone,
	CONSTRAINT "discount_bulk_jobs_status_check" CHECK ("status" in ('RUNNING', 'DONE'))
);--> statement-breakpoint
CREATE INDEX "discount_bulk_jobs_status_idx" ON "discount_bulk_jobs" USING btree ("status");--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "bulk_job_id" integer REFERENCES "discount_bulk_jobs"("id");--> statement-breakpoint
CREATE INDEX "discounts_bulk_job_idx" ON "discounts" USING btree ("bulk_job_id");
