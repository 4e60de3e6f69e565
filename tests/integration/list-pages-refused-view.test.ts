/**
 * The two list pages that make their list call themselves (not through loadListScreen): the Audit
 * Log and a bulk batch's codes (/discounts/batches/{batchId}). A view the upstream refuses (400 on a
 * filter) shows the field's message, under its label, in the list's place, never the error page; a
 * backwards range of days is not called and shows the rule's sentence (server/bff/pages/list-screen.ts
 * listOrRefusal). Each page is rendered to HTML against a fake upstream, as in
 * discount-pages-bulk-jobs-failure.test.ts (Manage Discounts). Also the batch page's status line while
 * its batch runs (the counts never add up to more than the batch's codes).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createElement, type ReactNode } from "react";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { BffConfig } from "@/server/bff/config/config-core";
import { ACCOUNTS, json, sessionCookie, startFakeUpstream, testConfig, type FakeUpstream } from "../support/bff";

const ctx = vi.hoisted(() => ({ cookie: "", host: "localhost:3000", path: "/audit-log", config: undefined as unknown }));

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
const { DAY_RANGE_ORDER_MESSAGE } = await import("@/lib/day-range");
const { DISCOUNT_PREFIX_MAX_LENGTH } = await import("@/lib/contract/discounts");
const { EMAIL_MAX_LENGTH, maxLengthMessage } = await import("@/lib/contract/strings");
const { default: AuditLogPage } = await import("@/app/(app)/audit-log/page");
const { default: DiscountBatchPage } = await import("@/app/(app)/discounts/batches/[batchId]/page");

const TOKEN = "list-pages-refused-token-0123456789abcdef";
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
  bulk_prefix: "SPRINGB",
  bulk_job_id: 3,
  created: "2026-03-01T10:00:00Z",
  last_updated: "2026-03-01T10:00:00Z",
  version: 1,
};
const AUDIT_ENTRY = {
  id: 9,
  created: "2026-03-01T10:00:00Z",
  staff_email: "listed-staff+bark@example.com",
  action: "email_change",
  account_id: 5,
  object_type: "account",
  object_id: "5",
  details: {},
  request_id: "req-1",
};

/**
 * `refused`: the list call's 400 answer (the audit log's or the batch's codes'), null: the list answers.
 * `made`: a RUNNING batch whose runner commits 1,000 more codes (all active) while each GET discounts is
 * answered: the job's `created_count` and the active count are what the database holds at each call.
 */
const upstream = { refused: null as Record<string, string[]> | null, made: null as number | null };
const runningJob = (made: number) => ({ ...JOB, number_of_codes: 100_000, created_count: made, status: "RUNNING", finished: null });
let fake: FakeUpstream;
let config: BffConfig;

function answer(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", "http://upstream");
  const path = url.pathname.replace(/\/$/, "");
  if (path.startsWith("/auth/")) return json(res, 200, {});
  if (path === "/api/discount_bulk_jobs/3") return json(res, 200, upstream.made === null ? JOB : runningJob(upstream.made));
  if (path === "/api/discounts" && upstream.made !== null) {
    upstream.made += 1000;
    const count = url.searchParams.get("status") === "INACTIVE" ? 0 : upstream.made;
    return json(res, 200, { count, next: null, previous: null, results: [DISCOUNT] });
  }
  if (path === "/api/discount_bulk_jobs") return json(res, 200, [JOB]);
  // The batch's count of active codes is the same call with status=ACTIVE and no other filter: it answers.
  if (path === "/api/discounts" && url.searchParams.get("status") === "ACTIVE") return json(res, 200, { count: 1, next: null, previous: null, results: [DISCOUNT] });
  if ((path === "/api/discounts" || path === "/api/audit_log") && upstream.refused) return json(res, 400, upstream.refused);
  if (path === "/api/discounts") return json(res, 200, { count: 1, next: null, previous: null, results: [DISCOUNT] });
  if (path === "/api/audit_log") return json(res, 200, { count: 1, next: null, previous: null, results: [AUDIT_ENTRY] });
  return json(res, 404, { detail: "Not found." });
}

const router = { back() {}, forward() {}, refresh() {}, push() {}, replace() {}, prefetch() {} };

async function html(page: ReactNode): Promise<string> {
  const tree = createElement(
    AppRouterContext.Provider,
    { value: router as never },
    createElement(PathnameContext.Provider, { value: ctx.path }, createElement(SearchParamsContext.Provider, { value: new URLSearchParams() as never }, page)),
  );
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}

