/**
 * The text of a failed call, for toasts and for server-rendered pages alike,
 * and the server's own sentence in an error answer (issue 18): the one place error answers become
 * words.
 */
export const GENERIC_ERROR_TEXT = "Unable to perform the requested operation";

/** An answer that is not JSON or does not match the contract (the BFF and the browser say the same). */
export const UNEXPECTED_ANSWER_TEXT = "The back-office service sent an unexpected answer.";

/** Whether an error answer carried data worth showing (not empty, not blank text). */
export function hasErrorData(data: unknown): boolean {
  if (data === undefined || data === null) return false;
  if (typeof data === "string") return data.trim().length > 0;
  return true;
}

const LEADING_ERROR_PREFIX = /^(?:error:\s*)+/i;
/** Keys of an error answer that carry no message of their own (the BFF's machine-readable `code`). */
const NOT_MESSAGES = new Set(["code"]);
const MAX_DEPTH = 4;

function messagesIn(data: unknown, depth: number): string[] {
  if (depth > MAX_DEPTH) return [];
  if (typeof data === "string") return [data];
  if (Array.isArray(data)) return data.flatMap((v) => messagesIn(v, depth + 1));
  if (data && typeof data === "object") {
    const record = data as Record<string, unknown>;
    if (typeof record.detail === "string" && record.detail.trim()) return [record.detail];
    const keys = Object.keys(record).filter((k) => k !== "detail" && !NOT_MESSAGES.has(k));
    // Messages about the whole request first (Django REST framework's non_field_errors), then the fields'.
    keys.sort((a, b) => Number(b === "non_field_errors") - Number(a === "non_field_errors"));
    return keys.flatMap((k) => messagesIn(record[k], depth + 1));
  }
  return [];
}

/**
 * The server's own sentence in an error answer: its `detail`, else its messages about the whole
 * request (`non_field_errors`), then its field messages (`{field: ["message"]}`, nested paths too),
 * each once, joined by a space; a plain-text answer is its text. A leading "Error:" is dropped (the
 * toasts add their own prefix). Null when the answer holds no message.
 */
export function serverSentence(data: unknown): string | null {
  const seen = new Set<string>();
  for (const raw of messagesIn(data, 0)) {
    const text = raw.trim().replace(LEADING_ERROR_PREFIX, "").trim();
    if (text) seen.add(text);
  }
  return seen.size ? [...seen].join(" ") : null;
}

/**
 * The error toast: "Error: " followed by the answer's data, read as the
 * server's sentence (serialized as it came when it holds no message), or "Unable to perform the
 * requested operation" when the answer had no data. Never "Error: Error: …".
 */
export function errorTextOf(data: unknown): string {
  if (!hasErrorData(data)) return GENERIC_ERROR_TEXT;
  return `Error: ${serverSentence(data) ?? JSON.stringify(data)}`;
}

/** The BFF's answer when the back-office service cannot be reached (and the browser's fallback for a 502–504). */
export const UPSTREAM_UNREACHABLE_TEXT = "The back-office service could not be reached.";

/** Statuses of the BFF's own "the back-office service is slow or down" answers (server/bff/upstream/upstream.ts). */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/** The sentence of a slow or unreachable upstream (its `{detail}`), or null for any other failure. */
export function unavailableTextOf(status: number, data: unknown): string | null {
  if (!UNAVAILABLE_STATUSES.has(status)) return null;
  const detail = data && typeof data === "object" ? (data as { detail?: unknown }).detail : undefined;
  return typeof detail === "string" && detail.trim() !== "" ? detail : UPSTREAM_UNREACHABLE_TEXT;
}

/** A failed call as the page shows it: the sentence of a slow or unreachable upstream, else errorTextOf. */
export function pageErrorTextOf(status: number, data: unknown): string {
  return unavailableTextOf(status, data) ?? errorTextOf(data);
}
