/**
 * The session cookie as an attacker sends it, and the cost of reading it (server/bff/session/session.ts):
 * - a seal iron-session cannot even parse ("Wrong mac prefix", "Invalid expiration") is no session
 *   on proxy.ts, the route handlers' guard and the pages' readSessionState, never a 500;
 * - a refused cookie (revoked, another environment, unreadable) is cleared on a 401 too;
 * - a page request opens the seal once (proxy.ts, then the render) and looks the revocation list
 *   up once per pass;
 * - with Redis down, a revocation lookup answers at once and fails open.
 * Next's request context (`cookies()`, `headers()`) and the configuration are stand-ins here.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import type { BffConfig } from "@/server/bff/config/config-core";
import { ACCOUNTS, captureLogger, closedPort, sessionCookie, sessionSetCookie, testConfig } from "../support/bff";
import { endpoints } from "@/lib/contract/endpoints";
import { proxyPath } from "../support/api-client";

const ctx = vi.hoisted(() => ({ cookie: "", host: "localhost:3000", config: undefined as unknown, unseals: 0 }));

vi.mock("next/headers", () => ({
  cookies: async () => (await import("../support/bff")).cookieStoreOf(ctx.cookie),
  headers: async () => new Headers({ host: ctx.host }),
}));
vi.mock("@/server/bff/config/config", async () => {
  const core = await vi.importActual<typeof import("@/server/bff/config/config-core")>("@/server/bff/config/config-core");
  return { ...core, getConfig: () => ctx.config };
});
vi.mock("iron-session", async () => {
  const actual = await vi.importActual<typeof import("iron-session")>("iron-session");
  return {
    ...actual,
    unsealData: (async (...args: Parameters<typeof actual.unsealData>) => {
      ctx.unseals += 1;
      return actual.unsealData(...args);
    }) as typeof actual.unsealData,
    // getIronSession opens a seal itself when it finds one: count those opens too.
    getIronSession: (async (source: unknown, ...rest: unknown[]) => {
      const jar = source as { get?: (n: string) => { value: string } | undefined; headers?: Headers };
      const seal = typeof jar.get === "function" ? jar.get("bark_session")?.value : jar.headers?.get("cookie")?.includes("bark_session=");
      if (seal) ctx.unseals += 1;
      return (actual.getIronSession as (...a: unknown[]) => unknown)(source, ...rest);
    }) as typeof actual.getIronSession,
  };
});

const { readSessionState, readRequestSessionState, revokeSession, isSessionRevoked } = await import("@/server/bff/session/session");
const { guardRequest } = await import("@/server/bff/session/request-guard");
const { getSharedStore } = await import("@/server/bff/store/store");
const { proxy } = await import("@/proxy");

/** Seals iron-session throws on instead of answering "no data". */
const FORGED = ["x*1*a*b*c*d*e*f", "Fe26.2*1*a*b*c*d*e*f", "Fe26.2**a*b*c*d*e*f~2"];

let config: BffConfig;
beforeAll(async () => {
  config = testConfig(`http://127.0.0.1:${await closedPort()}`, { LOG_LEVEL: "silent" });
  ctx.config = config;
});
beforeEach(() => {
  ctx.unseals = 0;
  ctx.host = "localhost:3000";
});

const pageRequest = (path: string, cookie: string) => new NextRequest(`http://localhost:3000${path}`, { headers: { host: "localhost:3000", cookie } });
const apiRequest = (cookie: string) => new Request(`http://localhost:3000${proxyPath(endpoints.listStaffUsers)}`, { headers: { host: "localhost:3000", cookie } });
const guard = (cookie: string) => guardRequest(apiRequest(cookie), { config, logger: captureLogger().logger });

