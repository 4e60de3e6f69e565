/** Texts of the discount screens the browser reads (zod-free; lib/contract/discounts.ts re-exports them). */
export const BULK_JOB_RUNNING_MESSAGE = "This batch is still being created. Activate or deactivate it once all its codes exist.";
