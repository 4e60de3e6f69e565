/** Texts of the discount screens the browser reads (zod-free; lib/contract/discounts.ts re-exports them). */
export const BULK_JOB_RUNNING_MESSAGE = "This batch is still being created. Activate or deactivate it once all its codes exist.";
/**
 * A bulk batch the API stopped making after repeated failures (status FAILED), under its progress
 * bar: what happened, that the codes made are usable, and what to do for the rest.
 */
export function bulkJobFailedMessage(j: { created_count: number; number_of_codes: number }): string {
  const missing = j.number_of_codes - j.created_count;
  // Create in Bulk is All Module Access's (spec 00): the sentence says so to the Admins who see the batch too.
  if (j.created_count === 0) return `This batch stopped after repeated errors before any of its ${j.number_of_codes} codes were made. They can be made in a new batch with Create in Bulk (All Module Access).`;
  return `This batch stopped after repeated errors: ${j.created_count} of its ${j.number_of_codes} codes were made and are kept. The missing ${missing} can be made in a new batch with Create in Bulk (All Module Access).`;
}
/** Manage Discounts and the discount changelog when GET discount_bulk_jobs failed (the rest of the page stands). */
export const BULK_JOBS_LOAD_FAILED = "The bulk creation batches could not be loaded.";
