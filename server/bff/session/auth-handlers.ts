/**
 * The sign-in route handlers' logic,
 * as pure functions of a Request and dependencies; app/api/auth/<name>/route.ts only adapt them.
 * The upstream token goes into the sealed session cookie and never into a response body.
 */
import "server-only";
import { z } from "zod";
import { authEndpoints, loginRequestSchema, passwordResetRequestSchema, resetPasswordRequestSchema, totpRequestSchema } from "../../../lib/contract/auth";
import { sessionAccountSchema, SIGN_IN_MESSAGES, signInThrottledText, type LogoutAnswer, type StaffAccount } from "../../../lib/contract/session";
import { loginPathWithNext } from "../../../lib/auth-paths";
import { safeNextPath } from "../../../lib/safe-redirect";
import { CROSS_SITE_REFUSED, environmentOf, invalidDomainResponse, isCrossSiteRequest, isSameOriginWrite, readJsonBody, type BffDeps } from "./request-guard";
import { inRequestFrame } from "./with-staff";
import { applyCookies, destroyRequestSession, newCookieSink, readRequestSessionState, revokeSession, saveSignIn } from "./session";
import { RESET_MESSAGES } from "../../../lib/sign-in-messages";
import { getSharedStore, type SharedStore } from "../store/store";
import { signInThrottleKeys, type Throttle } from "../store/throttle";
import { AnswerTooLargeError, callAuth, jsonResponse, readAuthAnswer, readUpstreamBody } from "../upstream/upstream";
import type { Environment } from "../../../lib/environment";

export interface AuthDeps extends BffDeps {
  throttle: Throttle;
  /** Where Logout records revoked sessions and reset requests are counted; default: the configuration's shared store. */
  store?: SharedStore;
  /** The shortest answer time of a reset-link request (default RESET_REQUEST_MIN_MS). */
  resetRequestMinMs?: number;
}

/** The BFF's authenticator-code step: {email, password, code}; `code` goes upstream as `token`. */
export const bffTotpRequestSchema = loginRequestSchema.extend({ code: totpRequestSchema.shape.token });

export type LoginAnswer =
  | { ok: true; account: StaffAccount }
  | { ok: false; mfa_required: boolean; setup_required: boolean; config_url: string | null };

type Handler = (request: Request, deps: AuthDeps) => Promise<Response>;

/**
 * The sign-in steps' chain: the route-handler frame (with-staff.ts `inRequestFrame`: request id,
 * `Cache-Control: no-store`, one log line naming the email asked about, never secrets) → host →
 * same-origin → the step. No session check: there is no session yet.
 */
function authHandler(name: string, body: (request: Request, deps: AuthDeps, env: Environment, requestId: string, log: { email: string | null }) => Promise<Response>): Handler {
  return (request, deps) => {
    const env = environmentOf(request);
    return inRequestFrame(request, deps, { staff_email: null, environment: env, route: name }, async (requestId, fields) => {
      if (!env) return invalidDomainResponse();
      if (!isSameOriginWrite(request)) return jsonResponse(403, CROSS_SITE_REFUSED);
      const log = { email: null as string | null };
      try {
        return await body(request, deps, env, requestId, log);
      } finally {
        fields.staff_email = log.email;
      }
    });
  };
}

async function parseJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S> | Response> {
  const parsed = await readJsonBody(request, schema);
  return parsed instanceof Response ? parsed : parsed.value;
}

/** An upstream failure other than 401, as the one generic message: 502 for 5xx/unreachable, 504 for a timeout, else the status. */
function genericFailure(status: number): Response {
  const out = status === 504 ? 504 : status >= 500 || status < 400 ? 502 : status;
  return jsonResponse(out, { detail: SIGN_IN_MESSAGES.generic });
}

function throttled(retryAfterSeconds: number): Response {
  return jsonResponse(429, { detail: signInThrottledText(retryAfterSeconds) }, { headers: { "retry-after": String(retryAfterSeconds) } });
}

/** The upstream throttles sign-ins too: its 429 is shown as ours. */
async function upstreamThrottled(answer: Response): Promise<Response> {
  await answer.body?.cancel();
  const retryAfter = Number(answer.headers.get("retry-after"));
  return throttled(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 15 * 60);
}

/**
 * A sign-in's answer: the new session's cookie (a new session id: no fixation). A live session the
 * request still carries (a sign-in over an open one, e.g. as another staff member) goes on the
 * revocation list first, as at Logout, so a kept copy of its cookie opens nothing afterwards, and
 * its upstream token is let go as at Logout (one attempt, best effort: the new sign-in stands
 * whatever the upstream answers), unless the upstream answered that same token to this sign-in.
 */
