/**
 * Issue 23: the search page's token check rides on its reads. The layout skips GET {auth}/session
 * on the pages of PAGES_CHECKING_TOKEN_AFTER_READS; the page's guard ("after-reads") leaves it to
 * the reads (a 2xx proves the token, a 401 ends at the session-gone route) and to
 * confirmTokenAfterReads (no 2xx read → the check). A token revoked upstream never gets the page.
 * Next's request context, redirect() and React's per-render cache() are stand-ins: one "render"
 * lasts until newRender().
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { BffConfig } from "@/server/bff/config/config-core";
import { authEndpoints } from "@/lib/contract/auth";
import { endpointPath, endpointPathPrefix } from "../support/api-client";
import { ACCOUNTS, json, sessionCookie, startFakeUpstream, testConfig, type FakeUpstream } from "../support/bff";

const ctx = vi.hoisted(() => ({ cookie: "", host: "localhost:3000", path: "/search?q=scenario", config: undefined as unknown, caches: new Set<Map<string, unknown>>() }));

vi.mock("next/headers", () => ({
  cookies: async () => (await import("../support/bff")).cookieStoreOf(ctx.cookie),
  headers: async () => new Headers({ host: ctx.host, "x-bark-path": ctx.path }),
}));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`REDIRECT ${to}`);
  },
  unstable_rethrow: (error: unknown) => {
    if (error instanceof Error && error.message.startsWith("REDIRECT ")) throw error;
  },
}));
vi.mock("@/server/bff/config/config", async () => {
  const core = await vi.importActual<typeof import("@/server/bff/config/config-core")>("@/server/bff/config/config-core");
  return { ...core, getConfig: () => ctx.config };
});
// React's cache() memoizes per server render; here per newRender().
vi.mock("react", async () => {
  const actual = await vi.importActual<typeof import("react")>("react");
  const cache = <A extends unknown[], R>(fn: (...args: A) => R) => {
    const store = new Map<string, unknown>();
    ctx.caches.add(store);
    return (...args: A): R => {
      const key = JSON.stringify(args);
      if (!store.has(key)) store.set(key, fn(...args));
      return store.get(key) as R;
    };
  };
  return { ...actual, cache, default: { ...actual, cache } };
});

const { endpoints } = await import("@/lib/contract/endpoints");
const { layoutUpstreamCheck, requireSignedInPage, requirePageAccess, confirmTokenAfterReads } = await import("@/server/bff/session/guards");
const { pages } = await import("@/lib/pages");
const { default: SearchPage } = await import("@/app/(app)/search/page");

const TOKEN = "after-reads-token-0123456789abcdef";
/** Revoked upstream: every call with it answers 401. */
const GONE_TOKEN = "after-reads-gone-0123456789abcdef";
/** Revoked upstream while the API base is down: the reads answer 502, the session check 401. */
const GONE_API_DOWN_TOKEN = "after-reads-gone-down-0123456789ab";
const SESSION_GONE_SEARCH = "REDIRECT /api/auth/session-gone?next=%2Fsearch%3Fq%3Dscenario";

let fake: FakeUpstream;
let config: BffConfig;

const newRender = () => {
  for (const store of ctx.caches) store.clear();
};
const sessionChecks = () => fake.callsTo(endpointPath(authEndpoints.session)).length;
const reads = () => fake.calls.filter((c) => c.url !== endpointPath(authEndpoints.session)).length;
const signIn = async (token: string) => {
  ctx.cookie = await sessionCookie(config, { token, account: ACCOUNTS.all });
};
const search = (q: string) => {
  ctx.path = q === "" ? "/search" : `/search?q=${encodeURIComponent(q)}`;
  return SearchPage({ searchParams: Promise.resolve(q === "" ? {} : { q }) });
};

beforeAll(async () => {
  fake = await startFakeUpstream((req, res) => {
    const auth = req.headers.authorization;
    if (auth === `Token ${GONE_TOKEN}`) return json(res, 401, { detail: "Invalid token." });
    if (req.url === endpointPath(authEndpoints.session)) {
      if (auth === `Token ${GONE_API_DOWN_TOKEN}`) return json(res, 401, { detail: "Invalid token." });
      return json(res, 200, { account: ACCOUNTS.all });
    }
    if (auth === `Token ${GONE_API_DOWN_TOKEN}`) return json(res, 503, { detail: "Down." });
    if (req.url?.startsWith(endpointPathPrefix(endpoints.searchCustomers))) return json(res, 200, { count: 0, next: null, previous: null, results: [] });
    return json(res, 404, { detail: "Not found." });
  });
  config = testConfig(fake.url);
  ctx.config = config;
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.calls.length = 0;
  ctx.path = "/search?q=scenario";
  newRender();
});

describe("the layout's check on the search page's path", () => {
  it("is left to the page on /search only", async () => {
    for (const [path, check] of [
      ["/search?q=scenario", "after-reads"],
      ["/search", "after-reads"],
      ["/", "before"],
      ["/searches", "before"],
      ["/customer-lookup?search=1", "before"],
    ] as const) {
      ctx.path = path;
      expect(await layoutUpstreamCheck()).toBe(check);
    }
  });

  it("the layout's guard with 'after-reads' asks nothing upstream; the default asks once", async () => {
    await signIn(GONE_TOKEN);
    expect(await requireSignedInPage("/", { check: "after-reads" })).toEqual(ACCOUNTS.all);
    expect(sessionChecks()).toBe(0);
    await expect(requireSignedInPage("/")).rejects.toThrow(/REDIRECT \/api\/auth\/session-gone/);
    expect(sessionChecks()).toBe(1);
  });
});

describe("the search page with a token the upstream still accepts", () => {
  it("a search: its reads prove the token, no GET {auth}/session", async () => {
    await signIn(TOKEN);
    await search("scenario");
    expect(reads()).toBeGreaterThan(0);
    expect(sessionChecks()).toBe(0);
  });

  it("no search (an empty box): the check runs once", async () => {
    await signIn(TOKEN);
    await search("");
    expect(reads()).toBe(0);
    expect(sessionChecks()).toBe(1);
  });
});

describe("the search page with a token revoked upstream gets no page: the session-gone route", () => {
  it("a search: the reads' 401", async () => {
    await signIn(GONE_TOKEN);
    await expect(search("scenario")).rejects.toThrow(SESSION_GONE_SEARCH);
  });

  it("no search: the check's 401", async () => {
    await signIn(GONE_TOKEN);
    await expect(search("")).rejects.toThrow("REDIRECT /api/auth/session-gone?next=%2Fsearch");
    expect(sessionChecks()).toBe(1);
  });

  it("every read failed (the API down): the check's 401", async () => {
    await signIn(GONE_API_DOWN_TOKEN);
    await expect(search("scenario")).rejects.toThrow(SESSION_GONE_SEARCH);
    expect(reads()).toBeGreaterThan(0);
    expect(sessionChecks()).toBe(1);
  });

  it("an 'after-reads' guard without a 2xx read: confirmTokenAfterReads asks", async () => {
    await signIn(GONE_TOKEN);
    expect(await requirePageAccess(pages.search, {}, { check: "after-reads" })).toEqual(ACCOUNTS.all);
    await expect(confirmTokenAfterReads("/search")).rejects.toThrow(/REDIRECT \/api\/auth\/session-gone/);
  });
});
