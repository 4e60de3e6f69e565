/**
 * The server-component side of the BFF: `upstream()` and the page guards, with Next's request
 * context (`cookies()`, `headers()`) and `redirect()` replaced by stand-ins.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { pages } from "@/lib/pages";
import type { BffConfig } from "@/server/bff/config/config-core";
import { authEndpoints } from "@/lib/contract/auth";
import { endpointPath, endpointPathPrefix } from "../support/api-client";
import { ACCOUNTS, json, sessionCookie, startFakeUpstream, testConfig, yesterday, type FakeUpstream } from "../support/bff";

const ctx = vi.hoisted(() => ({ cookie: "", host: "localhost:3000", path: "/customer-lookup?search=rex", config: undefined as unknown }));

vi.mock("next/headers", () => ({
  cookies: async () => (await import("../support/bff")).cookieStoreOf(ctx.cookie),
  headers: async () => new Headers({ host: ctx.host, "x-bark-path": ctx.path }),
}));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`REDIRECT ${to}`);
  },
}));
vi.mock("@/server/bff/config/config", async () => {
  const core = await vi.importActual<typeof import("@/server/bff/config/config-core")>("@/server/bff/config/config-core");
  return { ...core, getConfig: () => ctx.config };
});

const { upstreamCall, UpstreamError } = await import("@/server/bff/upstream/upstream");
const { endpoint } = await import("@/lib/contract/endpoint");
const { getLogger } = await import("@/server/bff/logger");

/** Test descriptors against the fake upstream. */
const echo = z.object({ url: z.string(), method: z.string() });
const search = endpoint({ method: "POST", path: "customer_search", capability: "customerLookup", body: z.object({ email: z.string() }), query: z.object({ page: z.number(), none: z.string().optional() }), response: echo });
const account = endpoint({ method: "GET", path: "accounts/:id", capability: "customerLookup", response: echo });
const missing = endpoint({ method: "GET", path: "missing/:id", capability: "customerLookup", response: echo });
const empty = endpoint({ method: "GET", path: "empty", capability: "customerLookup", response: z.undefined() });
const revoked = endpoint({ method: "GET", path: "revoked", capability: "customerLookup", response: echo });
const escape = endpoint({ method: "GET", path: "../auth/login", capability: "customerLookup", response: echo });
const broken = endpoint({ method: "GET", path: "broken", capability: "customerLookup", response: echo });
const mismatched = endpoint({ method: "GET", path: "accounts/:id", capability: "customerLookup", response: z.object({ id: z.number() }) });
const staffOnly = endpoint({ method: "GET", path: "bark_user/", capability: "manageUsers", response: echo });
const { requirePageAccess, requireCapabilityPage, requireSignedInPage } = await import("@/server/bff/session/guards");
const { revokeSession } = await import("@/server/bff/session/session");

const TOKEN = "server-component-token-0123456789abcdef";
/** A token the upstream no longer accepts (logged out elsewhere, password reset, user deactivated). */
const GONE_TOKEN = "gone-token-0123456789abcdef";
const SLOW_TOKEN = "upstream-trouble-token-0123456789";
let fake: FakeUpstream;
let config: BffConfig;

beforeAll(async () => {
  fake = await startFakeUpstream((req, res) => {
    if (req.url?.startsWith(endpointPathPrefix(missing))) return json(res, 404, { detail: "Not found." });
    if (req.url?.startsWith(endpointPathPrefix(revoked))) return json(res, 401, { detail: "Invalid token." });
    if (req.url === endpointPath(authEndpoints.session)) {
      if (req.headers.authorization === `Token ${GONE_TOKEN}`) return json(res, 401, { detail: "Invalid token." });
      if (req.headers.authorization === `Token ${SLOW_TOKEN}`) return json(res, 502, { detail: "Bad gateway" });
      return json(res, 200, { account: {} });
    }
    if (req.url?.startsWith(endpointPathPrefix(broken))) {
      res.writeHead(500, { "content-type": "text/html" });
      res.end("<html>Traceback (most recent call last): secret-db-host</html>");
      return;
    }
    if (req.url?.startsWith(endpointPathPrefix(empty))) {
      res.writeHead(204);
      res.end();
      return;
    }
    json(res, 200, { url: req.url, method: req.method });
  });
  config = testConfig(fake.url);
  ctx.config = config;
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.calls.length = 0;
  ctx.host = "localhost:3000";
  ctx.path = "/customer-lookup?search=rex";
});