async function signedIn(request: Request, deps: AuthDeps, environment: Environment, requestId: string, token: string, account: StaffAccount): Promise<Response> {
  const sessionDeps = { config: deps.config, now: deps.now, store: deps.store };
  const previous = await readRequestSessionState(request, sessionDeps);
  if (previous.status === "active") {
    await revokeSession(previous.sessionId, sessionDeps);
    if (previous.token !== token) await upstreamLogout(deps, environment, previous.token, requestId, Date.now() + deps.config.upstreamTimeoutMs);
  }
  const sink = newCookieSink();
  await saveSignIn(request, sink, { token, account }, sessionDeps);
  const res = jsonResponse(200, { ok: true, account: sessionAccountSchema.parse(account) } satisfies LoginAnswer);
  applyCookies(sink, res.headers);
  return res;
}

/**
 * One sign-in step against the upstream's auth base (`call`: its descriptor's callAuth): the throttle gate, the call, and the failures
 * both steps share. The attempt is reserved before the call (`throttle.attempt`: attempts sent
 * together cannot all pass the gate) and stays counted for a 401 (the +bark credentials message)
 * and, with `countClientErrors`, any other 4xx; it is taken back for a 429 (the throttle message),
 * another failure ("Something went wrong…") or a call that threw. Returns the 2xx answer with the
 * throttle keys (the caller settles the attempt: `settle`), or the response to send.
 */
async function signInStep(
  request: Request,
  deps: AuthDeps,
  email: string,
  call: () => Promise<Response>,
  opts: { countClientErrors?: boolean } = {},
): Promise<{ answer: Response; keys: ReturnType<typeof signInThrottleKeys> } | Response> {
  const keys = signInThrottleKeys(email, request, deps.config.trustedProxyHops);
  const gate = await deps.throttle.attempt(keys);
  if (!gate.allowed) return throttled(gate.retryAfterSeconds);
  let answer: Response;
  try {
    answer = await call();
  } catch (error) {
    await deps.throttle.release(keys);
    throw error;
  }
  if (answer.status === 401) {
    await answer.body?.cancel();
    return jsonResponse(401, { detail: SIGN_IN_MESSAGES.invalidCredentials });
  }
  if (answer.status === 429) {
    await deps.throttle.release(keys);
    return upstreamThrottled(answer);
  }
  if (!answer.ok) {
    await answer.body?.cancel();
    if (!(opts.countClientErrors && answer.status >= 400 && answer.status < 500)) await deps.throttle.release(keys);
    return genericFailure(answer.status);
  }
  return { answer, keys };
}

/**
 * The end of a reserved sign-in attempt that reached a 2xx: "signed in" forgets the email's
 * failures and takes the address's attempt back; "no verdict" (a right password awaiting its code, an
 * unreadable answer) takes both back.
 */
async function settle(deps: AuthDeps, keys: readonly string[], outcome: "signed in" | "no verdict"): Promise<void> {
  if (outcome === "signed in") await Promise.all([deps.throttle.reset(keys[0]!), deps.throttle.release(keys.slice(1))]);
  else await deps.throttle.release(keys);
}

/**
 * Runs the rest of a sign-in step whose attempt reached a 2xx, settling the attempt once: `run`
 * settles it (settleOnce); if `run` throws first (the answer's body cut off, say), it is settled as
 * "no verdict", never left counted as a failure.
 */
async function settledOnThrow(
  deps: AuthDeps,
  keys: readonly string[],
  run: (settleOnce: (outcome: "signed in" | "no verdict") => Promise<void>) => Promise<Response>,
): Promise<Response> {
  let settled = false;
  const settleOnce = async (outcome: "signed in" | "no verdict") => {
    if (settled) return;
    settled = true;
    await settle(deps, keys, outcome);
  };
  try {
    return await run(settleOnce);
  } catch (error) {
    await settleOnce("no verdict");
    throw error;
  }
}

/** POST /api/auth/login {email, password} */
export const handleLogin: Handler = authHandler("auth login", async (request, deps, environment, requestId, log) => {
  const body = await parseJson(request, loginRequestSchema);
  if (body instanceof Response) return body;
  log.email = body.email;
  const step = await signInStep(request, deps, body.email, () =>
    callAuth(authEndpoints.login, { body, environment, signal: request.signal, requestId }, deps),
  );
  if (step instanceof Response) return step;
  const { answer, keys } = step;
  return settledOnThrow(deps, keys, async (settleOnce) => {
    const data = await readAuthAnswer(authEndpoints.login, answer, deps.logger);
    if (data?.token && data.account && !data.mfa_required && !data.setup_required) {
      await settleOnce("signed in");
      return signedIn(request, deps, environment, requestId, data.token, data.account);
    }
    await settleOnce("no verdict");
    if (data?.mfa_required || data?.setup_required) {
      return jsonResponse(200, {
        ok: false,
        mfa_required: data.mfa_required,
        setup_required: data.setup_required,
        config_url: data.setup_required ? data.config_url : null,
      } satisfies LoginAnswer);
    }
    return genericFailure(502);
  });
});

