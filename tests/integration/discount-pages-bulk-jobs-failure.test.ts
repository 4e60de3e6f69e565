/**
 * The discount pages against a failing upstream (spec 02 §8: "Changelog failing twice: 'Request
 * failed, please try to refresh the page'"). The bulk batches' progress (GET discount_bulk_jobs) is a
 * secondary part of /discounts/changelog and of Manage Discounts: its failure leaves the changelog
 * (or the list) on screen and says that the batches could not be loaded, with Try again; it never
 * turns the page into "This page could not be loaded" or the error boundary. The changelog's own
 * double failure is the spec's sentence. A list view the upstream refuses (400 on a filter) shows the
 * field's message in the list's place, never the error page; a URL filter longer than the API's
 * field is cut to it before the call. Each page is rendered to HTML (react-dom/static: the
 * islands' code is waited for) against a fake upstream; Next's request context, redirect() and the
 * router are stand-ins, as in hostile-input-bff-pages.test.ts.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createElement, type ReactNode } from "react";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { BffConfig } from "@/server/bff/config/config-core";
import { ACCOUNTS, json, sessionCookie, startFakeUpstream, testConfig, type FakeUpstream } from "../support/bff";

const ctx = vi.hoisted(() => ({ cookie: "", host: "localhost:3000", path: "/discounts/changelog", config: undefined as unknown }));

vi.mock("next/headers", () => ({
  cookies: async () => (await import("../support/bff")).cookieStoreOf(ctx.cookie),
  headers: async () => new Headers({ host: ctx.host, "x-bark-path": ctx.path }),
}));
vi.mock("next/navigation", async () => ({
  ...(await vi.importActual<typeof import("next/navigation")>("next/navigation")),
  redirect: (to: string) => {
    throw new Error(`REDIRECT ${to}`);
  },
}));
vi.mock("@/server/bff/config/config", async () => {
  const core = await vi.importActual<typeof import("@/server/bff/config/config-core")>("@/server/bff/config/config-core");
  return { ...core, getConfig: () => ctx.config };
});

const { prerender } = await import("react-dom/static");
const { AppRouterContext } = await import("next/dist/shared/lib/app-router-context.shared-runtime");
const { PathnameContext, SearchParamsContext } = await import("next/dist/shared/lib/hooks-client-context.shared-runtime");
const { CHANGELOG_REQUEST_FAILED } = await import("@/lib/changelog");
const { BULK_JOBS_LOAD_FAILED } = await import("@/lib/discounts/messages");
const { DISCOUNT_PREFIX_MAX_LENGTH, DISCOUNT_SEARCH_MAX_LENGTH } = await import("@/lib/contract/discounts");
const { maxLengthMessage } = await import("@/lib/contract/strings");
const { default: DiscountChangelogPage } = await import("@/app/(app)/discounts/changelog/page");
const { default: ManageDiscountsPage } = await import("@/app/(app)/discounts/(list)/page");

const TOKEN = "discount-pages-token-0123456789abcdef";
const ENTRY = {
  id: 7,
  category: "Discount",
  operationType: "CREATE",
  newValue: { code: "SPRING-TEN" },
  createdAt: "2026-03-01T10:00:00Z",
  authorEmail: "admin+bark@example.com",
  application: "bark-backoffice",
  objectId: "SPRING-TEN",
};
const JOB = { id: 3, prefix: "SPRINGB", number_of_codes: 10, created_count: 10, status: "DONE", created_by: "all+bark@example.com", created: "2026-03-01T10:00:00Z", finished: "2026-03-01T10:01:00Z" };
const DISCOUNT = {
  id: 41,
  code: "LISTED-CODE",
  description: "Listed",
  is_active: true,
  created_by: null,
  usage: { accounts: 0, charged: 0, orders: 0 },
  available_start_date: null,
  available_end_date: null,
  limit_type: "UNLIMITED",
  limit_value: null,
  discount_type: "PERCENTAGE",
  value: 10,
  trial_value: null,
  order_trial: false,
  order_subscription: true,
  order_onetime: false,
  eligible_products: [],
  exempt_from_sale_state: false,
  bulk_prefix: null,
  bulk_job_id: null,
  created: "2026-03-01T10:00:00Z",
  last_updated: "2026-03-01T10:00:00Z",
  version: 1,
};

/** Which calls fail (a 500 of the upstream: the BFF's 502); `refused`: the list's 400 answer. */
const failing = { changelog: false, jobs: false, list: false, refused: null as Record<string, string[]> | null };
let fake: FakeUpstream;
let config: BffConfig;

function answer(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", "http://upstream");
  const path = url.pathname.replace(/\/$/, "");
  if (path.startsWith("/auth/")) return json(res, 200, {});
  if (path === "/api/system_changelog/discounts") return failing.changelog ? json(res, 500, { detail: "boom" }) : json(res, 200, [ENTRY]);
  if (path === "/api/discount_bulk_jobs") return failing.jobs ? json(res, 500, { detail: "boom" }) : json(res, 200, [JOB]);
  if (path === "/api/discounts" && failing.refused) return json(res, 400, failing.refused);
  if (path === "/api/discounts") return failing.list ? json(res, 500, { detail: "boom" }) : json(res, 200, { count: 1, next: null, previous: null, results: [DISCOUNT] });
  return json(res, 404, { detail: "Not found." });
}

/** A router that goes nowhere: the client parts (the islands, the list's URL state) read it as they render. */
const router = { back() {}, forward() {}, refresh() {}, push() {}, replace() {}, prefetch() {} };

