/**
 * "Export this view" of the customer page's order tables (issue 22): GET orders_export (an
 * extension) answers the CSV of exactly the orders one table's view selects (the account's orders
 * of the group, of the status when one is chosen; every page) in the table's order, read in keyset
 * batches; bad input is 400 on the field, an unknown customer 404. Through the app's one download
 * path (csvDownloadRoute, app/api/exports/customer-orders) the same file leaves with one export
 * entry in the staff audit log; no session, no file.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { ApiEndpoint, CallArgs, CallInput } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import { accountSchema } from "@/lib/contract/customers";
import { CUSTOMER_ORDERS_CSV_HEADERS, type OrderDto } from "@/lib/contract/orders";
import { orderTableExportHref, orderTableRows } from "@/lib/customers/order-table-view";
import { accounts, discounts, orderDiscounts, orderProducts, orders, refunds, staffAuditLog } from "@/server/backend/db/schema";
import { keysetBatches } from "@/server/backend/http/csv";
import { customerOrdersExportBatch } from "@/server/backend/queries/orders";
import type { RunningServer } from "@/server/backend/server";
import type { BffConfig } from "@/server/bff/config/config-core";
import { csvDownloadRoute } from "@/server/bff/pages/csv-download";
import type { UncheckedArgs } from "../support/api-client";
import { createTestBackend, type TestBackend } from "../support/backend";
import { ACCOUNTS, captureLogger, sessionCookie, testConfig } from "../support/bff";
import { DEMO } from "../support/demo-staff";
import { TEST_DB_DRIVER } from "../support/test-db";
import { csvLines } from "../support/csv-answer";

describe(`customer order tables' export (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  let accountId = 0;
  let token = "";

  const exportCsv = async (query: CallInput<typeof endpoints.exportCustomerOrders>["query"]) => {
    const res = await be.as({ token }).call(endpoints.exportCustomerOrders, ...([{ query }] as unknown as CallArgs<typeof endpoints.exportCustomerOrders>));
    return { status: res.status, res, lines: res.ok ? await csvLines(res) : (await res.text()).trimEnd().split("\n") };
  };
  const unchecked = async <E extends ApiEndpoint>(endpoint: E, input: UncheckedArgs<E>[0]) => {
    const res = await be.as({ token }).unchecked(endpoint, ...([input] as UncheckedArgs<E>));
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  /** The group as GET accounts/{id} lists it (the table's rows before its view). */
  const groupOf = async (group: "upcoming" | "processing" | "past"): Promise<OrderDto[]> => {
    const res = await be.as({ token }).call(endpoints.getAccount, { params: { id: String(accountId) } });
    return accountSchema.parse(await res.json()).orders[group];
  };

  beforeAll(async () => {
    be = await createTestBackend();
    token = await be.tokenFor(DEMO.team);
    const [account] = await be.db.insert(accounts).values({ status: "ACTIVE", email: "orders-export@example.com" }).returning({ id: accounts.id });
    accountId = account!.id;
    const [other] = await be.db.insert(accounts).values({ status: "ACTIVE", email: "orders-export-other@example.com" }).returning({ id: accounts.id });
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 12));
    const past = ["COMPLETE", "CANCELLED", "FULFILLED", "COMPLETE", "HISTORICAL", "COMPLETE", "CANCELLED", "COMPLETE"] as const;
    const rows: (typeof orders.$inferInsert)[] = [
      // Past: two on the same day (ties by id), one without a schedule (its creation counts).
      ...past.map((status, i) => ({
        id: `71000${i}`,
        accountId,
        status,
        orderType: "SUBSCRIPTION" as const,
        totalPrice: 10 + i,
        totalRefunds: i === 3 ? 2.5 : 0,
        scheduled: i === 5 ? null : day(i === 4 ? 3 : i),
        charged: i === 1 ? null : day(i),
        created: day(i === 5 ? 2 : i),
      })),
      { id: "710100", accountId, status: "PREVIEW", orderType: "SUBSCRIPTION", totalPrice: 40, scheduled: day(40), created: day(1) },
      { id: "710101", accountId, status: "PREVIEW", orderType: "SUBSCRIPTION", totalPrice: 41, scheduled: day(30), created: day(1) },
      { id: "710200", accountId, status: "HOLD", orderType: "ONETIME", totalPrice: 5, scheduled: day(20), created: day(1) },
      // Another customer's order: never in this customer's file.
      { id: "719999", accountId: other!.id, status: "COMPLETE", orderType: "SUBSCRIPTION", totalPrice: 1, scheduled: day(2), created: day(2) },
    ];
    await be.db.insert(orders).values(rows.map((o) => ({ ...o, subtotalPrice: o.totalPrice })));
    // Each order is one line of its total (the money rules: tests/support/money-invariants.ts); the refunded one has its refund.
    const lines = await be.db
      .insert(orderProducts)
      .values(rows.map((o) => ({ orderId: o.id, code: "MEAL-U-B", unitPrice: o.totalPrice, totalPrice: o.totalPrice, totalRefunds: o.totalRefunds, type: "SUBSCRIPTION" as const, productType: "MEAL" as const })))
      .returning();
    await be.db.insert(refunds).values(lines.filter((l) => Number(l.totalRefunds) > 0).map((l) => ({ orderId: l.orderId, orderProductId: l.id, amount: Number(l.totalRefunds) })));
    const [d1, d2] = await be.db
      .insert(discounts)
      .values([
        { code: "EXPORT-ONE", discountType: "PERCENTAGE", value: 10, limitType: "UNLIMITED" },
        { code: "=EXPORT-TWO", discountType: "AMOUNT", value: 5, limitType: "UNLIMITED" },
      ])
      .returning({ id: discounts.id });
    await be.db.insert(orderDiscounts).values([
      { orderId: "710003", discountId: d1!.id },
      { orderId: "710003", discountId: d2!.id },
    ]);
  }, 300_000);
  afterAll(async () => be?.close());

  it("answers every order of the group in the table's order, with the table's columns", async () => {
    const { status, res, lines } = await exportCsv({ account: String(accountId), group: "past" });
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(lines[0]).toBe(CUSTOMER_ORDERS_CSV_HEADERS.join(","));
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual((await groupOf("past")).map((o) => o.id));
    expect(lines).toHaveLength(9);
    const third = lines.find((l) => l.startsWith("710003,"))!;
    // Codes joined by "; ", a formula neutralised, money with 2 decimals, times in ISO 8601 UTC.
    expect(third).toBe("710003,COMPLETE,SUBSCRIPTION,2026-01-04T12:00:00.000Z,2026-01-04T12:00:00.000Z,13.00,2.50,EXPORT-ONE; =EXPORT-TWO,2026-01-04T12:00:00.000Z");
    const upcoming = await exportCsv({ account: String(accountId), group: "upcoming" });
    expect(upcoming.lines.slice(1).map((l) => l.split(",")[0])).toEqual(["710101", "710100"]);
  });

  it("answers only the chosen status: every page of it, not one page", async () => {
    const { lines } = await exportCsv({ account: String(accountId), group: "past", status: "COMPLETE" });
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual((await groupOf("past")).filter((o) => o.status === "COMPLETE").map((o) => o.id));
    expect(lines).toHaveLength(5);
    // A status of another group selects nothing: the header alone.
    expect((await exportCsv({ account: String(accountId), group: "past", status: "PREVIEW" })).lines).toEqual([CUSTOMER_ORDERS_CSV_HEADERS.join(",")]);
  });

  it("follows the table's sort (every key, both directions; ties in the group's order), as the page sorts the same rows", async () => {
    const past = await groupOf("past");
    for (const ordering of ["date", "-date", "total", "-total", "status", "-status"]) {
      const { status, lines } = await exportCsv({ account: String(accountId), group: "past", ordering } as never);
      expect(status).toBe(200);
      expect(lines.slice(1).map((l) => l.split(",")[0]), ordering).toEqual(orderTableRows(past, { ordering, status: null }).map((o) => o.id));
    }
    // With the status filter too, and read in batches of 2 by position: nothing lost or repeated.
    const ids: string[] = [];
    for await (const rows of keysetBatches(customerOrdersExportBatch(be.db, { account: accountId, group: "past", status: "COMPLETE", ordering: { key: "total", desc: true } }), (r) => [r.key, r.id] as const, 2)) ids.push(...rows.map((r) => r.id));
    expect(ids).toEqual(orderTableRows(past, { ordering: "-total", status: "COMPLETE" }).map((o) => o.id));
    // The table's own export link carries its sort.
    expect(orderTableExportHref(accountId, "past", { status: null, ordering: "-total" })).toContain("ordering=-total");
    expect((await exportCsv({ account: String(accountId), group: "past", ordering: "price" } as never)).status).toBe(400);
  });

  it("reads in keyset batches that lose and repeat nothing, ties and equal days included", async () => {
    const ids: string[] = [];
    for await (const rows of keysetBatches(customerOrdersExportBatch(be.db, { account: accountId, group: "past", ordering: undefined }), (r) => [r.key, r.id] as const, 2)) ids.push(...rows.map((r) => r.id));
    expect(ids).toEqual((await groupOf("past")).map((o) => o.id));
    const up: string[] = [];
    for await (const rows of keysetBatches(customerOrdersExportBatch(be.db, { account: accountId, group: "upcoming", ordering: undefined }), (r) => [r.key, r.id] as const, 1)) up.push(...rows.map((r) => r.id));
    expect(up).toEqual(["710101", "710100"]);
  });

  it("refuses bad input on its field and an unknown customer", async () => {
    expect(await unchecked(endpoints.exportCustomerOrders, { query: { account: String(accountId), group: "later" } })).toMatchObject({ status: 400, json: { group: [expect.any(String)] } });
    expect(await unchecked(endpoints.exportCustomerOrders, { query: { account: "x", group: "past" } })).toMatchObject({ status: 400, json: { account: [expect.any(String)] } });
    expect(await unchecked(endpoints.exportCustomerOrders, { query: { account: String(accountId), group: "past", status: "SOON" } })).toMatchObject({ status: 400, json: { status: [expect.any(String)] } });
    expect((await exportCsv({ account: "999999", group: "past" })).status).toBe(404);
  });

  describe("through the app's download route", () => {
    let server: RunningServer;
    let config: BffConfig;
    let cookie = "";
    const log = captureLogger();
    const now = new Date("2026-11-23T18:05:09Z");
    // As app/api/exports/customer-orders/route.ts declares it.
    const route = csvDownloadRoute(endpoints.exportCustomerOrders, { filePrefix: "customer_orders", deps: () => ({ config, logger: log.logger, now: () => now }) });
    const download = async (path: string, headers: Record<string, string>) =>
      route(new Request(`http://localhost:3000${path}`, { headers: { host: "localhost:3000", ...headers } }), { params: Promise.resolve({}) });

    beforeAll(async () => {
      server = await be.listen();
      config = testConfig(server.url, { UPSTREAM_TIMEOUT_MS: "15000" });
      cookie = await sessionCookie(config, { token: await be.tokenFor(ACCOUNTS.team.email), account: ACCOUNTS.team }, now);
    });

    it("downloads the view's file (the page's export link) and records the export once", async () => {
      const requestId = `orders-export-${process.pid}`;
      const res = await download(orderTableExportHref(accountId, "past", { status: "CANCELLED" }), { cookie, "x-request-id": requestId });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="customer_orders_2026-11-23_01.05.09.csv"');
      const lines = await csvLines(res);
      expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(["710006", "710001"]);
      const audit = await be.db.select().from(staffAuditLog).where(eq(staffAuditLog.requestId, requestId));
      expect(audit).toMatchObject([
        { staffEmail: ACCOUNTS.team.email, action: "export", objectId: "customer_orders", details: { filters: { account: String(accountId), group: "past", status: "CANCELLED" } } },
      ]);
    });

    it("gives nothing without a session", async () => {
      const res = await download(orderTableExportHref(accountId, "past", { status: null }), {});
      expect(res.status).toBe(401);
    });
  });
});
