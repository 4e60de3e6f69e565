/**
 * The BFF's own answers about the session (401 and 403 bodies, the unconfirmed logout). Without zod, apart from
 * ./session.ts, so the browser's fetch helper (lib/client/api.ts) can read them without loading the
 * session schemas (issue 23). Re-exported by ./session.ts. Isomorphic.
 */
/** The 401 bodies of the BFF (the client's fetch helper reacts on `code`). */
export const DAILY_LOGIN_EXPIRED = { detail: "Daily login expired", code: "daily_login_expired" } as const;
export const NOT_AUTHENTICATED = { detail: "Authentication credentials were not provided." } as const;
/** The 403 body of the BFF and the embedded API: a signed-in user whose role may not make the call. */
export const PERMISSION_DENIED = { detail: "You do not have permission to perform this action." } as const;
export const SESSION_ENDED = { detail: "Your session has ended. Please sign in again.", code: "session_ended" } as const;


/** `?session=ended` on /login: the session was refused (revoked, signed out elsewhere); the login page says SESSION_ENDED.detail. */
export const SESSION_ENDED_PARAM = "ended";

/** `?logout=unconfirmed` on /login: the login page shows SIGN_IN_MESSAGES.logoutUnconfirmed. */
export const LOGOUT_UNCONFIRMED_PARAM = "unconfirmed";
