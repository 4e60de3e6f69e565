/** Texts of the discount screens the browser reads (zod-free; lib/contract/discounts.ts re-exports them). */
export const BULK_JOB_RUNNING_MESSAGE = "This batch is still being created. Activate or deactivate it once all its codes exist.";
/** Manage Discounts and the discount changelog when GET discount_bulk_jobs failed (the rest of the page stands). */
export const BULK_JOBS_LOAD_FAILED = "The bulk creation batches could not be loaded.";
