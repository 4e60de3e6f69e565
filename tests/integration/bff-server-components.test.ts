/**
 * The server-component side of the BFF: `upstream()` and the page guards, with Next's request
 * context (`cookies()`, `headers()`) and `redirect()` replaced by stand-ins.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { BffConfig } from "@/server/config-core";
import { ACCOUNTS, json, sessionCookie, startFakeUpstream, testConfig, yesterday, type FakeUpstream } from "../support/bff";

const ctx = vi.hoisted(() => ({ cookie: "", host: "localhost:3000", path: "/customer-lookup?search=rex", config: undefined as unknown }));

vi.mock("next/headers", () => ({
  cookies: async () => {
    const jar = new Map<string, string>();
    for (const part of ctx.cookie.split(";")) {
      const i = part.indexOf("=");
      if (i > 0) jar.set(part.slice(0, i).trim(), part.slice(i + 1).trim());
    }
    return { get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined), set: () => undefined };
  },
  headers: async () => new Headers({ host: ctx.host, "x-bark-path": ctx.path }),
}));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`REDIRECT ${to}`);
  },
}));
vi.mock("@/server/config", async () => {
  const core = await vi.importActual<typeof import("@/server/config-core")>("@/server/config-core");
  return { ...core, getConfig: () => ctx.config };
});

const { upstream, UpstreamError } = await import("@/server/upstream");
const { requirePageAccess, requireCapabilityPage, requireSignedInPage } = await import("@/server/guards");
const { revokeSession } = await import("@/server/session");

const TOKEN = "server-component-token-0123456789abcdef";
/** A token the upstream no longer accepts (logged out elsewhere, password reset, user deactivated). */
const GONE_TOKEN = "gone-token-0123456789abcdef";
const SLOW_TOKEN = "upstream-trouble-token-0123456789";
let fake: FakeUpstream;
let config: BffConfig;