const auditLogPage = async (searchParams: Record<string, string> = {}) => html(await AuditLogPage({ searchParams: Promise.resolve(searchParams) }));
const batchPage = async (searchParams: Record<string, string> = {}) =>
  html(await DiscountBatchPage({ params: Promise.resolve({ batchId: "3" }), searchParams: Promise.resolve(searchParams) }));

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
  upstream.refused = null;
  upstream.made = null;
  fake.calls.length = 0;
});

describe("Audit Log", () => {
  beforeAll(() => {
    ctx.path = "/audit-log";
  });

  it("lists the entries the upstream answers", async () => {
    expect(await auditLogPage()).toContain("listed-staff+bark@example.com");
  });

  it("a view the upstream refuses (400 on a filter): the field's message, under its label, in the list's place, not the error page", async () => {
    upstream.refused = { staff: [maxLengthMessage(EMAIL_MAX_LENGTH)] };
    const page = await auditLogPage({ staff: "someone+bark@example.com" });
    expect(page).toContain(`Staff email: ${maxLengthMessage(EMAIL_MAX_LENGTH)}`);
    expect(page).not.toContain("This page could not be loaded");
    expect(page).not.toContain("listed-staff+bark@example.com");
  });

  it("a backwards range of days: the rule's sentence, and the list is not called", async () => {
    const page = await auditLogPage({ from: "2026-03-10", to: "2026-03-01" });
    expect(page).toContain(DAY_RANGE_ORDER_MESSAGE.replaceAll("'", "&#x27;"));
    expect(fake.callsTo("/api/audit_log")).toHaveLength(0);
  });
});

describe("a bulk batch's codes", () => {
  beforeAll(() => {
    ctx.path = "/discounts/batches/3";
  });

  it("lists the batch's codes the upstream answers", async () => {
    expect(await batchPage()).toContain("LISTED-CODE");
  });

  it("a view the upstream refuses (400 on a filter): the field's message, under its label, in the list's place, not the error page", async () => {
    upstream.refused = { prefix: [maxLengthMessage(DISCOUNT_PREFIX_MAX_LENGTH)] };
    const page = await batchPage({ prefix: "SPRING" });
    expect(page).toContain(`Batch or code prefix: ${maxLengthMessage(DISCOUNT_PREFIX_MAX_LENGTH)}`);
    expect(page).toContain("Batch SPRINGB");
    expect(page).not.toContain("This page could not be loaded");
    expect(page).not.toContain("LISTED-CODE");
  });

  it("a backwards range of days: the rule's sentence, and the list is not called (only the count of active codes is)", async () => {
    const page = await batchPage({ created_from: "2026-03-10", created_to: "2026-03-01" });
    expect(page).toContain(DAY_RANGE_ORDER_MESSAGE.replaceAll("'", "&#x27;"));
    expect(fake.callsTo("/api/discounts/").map((c) => new URL(c.url, "http://upstream").searchParams.get("status"))).toEqual(["ACTIVE"]);
  });

  it("a running batch's status line never counts more active codes than codes: the batch is read after the counts (was: before, so codes made meanwhile read as a negative number inactive)", async () => {
    upstream.made = 1000;
    const page = await batchPage();
    const status = /aria-label="Batch status"[^>]*>([\s\S]*?)<\/section>/.exec(page)?.[1]?.replace(/<[^>]*>/g, "") ?? "";
    expect(status).toMatch(/(\d+) codes: (\d+) active, (\d+) inactive\./);
    const [, total, active, inactive] = /(\d+) codes: (\d+) active, (\d+) inactive\./.exec(status)!;
    expect(Number(active) + Number(inactive)).toBe(Number(total));
    expect(status).not.toMatch(/-\d/);
    // The job is read once both counts have been answered.
    const urls = fake.calls.map((c) => new URL(c.url, "http://upstream").pathname.replace(/\/$/, ""));
    expect(urls.lastIndexOf("/api/discounts")).toBeLessThan(urls.indexOf("/api/discount_bulk_jobs/3"));
  });

  it("a batch that does not exist is still the 404 page (its codes are read first: none)", async () => {
    await expect(DiscountBatchPage({ params: Promise.resolve({ batchId: "4" }), searchParams: Promise.resolve({}) })).rejects.toMatchObject({ digest: expect.stringContaining("404") });
  });
});
