/** The text of a failed call (spec 01 §8 "General"), for toasts and for server-rendered pages alike. */
export const GENERIC_ERROR_TEXT = "Unable to perform the requested operation";

/** An answer that is not JSON or does not match the contract (the BFF and the browser say the same). */
export const UNEXPECTED_ANSWER_TEXT = "The back-office service sent an unexpected answer.";

/** Whether an error answer carried data worth showing (not empty, not blank text). */
export function hasErrorData(data: unknown): boolean {
  if (data === undefined || data === null) return false;
  if (typeof data === "string") return data.trim().length > 0;
  return true;
}

/** "Error: " followed by the serialized response data, or the generic text when there is none. */
export function errorTextOf(data: unknown): string {
  return hasErrorData(data) ? `Error: ${JSON.stringify(data)}` : GENERIC_ERROR_TEXT;
}