const signIn = async (account: keyof typeof ACCOUNTS, entryDay?: string) => {
  ctx.cookie = await sessionCookie(config, { token: TOKEN, account: ACCOUNTS[account], ...(entryDay ? { entryDay } : {}) });
};

describe("upstreamCall() for server components", () => {
  it("calls the environment's API with the descriptor's method and path and the session's token; answers the parsed JSON", async () => {
    await signIn("team");
    const data = await upstreamCall(search, { body: { email: "a@b.c" }, query: { page: 2, none: undefined } });
    expect(data).toEqual({ url: "/api/customer_search?page=2", method: "POST" });
    expect(fake.calls[0]!.headers.authorization).toBe(`Token ${TOKEN}`);
    expect(fake.calls[0]!.headers["x-application"]).toBe("bark-backoffice");
    expect(JSON.parse(fake.calls[0]!.body)).toEqual({ email: "a@b.c" });
    expect(await upstreamCall(account, { params: { id: "a/b c" } })).toEqual({ url: "/api/accounts/a%2Fb%20c", method: "GET" });
  });

  it("non-2xx → UpstreamError with status and data; 204 → undefined", async () => {
    await signIn("team");
    const err = await upstreamCall(missing, { params: { id: 1 } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as InstanceType<typeof UpstreamError>).status).toBe(404);
    expect((err as InstanceType<typeof UpstreamError>).data).toEqual({ detail: "Not found." });
    expect(await upstreamCall(empty)).toBeUndefined();
  });

  it("an upstream 5xx page → UpstreamError 502 {detail}; the page is never handed on", async () => {
    await signIn("team");
    const err = (await upstreamCall(broken).catch((e: unknown) => e)) as InstanceType<typeof UpstreamError>;
    expect(err).toBeInstanceOf(UpstreamError);
    expect(err.status).toBe(502);
    expect(err.data).toEqual({ detail: "The back-office service failed to answer the request." });
    expect(JSON.stringify(err.data)).not.toContain("secret-db-host");
  });

  it("an answer that does not match the descriptor's schema → logged, UpstreamError 502 (no crash further down)", async () => {
    await signIn("team");
    const spy = vi.spyOn(getLogger(), "error");
    const err = (await upstreamCall(mismatched, { params: { id: 1 } }).catch((e: unknown) => e)) as InstanceType<typeof UpstreamError>;
    expect(err).toBeInstanceOf(UpstreamError);
    expect(err.status).toBe(502);
    expect(err.data).toEqual({ detail: "The back-office service sent an unexpected answer." });
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ endpoint: "GET accounts/:id" }), "upstream answer does not match the contract");
    spy.mockRestore();
  });

  it("a role the descriptor's capability excludes → the Unauthorized page, before any upstream request", async () => {
    const spy = vi.spyOn(getLogger(), "warn");
    for (const who of ["team", "guest"] as const) {
      await signIn(who);
      await expect(upstreamCall(staffOnly)).rejects.toThrow("REDIRECT /unauthorized");
    }
    expect(fake.calls).toHaveLength(0);
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ endpoint: "GET bark_user/", capability: "manageUsers" }), "upstream call refused: role lacks the capability");
    spy.mockRestore();
    // A role the capability includes makes the call.
    await signIn("admin");
    expect(await upstreamCall(staffOnly)).toEqual({ url: "/api/bark_user/", method: "GET" });
  });

  it("a path that would leave the API base is refused before any call", async () => {
    await signIn("team");
    await expect(upstreamCall(escape)).rejects.toThrow(/leaves its base/);
    expect(fake.calls).toHaveLength(0);
  });

  it("no session → sign-in with the asked path; an expired one → /session-expired; nothing called", async () => {
    ctx.cookie = "";
    await expect(upstreamCall(account, { params: { id: 1 } })).rejects.toThrow("REDIRECT /login?next=%2Fcustomer-lookup%3Fsearch%3Drex");
    await signIn("team", yesterday(config));
    await expect(upstreamCall(account, { params: { id: 1 } })).rejects.toThrow("REDIRECT /session-expired");
    expect(fake.calls).toHaveLength(0);
  });

  it("an upstream 401 → through /api/auth/session-gone (which drops the cookie) to sign in again", async () => {
    await signIn("team");
    await expect(upstreamCall(revoked)).rejects.toThrow("REDIRECT /api/auth/session-gone?next=%2Fcustomer-lookup%3Fsearch%3Drex");
  });

  it("an unknown host → UpstreamError 400 Invalid domain name, nothing called", async () => {
    await signIn("team");
    ctx.host = "evil.example.com";
    const err = await upstreamCall(account, { params: { id: 1 } }).catch((e: unknown) => e);
    expect((err as InstanceType<typeof UpstreamError>).data).toEqual({ detail: "Invalid domain name" });
    expect(fake.calls).toHaveLength(0);
  });
});

