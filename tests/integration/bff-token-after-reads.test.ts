/**
 * Issue 23: the token check of the search page, the customer page and the order page rides on their reads. The layout skips GET {auth}/session
 * on the pages of PAGES_CHECKING_TOKEN_AFTER_READS; the page's guard ("after-reads") leaves it to
 * the reads (a 2xx proves the token, a 401 ends at the session-gone route) and to
 * confirmTokenAfterReads (no 2xx read → the check). A token revoked upstream never gets the page.
 * Next's request context, redirect() and React's per-render cache() are stand-ins: one "render"
 * lasts until newRender().
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { BffConfig } from "@/server/bff/config/config-core";
import { authEndpoints } from "@/lib/contract/auth";
import { endpointPath, endpointPathPrefix } from "../support/api-client";
import { ACCOUNTS, json, sessionCookie, startFakeUpstream, testConfig, type FakeUpstream } from "../support/bff";
import { QUICK_SEARCH_MESSAGES } from "@/lib/search/messages";

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
const { layoutUpstreamCheck, requireSignedInPage, requirePageAccess, confirmTokenAfterReads, pageCheckingTokenAfterReads, PAGES_CHECKING_TOKEN_AFTER_READS } = await import(
  "@/server/bff/session/guards"
);
const { pages } = await import("@/lib/pages");
const { default: SearchPage } = await import("@/app/(app)/search/page");
const { default: CustomerPage } = await import("@/app/(app)/customer-lookup/[customerSegment]/page");
const { default: OrderPage } = await import("@/app/(app)/customer-lookup/[customerSegment]/order/[orderId]/page");
const { PageHeader } = await import("@/components/ui/page-header");
const { UpstreamUnavailable } = await import("@/components/ui/upstream-unavailable");

/** Carl Cancelled's account as the upstream answers it (tests/integration/golden): whole, and with order 1000102's contents. */
const GOLDEN = JSON.parse(readFileSync(path.join(__dirname, "golden", "account-answers.json"), "utf8")) as Record<string, unknown>;
const CARL = "2__Carl_Cancelled";
const CARL_ORDER = "1000102";

/** Every element of a returned server component's tree (its props.children, depth first; async children not rendered). */
function elementsOf(node: unknown): { type: unknown; props: Record<string, unknown> }[] {
  if (Array.isArray(node)) return node.flatMap(elementsOf);
  if (!node || typeof node !== "object" || !("props" in node)) return [];
  const el = node as { type: unknown; props: Record<string, unknown> };
  return [el, ...Object.values(el.props).flatMap(elementsOf)];
}

const TOKEN = "after-reads-token-0123456789abcdef";
/** Revoked upstream: every call with it answers 401. */
const GONE_TOKEN = "after-reads-gone-0123456789abcdef";
/** Revoked upstream while the API base is down: the reads answer 502, the session check 401. */
const GONE_API_DOWN_TOKEN = "after-reads-gone-down-0123456789ab";
/** Still good while the API base is down: the reads answer 503, the session check 200. */
const TOKEN_API_DOWN = "after-reads-good-down-0123456789ab";
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
    if (auth === `Token ${GONE_API_DOWN_TOKEN}` || auth === `Token ${TOKEN_API_DOWN}`) return json(res, 503, { detail: "Down." });
    if (req.url?.startsWith(endpointPathPrefix(endpoints.searchCustomers))) return json(res, 200, { count: 0, next: null, previous: null, results: [] });
    const url = new URL(req.url ?? "/", "http://upstream");
    if (url.pathname.replace(/\/$/, "") === endpointPath(endpoints.getAccount, { id: 2 }).replace(/\/$/, "")) {
      const contents = url.searchParams.get("fulfillment_contents");
      return json(res, 200, GOLDEN[`2 ${contents ?? "all"}`] ?? GOLDEN["2 all"]);
    }
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
    const guardOnly = pageCheckingTokenAfterReads(pages.search, async () => {
      expect(await requirePageAccess(pages.search)).toEqual(ACCOUNTS.all);
      expect(sessionChecks()).toBe(0);
      return null;
    });
    await expect(guardOnly({})).rejects.toThrow(/REDIRECT \/api\/auth\/session-gone/);
    expect(sessionChecks()).toBe(1);
    newRender();
    await expect(confirmTokenAfterReads("/search")).rejects.toThrow(/REDIRECT \/api\/auth\/session-gone/);
  });
});

