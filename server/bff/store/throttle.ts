/**
 * Sign-in throttling: failed attempts are counted per email and per client address (the
 * connection's peer, or what trusted proxies saw: see clientAddress) in the shared store (server/bff/store/store.ts), so every
 * replica counts toward one limit. When either key has reached the limit, further attempts answer
 * 429 without reaching the upstream. Only failures count; a successful sign-in clears its email's
 * count (docs/assumptions.md).
 */
import "server-only";
import type { BffConfig } from "../config/config-core";
import { CLIENT_ADDRESS_HEADER } from "../proxy/http-hardening";
import type { Logger } from "../logger";
import { createMemoryStore, getSharedStore, type SharedStore } from "./store";
import type { Throttle, ThrottleLimits } from "../../../lib/failure-throttle";

export type { Throttle, ThrottleCheck } from "../../../lib/failure-throttle";

/** The store's name for the sign-in counts. */
const SIGN_IN = "signin";

/** A sign-in throttle on `store` (process memory when none is given: tests, one replica). */
export function createThrottle(limits: ThrottleLimits, store: SharedStore = createMemoryStore()): Throttle {
  return store.throttle(SIGN_IN, limits);
}

/**
 * The client's address, or null when nothing the client cannot forge tells it.
 * - 0 trusted hops (the default: clients connect to the app directly): the connection's peer
 *   address, which the app's request hook (server/bff/proxy/http-hardening.ts) writes into
 *   CLIENT_ADDRESS_HEADER on every request after deleting any value the client sent (Next's route
 *   handlers see no socket). X-Forwarded-For is client-written here and ignored.
 * - N trusted hops: X-Forwarded-For is only as good as the proxies that wrote it; the N right-most
 *   entries were appended by our own proxies and the Nth from the right is the address the
 *   outermost of them saw. Fewer entries than N: one shared "unverified" key.
 * Null (no hook ran: a handler called outside the app's server) → only the per-email limit applies.
 */
export function clientAddress(request: Request, trustedProxyHops: number): string | null {
  if (trustedProxyHops <= 0) return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || null;
  const parts = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  // Fewer entries than trusted hops: the request did not come through our proxies.
  if (parts.length < trustedProxyHops) return "unverified";
  return parts[parts.length - trustedProxyHops]!;
}

/** The throttle keys of an attempt: the lower-cased email, and the client address when known. */
export function signInThrottleKeys(email: string, request: Request, trustedProxyHops: number): string[] {
  const keys = [`email:${email.trim().toLowerCase()}`];
  const address = clientAddress(request, trustedProxyHops);
  if (address !== null) keys.push(`addr:${address}`);
  return keys;
}

/** The running app's sign-in throttle, on the shared store of its configuration. */
export function getSignInThrottle(config: BffConfig, logger?: Logger): Throttle {
  return createThrottle(config.signinThrottle, getSharedStore(config, logger));
}