describe("page guards", () => {
  it("requirePageAccess: anonymous → /login?next=…, expired → /session-expired, wrong role → /unauthorized, else the account", async () => {
    ctx.cookie = "";
    await expect(requirePageAccess(pages.discounts)).rejects.toThrow("REDIRECT /login?next=%2Fcustomer-lookup%3Fsearch%3Drex");
    await signIn("admin", yesterday(config));
    await expect(requirePageAccess(pages.discounts)).rejects.toThrow("REDIRECT /session-expired");
    await signIn("team");
    await expect(requirePageAccess(pages.discounts)).rejects.toThrow("REDIRECT /unauthorized");
    await expect(requirePageAccess(pages.promotions)).rejects.toThrow("REDIRECT /unauthorized");
    expect(await requirePageAccess(pages.customerLookup)).toEqual(ACCOUNTS.team);
    await signIn("guest");
    await expect(requirePageAccess(pages.home)).rejects.toThrow("REDIRECT /unauthorized");
    expect(await requireSignedInPage()).toEqual(ACCOUNTS.guest);
  });

  it("requireCapabilityPage", async () => {
    await signIn("ops");
    await expect(requireCapabilityPage("deleteCustomerPii")).rejects.toThrow("REDIRECT /unauthorized");
    expect(await requireCapabilityPage("splitFulfillment")).toEqual(ACCOUNTS.ops);
  });

  it("a revoked (logged-out) session is no session: every guard and upstreamCall() → /login", async () => {
    const sid = "revoked-in-guards-0123456789abcdef";
    ctx.cookie = await sessionCookie(config, { token: TOKEN, account: ACCOUNTS.admin, sid });
    expect(await requireSignedInPage()).toEqual(ACCOUNTS.admin);
    await revokeSession(sid, { config });
    await expect(requireSignedInPage()).rejects.toThrow("REDIRECT /login?next=%2Fcustomer-lookup%3Fsearch%3Drex");
    await expect(requirePageAccess(pages.customerLookup)).rejects.toThrow(/REDIRECT \/login\?next=/);
    await expect(upstreamCall(account, { params: { id: 1 } })).rejects.toThrow(/REDIRECT \/login\?next=/);
  });

  it("a session signed in for another environment is no session", async () => {
    ctx.cookie = await sessionCookie(config, { token: TOKEN, account: ACCOUNTS.admin, environment: "stage" });
    await expect(requireSignedInPage()).rejects.toThrow(/REDIRECT \/login\?next=/);
    await expect(upstreamCall(account, { params: { id: 1 } })).rejects.toThrow(/REDIRECT \/login\?next=/);
  });

  it("a token the upstream no longer accepts (GET {auth}/session → 401) sends even a page without upstream calls to sign in again", async () => {
    ctx.path = "/";
    ctx.cookie = await sessionCookie(config, { token: GONE_TOKEN, account: ACCOUNTS.admin });
    await expect(requireSignedInPage()).rejects.toThrow("REDIRECT /api/auth/session-gone?next=%2F");
    const check = fake.callsTo(endpointPath(authEndpoints.session));
    expect(check).toHaveLength(1);
    expect(check[0]!.method).toBe("GET");
    expect(check[0]!.headers.authorization).toBe(`Token ${GONE_TOKEN}`);
    // Upstream trouble other than 401 signs nobody out.
    ctx.cookie = await sessionCookie(config, { token: SLOW_TOKEN, account: ACCOUNTS.admin });
    expect(await requireSignedInPage()).toEqual(ACCOUNTS.admin);
  });

  it("a forged session cookie is no session", async () => {
    const other = testConfig(fake.url, { SESSION_PASSWORDS: `1:${"q".repeat(40)}` });
    ctx.cookie = await sessionCookie(other, { token: TOKEN, account: ACCOUNTS.all });
    await expect(requirePageAccess(pages.promotions)).rejects.toThrow(/REDIRECT \/login/);
  });
});