/** POST /api/auth/totp {email, password, code} */
export const handleTotp: Handler = authHandler("auth totp", async (request, deps, environment, requestId, log) => {
  const body = await parseJson(request, bffTotpRequestSchema);
  if (body instanceof Response) return body;
  log.email = body.email;
  const step = await signInStep(
    request,
    deps,
    body.email,
    () =>
      callAuth(
        authEndpoints.totp,
        { body: { email: body.email, password: body.password, token: body.code }, environment, signal: request.signal, requestId },
        deps,
      ),
    // A wrong or replayed code (upstream 4xx) counts as a failed attempt.
    { countClientErrors: true },
  );
  if (step instanceof Response) return step;
  const { answer, keys } = step;
  return settledOnThrow(deps, keys, async (settleOnce) => {
    const data = await readAuthAnswer(authEndpoints.totp, answer, deps.logger);
    if (!data) {
      await settleOnce("no verdict");
      return genericFailure(502);
    }
    await settleOnce("signed in");
    return signedIn(request, deps, environment, requestId, data.token, data.account);
  });
});

/** Attempts at the upstream logout before the user is told it was not confirmed, and the pause after each failure. */
export const LOGOUT_ATTEMPTS = 3;
const LOGOUT_RETRY_PAUSE_MS = 200;

/** One upstream logout: true when the upstream let the token go (2xx, or 401: it was already gone). */
async function upstreamLogout(deps: AuthDeps, environment: Environment, token: string, requestId: string, deadline: number): Promise<boolean> {
  try {
    const answer = await callAuth(authEndpoints.logout, { environment, token, requestId, deadline }, deps);
    await answer.body?.cancel();
    if (answer.ok || answer.status === 401) return true;
    deps.logger.warn({ request_id: requestId, status: answer.status }, "upstream logout failed; the session is revoked here anyway");
  } catch (err) {
    deps.logger.warn({ request_id: requestId, error: err instanceof Error ? err.message : String(err) }, "upstream logout failed; the session is revoked here anyway");
  }
  return false;
}

/**
 * POST /api/auth/logout: ends the session (whether or not there was one). For a live session: the
 * session id goes on the revocation list until the end of its business day first (Redis for
 * several replicas, else the memory store's file: a replayed copy of the cookie opens nothing, on
 * any replica, after any restart, whatever the upstream does next), then the upstream token is
 * revoked ({auth}/logout, tried LOGOUT_ATTEMPTS times), then the cookie is cleared. When the
 * upstream never confirmed, the answer says so (`upstream_signed_out: false` and the sentence) and
 * the menu shows it on /login.
 */
export const handleLogout: Handler = authHandler("auth logout", async (request, deps, environment, requestId, log) => {
  const sink = newCookieSink();
  const sessionDeps = { config: deps.config, now: deps.now, store: deps.store };
  const state = await readRequestSessionState(request, sessionDeps, sink);
  let upstreamSignedOut = true;
  if (state.status === "active") {
    log.email = state.account.email;
    await revokeSession(state.sessionId, sessionDeps);
    upstreamSignedOut = false;
    // The attempts share one timeout (plus the pauses): a stalled upstream holds the logout
    // UPSTREAM_TIMEOUT_MS + 0.6 s at most, not three timeouts.
    const deadline = Date.now() + deps.config.upstreamTimeoutMs + LOGOUT_RETRY_PAUSE_MS * ((LOGOUT_ATTEMPTS * (LOGOUT_ATTEMPTS - 1)) / 2);
    for (let attempt = 1; attempt <= LOGOUT_ATTEMPTS && !upstreamSignedOut && Date.now() < deadline; attempt++) {
      if (attempt > 1) await new Promise((r) => setTimeout(r, LOGOUT_RETRY_PAUSE_MS * (attempt - 1)));
      upstreamSignedOut = await upstreamLogout(deps, environment, state.token, requestId, deadline);
    }
    if (!upstreamSignedOut) deps.logger.error({ request_id: requestId, attempts: LOGOUT_ATTEMPTS }, "upstream logout not confirmed; the session is revoked here");
  }
  // A cookie that was not active was already cleared into `sink`; anything else is cleared here.
  if (sink.headers.getSetCookie().length === 0) await destroyRequestSession(request, sink, sessionDeps);
  const answer: LogoutAnswer = upstreamSignedOut ? { ok: true, upstream_signed_out: true } : { ok: true, upstream_signed_out: false, detail: SIGN_IN_MESSAGES.logoutUnconfirmed };
  const res = jsonResponse(200, answer);
  applyCookies(sink, res.headers);
  return res;
});

