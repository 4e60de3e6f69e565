/** The list pages' URL state (lib/list-params.ts, and the audit log's, lib/audit-log.ts): bad URL input reads as the default, never an error page. */
import { describe, expect, it } from "vitest";
import { filterParsers, listParsersOf, listQuery } from "@/lib/list-params";
import { createLoader } from "nuqs/server";
import { endpoints } from "@/lib/contract/endpoints";
import { exportViewHref, EXPORT_ROUTES } from "@/lib/csv";
import { discountListView, itemListView, productItemsListView, promotionListView, staffUserListView } from "@/lib/list-views";

const loadListParams = createLoader(listParsersOf(200));

describe("the search of a list's URL", () => {
  it("is trimmed; blank reads as no search", () => {
    expect(loadListParams({ search: "  bark  " }).search).toBe("bark");
    expect(loadListParams({ search: "   " }).search).toBe("");
  });

  it("a NUL reads as no search (the API refuses such text: the page was the error screen); a URL cannot carry a lone surrogate (read as U+FFFD)", () => {
    for (const search of ["a\u0000b", "\u0000"]) expect(loadListParams({ search }).search, JSON.stringify(search)).toBe("");
    expect(loadListParams({ search: "Rex 🐶" }).search).toBe("Rex 🐶");
    // A search cut at 200 through an emoji keeps its first 199 characters (was: half an emoji, then no search at all).
    expect(loadListParams({ search: `${"a".repeat(199)}🐶tail` }).search).toBe("a".repeat(199));
  });

  it("a text filter (the discounts' prefix) reads the same way", () => {
    const load = createLoader(filterParsers([{ name: "prefix", kind: "text", label: "Prefix", maxLength: 100 }]));
    expect(load({ prefix: "%00" }).prefix).toBe("%00");
    expect(load({ prefix: "\u0000" }).prefix).toBe("");
    expect(load({ prefix: " SUMMER " }).prefix).toBe("SUMMER");
  });
});

describe("every list's texts fit its calls: the search and text filters read at most what the API's own field takes", () => {
  // Each list view (lib/list-views.ts) with its list call, its export and the export's route (Export this view).
  const lists = [
    [discountListView, endpoints.listDiscounts, endpoints.exportDiscounts, EXPORT_ROUTES.discounts],
    [promotionListView, endpoints.listPromotions, endpoints.exportPromotions, EXPORT_ROUTES.promotions],
    [itemListView, endpoints.listItems, endpoints.exportItems, EXPORT_ROUTES.items],
    [productItemsListView, endpoints.listProductItems, endpoints.exportProductItems, EXPORT_ROUTES.productItems],
    [staffUserListView, endpoints.listStaffUsers, endpoints.exportStaffUsers, EXPORT_ROUTES.staffUsers],
  ] as const;

  it("a URL text longer than its field is cut to the field's maximum (was: the discounts' 101–200-character prefix, a 400 and the error page); the calls take the view; the maximum is the API's, not less", () => {
    for (const [view, list, exported, route] of lists) {
      const texts = ["search", ...view.filters.flatMap((d) => (d.kind === "text" ? [d.name] : []))];
      const params = view.load(Object.fromEntries(texts.map((name) => [name, `  ${"A".repeat(5000)}  `])));
      expect(list.query.safeParse(listQuery(params)).success, list.path).toBe(true);
      const href = new URL(exportViewHref(route, params), "http://x");
      expect(exported.query.safeParse(Object.fromEntries(href.searchParams)).success, exported.path).toBe(true);
      for (const name of texts) {
        const kept = (params as Record<string, unknown>)[name] as string;
        expect(kept, `${list.path} ${name}`).toBe("A".repeat(kept.length));
        // One character more is what the API refuses: the URL keeps all the field may hold.
        expect(list.query.safeParse({ [name]: `${kept}A` }).success, `${list.path} ${name}`).toBe(false);
      }
    }
  });

  it("the audit log's staff filter too", async () => {
    const { auditFiltersOf, loadAuditLogParams } = await import("@/lib/audit-log");
    const params = loadAuditLogParams({ staff: `${"a".repeat(5000)}@example.com` });
    expect(endpoints.listAuditLog.query.safeParse({ ...auditFiltersOf(params), page: 1 }).success).toBe(true);
    expect(endpoints.listAuditLog.query.safeParse({ staff: `${params.staff}a` }).success).toBe(false);
  });
});

