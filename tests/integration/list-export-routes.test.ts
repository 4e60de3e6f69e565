/**
 * "Export this view" of Manage Promotions, Manage Users and Product Items through the app's one
 * download path (csvDownloadRoute, app/api/exports/…) against the embedded API: the file holds
 * exactly the rows the URL's filters select, and each download leaves one export entry in the
 * staff audit log (the export's name, its filters, the BFF's request id); a role without the
 * list's capability gets 403 and leaves none.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { endpoints } from "@/lib/contract/endpoints";
import { EXPORT_ROUTES } from "@/lib/csv";
import { promotions, staffAuditLog } from "@/server/backend/db/schema";
import type { RunningServer } from "@/server/backend/server";
import type { BffConfig } from "@/server/bff/config/config-core";
import { csvDownloadRoute } from "@/server/bff/pages/csv-download";
import { createTestBackend, type TestBackend } from "../support/backend";
import { ACCOUNTS, captureLogger, sessionCookie, testConfig } from "../support/bff";
import { TEST_DB_DRIVER } from "../support/test-db";
import { csvLines } from "../support/csv-answer";

describe(`list export routes (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  let server: RunningServer;
  let config: BffConfig;
  const cookies: Partial<Record<keyof typeof ACCOUNTS, string>> = {};
  const log = captureLogger();
  const now = new Date("2026-11-23T18:05:09Z");
  const deps = () => ({ config, logger: log.logger, now: () => now });
  // As app/api/exports/promotions/route.ts and app/api/exports/staff-users/route.ts declare them.
  const promotionsRoute = csvDownloadRoute(endpoints.exportPromotions, { filePrefix: "promotions", deps });
  const staffRoute = csvDownloadRoute(endpoints.exportStaffUsers, { filePrefix: "staff_users", deps });
  const productItemsRoute = csvDownloadRoute(endpoints.exportProductItems, { filePrefix: "productitems", deps });

  let seq = 0;
  const download = async (route: typeof promotionsRoute, path: string, who: keyof typeof ACCOUNTS) => {
    const requestId = `list-export-${process.pid}-${++seq}`;
    const res = await route(new Request(`http://localhost:3000${path}`, { headers: { host: "localhost:3000", cookie: cookies[who]!, "x-request-id": requestId } }), {
      params: Promise.resolve({}),
    });
    const lines = res.ok ? await csvLines(res) : (await res.text()).trimEnd().split("\n");
    const audit = await be.db.select().from(staffAuditLog).where(eq(staffAuditLog.requestId, requestId));
    return { res, lines, audit };
  };

  beforeAll(async () => {
    be = await createTestBackend();
    await be.db.insert(promotions).values([
      { name: "Route jerky", status: "INACTIVE", freeProductCode: "SNACK-A", createdBy: ACCOUNTS.all.email },
      { name: "Route tote", status: "ACTIVE", freeProductCode: "MERCH-B", createdBy: ACCOUNTS.all.email },
    ]);
    server = await be.listen();
    config = testConfig(server.url, { UPSTREAM_TIMEOUT_MS: "15000" });
    for (const who of ["all", "admin", "team"] as const) cookies[who] = await sessionCookie(config, { token: await be.tokenFor(ACCOUNTS[who].email), account: ACCOUNTS[who] }, now);
  });
  afterAll(async () => be?.close());

  it("promotions: the view's rows, the file name, one audit entry with the filters", async () => {
    const { res, lines, audit } = await download(promotionsRoute, `${EXPORT_ROUTES.promotions}?search=route&status=INACTIVE`, "all");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="promotions_2026-11-23_01.05.09.csv"');
    expect(lines.slice(1).map((l) => l.split(",")[1])).toEqual(["Route jerky"]);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffEmail: ACCOUNTS.all.email, action: "export", objectType: "export", objectId: "promotions", details: { filters: { search: "route", status: "INACTIVE" } } });
  });

  it("staff users: the view's rows and one audit entry; 403 and no entry for a role without Manage Users", async () => {
    const { res, lines, audit } = await download(staffRoute, `${EXPORT_ROUTES.staffUsers}?status=INACTIVE`, "admin");
    expect(res.status).toBe(200);
    expect(lines.slice(1).map((l) => l.split(",")[1])).toEqual(["inactive+bark@example.com"]);
    expect(audit).toMatchObject([{ staffEmail: ACCOUNTS.admin.email, objectId: "staff_users", details: { filters: { status: "INACTIVE" } } }]);
    const refused = await download(staffRoute, EXPORT_ROUTES.staffUsers, "team");
    expect(refused.res.status).toBe(403);
    expect(refused.audit).toHaveLength(0);
  });

  it("product items: the status filter reaches the export and the audit entry", async () => {
    const { res, audit } = await download(productItemsRoute, `${EXPORT_ROUTES.productItems}?status=INACTIVE`, "admin");
    expect(res.status).toBe(200);
    expect(audit).toMatchObject([{ objectId: "productitems", details: { filters: { status: "INACTIVE" } } }]);
  });
});