/** Passes the upstream's 2xx and 400 answers through (field errors); anything else is the generic failure. */
async function passThrough(answer: Response): Promise<Response> {
  if (answer.ok || answer.status === 400) {
    let data: unknown;
    try {
      data = await readUpstreamBody(answer);
    } catch (err) {
      if (err instanceof AnswerTooLargeError) return genericFailure(502);
      throw err;
    }
    return jsonResponse(answer.status, data ?? { ok: true });
  }
  await answer.body?.cancel();
  return genericFailure(answer.status);
}

/**
 * Reset-link requests allowed per email and per client address in an hour. Every request counts
 * (each one may send an email), known or unknown email alike; the counts live in the shared store
 * of the sign-in throttle (Redis for several replicas).
 */
export const RESET_REQUEST_LIMITS = {
  email: { limit: 5, windowMs: 60 * 60_000 },
  address: { limit: 20, windowMs: 60 * 60_000 },
} as const;
/** Every reset-request answer takes at least this long, so a known email cannot be told from an unknown one by time. */
export const RESET_REQUEST_MIN_MS = 400;

async function padTo(started: number, minMs: number): Promise<void> {
  const left = minMs - (performance.now() - started);
  if (left > 0) await new Promise((r) => setTimeout(r, left));
}

/**
 * POST /api/auth/password-reset-request {email} (lower-cased by the schema): throttled per email
 * and per address (429 RESET_MESSAGES.throttled); an upstream 2xx answers the one fixed sentence
 * whatever the account, and every answer after the body was read takes at least
 * RESET_REQUEST_MIN_MS (deps.resetRequestMinMs in tests).
 */
export const handlePasswordResetRequest: Handler = authHandler("auth password reset request", async (request, deps, environment, requestId, log) => {
  const started = performance.now();
  const body = await parseJson(request, passwordResetRequestSchema);
  if (body instanceof Response) return body;
  log.email = body.email;
  const [emailKey, addressKey] = signInThrottleKeys(body.email, request, deps.config.trustedProxyHops);
  const store = deps.store ?? getSharedStore(deps.config, deps.logger);
  const gates: [Throttle, string][] = [[store.throttle("reset-email", RESET_REQUEST_LIMITS.email), emailKey!]];
  if (addressKey) gates.push([store.throttle("reset-addr", RESET_REQUEST_LIMITS.address), addressKey]);
  let response: Response | null = null;
  // Every request counts, reserved before the call (requests sent together cannot all pass); one
  // refused by a later gate takes back what the earlier gates reserved.
  const reserved: [Throttle, string][] = [];
  for (const [throttle, key] of gates) {
    const gate = await throttle.attempt([key]);
    if (!gate.allowed) {
      response = jsonResponse(429, { detail: RESET_MESSAGES.throttled }, { headers: { "retry-after": String(gate.retryAfterSeconds) } });
      await Promise.all(reserved.map(([t, k]) => t.release([k])));
      break;
    }
    reserved.push([throttle, key]);
  }
  if (!response) {
    const answer = await callAuth(authEndpoints.passwordResetRequest, { body, environment, signal: request.signal, requestId }, deps);
    if (answer.ok) {
      await answer.body?.cancel();
      response = jsonResponse(200, { detail: RESET_MESSAGES.resetLinkSent });
    } else response = await passThrough(answer);
  }
  await padTo(started, deps.resetRequestMinMs ?? RESET_REQUEST_MIN_MS);
  return response;
});

/** POST /api/auth/reset-password {password, password_confirm, reset_token_id, reset_token_key} */
export const handleResetPassword: Handler = authHandler("auth reset password", async (request, deps, environment, requestId) => {
  const body = await parseJson(request, resetPasswordRequestSchema);
  if (body instanceof Response) return body;
  const answer = await callAuth(authEndpoints.resetPassword, { body, environment, signal: request.signal, requestId }, deps);
  return passThrough(answer);
});

/**
 * GET /api/auth/session-gone?next=…: where a server component sends the user when the upstream
 * no longer accepts the token (server components cannot change cookies). Drops the session and
 * goes to /login?next=…. A cross-site request cannot sign anyone out.
 */
export async function handleSessionGone(request: Request, deps: BffDeps): Promise<Response> {
  const url = new URL(request.url);
  const next = safeNextPath(url.searchParams.get("next"));
  const headers = new Headers({ "cache-control": "no-store" });
  const ends = environmentOf(request) !== null && !isCrossSiteRequest(request);
  if (ends) {
    const sink = newCookieSink();
    await destroyRequestSession(request, sink, { config: deps.config, now: deps.now });
    applyCookies(sink, headers);
  }
  // The sign-in page says the session ended (only when this request ended it).
  headers.set("location", loginPathWithNext(next, { sessionEnded: ends }));
  return new Response(null, { status: 303, headers });
}