describe("a forged session cookie is no session", () => {
  it.each(FORGED)("bark_session=%s: readRequestSessionState → anonymous, cookie cleared", async (seal) => {
    const sink = { headers: new Headers() };
    expect(await readRequestSessionState(apiRequest(`bark_session=${seal}`), { config }, sink)).toEqual({ status: "anonymous" });
    expect(sessionSetCookie(new Response(null, { headers: sink.headers }))).toMatch(/^bark_session=;.*Max-Age=0/i);
  });

  it.each(FORGED)("bark_session=%s: proxy.ts sends a page to /login and clears the cookie", async (seal) => {
    const res = await proxy(pageRequest("/customer-lookup", `bark_session=${seal}`));
    expect(res.status).toBe(307);
    expect(new URL(res.headers.get("location")!).pathname).toBe("/login");
    expect(sessionSetCookie(res)).toMatch(/Max-Age=0/i);
    // A login page is open to it.
    expect((await proxy(pageRequest("/login", `bark_session=${seal}`))).headers.get("x-middleware-next")).toBe("1");
  });

  it.each(FORGED)("bark_session=%s: a route handler's guard answers 401 and clears the cookie", async (seal) => {
    const res = (await guard(`bark_session=${seal}`)) as Response;
    expect(res).toBeInstanceOf(Response);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: "Authentication credentials were not provided." });
    expect(sessionSetCookie(res)).toMatch(/Max-Age=0/i);
  });

  it.each(FORGED)("bark_session=%s: a page's readSessionState → anonymous", async (seal) => {
    ctx.cookie = `bark_session=${seal}`;
    await expect(readSessionState()).resolves.toEqual({ status: "anonymous" });
  });
});

describe("a refused cookie is cleared on the 401 too", () => {
  it("revoked (logged out)", async () => {
    const sid = "revoked-in-guard-0123456789abcdef";
    const cookie = await sessionCookie(config, { token: "t0k", account: ACCOUNTS.team, sid });
    expect(await guard(cookie)).not.toBeInstanceOf(Response);
    await revokeSession(sid, { config });
    const res = (await guard(cookie)) as Response;
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: "Authentication credentials were not provided." });
    expect(sessionSetCookie(res)).toMatch(/^bark_session=;.*Max-Age=0/i);
  });

  it("signed in for another environment", async () => {
    // Sealed for dev but under local's cookie name (dev's hosts name it __Host-bark_session).
    const cookie = (await sessionCookie(config, { token: "t0k", account: ACCOUNTS.team, environment: "dev" })).replace(/^__Host-/, "");
    const res = (await guard(cookie)) as Response;
    expect(res.status).toBe(401);
    expect(sessionSetCookie(res)).toMatch(/Max-Age=0/i);
  });

  it("no cookie: a 401 without Set-Cookie", async () => {
    const res = (await guardRequest(new Request(`http://localhost:3000${proxyPath(endpoints.listStaffUsers)}`, { headers: { host: "localhost:3000" } }), { config, logger: captureLogger().logger })) as Response;
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe("the work of one page request", () => {
  it("proxy.ts then the render: the seal is opened once, the revocation list looked up once by each", async () => {
    const cookie = await sessionCookie(config, { token: "t0k", account: ACCOUNTS.team });
    const store = getSharedStore(config);
    const lookups = vi.spyOn(store, "get");
    try {
      const res = await proxy(pageRequest("/customer-lookup", cookie));
      expect(res.headers.get("x-middleware-next")).toBe("1");
      expect(lookups).toHaveBeenCalledTimes(1);
      ctx.cookie = cookie;
      expect((await readSessionState()).status).toBe("active");
      expect(lookups).toHaveBeenCalledTimes(2);
      expect(ctx.unseals).toBe(1);
    } finally {
      lookups.mockRestore();
    }
  });

  it("readSessionState applies the revocation list and the environment, like the request variant", async () => {
    const sid = "revoked-for-pages-0123456789abcdef";
    ctx.cookie = await sessionCookie(config, { token: "t0k", account: ACCOUNTS.team, sid });
    expect((await readSessionState()).status).toBe("active");
    ctx.host = "dev.bark.example";
    expect(await readSessionState()).toEqual({ status: "anonymous" });
    ctx.host = "localhost:3000";
    await revokeSession(sid, { config });
    expect(await readSessionState()).toEqual({ status: "anonymous" });
  });
});

describe("a shared store whose Redis is down", () => {
  let down: BffConfig;
  beforeAll(async () => {
    down = testConfig("http://127.0.0.1:9", { REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, REDIS_KEY_PREFIX: "bark-down-test:", LOG_LEVEL: "silent" });
  });
  afterAll(async () => {
    await getSharedStore(down).close();
  });

  it("a revocation lookup answers at once and fails open (no queueing until the command timeout)", async () => {
    const store = getSharedStore(down);
    expect(store.kind).toBe("redis");
    // The first lookup waits at most for the first connection attempt (refused at once here).
    expect(await isSessionRevoked("first-lookup-0123456789abcdef", { config: down })).toBe(false);
    // While the client retries the connection, lookups do not wait for it.
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      expect(await isSessionRevoked(`down-${i}-0123456789abcdef`, { config: down })).toBe(false);
      expect(performance.now() - started).toBeLessThan(200);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
});
