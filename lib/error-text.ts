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
/**
 * Keys of an error answer that carry no message of their own when their value is a plain string (the
 * BFF's machine-readable `code: "session_ended"`). A list under the same key is a field's messages
 * (a discount's `code: ["A discount with this code already exists."]`).
 */
const MACHINE_CODES = new Set(["code"]);
const MAX_DEPTH = 4;
/** A text answer that is a page, not a sentence (a proxy's or a server's HTML error page). */
const MARKUP = /<\s*(?:!doctype|html|head|body|title|div|p|h1|pre)\b/i;
/** Longer than any sentence a person should be shown in a toast. */
const MAX_SENTENCE_LENGTH = 300;

/** Whether a text of an answer reads as a message: not markup, not serialized data, not a page's worth. */
function isSentence(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > MAX_SENTENCE_LENGTH) return false;
  if (MARKUP.test(trimmed)) return false;
  return !/^[[{]/.test(trimmed) && !trimmed.includes('{"') && !trimmed.includes('["');
}

function messagesIn(data: unknown, depth: number): string[] {
  if (depth > MAX_DEPTH) return [];
  if (typeof data === "string") return isSentence(data) ? [data] : [];
  if (Array.isArray(data)) return data.flatMap((v) => messagesIn(v, depth + 1));
  if (data && typeof data === "object") {
    const record = data as Record<string, unknown>;
    if (typeof record.detail === "string" && isSentence(record.detail)) return [record.detail];
    const keys = Object.keys(record).filter((k) => k !== "detail" && !(MACHINE_CODES.has(k) && typeof record[k] === "string"));
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
 * The error toast: "Error: " followed by the server's sentence in the answer, or "Unable to perform
 * the requested operation" when the answer holds no sentence (no data, data without a message, an
 * HTML error page). Never raw JSON (issue 21), never "Error: Error: …".
 */
export function errorTextOf(data: unknown): string {
  if (!hasErrorData(data)) return GENERIC_ERROR_TEXT;
  const sentence = serverSentence(data);
  return sentence === null ? GENERIC_ERROR_TEXT : `Error: ${sentence}`;
}

/** The BFF's sentence when the back-office service cannot be reached (and the browser's fallback for a 502–504). */
export const UPSTREAM_UNREACHABLE_TEXT = "The back-office service could not be reached.";
/**
 * The BFF's 502 body when no connection to the back-office service could be made: the request never
 * reached it (lib/client/api.ts mayHaveGoneThrough reads `code`, never the sentence).
 */
export const UPSTREAM_UNREACHABLE = { detail: UPSTREAM_UNREACHABLE_TEXT, code: "upstream_unreachable" } as const;
/**
 * The BFF's 502 body when a change (a write, or a read with effects) was sent but its connection
 * broke before an answer came (a reset): the back-office service may have made it, so a screen
 * must not say it could not be reached (mayHaveGoneThrough: the placing screens look again).
 */
export const UPSTREAM_CONNECTION_LOST = {
  detail: "The connection to the back-office service broke before it answered, so the change may have been made.",
  code: "upstream_connection_lost",
} as const;

/** Statuses of the BFF's own "the back-office service is slow or down" answers (server/bff/upstream/upstream.ts). */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);
export const isUnavailableStatus = (status: number): boolean => UNAVAILABLE_STATUSES.has(status);

/** The sentence of a slow or unreachable upstream (its `{detail}`), or null for any other failure. */
export function unavailableTextOf(status: number, data: unknown): string | null {
  if (!isUnavailableStatus(status)) return null;
  const detail = data && typeof data === "object" ? (data as { detail?: unknown }).detail : undefined;
  return typeof detail === "string" && detail.trim() !== "" ? detail : UPSTREAM_UNREACHABLE_TEXT;
}

/** A failed call as the page shows it: the sentence of a slow or unreachable upstream, else errorTextOf. */
export function pageErrorTextOf(status: number, data: unknown): string {
  return unavailableTextOf(status, data) ?? errorTextOf(data);
}