describe("the customer page and the order page (issue 23): their account read carries the check", () => {
  const CUSTOMER_PATH = `/customer-lookup/${CARL}`;
  const ORDER_PATH = `${CUSTOMER_PATH}/order/${CARL_ORDER}`;
  const openCustomer = (segment = CARL) => {
    ctx.path = `/customer-lookup/${segment}`;
    return CustomerPage({ params: Promise.resolve({ customerSegment: segment }), searchParams: Promise.resolve({}) });
  };
  const openOrder = () => {
    ctx.path = ORDER_PATH;
    return OrderPage({ params: Promise.resolve({ customerSegment: CARL, orderId: CARL_ORDER }), searchParams: Promise.resolve({}) });
  };

  it("the layout leaves the check to them, and only to them (not the pages below them)", async () => {
    for (const [path, check] of [
      [CUSTOMER_PATH, "after-reads"],
      [`${CUSTOMER_PATH}?pet=7`, "after-reads"],
      ["/customer-lookup/2", "after-reads"],
      [ORDER_PATH, "after-reads"],
      [`${CUSTOMER_PATH}/changelog`, "before"],
      [`${ORDER_PATH}/refund`, "before"],
      ["/customer-lookup", "before"],
    ] as const) {
      ctx.path = path;
      expect(await layoutUpstreamCheck()).toBe(check);
    }
  });

  it("a token the upstream accepts: the account read proves it, no GET {auth}/session", async () => {
    await signIn(TOKEN);
    const customer = elementsOf(await openCustomer());
    expect(customer.find((e) => e.type === PageHeader)?.props.title).toBe("Carl Cancelled");
    expect(sessionChecks()).toBe(0);
    newRender();
    const order = elementsOf(await openOrder());
    expect(order.some((e) => e.type === "h1")).toBe(true);
    expect(reads()).toBeGreaterThan(0);
    expect(sessionChecks()).toBe(0);
  });

  it("a token revoked upstream: the session-gone route, no page (the read's 401)", async () => {
    await signIn(GONE_TOKEN);
    await expect(openCustomer()).rejects.toThrow(`REDIRECT /api/auth/session-gone?next=${encodeURIComponent(CUSTOMER_PATH)}`);
    newRender();
    await expect(openOrder()).rejects.toThrow(`REDIRECT /api/auth/session-gone?next=${encodeURIComponent(ORDER_PATH)}`);
  });

  it("a token revoked upstream while the API is down: the check runs, the session-gone route instead of the sentence", async () => {
    await signIn(GONE_API_DOWN_TOKEN);
    await expect(openCustomer()).rejects.toThrow(`REDIRECT /api/auth/session-gone?next=${encodeURIComponent(CUSTOMER_PATH)}`);
    expect(sessionChecks()).toBe(1);
    newRender();
    await expect(openOrder()).rejects.toThrow(`REDIRECT /api/auth/session-gone?next=${encodeURIComponent(ORDER_PATH)}`);
  });

  it("a token revoked upstream on a page that reads nothing (a segment that is no customer): the check, not the 404 page", async () => {
    await signIn(GONE_TOKEN);
    await expect(openCustomer("not-a-customer")).rejects.toThrow("REDIRECT /api/auth/session-gone?next=%2Fcustomer-lookup%2Fnot-a-customer");
    expect(reads()).toBe(0);
    expect(sessionChecks()).toBe(1);
  });

  it("the search page with every lookup failing says the search could not be made, and why (issue 23)", async () => {
    await signIn(TOKEN_API_DOWN);
    const alert = elementsOf(await search("scenario")).find((e) => e.props.role === "alert");
    // (The upstream's 503 body is never shown: the BFF's own sentence stands for it.)
    expect(alert?.props.children).toBe(QUICK_SEARCH_MESSAGES.lookupsFailed("The back-office service failed to answer the request.", false));
    expect(alert?.props.children).toBe("The search could not be made. The back-office service failed to answer the request. Please try again.");
  });

  it("the API down with a token still good: the sentence and Try again, after the check", async () => {
    await signIn(TOKEN_API_DOWN);
    expect(elementsOf(await openCustomer())[0]?.type).toBe(UpstreamUnavailable);
    expect(sessionChecks()).toBe(1);
  });
});

describe("a path header forged past proxy.ts moves the check, never removes it", () => {
  it("another page under a listed page's path: its own guard asks", async () => {
    await signIn(GONE_TOKEN);
    ctx.path = `/customer-lookup/${CARL}`;
    expect(await layoutUpstreamCheck()).toBe("after-reads");
    await expect(requirePageAccess(pages.customerChangelog, { customerSegment: CARL })).rejects.toThrow(/REDIRECT \/api\/auth\/session-gone/);
  });

  it("a listed page's guard outside its page (no confirmation to come) asks too", async () => {
    await signIn(GONE_TOKEN);
    ctx.path = `/customer-lookup/${CARL}`;
    await expect(requirePageAccess(pages.customer, { customerSegment: CARL })).rejects.toThrow(/REDIRECT \/api\/auth\/session-gone/);
    newRender();
    await expect(requirePageAccess(pages.order, { customerSegment: CARL, orderId: CARL_ORDER })).rejects.toThrow(/REDIRECT \/api\/auth\/session-gone/);
  });

  it("every listed page confirms the token itself: none renders for a revoked token when no read answers 2xx", async () => {
    await signIn(GONE_API_DOWN_TOKEN);
    const rendered: Record<string, () => Promise<unknown>> = {
      [pages.search.pattern]: () => search("scenario"),
      [pages.customer.pattern]: () => CustomerPage({ params: Promise.resolve({ customerSegment: CARL }), searchParams: Promise.resolve({}) }),
      [pages.order.pattern]: () => OrderPage({ params: Promise.resolve({ customerSegment: CARL, orderId: CARL_ORDER }), searchParams: Promise.resolve({}) }),
    };
    expect(Object.keys(rendered).sort()).toEqual(PAGES_CHECKING_TOKEN_AFTER_READS.map((p) => p.pattern).sort());
    for (const render of Object.values(rendered)) {
      newRender();
      await expect(render()).rejects.toThrow(/REDIRECT \/api\/auth\/session-gone/);
    }
  });
});
