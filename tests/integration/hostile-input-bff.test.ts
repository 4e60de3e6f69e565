/**
 * Issue 19's hostile probes of the staff app's BFF side (proxy.ts, /api/auth, /api/upstream,
 * server/): each finding reproduced against a fake upstream, with the answer it gets now.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { handleLogin, handleLogout, handlePasswordResetRequest, handleResetPassword, handleTotp, RESET_REQUEST_LIMITS, type AuthDeps } from "@/server/bff/session/auth-handlers";
import { CLIENT_ADDRESS_HEADER } from "@/server/bff/proxy/http-hardening";
import { RESET_MESSAGES } from "@/lib/sign-in-messages";
import { handleUpstreamProxy } from "@/server/bff/proxy/bff-proxy";
import { pageProxy } from "@/server/bff/proxy/page-proxy";
import { SIGN_IN_MESSAGES } from "@/lib/contract/session";
import { readRequestSessionState } from "@/server/bff/session/session";
import { createMemoryStore } from "@/server/bff/store/store";
import { createThrottle } from "@/server/bff/store/throttle";
import { upstreamFetch } from "@/server/bff/upstream/upstream";
import { ACCOUNTS, fakeUpstreamSuite, json, sessionCookie, testConfig } from "../support/bff";
import { DEMO } from "../support/demo-staff";
import { endpoints } from "@/lib/contract/endpoints";
import { endpointPath, proxyPath } from "../support/api-client";
import { authEndpoints } from "@/lib/contract/auth";
import { JSON_CONTENT_TYPE_MESSAGE } from "@/lib/json-depth";
import { EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE, maxLengthMessage } from "@/lib/contract/strings";

const PASSWORD = "Bark-demo-2026";
const TOKEN = "tok_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d";
const CODE = "318604";
const RESET_KEY = "c2VjcmV0LXJlc2V0LWtleS0xMjM0NTY3ODk";
const staff = (email: string) => ({ email, first_name: "A", last_name: "B", is_active: true, groups: [{ name: "BarkAdmin" }] });

const fake = fakeUpstreamSuite();
let deps: AuthDeps;

beforeEach(() => {
  fake.upstream.handle((req, res, raw) => {
    const body = raw ? (JSON.parse(raw) as Record<string, string>) : {};
    const path = req.url ?? "";
    if (path === endpointPath(authEndpoints.login)) return json(res, 200, { mfa_required: true, setup_required: false, config_url: null, token: null, account: null });
    if (path === endpointPath(authEndpoints.totp)) return json(res, 200, { token: TOKEN, account: staff(body.email!) });
    if (path === endpointPath(authEndpoints.resetPassword)) return json(res, 200, { detail: "Your password has been reset." });
    if (path === endpointPath(authEndpoints.logout)) return json(res, 200, { detail: "Signed out." });
    json(res, 404, { detail: "Not found." });
  });
  deps = { config: fake.config, logger: fake.log.logger, throttle: createThrottle(fake.config.signinThrottle) };
});

/** A request to one of the app's own sign-in routes (app/api/auth/<name>, not an upstream descriptor): the handler is called directly, so the path only names it in the log. */
function post(path: string, body: unknown, opts: { cookie?: string; headers?: Record<string, string> } = {}) {
  const host = "localhost:3000";
  return new Request(`http://${host}${path}`, {
    method: "POST",
    headers: { host, origin: `http://${host}`, "content-type": "application/json", ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
    body: JSON.stringify(body),
  });
}

describe("finding 2: secrets never reach a log line", () => {
  it("opening a reset link (new and legacy path) logs the path without its key", async () => {
    for (const path of [`/reset-password/42/${RESET_KEY}`, `/resetpassword/42/${RESET_KEY}`]) {
      const res = await pageProxy(new NextRequest(`http://localhost:3000${path}`, { headers: { host: "localhost:3000" } }), { config: fake.config, logger: fake.log.logger });
      expect(res.status).toBe(200);
    }
    const lines = fake.log.lines().filter((l) => l.msg === "page");
    expect(lines.map((l) => l.path)).toEqual(["/reset-password/42/[REDACTED]", "/resetpassword/42/[REDACTED]"]);
    expect(fake.log.text()).not.toContain(RESET_KEY);
  });

  it("sign-in, authenticator code, reset and logout requests log no password, code, token, key or cookie", async () => {
    await handleLogin(post("/api/auth/login", { email: DEMO.admin, password: PASSWORD }), deps);
    const signedIn = await handleTotp(post("/api/auth/totp", { email: DEMO.admin, password: PASSWORD, code: CODE }), deps);
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie()[0]!.split(";")[0]!;
    await handleResetPassword(post("/api/auth/reset-password", { password: "A-new-password-1", password_confirm: "A-new-password-1", reset_token_id: "42", reset_token_key: RESET_KEY }), deps);
    await handleLogout(post("/api/auth/logout", {}, { cookie }), deps);
    const text = fake.log.text();
    expect(fake.log.lines().length).toBeGreaterThanOrEqual(4);
    for (const secret of [PASSWORD, CODE, TOKEN, RESET_KEY, cookie.slice("bark_session=".length)]) expect(text).not.toContain(secret);
  });

  it("a proxied call that fails logs the upstream address without secrets", async () => {
    fake.upstream.handle((_req, res) => json(res, 500, { detail: `boom for Token ${TOKEN} at /reset-password/42/${RESET_KEY}` }));
    const cookie = await sessionCookie(fake.config, { token: TOKEN, account: ACCOUNTS.admin });
    const res = await handleUpstreamProxy(
      new Request(`http://localhost:3000${proxyPath(endpoints.getClaim, { params: { id: 5 } })}`, { headers: { host: "localhost:3000", cookie, authorization: `Token ${TOKEN}` } }),
      { config: fake.config, logger: fake.log.logger },
    );
    expect(res.status).toBe(502);
    expect(fake.log.text()).toContain("upstream error answer withheld");
    expect(fake.log.text()).not.toContain(TOKEN);
    expect(fake.log.text()).not.toContain(RESET_KEY);
  });

  it("anything else logged: headers, query strings, messages", async () => {
    fake.log.logger.info(
      { headers: { cookie: "bark_session=Fe26.2**abc", authorization: `Token ${TOKEN}` }, url: `/auth/x?token=${TOKEN}&code=${CODE}`, location: `/login?next=%2Freset-password%2F42%2F${RESET_KEY}` },
      `asked for /resetpassword/42/${RESET_KEY} with Bearer ${TOKEN}`,
    );
    await upstreamFetch({ environment: "local", path: `reset/42/${RESET_KEY}?token=${TOKEN}`, token: TOKEN }, { config: fake.config, logger: fake.log.logger });
    const text = fake.log.text();
    for (const secret of [TOKEN, CODE, RESET_KEY, "Fe26.2**abc"]) expect(text).not.toContain(secret);
  });
});

describe("the sign-in email is checked before it is throttled on, logged or sent on", () => {
  /** A password typed into Email, and a megabyte of text: neither is an email address. */
  const TYPED_PASSWORD = "Hunter2-Correct-Horse";
  const HUGE = "m".repeat(1_000_000);
  const steps = [
    ["login", (email: string) => handleLogin(post("/api/auth/login", { email, password: PASSWORD }), deps)],
    ["totp", (email: string) => handleTotp(post("/api/auth/totp", { email, password: PASSWORD, code: CODE }), deps)],
    ["password-reset-request", (email: string) => handlePasswordResetRequest(post("/api/auth/password-reset-request", { email }), { ...deps, resetRequestMinMs: 0 })],
  ] as const;

  it("answers 400 with the field's message: no throttle key, no upstream call, and the log line names no email", async () => {
    const attempts: string[][] = [];
    const { attempt } = deps.throttle;
    deps.throttle.attempt = (keys) => {
      attempts.push([...keys]);
      return attempt(keys);
    };
    for (const [step, send] of steps) {
      for (const [email, message] of [
        [TYPED_PASSWORD, INVALID_EMAIL_MESSAGE],
        [HUGE, maxLengthMessage(EMAIL_MAX_LENGTH)],
      ] as const) {
        const res = await send(email);
        expect(res.status, `${step} ${email.slice(0, 20)}`).toBe(400);
        expect(await res.json(), step).toEqual({ email: [message] });
      }
    }
    expect(fake.upstream.calls).toHaveLength(0);
    expect(attempts).toEqual([]);
    const lines = fake.log.lines();
    expect(lines).toHaveLength(steps.length * 2);
    for (const line of lines) expect(line.staff_email).toBeNull();
    const text = fake.log.text();
    expect(text).not.toContain(TYPED_PASSWORD);
    expect(text.length).toBeLessThan(10_000);
  });

  it("a valid email is still throttled on and logged, lower-cased", async () => {
    const res = await handleLogin(post("/api/auth/login", { email: " Admin+Bark@Example.COM ", password: PASSWORD }), deps);
    expect(res.status).toBe(200);
    expect(fake.log.lines().at(-1)!.staff_email).toBe(DEMO.admin);
  });
});

describe("finding 3: a logout survives a restart and a failing upstream", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  const freshDir = () => {
    const d = mkdtempSync(path.join(tmpdir(), "bark-bff-"));
    dirs.push(d);
    return d;
  };
  /** A new process: the process-wide store is made again from the configuration. */
  const restart = () => {
    (globalThis as unknown as Record<symbol, unknown>)[Symbol.for("bark.sharedStore")] = undefined;
  };

  it("upstream logout fails → retried, the user is told; after a restart the replayed cookie is refused", async () => {
    const diskConfig = testConfig(fake.upstream.url, { BFF_DATA_DIR: freshDir() });
    fake.upstream.handle((req, res) => (req.url === endpointPath(authEndpoints.logout) ? json(res, 503, { detail: "down" }) : json(res, 200, { id: 5 })));
    const cookie = await sessionCookie(diskConfig, { token: TOKEN, account: ACCOUNTS.team });
    restart();
    const before = await handleUpstreamProxy(new Request(`http://localhost:3000${proxyPath(endpoints.getClaim, { params: { id: 5 } })}`, { headers: { host: "localhost:3000", cookie } }), { config: diskConfig, logger: fake.log.logger });
    expect(before.status).toBe(200);

    const res = await handleLogout(post("/api/auth/logout", {}, { cookie }), { ...deps, config: diskConfig });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, upstream_signed_out: false, detail: SIGN_IN_MESSAGES.logoutUnconfirmed });
    expect(fake.upstream.callsTo(endpointPath(authEndpoints.logout))).toHaveLength(3);
    expect(readFileSync(diskConfig.revocationFile, "utf8")).toContain("revoked:");

    restart();
    const replay = await handleUpstreamProxy(new Request(`http://localhost:3000${proxyPath(endpoints.getClaim, { params: { id: 5 } })}`, { headers: { host: "localhost:3000", cookie } }), { config: diskConfig, logger: fake.log.logger });
    expect(replay.status).toBe(401);
    expect(fake.upstream.callsTo(endpointPath(endpoints.getClaim, { id: 5 }))).toHaveLength(1);
    restart();
  });

  it("a stalled upstream holds a logout one timeout at most, then the user is told", async () => {
    fake.upstream.handle(() => undefined);
    const cookie = await sessionCookie(fake.config, { token: TOKEN, account: ACCOUNTS.ops });
    const started = performance.now();
    const res = await handleLogout(post("/api/auth/logout", {}, { cookie }), { ...deps, store: createMemoryStore() });
    // One timeout and the pauses (0.2 s + 0.4 s), not three timeouts.
    expect(performance.now() - started).toBeLessThan(fake.config.upstreamTimeoutMs + 600 + 500);
    expect(await res.json()).toMatchObject({ upstream_signed_out: false });
  });

  it("the memory store made again on the same file still holds the revocation; a confirmed logout says so", async () => {
    const file = path.join(freshDir(), "revoked-sessions.jsonl");
    const cookie = await sessionCookie(fake.config, { token: TOKEN, account: ACCOUNTS.admin });
    const res = await handleLogout(post("/api/auth/logout", {}, { cookie }), { ...deps, store: createMemoryStore({ file }) });
    expect(await res.json()).toEqual({ ok: true, upstream_signed_out: true });
    const again = createMemoryStore({ file });
    const state = await readRequestSessionState(new Request("http://localhost:3000/", { headers: { host: "localhost:3000", cookie } }), { config: fake.config, store: again });
    expect(state.status).toBe("anonymous");
    const elsewhere = await readRequestSessionState(new Request("http://localhost:3000/", { headers: { host: "localhost:3000", cookie } }), { config: fake.config, store: createMemoryStore() });
    expect(elsewhere.status).toBe("active");
  });
});

