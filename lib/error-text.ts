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

/** Statuses of the BFF's own "the back-office service is slow or down" answers (server/upstream.ts). */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/** The sentence of a slow or unreachable upstream (its `{detail}`), or null for any other failure. */
export function unavailableTextOf(status: number, data: unknown): string | null {
  if (!UNAVAILABLE_STATUSES.has(status)) return null;
  const detail = data && typeof data === "object" ? (data as { detail?: unknown }).detail : undefined;
  return typeof detail === "string" && detail.trim() !== "" ? detail : "The back-office service could not be reached.";
}

/** A failed call as the page shows it: the sentence of a slow or unreachable upstream, else errorTextOf. */
export function pageErrorTextOf(status: number, data: unknown): string {
  return unavailableTextOf(status, data) ?? errorTextOf(data);
}