describe("the audit log's URL (lib/audit-log.ts)", () => {
  it("a staff filter holding a NUL reads as no filter (was: the error screen); an email is trimmed and lower-cased", async () => {
    const { loadAuditLogParams } = await import("@/lib/audit-log");
    expect(loadAuditLogParams({ staff: "a\u0000@b.co" }).staff).toBeNull();
    expect(loadAuditLogParams({ staff: " Admin+Bark@Example.com " }).staff).toBe("admin+bark@example.com");
  });

  it("an empty log says nothing has been recorded yet; an empty filtered view, that no entry matches the filters", async () => {
    const { AUDIT_LOG_EMPTY_TEXTS, auditEmptyText, loadAuditLogParams } = await import("@/lib/audit-log");
    expect(auditEmptyText(loadAuditLogParams({}))).toBe(AUDIT_LOG_EMPTY_TEXTS.none);
    expect(auditEmptyText(loadAuditLogParams({ page: "2" }))).toBe(AUDIT_LOG_EMPTY_TEXTS.none);
    for (const filter of [{ staff: "a@b.co" }, { action: "export" }, { from: "2026-01-01" }, { to: "2026-01-01" }]) expect(auditEmptyText(loadAuditLogParams(filter)), JSON.stringify(filter)).toBe(AUDIT_LOG_EMPTY_TEXTS.noMatch);
  });
});

describe("a range of days (lib/day-range.ts): the one rule of the lists' filters, pages and calls", () => {
  it("pairs x_from with x_to (and from with to) and finds the ranges given backwards; an open or one-day range is fine", async () => {
    const { DAY_RANGE_ORDER_MESSAGE, dayRangeMessage, rangeEndOf, reversedDayRanges } = await import("@/lib/day-range");
    expect([rangeEndOf("created_from"), rangeEndOf("from"), rangeEndOf("created_to"), rangeEndOf("fromage")]).toEqual(["created_to", "to", null, null]);
    expect(reversedDayRanges({ created_from: "2026-12-01", created_to: "2026-01-01", available_from: "2026-01-01", available_to: "2026-01-01" })).toEqual([{ from: "created_from", to: "created_to" }]);
    expect(dayRangeMessage({ from: "2026-12-01", to: "" })).toBeNull();
    expect(dayRangeMessage({ from: null, to: "2026-01-01" })).toBeNull();
    expect(dayRangeMessage({ from: "2026-01-02", to: "2026-01-01" })).toBe(DAY_RANGE_ORDER_MESSAGE);
  });

  it("the API's discount and audit calls refuse one (400 on its \"to\"); the audit log's URL keeps it as given (was: swapped) and its page says why", async () => {
    const { DAY_RANGE_ORDER_MESSAGE } = await import("@/lib/day-range");
    const { discountListQuerySchema, discountExportQuerySchema } = await import("@/lib/contract/discounts");
    const { auditListQuerySchema } = await import("@/lib/contract/audit");
    const { zodFieldErrors } = await import("@/lib/contract/field-errors");
    const refused = discountListQuerySchema.safeParse({ created_from: "2026-12-01", created_to: "2026-01-01" });
    expect(refused.success ? null : zodFieldErrors(refused.error)).toEqual({ created_to: [DAY_RANGE_ORDER_MESSAGE] });
    const both = discountExportQuerySchema.safeParse({ created_from: "2026-12-01", created_to: "2026-01-01", available_from: "2026-03-02", available_to: "2026-03-01" });
    expect(both.success ? null : zodFieldErrors(both.error)).toEqual({ created_to: [DAY_RANGE_ORDER_MESSAGE], available_to: [DAY_RANGE_ORDER_MESSAGE] });
    expect(discountListQuerySchema.safeParse({ created_from: "2026-01-01", created_to: "2026-01-01" }).success).toBe(true);
    const audit = auditListQuerySchema.safeParse({ from: "2026-03-10", to: "2026-03-09" });
    expect(audit.success ? null : zodFieldErrors(audit.error)).toEqual({ to: [DAY_RANGE_ORDER_MESSAGE] });
    const { auditFiltersOf, auditRangeProblem, loadAuditLogParams } = await import("@/lib/audit-log");
    const params = loadAuditLogParams({ from: "2026-03-10", to: "2026-03-09" });
    expect(auditFiltersOf(params)).toMatchObject({ from: "2026-03-10", to: "2026-03-09" });
    expect(auditRangeProblem(params)).toBe(DAY_RANGE_ORDER_MESSAGE);
    expect(auditRangeProblem(loadAuditLogParams({ from: "2026-03-09", to: "2026-03-10" }))).toBeNull();
  });
});
