/**
 * The one key rule of an `idempotent: true` descriptor (lib/contract/endpoint.ts), applied by the
 * BFF proxy (server/bff/proxy/bff-proxy.ts) and by the embedded API's `register()`
 * (server/backend/http/register.ts); no route handler checks the key itself.
 *
 * - The call carries the key in the `Idempotency-Key` request header.
 * - A key is 1–200 visible ASCII characters as the API receives it; the browser's key at most 180,
 *   because the proxy puts the staff member's scope in front (`<16 hex>.<key>`, 17 characters).
 * - A missing or malformed key is refused with 400 `{detail: IDEMPOTENCY_KEY_REQUIRED}`, after the
 *   access check and the body and query validation (their errors come first), before the call runs.
 * - Replay: the first request with a key runs and its answer is stored with the key, the request
 *   and the staff member; the same key again with the same request by the same staff member answers
 *   the stored answer without running again; with another request, or by another staff member, it is
 *   400 `{detail: IDEMPOTENCY_KEY_REUSED}`. A request that fails stores nothing (its key stays free).
 */

/** The request header that carries the key. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_REQUIRED = "An Idempotency-Key header is required.";
export const IDEMPOTENCY_KEY_REUSED = "This Idempotency-Key was already used for a different request.";

/** The longest key the API takes. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;
/** The longest key the browser may send through the proxy (the staff scope goes in front upstream). */
export const MAX_BROWSER_IDEMPOTENCY_KEY_LENGTH = 180;

const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/**
 * The request's key when it is well formed (1–`maxLength` visible ASCII characters), otherwise
 * null (the caller answers 400 IDEMPOTENCY_KEY_REQUIRED).
 */
export function idempotencyKeyOf(headers: Headers | { get(name: string): string | null | undefined }, maxLength = MAX_IDEMPOTENCY_KEY_LENGTH): string | null {
  const key = headers.get(IDEMPOTENCY_KEY_HEADER);
  if (!key || key.length > maxLength || !VISIBLE_ASCII.test(key)) return null;
  return key;
}

/**
 * Whether a request to a descriptor must be refused for its key: a required key missing or
 * malformed, or an optional key sent malformed (an `"optional"` descriptor without the header runs
 * with no key).
 */
export function keyRefused(idempotent: boolean | "optional" | undefined, headers: Headers | { get(name: string): string | null | undefined }, key: string | null): boolean {
  if (!idempotent || key !== null) return false;
  return idempotent === true || (headers.get(IDEMPOTENCY_KEY_HEADER) ?? null) !== null;
}

/** The answer to a request without a well-formed key. */
export const idempotencyKeyRequired = () => ({ detail: IDEMPOTENCY_KEY_REQUIRED }) as const;

/** What was stored with a key by its first request. */
export interface StoredIdempotentRequest {
  requestHash: string;
  staffEmail: string | null;
}

/**
 * Whether a repeated key replays its stored answer: only for the same request (same hash) by the
 * same staff member; otherwise the request is refused with IDEMPOTENCY_KEY_REUSED.
 */
export function replaysStoredAnswer(stored: StoredIdempotentRequest | undefined, request: { requestHash: string; staffEmail: string }): boolean {
  return stored !== undefined && stored.requestHash === request.requestHash && stored.staffEmail === request.staffEmail;
}