describe("finding 4: reset-link requests are throttled and answer alike for known and unknown emails", () => {
  const KNOWN = DEMO.team;
  beforeEach(() => {
    // A known account takes the upstream longer (it writes a token and an email).
    fake.upstream.handle((_req, res, raw) => {
      const { email } = JSON.parse(raw) as { email: string };
      if (email === KNOWN) setTimeout(() => json(res, 200, { detail: "Sent to the team member." }), 80);
      else json(res, 200, { detail: "No such account." });
    });
  });
  const resetRequest = (email: string, address: string) => post("/api/auth/password-reset-request", { email }, { headers: { [CLIENT_ADDRESS_HEADER]: address } });

  it("30 requests for one email from one address → the first 5 reach the upstream, then 429", async () => {
    const d = { ...deps, store: createMemoryStore(), resetRequestMinMs: 0 };
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await handlePasswordResetRequest(resetRequest(KNOWN, "203.0.113.7"), d)).status);
    expect(statuses.slice(0, RESET_REQUEST_LIMITS.email.limit)).toEqual(Array(5).fill(200));
    expect(statuses.slice(RESET_REQUEST_LIMITS.email.limit)).toEqual(Array(25).fill(429));
    expect(fake.upstream.calls).toHaveLength(5);
    const last = await handlePasswordResetRequest(resetRequest(KNOWN, "203.0.113.7"), d);
    expect(await last.json()).toEqual({ detail: RESET_MESSAGES.throttled });
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("one address asking for many emails → 429 after 20", async () => {
    const d = { ...deps, store: createMemoryStore(), resetRequestMinMs: 0 };
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await handlePasswordResetRequest(resetRequest(`user${i}+bark@example.com`, "198.51.100.9"), d)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(RESET_REQUEST_LIMITS.address.limit);
    expect(statuses.slice(RESET_REQUEST_LIMITS.address.limit)).toEqual(Array(10).fill(429));
  });

  it("known and unknown emails get the same body, and no faster than the minimum answer time", async () => {
    const d = { ...deps, store: createMemoryStore(), resetRequestMinMs: 200 };
    const timed = async (email: string) => {
      const t = performance.now();
      const res = await handlePasswordResetRequest(resetRequest(email, "192.0.2.1"), d);
      return { status: res.status, body: await res.text(), ms: performance.now() - t };
    };
    const known = await timed(KNOWN);
    const unknown = await timed("nobody+bark@example.com");
    expect(known.status).toBe(200);
    expect(unknown).toMatchObject({ status: 200, body: known.body });
    expect(JSON.parse(known.body)).toEqual({ detail: RESET_MESSAGES.resetLinkSent });
    for (const t of [known.ms, unknown.ms]) expect(t).toBeGreaterThanOrEqual(195);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(50);
  });
});

