/**
 * The request id that ties one request's log lines together across the BFF and the embedded API
 * (header `x-request-id`; the BFF sends its own id upstream) and that every staff audit log entry
 * carries. A client-sent id is kept only when well formed; otherwise a new one is drawn.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;

export const isWellFormedRequestId = (value: string | null | undefined): value is string => !!value && REQUEST_ID_PATTERN.test(value);
