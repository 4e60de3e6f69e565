/**
 * The sign-in route handlers (server/bff/session/auth-handlers.ts) against a fake upstream: messages, session
 * cookie, throttling, and that no secret reaches a response body, a script-readable cookie or the log.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  handleLogin,
  handleLogout,
  handlePasswordResetRequest,
  handleResetPassword,
  handleSessionGone,
  handleTotp,
  type AuthDeps,
} from "@/server/bff/session/auth-handlers";
import { NextRequest } from "next/server";
import { pageProxy } from "@/server/bff/proxy/page-proxy";
import { guardRequest } from "@/server/bff/session/request-guard";
import { CLIENT_ADDRESS_HEADER } from "@/server/bff/proxy/http-hardening";
import { createThrottle } from "@/server/bff/store/throttle";
import { businessDay } from "@/lib/business-day";
import {
  ACCOUNTS,
  closedPort,
  fakeUpstreamSuite,
  json,
  sessionCookie,
  sessionSetCookie,
  testConfig,
  unsealSetCookie,
} from "../support/bff";
import { DEMO } from "../support/demo-staff";
import { endpoints } from "@/lib/contract/endpoints";
import { endpointPath, proxyPath } from "../support/api-client";
import { authEndpoints } from "@/lib/contract/auth";
import { signInThrottledText } from "@/lib/contract/session";
import { createMemoryStore, createRedisStore, type SharedStore } from "@/server/bff/store/store";
import { readRequestSessionState } from "@/server/bff/session/session";
import { dropRedisPrefix, redisAnswers, testRedisPrefix, TEST_REDIS_URL } from "../support/redis";

const redisPrefix = testRedisPrefix();
const redis = await redisAnswers("tests/integration/bff-auth.test.ts (a sign-in over a live session)");
const storeKinds: ("memory" | "redis")[] = redis ? ["memory", "redis"] : ["memory"];
const openedStores: SharedStore[] = [];
const opened = (s: SharedStore) => (openedStores.push(s), s);
afterAll(async () => {
  await Promise.all(openedStores.map((s) => s.close()));
  if (redis) await dropRedisPrefix(redisPrefix);
});

const INVALID = "Invalid email and password combination. Remember to use the +bark qualifier in the email address.";
const GENERIC = "Something went wrong. Please try again later!";
const THROTTLED = "Too many sign-in attempts. Please wait 15 minutes and try again.";
const PASSWORD = "Bark-demo-2026";
const TOKEN = "tok_7d1f0a9c2b8e4d6f8a1b3c5d7e9f0a2b4c6d8e0f";
const CODE = "492817";
const account = (email: string, group = "BarkAdmin") => ({ email, first_name: "A", last_name: "B", is_active: true, groups: [{ name: group }] });

const fake = fakeUpstreamSuite((req, res, raw) => {
  const body = raw ? (JSON.parse(raw) as Record<string, string>) : {};
  const path = req.url ?? "";
  if (path === endpointPath(authEndpoints.login)) {
    if (body.password !== PASSWORD) return json(res, 401, { detail: "Unable to log in with provided credentials." });
    if (body.email === "boom+bark@example.com") return json(res, 500, { detail: "Internal error" });
    if (body.email === "cut+bark@example.com") {
      // A 2xx whose body is cut off: the connection drops after a few bytes.
      res.writeHead(200, { "content-type": "application/json", "content-length": "500" });
      res.write('{"mfa_required": fal');
      setTimeout(() => res.destroy(), 20);
      return;
    }
    if (body.email === "busy+bark@example.com") return json(res, 429, { detail: "Too many failed sign-in attempts. Try again in 14 minutes." });
    if (body.email === "soon+bark@example.com") {
      res.writeHead(429, { "content-type": "application/json", "retry-after": "90" });
      res.end(JSON.stringify({ detail: "Too many failed sign-in attempts." }));
      return;
    }
    if (body.email === DEMO.mfa) return json(res, 200, { mfa_required: true, setup_required: false, config_url: null, token: null, account: null });
    if (body.email === DEMO.setup)
      return json(res, 200, { mfa_required: false, setup_required: true, config_url: "otpauth://totp/BARK:setup?secret=ABC", token: null, account: null });
    return json(res, 200, { mfa_required: false, setup_required: false, config_url: null, token: TOKEN, account: account(body.email!) });
  }
  if (path === endpointPath(authEndpoints.totp)) {
    if (body.password !== PASSWORD) return json(res, 401, { detail: "Unable to log in with provided credentials." });
    if (body.token !== CODE) return json(res, 400, { detail: "Invalid authenticator code." });
    return json(res, 200, { token: TOKEN, account: account(body.email!) });
  }
  if (path === endpointPath(authEndpoints.logout)) {
    if (req.headers.authorization === "Token upstream-down") return json(res, 500, { detail: "Internal error" });
    return json(res, 200, { detail: "Signed out." });
  }
  if (path === endpointPath(authEndpoints.passwordResetRequest)) return json(res, 200, { detail: "If an account exists for this email, a password reset link has been sent." });
  if (path === endpointPath(authEndpoints.resetPassword)) {
    if (body.reset_token_key !== "good") return json(res, 400, { reset_token_key: ["This password reset link is invalid, expired or already used."] });
    return json(res, 200, { detail: "Your password has been reset." });
  }
  json(res, 404, { detail: "Not found." });
});

let deps: AuthDeps;

beforeEach(() => {
  deps = { config: fake.config, logger: fake.log.logger, throttle: createThrottle(fake.config.signinThrottle) };
});

function post(path: string, body: unknown, opts: { host?: string; headers?: Record<string, string>; cookie?: string } = {}) {
  const host = opts.host ?? "localhost:3000";
  return new Request(`http://${host}/api/auth/${path}`, {
    method: "POST",
    // Outside local the site is https (issue 19: the Origin's scheme counts).
    headers: { host, origin: `${host.startsWith("localhost") ? "http" : "https"}://${host}`, "content-type": "application/json", ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("POST /api/auth/login", () => {
  it("signs in: 200 {ok, account}, one sealed httpOnly SameSite=Lax cookie with token, account and today's entry day", async () => {
    const res = await handleLogin(post("login", { email: "Admin+Bark@Example.com", password: PASSWORD }), deps);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ ok: true, account: { email: DEMO.admin, is_active: true, groups: [{ name: "BarkAdmin" }] } });
    expect(text).not.toContain(TOKEN);
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    const cookie = cookies[0]!;
    expect(cookie).toMatch(/^bark_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i); // local runs on http
    expect(cookie).not.toContain(TOKEN);
    expect(cookie.length).toBeLessThan(4096);
    const data = await unsealSetCookie(fake.config, cookie);
    expect(data).toEqual({
      token: TOKEN,
      account: { email: DEMO.admin, is_active: true, groups: [{ name: "BarkAdmin" }] },
      entryDay: businessDay(new Date(), fake.config.businessTimeZone),
      sid: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      environment: "local",
    });
    // the upstream got the lower-cased email and the application header
    expect(JSON.parse(fake.upstream.calls[0]!.body)).toEqual({ email: DEMO.admin, password: PASSWORD });
    expect(fake.upstream.calls[0]!.headers["x-application"]).toBe("bark-backoffice");
  });

  it("the cookie is Secure outside local", async () => {
    const dev = testConfig(fake.upstream.url, { DEV_API_BASE_URL: `${fake.upstream.url}/api/`, DEV_AUTH_BASE_URL: `${fake.upstream.url}/auth/` });
    const res = await handleLogin(post("login", { email: DEMO.admin, password: PASSWORD }, { host: "dev.backoffice.example" }), { ...deps, config: dev });
    expect(res.status).toBe(200);
    expect(sessionSetCookie(res)).toMatch(/^__Host-bark_session=[^;]+;/);
    expect(sessionSetCookie(res)).toMatch(/Secure/i);
    expect(sessionSetCookie(res)).toMatch(/Path=\/(;|$)/);
    expect(sessionSetCookie(res)).not.toMatch(/Domain=/i);
    // The cookie it set opens the session on that host; the bare name is not read there (a sibling host could have planted it).
    const pair = sessionSetCookie(res)!.split(";")[0]!;
    const on = (cookie: string) => readRequestSessionState(new Request("https://dev.backoffice.example/", { headers: { host: "dev.backoffice.example", cookie } }), { config: dev });
    expect((await on(pair)).status).toBe("active");
    expect((await on(pair.replace(/^__Host-/, ""))).status).toBe("anonymous");
  });

  it("401 → the +bark message; no cookie", async () => {
    const res = await handleLogin(post("login", { email: DEMO.admin, password: "wrong" }), deps);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: INVALID });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("an upstream error or an unreachable upstream → Something went wrong", async () => {
    const boom = await handleLogin(post("login", { email: "boom+bark@example.com", password: PASSWORD }), deps);
    expect(boom.status).toBe(502);
    expect(await boom.json()).toEqual({ detail: GENERIC });
    const down = testConfig(`http://127.0.0.1:${await closedPort()}`);
    const res = await handleLogin(post("login", { email: DEMO.admin, password: PASSWORD }), { ...deps, config: down });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ detail: GENERIC });
  });

  it("authenticator required → 200 {mfa_required} and NO session yet", async () => {
    const res = await handleLogin(post("login", { email: DEMO.mfa, password: PASSWORD }), deps);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: false, mfa_required: true, setup_required: false, config_url: null });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("setup required → 200 with config_url for the QR code, no session", async () => {
    const res = await handleLogin(post("login", { email: DEMO.setup, password: PASSWORD }), deps);
    expect(await res.json()).toEqual({ ok: false, mfa_required: false, setup_required: true, config_url: "otpauth://totp/BARK:setup?secret=ABC" });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("empty fields → 400 with field messages, no upstream call", async () => {
    const res = await handleLogin(post("login", { email: "", password: "" }), deps);
    expect(res.status).toBe(400);
    expect(Object.keys(await res.json()).sort()).toEqual(["email", "password"]);
    const malformed = await handleLogin(post("login", "{nope"), deps);
    expect(malformed.status).toBe(400);
    expect(fake.upstream.calls).toHaveLength(0);
  });

  it("a foreign Origin cannot sign anyone in (login CSRF) and an unknown host is refused", async () => {
    const res = await handleLogin(post("login", { email: DEMO.admin, password: PASSWORD }, { headers: { origin: "https://evil.example" } }), deps);
    expect(res.status).toBe(403);
    const host = await handleLogin(post("login", { email: DEMO.admin, password: PASSWORD }, { host: "evil.example" }), deps);
    expect(host.status).toBe(400);
    expect(await host.json()).toEqual({ detail: "Invalid domain name" });
    expect(fake.upstream.calls).toHaveLength(0);
  });

  it("throttles per email: after 10 failures in 15 minutes → 429 without calling the upstream", async () => {
    for (let i = 0; i < 10; i++) {
      const res = await handleLogin(post("login", { email: DEMO.team, password: `wrong-${i}` }, { headers: { "x-forwarded-for": `10.0.0.${i}` } }), deps);
      expect(res.status).toBe(401);
    }
    const calls = fake.upstream.calls.length;
    const res = await handleLogin(post("login", { email: "TEAM+bark@example.com", password: PASSWORD }, { headers: { "x-forwarded-for": "10.9.9.9" } }), deps);
    expect(res.status).toBe(429);
    // The wait the limiter announced, in whole minutes (the window is configurable; a fixed window has less left).
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ detail: signInThrottledText(retryAfter) });
    expect(fake.upstream.calls.length).toBe(calls);
    // another email from another address is unaffected
    expect((await handleLogin(post("login", { email: DEMO.ops, password: PASSWORD }, { headers: { "x-forwarded-for": "10.8.8.8" } }), deps)).status).toBe(200);
  });

  it("attempts sent at once cannot pass the gate together: of 40 wrong passwords for one email, 10 reach the upstream (was: all 40), and a right one among them cannot sneak in", async () => {
    const before = fake.upstream.calls.length;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => handleLogin(post("login", { email: DEMO.all, password: i === 25 ? PASSWORD : `wrong-${i}` }, { headers: { "x-forwarded-for": `10.7.0.${i}` } }), deps)),
    );
    const statuses = answers.map((r) => r.status);
    expect(fake.upstream.calls.length - before).toBe(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    expect(statuses.filter((s) => s === 401 || s === 200)).toHaveLength(10);
  });

  it("a right password awaiting its authenticator code, or signed in, counts as no failure", async () => {
    // 12 right passwords for the MFA account (no verdict yet each time): never locked out.
    for (let i = 0; i < 12; i++) expect((await handleLogin(post("login", { email: DEMO.mfa, password: PASSWORD }, { headers: { "x-forwarded-for": "10.6.0.1" } }), deps)).status, `attempt ${i}`).toBe(200);
    // 12 sign-ins from one address (behind one trusted proxy, so the address is a key): not locked out either.
    const behindProxy = { ...deps, config: testConfig(fake.upstream.url, { TRUSTED_PROXY_HOPS: "1" }) };
    for (let i = 0; i < 12; i++) expect((await handleLogin(post("login", { email: DEMO.ops, password: PASSWORD }, { headers: { "x-forwarded-for": "10.6.0.2" } }), behindProxy)).status, `sign-in ${i}`).toBe(200);
  });

  it("an attempt whose answer is cut off after its 2xx head is no failure: never locked out (the reserved attempt is taken back)", async () => {
    for (let i = 0; i < 12; i++) {
      const res = await handleLogin(post("login", { email: "cut+bark@example.com", password: PASSWORD }), deps).catch(() => null);
      expect(res?.status, `attempt ${i}`).not.toBe(429);
    }
  });

  it("the upstream's own 429 is shown as the throttle message", async () => {
    const res = await handleLogin(post("login", { email: "busy+bark@example.com", password: PASSWORD }), deps);
    expect(res.status).toBe(429);
    // No Retry-After from the upstream: the default window's 15 minutes.
    expect(await res.json()).toEqual({ detail: THROTTLED });
    // With one, the wait it names, in whole minutes (90 s: 2 minutes), as the Retry-After passed on.
    const soon = await handleLogin(post("login", { email: "soon+bark@example.com", password: PASSWORD }), deps);
    expect(soon.status).toBe(429);
    expect(soon.headers.get("retry-after")).toBe("90");
    expect(await soon.json()).toEqual({ detail: "Too many sign-in attempts. Please wait 2 minutes and try again." });
  });

  it("throttles per client address across emails (behind one trusted proxy)", async () => {
    const behindProxy = { ...deps, config: testConfig(fake.upstream.url, { TRUSTED_PROXY_HOPS: "1" }) };
    for (let i = 0; i < 10; i++) {
      await handleLogin(post("login", { email: `user${i}+bark@example.com`, password: "wrong" }, { headers: { "x-forwarded-for": "192.0.2.7" } }), behindProxy);
    }
    const res = await handleLogin(post("login", { email: DEMO.admin, password: PASSWORD }, { headers: { "x-forwarded-for": "192.0.2.7" } }), behindProxy);
    expect(res.status).toBe(429);
  });

  it("X-Forwarded-For written by the client neither escapes the per-address limit nor unlocks a locked address", async () => {
    const behindProxy = { ...deps, config: testConfig(fake.upstream.url, { TRUSTED_PROXY_HOPS: "1" }) };
    // The proxy appends the real address (198.51.100.4); the client rotates what it writes before it.
    for (let i = 0; i < 10; i++) {
      const xff = `10.1.${i}.${i}, 198.51.100.4`;
      const res = await handleLogin(post("login", { email: `rot${i}+bark@example.com`, password: "wrong" }, { headers: { "x-forwarded-for": xff } }), behindProxy);
      expect(res.status).toBe(401);
    }
    const calls = fake.upstream.calls.length;
    // A spoofed left-hand value with the right password: still the locked real address → 429, nothing sent upstream.
    const spoofed = await handleLogin(
      post("login", { email: DEMO.admin, password: PASSWORD }, { headers: { "x-forwarded-for": "203.0.113.250, 198.51.100.4" } }),
      behindProxy,
    );
    expect(spoofed.status).toBe(429);
    expect(spoofed.headers.getSetCookie()).toEqual([]);
    expect(fake.upstream.calls.length).toBe(calls);
    // Another real address is not affected.
    const other = await handleLogin(post("login", { email: DEMO.admin, password: PASSWORD }, { headers: { "x-forwarded-for": "198.51.100.5" } }), behindProxy);
    expect(other.status).toBe(200);
  });

  it("with no trusted proxy, the per-address limit uses the connection's address (the request hook's header); a rotated X-Forwarded-For does not escape it", async () => {
    // What server/bff/proxy/http-hardening.ts stamps on every request (the client's own value is replaced).
    const from = (address: string, xff: string) => ({ [CLIENT_ADDRESS_HEADER]: address, "x-forwarded-for": xff });
    for (let i = 0; i < 10; i++) {
      const res = await handleLogin(post("login", { email: `peer${i}+bark@example.com`, password: "wrong" }, { headers: from("192.0.2.44", `10.9.${i}.${i}`) }), deps);
      expect(res.status).toBe(401);
    }
    const calls = fake.upstream.calls.length;
    const locked = await handleLogin(post("login", { email: DEMO.admin, password: PASSWORD }, { headers: from("192.0.2.44", "203.0.113.77") }), deps);
    expect(locked.status).toBe(429);
    expect(fake.upstream.calls.length).toBe(calls);
    // Another connection address is not affected.
    expect((await handleLogin(post("login", { email: DEMO.admin, password: PASSWORD }, { headers: from("192.0.2.45", "203.0.113.77") }), deps)).status).toBe(200);
  });

  it("with no trusted proxy and no stamped address (no request hook), X-Forwarded-For is ignored: only the per-email limit applies, and no header value escapes it", async () => {
    for (let i = 0; i < 10; i++) {
      await handleLogin(post("login", { email: `nohop${i}+bark@example.com`, password: "wrong" }, { headers: { "x-forwarded-for": "192.0.2.99" } }), deps);
    }
    // Ten failures "from" one forwarded address lock nobody else out: that header is not an address.
    expect((await handleLogin(post("login", { email: DEMO.admin, password: PASSWORD }, { headers: { "x-forwarded-for": "192.0.2.99" } }), deps)).status).toBe(200);
    // A locked email stays locked whatever the client claims to be.
    for (let i = 0; i < 10; i++) await handleLogin(post("login", { email: "locked+bark@example.com", password: "wrong" }), deps);
    for (const xff of ["1.2.3.4", "127.0.0.1", "5.6.7.8, 9.9.9.9"]) {
      expect((await handleLogin(post("login", { email: "locked+bark@example.com", password: PASSWORD }, { headers: { "x-forwarded-for": xff } }), deps)).status).toBe(429);
    }
  });
});

describe.each(storeKinds)("a sign-in over a live session (%s store)", (kind) => {
  const store = () => (kind === "memory" ? createMemoryStore() : opened(createRedisStore({ url: TEST_REDIS_URL, keyPrefix: redisPrefix })));
  const stateOf = (cookie: string, s: SharedStore) =>
    readRequestSessionState(new Request("http://localhost:3000/", { headers: { host: "localhost:3000", cookie } }), { config: fake.config, store: s });

  it("revokes the old session id: a kept copy of the old cookie opens nothing; the new session is live", async () => {
    const s = store();
    const withStore = { ...deps, store: s };
    const oldCookie = await sessionCookie(fake.config, { token: TOKEN, account: ACCOUNTS.admin });
    expect((await stateOf(oldCookie, s)).status).toBe("active");
    const res = await handleLogin(post("login", { email: DEMO.admin, password: PASSWORD }, { cookie: oldCookie }), withStore);
    expect(res.status).toBe(200);
    const newCookie = sessionSetCookie(res)!.split(";")[0]!;
    expect((await stateOf(oldCookie, s)).status).toBe("anonymous");
    expect((await stateOf(newCookie, s)).status).toBe("active");
  });

  it("the authenticator-code step revokes it too; a sign-in that does not complete (authenticator required, wrong password) leaves it alone", async () => {
    const s = store();
    const withStore = { ...deps, store: s };
    const oldCookie = await sessionCookie(fake.config, { token: TOKEN, account: ACCOUNTS.admin });
    expect((await handleLogin(post("login", { email: DEMO.admin, password: "wrong" }, { cookie: oldCookie }), withStore)).status).toBe(401);
    expect((await handleLogin(post("login", { email: DEMO.mfa, password: PASSWORD }, { cookie: oldCookie }), withStore)).status).toBe(200);
    expect((await stateOf(oldCookie, s)).status).toBe("active");
    const res = await handleTotp(post("totp", { email: DEMO.mfa, password: PASSWORD, code: CODE }, { cookie: oldCookie }), withStore);
    expect(res.status).toBe(200);
    expect((await stateOf(oldCookie, s)).status).toBe("anonymous");
  });
});

describe("POST /api/auth/totp", () => {
  it("a right code → session saved (upstream got {email, password, token: code})", async () => {
    const res = await handleTotp(post("totp", { email: DEMO.mfa, password: PASSWORD, code: CODE }), deps);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(TOKEN);
    expect((await unsealSetCookie(fake.config, sessionSetCookie(res)!)).token).toBe(TOKEN);
    expect(JSON.parse(fake.upstream.calls[0]!.body)).toEqual({ email: DEMO.mfa, password: PASSWORD, token: CODE });
    expect(fake.upstream.calls[0]!.url).toBe("/auth/totp/");
  });

  it("a wrong code → Something went wrong; a wrong password → the +bark message; no session", async () => {
    const wrong = await handleTotp(post("totp", { email: DEMO.mfa, password: PASSWORD, code: "000000" }), deps);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ detail: GENERIC });
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const badPw = await handleTotp(post("totp", { email: DEMO.mfa, password: "nope", code: CODE }), deps);
    expect(badPw.status).toBe(401);
    expect(await badPw.json()).toEqual({ detail: INVALID });
  });

  it("an empty code → 400 {code: [...]}", async () => {
    const res = await handleTotp(post("totp", { email: DEMO.mfa, password: PASSWORD, code: "" }), deps);
    expect(res.status).toBe(400);
    expect(Object.keys(await res.json())).toEqual(["code"]);
  });

  it("wrong codes count toward the throttle", async () => {
    for (let i = 0; i < 10; i++) await handleTotp(post("totp", { email: DEMO.mfa, password: PASSWORD, code: `00000${i}` }), deps);
    const res = await handleTotp(post("totp", { email: DEMO.mfa, password: PASSWORD, code: CODE }), deps);
    expect(res.status).toBe(429);
  });
});

describe("logout, password reset, session-gone", () => {
  const pageRequest = (path: string, cookie: string) => new NextRequest(`http://localhost:3000${path}`, { headers: { host: "localhost:3000", cookie } });
  const apiRequest = (cookie: string) => new Request(`http://localhost:3000${proxyPath(endpoints.listStaffUsers)}`, { headers: { host: "localhost:3000", cookie } });

  it("logout revokes the upstream token, then destroys the session", async () => {
    const cookie = await sessionCookie(fake.config, { token: TOKEN, account: ACCOUNTS.admin });
    const res = await handleLogout(post("logout", {}, { cookie }), deps);
    expect(res.status).toBe(200);
    expect(sessionSetCookie(res)).toMatch(/^bark_session=;.*Max-Age=0/i);
    expect(fake.log.lines().find((l) => l.msg === "request")?.staff_email).toBe(DEMO.admin);
    const calls = fake.upstream.callsTo(endpointPath(authEndpoints.logout));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe("POST");
    expect(calls[0]!.headers.authorization).toBe(`Token ${TOKEN}`);
  });

  it("a replayed pre-logout cookie is refused like a missing one: pages → /login, route handlers → 401", async () => {
    const cookie = await sessionCookie(fake.config, { token: TOKEN, account: ACCOUNTS.admin });
    // Before: the page passes and the route handler's guard lets the call through.
    expect((await pageProxy(pageRequest("/customer-lookup", cookie), { config: fake.config })).headers.get("x-middleware-next")).toBe("1");
    expect(await guardRequest(apiRequest(cookie), deps)).not.toBeInstanceOf(Response);
    expect((await handleLogout(post("logout", {}, { cookie }), deps)).status).toBe(200);

    for (const path of ["/customer-lookup", "/customer-lookup/1__Jane_Doe", "/"]) {
      const page = await pageProxy(pageRequest(path, cookie), { config: fake.config });
      expect(page.status, path).toBe(307);
      expect(new URL(page.headers.get("location")!).pathname, path).toBe("/login");
    }
    const api = await guardRequest(apiRequest(cookie), deps);
    expect(api).toBeInstanceOf(Response);
    expect((api as Response).status).toBe(401);
    expect(await (api as Response).json()).toEqual({ detail: "Authentication credentials were not provided." });
    // A login page does not treat it as signed in either.
    expect((await pageProxy(pageRequest("/login", cookie), { config: fake.config })).headers.get("x-middleware-next")).toBe("1");
  });

  it("the upstream's logout failing does not stop the logout: the session is still revoked", async () => {
    const cookie = await sessionCookie(fake.config, { token: "upstream-down", account: ACCOUNTS.team });
    const res = await handleLogout(post("logout", {}, { cookie }), deps);
    expect(res.status).toBe(200);
    expect(sessionSetCookie(res)).toMatch(/Max-Age=0/i);
    expect(fake.log.lines().some((l) => l.msg === "upstream logout failed; the session is revoked here anyway")).toBe(true);
    expect((await guardRequest(apiRequest(cookie), deps)) as Response).toHaveProperty("status", 401);
    const unreachable = { ...deps, config: testConfig(`http://127.0.0.1:${await closedPort()}`) };
    const other = await sessionCookie(fake.config, { token: TOKEN, account: ACCOUNTS.team });
    expect((await handleLogout(post("logout", {}, { cookie: other }), unreachable)).status).toBe(200);
    expect((await guardRequest(apiRequest(other), deps)) as Response).toHaveProperty("status", 401);
  });

  it("logout revokes the session BEFORE calling the upstream, and a network failure of that call is logged (warn)", async () => {
    const cookie = await sessionCookie(fake.config, { token: TOKEN, account: ACCOUNTS.admin });
    const seen: { url: string; method: string | undefined; revokedAlready: boolean }[] = [];
    const failingFetch = (async (input: string | URL | Request, init?: RequestInit) => {
      // At the moment of the upstream call, a replayed cookie must already be refused.
      const guard = await guardRequest(apiRequest(cookie), deps);
      seen.push({ url: String(input), method: init?.method, revokedAlready: guard instanceof Response && guard.status === 401 });
      throw new TypeError("fetch failed", { cause: { code: "ECONNRESET" } });
    }) as typeof fetch;
    const res = await handleLogout(post("logout", {}, { cookie }), { ...deps, fetch: failingFetch });
    expect(res.status).toBe(200);
    expect(sessionSetCookie(res)).toMatch(/Max-Age=0/i);
    // Tried 3 times (issue 19), the session revoked before the first.
    expect(seen).toEqual(Array(3).fill({ url: `${fake.upstream.url}/auth/logout`, method: "POST", revokedAlready: true }));
    const warned = fake.log.lines().find((l) => l.msg === "upstream logout failed; the session is revoked here anyway");
    expect(warned?.level).toBe(40);
    expect(warned?.status).toBe(502);
    expect((await guardRequest(apiRequest(cookie), deps)) as Response).toHaveProperty("status", 401);
  });

  it("logout without a session answers 200 and calls nothing upstream", async () => {
    const res = await handleLogout(post("logout", {}), deps);
    expect(res.status).toBe(200);
    expect(fake.upstream.callsTo(endpointPath(authEndpoints.logout))).toHaveLength(0);
  });

  it("a cross-site logout is refused", async () => {
    const res = await handleLogout(post("logout", {}, { headers: { origin: "https://evil.example" } }), deps);
    expect(res.status).toBe(403);
  });

  it("password reset request: email lower-cased, the one same-for-all sentence answered (issue 19)", async () => {
    const res = await handlePasswordResetRequest(post("password-reset-request", { email: " Team+Bark@Example.COM " }), deps);
    expect(res.status).toBe(200);
    expect((await res.json()).detail).toMatch(/link to reset the password/);
    expect(fake.upstream.calls[0]!.url).toBe("/auth/password_reset_request");
    expect(JSON.parse(fake.upstream.calls[0]!.body)).toEqual({ email: DEMO.team });
    const empty = await handlePasswordResetRequest(post("password-reset-request", { email: "" }), deps);
    expect(empty.status).toBe(400);
  });

  it("reset password: local rules, then the upstream's field errors pass through", async () => {
    const mismatch = await handleResetPassword(post("reset-password", { password: "Long-enough-1", password_confirm: "Other-long-1", reset_token_id: "1", reset_token_key: "good" }), deps);
    expect(mismatch.status).toBe(400);
    expect(Object.keys(await mismatch.json())).toEqual(["password_confirm"]);
    const badLink = await handleResetPassword(post("reset-password", { password: "Long-enough-1", password_confirm: "Long-enough-1", reset_token_id: "1", reset_token_key: "bad" }), deps);
    expect(badLink.status).toBe(400);
    expect(await badLink.json()).toEqual({ reset_token_key: ["This password reset link is invalid, expired or already used."] });
    const ok = await handleResetPassword(post("reset-password", { password: "Long-enough-1", password_confirm: "Long-enough-1", reset_token_id: "1", reset_token_key: "good" }), deps);
    expect(ok.status).toBe(200);
    expect(fake.upstream.calls.map((c) => c.url)).toEqual(["/auth/reset_password", "/auth/reset_password"]);
  });

  it("session-gone drops the session and goes to /login with a safe next", async () => {
    const cookie = await sessionCookie(fake.config, { token: TOKEN, account: ACCOUNTS.team });
    const res = await handleSessionGone(
      new Request("http://localhost:3000/api/auth/session-gone?next=%2Fcustomer-lookup%3Fsearch%3Drex", { headers: { host: "localhost:3000", cookie, "sec-fetch-site": "same-origin" } }),
      deps,
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/login?next=%2Fcustomer-lookup%3Fsearch%3Drex&session=ended");
    expect(sessionSetCookie(res)).toMatch(/Max-Age=0/i);
    const evil = await handleSessionGone(new Request("http://localhost:3000/api/auth/session-gone?next=//evil.com", { headers: { host: "localhost:3000", "sec-fetch-site": "cross-site" } }), deps);
    expect(evil.headers.get("location")).toBe("/login");
    expect(evil.headers.getSetCookie()).toEqual([]);
  });
});

describe("the session's environment", () => {
  it("a sign-in records a random session id and the environment of its host", async () => {
    const multi = { ...deps, config: testConfig(fake.upstream.url, { DEV_API_BASE_URL: `${fake.upstream.url}/api/`, DEV_AUTH_BASE_URL: `${fake.upstream.url}/auth/` }) };
    const local = await unsealSetCookie(fake.config, sessionSetCookie(await handleLogin(post("login", { email: DEMO.admin, password: PASSWORD }), deps))!);
    const again = await unsealSetCookie(fake.config, sessionSetCookie(await handleLogin(post("login", { email: DEMO.admin, password: PASSWORD }), deps))!);
    expect(local.environment).toBe("local");
    expect(local.sid).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(again.sid).not.toBe(local.sid);
    const dev = await handleLogin(post("login", { email: DEMO.admin, password: PASSWORD }, { host: "dev.bark.example:3000" }), multi);
    expect((await unsealSetCookie(fake.config, sessionSetCookie(dev)!)).environment).toBe("dev");
  });

  it("a cookie signed in for another environment is refused like a missing one, on pages and route handlers", async () => {
    const multi = testConfig(fake.upstream.url, { DEV_API_BASE_URL: `${fake.upstream.url}/api/`, DEV_AUTH_BASE_URL: `${fake.upstream.url}/auth/` });
    const devCookie = await sessionCookie(multi, { token: TOKEN, account: ACCOUNTS.admin, environment: "dev" });
    const onLocal = new NextRequest("http://localhost:3000/customer-lookup", { headers: { host: "localhost:3000", cookie: devCookie } });
    const page = await pageProxy(onLocal, { config: multi });
    expect(page.status).toBe(307);
    expect(new URL(page.headers.get("location")!).pathname).toBe("/login");
    const api = await guardRequest(new Request(`http://localhost:3000${proxyPath(endpoints.listStaffUsers)}`, { headers: { host: "localhost:3000", cookie: devCookie } }), { ...deps, config: multi });
    expect((api as Response).status).toBe(401);
    // On its own environment's host the same cookie works.
    const onDev = new NextRequest("http://dev.bark.example/customer-lookup", { headers: { host: "dev.bark.example", cookie: devCookie } });
    expect((await pageProxy(onDev, { config: multi })).headers.get("x-middleware-next")).toBe("1");
    // A cookie that names no environment (sealed before this rule) is no session either.
    const legacy = await sessionCookie(multi, { token: TOKEN, account: ACCOUNTS.admin, environment: undefined });
    expect((await pageProxy(new NextRequest("http://localhost:3000/", { headers: { host: "localhost:3000", cookie: legacy } }), { config: multi })).status).toBe(307);
  });
});

describe("secrets", () => {
  it("a password, code or token from a sign-in never appears in the log output", async () => {
    await handleLogin(post("login", { email: DEMO.admin, password: PASSWORD }), deps);
    await handleLogin(post("login", { email: DEMO.admin, password: "Wrong-secret-pw" }), deps);
    await handleTotp(post("totp", { email: DEMO.mfa, password: PASSWORD, code: CODE }), deps);
    await handleLogin(post("login", { email: DEMO.setup, password: PASSWORD }), deps);
    const text = fake.log.text();
    expect(text.length).toBeGreaterThan(0);
    for (const secret of [PASSWORD, "Wrong-secret-pw", CODE, TOKEN, "secret=ABC", "bark_session"]) expect(text).not.toContain(secret);
    expect(text).toContain(DEMO.admin);
  });
});