describe("finding 10: origins, paging links, idempotency keys, page methods", () => {
  const proxied = (path: string, init: { method?: string; cookie: string; headers?: Record<string, string>; body?: unknown; host?: string }) => {
    const host = init.host ?? "localhost:3000";
    return new Request(`http://${host}/api/upstream/${path}`, {
      method: init.method ?? "GET",
      headers: { host, cookie: init.cookie, ...(init.body === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  };

  it("a write's Origin must match scheme, host and port: ftp://, https:// (on http) and another port are cross-site", async () => {
    const login = (origin: string) =>
      handleLogin(post("/api/auth/login", { email: DEMO.admin, password: PASSWORD }, { headers: { origin } }), deps);
    for (const origin of ["ftp://localhost:3000", "https://localhost:3000", "http://localhost:3001", "ws://localhost:3000"]) {
      const res = await login(origin);
      expect(res.status, origin).toBe(403);
      expect(await res.json()).toEqual({ detail: "Cross-site request refused." });
    }
    expect((await login("http://localhost:3000")).status).toBe(200);

    // Outside local the site is https: an http:// (or ftp://) Origin of the same host is another origin.
    const dev = testConfig(fake.upstream.url, { DEV_API_BASE_URL: `${fake.upstream.url}/api/`, DEV_AUTH_BASE_URL: `${fake.upstream.url}/auth/` });
    const cookie = await sessionCookie(dev, { token: TOKEN, account: ACCOUNTS.admin, environment: "dev" });
    const write = (origin: string) =>
      handleUpstreamProxy(proxied("refunds", { method: "POST", cookie, host: "dev.backoffice.example", headers: { origin }, body: {} }), { config: dev, logger: fake.log.logger });
    for (const origin of ["http://dev.backoffice.example", "ftp://dev.backoffice.example", "https://dev.backoffice.example:8443"]) expect((await write(origin)).status, origin).toBe(403);
    expect((await write("https://dev.backoffice.example")).status).toBe(400); // past the origin check: the body's field errors
    expect(fake.upstream.calls).toHaveLength(1); // the one sign-in that passed
  });

  it("a body sent as anything but JSON is refused with 415 before the upstream: a form or a text/plain post from another site carries the cookie", async () => {
    const cookie = await sessionCookie(fake.config, { token: TOKEN, account: ACCOUNTS.admin });
    const write = (contentType: string | null, body: string) =>
      handleUpstreamProxy(
        new Request("http://localhost:3000/api/upstream/refunds", {
          method: "POST",
          headers: { host: "localhost:3000", origin: "http://localhost:3000", cookie, ...(contentType === null ? {} : { "content-type": contentType }) },
          body,
        }),
        { config: fake.config, logger: fake.log.logger },
      );
    const refund = JSON.stringify({ account: 7 });
    for (const type of ["text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/json", null]) {
      const res = await write(type, refund);
      expect(res.status, String(type)).toBe(415);
      expect(await res.json()).toEqual({ detail: JSON_CONTENT_TYPE_MESSAGE });
    }
    // JSON, with a charset or as a +json type, goes on to the body's own checks (field errors here).
    for (const type of ["application/json", "Application/JSON; charset=utf-8", "application/merge-patch+json"]) expect((await write(type, refund)).status, type).toBe(400);
    // Sign-in is read the same way.
    const login = await handleLogin(post("/api/auth/login", { email: DEMO.admin, password: PASSWORD }, { headers: { "content-type": "text/plain" } }), deps);
    expect(login.status).toBe(415);
    expect(fake.upstream.calls).toHaveLength(0);
  });

  it("paging links name the app's own address, never the upstream's", async () => {
    fake.upstream.handle((req, res) =>
      json(res, 200, {
        next: `${fake.upstream.url}/api/bark_user/?page=3&search=ann`,
        previous: `${fake.upstream.url}/api/bark_user/?search=ann`,
        count: 25,
        results: [],
      }),
    );
    const cookie = await sessionCookie(fake.config, { token: TOKEN, account: ACCOUNTS.admin });
    const res = await handleUpstreamProxy(proxied("bark_user/?page=2&search=ann", { cookie }), { config: fake.config, logger: fake.log.logger });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ next: "/api/upstream/bark_user/?page=3&search=ann", previous: "/api/upstream/bark_user/?search=ann", count: 25, results: [] });
    expect(text).not.toContain("127.0.0.1");
  });

  it("an Idempotency-Key is the staff member's own: an Admin replaying a Team Member's key does not get the Team Member's answer", async () => {
    // The upstream replays the first answer of a key, as the embedded API does.
    const answers = new Map<string, unknown>();
    let next = 1;
    fake.upstream.handle((req, res) => {
      const key = String(req.headers["idempotency-key"]);
      if (!answers.has(key)) answers.set(key, { id: next++, made_with: req.headers.authorization });
      json(res, 201, answers.get(key));
    });
    const refund = { account: 7, order_id: "1000001", order_product_refunds: [{ order_product_id: 3, amount: 5 }], reason: { code: "DAMAGED_PRODUCT" } };
    const send = async (account: keyof typeof ACCOUNTS, token: string) => {
      const cookie = await sessionCookie(fake.config, { token, account: ACCOUNTS[account] });
      const res = await handleUpstreamProxy(
        proxied("refunds", { method: "POST", cookie, headers: { origin: "http://localhost:3000", "idempotency-key": "refund-key-1" }, body: refund }),
        { config: fake.config, logger: fake.log.logger },
      );
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const team = await send("team", "team-token");
    if (team.status !== 201) throw new Error(`refund refused: ${JSON.stringify(team.body)}`);
    expect(await send("team", "team-token")).toEqual(team); // the member's own retry replays
    const admin = await send("admin", "admin-token");
    expect(admin.body).toEqual({ id: 2, made_with: "Token admin-token" });
    const keys = fake.upstream.calls.map((c) => c.headers["idempotency-key"]);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys.every((k) => String(k).endsWith(".refund-key-1"))).toBe(true);
  });

  it("pages answer 405 to methods they do not serve", async () => {
    const cookie = await sessionCookie(fake.config, { token: TOKEN, account: ACCOUNTS.admin });
    for (const method of ["PATCH", "PUT", "DELETE", "POST", "OPTIONS"]) {
      const res = await pageProxy(new NextRequest("http://localhost:3000/customer-lookup", { method, headers: { host: "localhost:3000", cookie } }), { config: fake.config });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
    }
    const get = await pageProxy(new NextRequest("http://localhost:3000/customer-lookup", { headers: { host: "localhost:3000", cookie } }), { config: fake.config });
    expect(get.headers.get("x-middleware-next")).toBe("1");
  });
});
