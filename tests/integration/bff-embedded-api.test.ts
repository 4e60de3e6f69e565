/**
 * The BFF against the real embedded API on a listening port: every demo account's sign-in through
 * the auth handlers (TOTP with a code computed from the documented secret, the QR setup answer, the
 * inactive account), then authenticated calls through the guarded proxy, the role table holding on
 * both sides, and logout.
 */
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleLogin, handleLogout, handleTotp, type AuthDeps } from "@/server/bff/session/auth-handlers";
import { handleUpstreamProxy } from "@/server/bff/proxy/bff-proxy";
import type { BffConfig } from "@/server/bff/config/config-core";
import { createThrottle } from "@/server/bff/store/throttle";
import type { RunningServer } from "@/server/backend/server";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { captureLogger, sessionSetCookie, testConfig, unsealSetCookie, type CapturedLog } from "../support/bff";
import { DEMO } from "../support/demo-staff";
import { endpoints } from "@/lib/contract/endpoints";
import { proxyPath } from "../support/api-client";

const MFA_SECRET = "IJQXE22CMFRWWT3GMZUWGZKEMVWW6IJB"; // the demo authenticator secret of mfa+bark@example.com
const INVALID = "Invalid email and password combination. Remember to use the +bark qualifier in the email address.";

let backend: TestBackend;
let server: RunningServer;
let config: BffConfig;
let log: CapturedLog;
let deps: AuthDeps;
const tokens: string[] = [];

beforeAll(async () => {
  backend = await createTestBackend();
  server = await backend.listen();
  config = testConfig(server.url, { UPSTREAM_TIMEOUT_MS: "15000" });
  log = captureLogger();
  deps = { config, logger: log.logger, throttle: createThrottle({ limit: 1000, windowMs: 60_000 }) };
});

afterAll(async () => {
  await backend?.close();
});

const origin = "http://localhost:3000";
const post = (path: string, body: unknown, cookie?: string) =>
  new Request(`${origin}/api/auth/${path}`, {
    method: "POST",
    headers: { host: "localhost:3000", origin, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
/** The browser's GET of a proxy path (tests/support/api-client.ts proxyPath). */
const get = (path: string, cookie: string) => new Request(`${origin}${path}`, { headers: { host: "localhost:3000", cookie } });

async function signIn(email: string): Promise<string> {
  const res = await handleLogin(post("login", { email, password: DEMO_PASSWORD }), deps);
  expect(res.status, email).toBe(200);
  const setCookie = sessionSetCookie(res)!;
  tokens.push((await unsealSetCookie(config, setCookie)).token!);
  return setCookie.split(";")[0]!;
}

describe("the BFF in front of the embedded API", () => {
  it("each plain demo account signs in; the proxy lets only the roles of the table list staff users", async () => {
    const expected: Record<string, number> = {
      [DEMO.team]: 403,
      [DEMO.admin]: 200,
      [DEMO.ops]: 200,
      [DEMO.all]: 200,
      [DEMO.guest]: 403,
    };
    for (const [email, status] of Object.entries(expected)) {
      const cookie = await signIn(email);
      const res = await handleUpstreamProxy(get(proxyPath(endpoints.listStaffUsers, { query: { page: 1 } }), cookie), { config, logger: log.logger });
      expect(res.status, email).toBe(status);
      if (status === 200) {
        const page = (await res.json()) as { count: number; results: { email: string }[] };
        expect(page.results.map((u) => u.email)).toContain(DEMO.admin);
      }
    }
  });

  it("the inactive account cannot sign in; a wrong password gets the +bark message", async () => {
    const inactive = await handleLogin(post("login", { email: DEMO.inactive, password: DEMO_PASSWORD }), deps);
    expect(inactive.status).toBe(401);
    expect(await inactive.json()).toEqual({ detail: INVALID });
    const wrong = await handleLogin(post("login", { email: DEMO.admin, password: "not-the-password" }), deps);
    expect(await wrong.json()).toEqual({ detail: INVALID });
  });

  it("mfa: the code dialog, then a code computed from the documented secret signs in", async () => {
    const first = await handleLogin(post("login", { email: DEMO.mfa, password: DEMO_PASSWORD }), deps);
    expect(await first.json()).toEqual({ ok: false, mfa_required: true, setup_required: false, config_url: null });
    expect(first.headers.getSetCookie()).toEqual([]);
    const code = await generate({ secret: MFA_SECRET });
    const res = await handleTotp(post("totp", { email: DEMO.mfa, password: DEMO_PASSWORD, code }), deps);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { account: { email: string } }).account.email).toBe(DEMO.mfa);
    const cookie = sessionSetCookie(res)!.split(";")[0]!;
    expect((await handleUpstreamProxy(get(proxyPath(endpoints.listStaffUsers), cookie), { config, logger: log.logger })).status).toBe(200);
  });

  it("setup: the answer carries the otpauth address for the QR code and no session", async () => {
    const res = await handleLogin(post("login", { email: DEMO.setup, password: DEMO_PASSWORD }), deps);
    const data = (await res.json()) as { setup_required: boolean; config_url: string };
    expect(data.setup_required).toBe(true);
    expect(data.config_url).toMatch(/^otpauth:\/\/totp\//);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("logout: the cookie is cleared", async () => {
    const cookie = await signIn(DEMO.admin);
    const res = await handleLogout(post("logout", {}, cookie), deps);
    expect(sessionSetCookie(res)).toMatch(/Max-Age=0/i);
  });

  it("no password, code or token ever reaches the BFF log", () => {
    const text = log.text();
    expect(text).toContain(DEMO.admin);
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(tokens.length).toBeGreaterThan(5);
    for (const token of tokens) expect(text).not.toContain(token);
  });
});