beforeAll(async () => {
  fake = await startFakeUpstream((req, res) => {
    if (req.url?.startsWith("/api/missing")) return json(res, 404, { detail: "Not found." });
    if (req.url?.startsWith("/api/revoked")) return json(res, 401, { detail: "Invalid token." });
    if (req.url === "/auth/session") {
      if (req.headers.authorization === `Token ${GONE_TOKEN}`) return json(res, 401, { detail: "Invalid token." });
      if (req.headers.authorization === `Token ${SLOW_TOKEN}`) return json(res, 502, { detail: "Bad gateway" });
      return json(res, 200, { account: {} });
    }
    if (req.url?.startsWith("/api/empty")) {
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

describe("upstream() for server components", () => {
  it("calls the environment's API with the session's token; answers the JSON", async () => {
    await signIn("team");
    const data = await upstream<{ url: string; method: string }>("customer_search", { method: "POST", body: { email: "a@b.c" }, query: { page: 2, none: undefined } });
    expect(data).toEqual({ url: "/api/customer_search?page=2", method: "POST" });
    expect(fake.calls[0]!.headers.authorization).toBe(`Token ${TOKEN}`);
    expect(fake.calls[0]!.headers["x-application"]).toBe("bark-backoffice");
    expect(JSON.parse(fake.calls[0]!.body)).toEqual({ email: "a@b.c" });
  });

  it("non-2xx → UpstreamError with status and data; 204 → undefined", async () => {
    await signIn("team");
    const err = await upstream("missing/1").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as InstanceType<typeof UpstreamError>).status).toBe(404);
    expect((err as InstanceType<typeof UpstreamError>).data).toEqual({ detail: "Not found." });
    expect(await upstream("empty")).toBeUndefined();
  });

  it("a path that would leave the API base is refused before any call", async () => {
    await signIn("team");
    await expect(upstream("../auth/login")).rejects.toThrow(/leaves its base/);
    expect(fake.calls).toHaveLength(0);
  });

  it("no session → sign-in with the asked path; an expired one → /session-expired; nothing called", async () => {
    ctx.cookie = "";
    await expect(upstream("accounts/1")).rejects.toThrow("REDIRECT /login?next=%2Fcustomer-lookup%3Fsearch%3Drex");
    await signIn("team", yesterday(config));
    await expect(upstream("accounts/1")).rejects.toThrow("REDIRECT /session-expired");
    expect(fake.calls).toHaveLength(0);
  });

  it("an upstream 401 → through /api/auth/session-gone (which drops the cookie) to sign in again", async () => {
    await signIn("team");
    await expect(upstream("revoked")).rejects.toThrow("REDIRECT /api/auth/session-gone?next=%2Fcustomer-lookup%3Fsearch%3Drex");
  });

  it("an unknown host → UpstreamError 400 Invalid domain name, nothing called", async () => {
    await signIn("team");
    ctx.host = "evil.example.com";
    const err = await upstream("accounts/1").catch((e: unknown) => e);
    expect((err as InstanceType<typeof UpstreamError>).data).toEqual({ detail: "Invalid domain name" });
    expect(fake.calls).toHaveLength(0);
  });
});

describe("page guards", () => {
  it("requirePageAccess: anonymous → /login?next=…, expired → /session-expired, wrong role → /unauthorized, else the account", async () => {
    ctx.cookie = "";
    await expect(requirePageAccess("/discounts")).rejects.toThrow("REDIRECT /login?next=%2Fcustomer-lookup%3Fsearch%3Drex");
    await signIn("admin", yesterday(config));
    await expect(requirePageAccess("/discounts")).rejects.toThrow("REDIRECT /session-expired");
    await signIn("team");
    await expect(requirePageAccess("/discounts")).rejects.toThrow("REDIRECT /unauthorized");
    await expect(requirePageAccess("/promotions")).rejects.toThrow("REDIRECT /unauthorized");
    expect(await requirePageAccess("/customer-lookup")).toEqual(ACCOUNTS.team);
    await signIn("guest");
    await expect(requirePageAccess("/")).rejects.toThrow("REDIRECT /unauthorized");
    expect(await requireSignedInPage()).toEqual(ACCOUNTS.guest);
  });

  it("requireCapabilityPage", async () => {
    await signIn("ops");
    await expect(requireCapabilityPage("deleteCustomerPii")).rejects.toThrow("REDIRECT /unauthorized");
    expect(await requireCapabilityPage("splitFulfillment")).toEqual(ACCOUNTS.ops);
  });

  it("a revoked (logged-out) session is no session: every guard and upstream() → /login", async () => {
    const sid = "revoked-in-guards-0123456789abcdef";
    ctx.cookie = await sessionCookie(config, { token: TOKEN, account: ACCOUNTS.admin, sid });
    expect(await requireSignedInPage()).toEqual(ACCOUNTS.admin);
    await revokeSession(sid, { config });
    await expect(requireSignedInPage()).rejects.toThrow("REDIRECT /login?next=%2Fcustomer-lookup%3Fsearch%3Drex");
    await expect(requirePageAccess("/customer-lookup")).rejects.toThrow(/REDIRECT \/login\?next=/);
    await expect(upstream("accounts/1")).rejects.toThrow(/REDIRECT \/login\?next=/);
  });

  it("a session signed in for another environment is no session", async () => {
    ctx.cookie = await sessionCookie(config, { token: TOKEN, account: ACCOUNTS.admin, environment: "stage" });
    await expect(requireSignedInPage()).rejects.toThrow(/REDIRECT \/login\?next=/);
    await expect(upstream("accounts/1")).rejects.toThrow(/REDIRECT \/login\?next=/);
  });

  it("a token the upstream no longer accepts (GET {auth}/session → 401) sends even a page without upstream calls to sign in again", async () => {
    ctx.path = "/";
    ctx.cookie = await sessionCookie(config, { token: GONE_TOKEN, account: ACCOUNTS.admin });
    await expect(requireSignedInPage()).rejects.toThrow("REDIRECT /api/auth/session-gone?next=%2F");
    const check = fake.callsTo("/auth/session");
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
    await expect(requirePageAccess("/promotions")).rejects.toThrow(/REDIRECT \/login/);
  });
});
