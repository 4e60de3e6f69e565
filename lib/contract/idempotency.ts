/**
 * The idempotency key of a call declared `idempotent: true` (lib/contract/endpoint.ts): the request
 * header that carries it and the embedded API's answers when it is missing or reused. Sent by
 * `callApiIdempotent` (lib/client/api.ts), passed through by the BFF proxy, checked by the API.
 */

/** The request header that makes a request idempotent. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_REQUIRED = "An Idempotency-Key header is required.";
export const IDEMPOTENCY_KEY_REUSED = "This Idempotency-Key was already used for a different request.";