/** The page's HTML as the server sends it, every island and Suspense boundary rendered, under the router's contexts as in the app. */
async function html(page: ReactNode): Promise<string> {
  const tree = createElement(
    AppRouterContext.Provider,
    { value: router as never },
    createElement(PathnameContext.Provider, { value: ctx.path }, createElement(SearchParamsContext.Provider, { value: new URLSearchParams() as never }, page)),
  );
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}

const changelogPage = async () => html(await DiscountChangelogPage(undefined as never));
const manageDiscountsPage = async (searchParams: Record<string, string> = {}) => html(await ManageDiscountsPage({ searchParams: Promise.resolve(searchParams) }));

beforeAll(async () => {
  fake = await startFakeUpstream(answer);
  config = testConfig(fake.url, { UPSTREAM_TIMEOUT_MS: "5000" });
  ctx.config = config;
  ctx.cookie = await sessionCookie(config, { token: TOKEN, account: ACCOUNTS.all });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  Object.assign(failing, { changelog: false, jobs: false, list: false, refused: null });
  fake.calls.length = 0;
});

describe("/discounts/changelog", () => {
  it("both calls answer: the batches and the changelog", async () => {
    const page = await changelogPage();
    expect(page).toContain("Batch SPRINGB: 10 of 10 codes");
    expect(page).toContain("SPRING-TEN");
    expect(page).not.toContain(BULK_JOBS_LOAD_FAILED);
  });

  it("only the batches fail: the changelog still shows; the batches' panel says they could not be loaded, with Try again", async () => {
    failing.jobs = true;
    const page = await changelogPage();
    expect(page).toContain("Changelog");
    expect(page).toContain("SPRING-TEN");
    expect(page).toContain(BULK_JOBS_LOAD_FAILED);
    expect(page).toMatch(/<button[^>]*>Try again</);
    expect(page).not.toContain("This page could not be loaded");
    expect(page).not.toContain(CHANGELOG_REQUEST_FAILED);
    expect(page).not.toContain("boom");
  });

  it("the changelog fails twice: spec 02 §8's sentence in its panel, the batches still shown", async () => {
    failing.changelog = true;
    const page = await changelogPage();
    expect(page).toContain(CHANGELOG_REQUEST_FAILED);
    expect(page).toContain("Batch SPRINGB: 10 of 10 codes");
    // Retried once: two calls.
    expect(fake.callsTo("/api/system_changelog/discounts")).toHaveLength(2);
  });

  it("both fail: the spec's sentence for the changelog and the batches' own message, never the whole page's failure", async () => {
    Object.assign(failing, { changelog: true, jobs: true });
    const page = await changelogPage();
    expect(page).toContain(CHANGELOG_REQUEST_FAILED);
    expect(page).toContain(BULK_JOBS_LOAD_FAILED);
    expect(page).not.toContain("This page could not be loaded");
    expect(page).not.toContain("boom");
  });
});

describe("Manage Discounts", () => {
  beforeAll(() => {
    ctx.path = "/discounts";
  });
  afterAll(() => {
    ctx.path = "/discounts/changelog";
  });

  it("only the batches fail: the list still shows; the batches' panel says they could not be loaded, with Try again", async () => {
    failing.jobs = true;
    const page = await manageDiscountsPage();
    expect(page).toContain("LISTED-CODE");
    expect(page).toContain(BULK_JOBS_LOAD_FAILED);
    expect(page).toMatch(/<button[^>]*>Try again</);
    expect(page).not.toContain("This page could not be loaded");
  });

  it("a view the upstream refuses (400 on a filter): the field's message, under its label, in the list's place, not the error page", async () => {
    failing.refused = { prefix: [maxLengthMessage(DISCOUNT_PREFIX_MAX_LENGTH)] };
    const page = await manageDiscountsPage({ prefix: "SPRING" });
    expect(page).toContain(`Batch or code prefix: ${maxLengthMessage(DISCOUNT_PREFIX_MAX_LENGTH)}`);
    expect(page).toContain("Go Back");
    expect(page).not.toContain("This page could not be loaded");
    expect(page).not.toContain("LISTED-CODE");
  });

  it("a URL prefix or search longer than the API's field reaches it cut to the field's maximum (was: a 101–200-character prefix, a 400 and the error page)", async () => {
    const page = await manageDiscountsPage({ prefix: "p".repeat(DISCOUNT_PREFIX_MAX_LENGTH + 50), search: "s".repeat(DISCOUNT_SEARCH_MAX_LENGTH + 50) });
    expect(page).toContain("LISTED-CODE");
    const sent = new URL(fake.callsTo("/api/discounts/")[0]!.url, "http://upstream").searchParams;
    expect(sent.get("prefix")).toBe("p".repeat(DISCOUNT_PREFIX_MAX_LENGTH));
    expect(sent.get("search")).toBe("s".repeat(DISCOUNT_SEARCH_MAX_LENGTH));
    // The boxes take no more either.
    expect(page).toMatch(new RegExp(`<input[^>]*id="[^"]*-prefix"[^>]*maxLength="${DISCOUNT_PREFIX_MAX_LENGTH}"`));
    expect(page).toMatch(new RegExp(`<input[^>]*type="search"[^>]*maxLength="${DISCOUNT_SEARCH_MAX_LENGTH}"`));
  });

  it("the list itself failing is still the page's failure (the sentence and Try again)", async () => {
    failing.list = true;
    const page = await manageDiscountsPage();
    expect(page).toContain("This page could not be loaded");
    expect(page).not.toContain("LISTED-CODE");
  });
});
