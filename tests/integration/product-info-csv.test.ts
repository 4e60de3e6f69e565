/**
 * The CSV download of the product information tables (server/bff/pages/product-info-csv.ts) against the
 * embedded API on the demo catalogue: the rows the screen shows for the URL's filters, every
 * column, grouped headers "Group: Column", the file name, any signed-in user (the unsupported
 * group too), 401 without a session, 404 for an unknown table; each download leaves one export
 * entry in the staff audit log under the BFF's request id (issue 22).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { staffAuditLog } from "@/server/backend/db/schema";
import { DEFAULT_PRICING_MODEL } from "@/lib/product-info";
import type { BffConfig } from "@/server/bff/config/config-core";
import { productInfoCsvRoute } from "@/server/bff/pages/product-info-csv";
import { seedDatabase } from "@/server/backend/seed";
import type { RunningServer } from "@/server/backend/server";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { ACCOUNTS, captureLogger, sessionCookie, testConfig } from "../support/bff";
import { TEST_DB_DRIVER } from "../support/test-db";
import { csvHeaders, FRESH_SPEC_COLUMNS, UNKIBBLE_SPEC_COLUMNS } from "../support/product-info-spec-columns";
import { csvText } from "../support/csv-answer";

describe(`product information CSV downloads (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  let server: RunningServer;
  let config: BffConfig;
  let guestCookie: string;
  const log = captureLogger();
  const now = new Date("2026-11-23T18:05:09Z");
  const route = productInfoCsvRoute({ deps: () => ({ config, logger: log.logger, now: () => now }) });
  const get = (table: string, query = "", cookie?: string) =>
    route(new Request(`http://localhost:3000/api/exports/product-info/${table}${query}`, { headers: { host: "localhost:3000", ...(cookie ? { cookie } : {}) } }), { params: Promise.resolve({ table }) });
  const rowsOf = async (res: Response) => {
    const [header, ...lines] = parseCsv(await csvText(res));
    return lines.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i] ?? ""])));
  };

  beforeAll(async () => {
    be = await createTestBackend();
    await seedDatabase(be.db, { customers: 0, staffPassword: DEMO_PASSWORD });
    server = await be.listen();
    config = testConfig(server.url, { UPSTREAM_TIMEOUT_MS: "15000" });
    guestCookie = await sessionCookie(config, { token: await be.tokenFor("guest+bark@example.com"), account: ACCOUNTS.guest }, now);
  });
  afterAll(async () => {
    await be?.close();
  });

  it("records each download once in the staff audit log: who, the export, its filters, the BFF's request id (also in the API's log)", async () => {
    const requestId = `bff-export-${process.pid}`;
    const req = new Request("http://localhost:3000/api/exports/product-info/fresh?recipe=F-L", { headers: { host: "localhost:3000", cookie: guestCookie, "x-request-id": requestId } });
    const res = await route(req, { params: Promise.resolve({ table: "fresh" }) });
    expect(res.status).toBe(200);
    await res.text();
    const entries = await be.db.select().from(staffAuditLog).where(eq(staffAuditLog.requestId, requestId));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ staffEmail: "guest+bark@example.com", action: "export", objectType: "export", objectId: "fresh_products" });
    expect((entries[0]!.details as { filters: Record<string, string> }).filters).toMatchObject({ recipe: "F-L" });
    expect(log.lines().some((l) => l.request_id === requestId)).toBe(true);
    expect(be.logLines().some((l) => l.msg === "request" && l.request_id === requestId && l.path === "/api/audit_log/exports")).toBe(true);
  });

  it("writes the filtered UnKibble rows in the chosen pricing model, every column", async () => {
    const res = await get("unkibble", "?plan=2100,4200&recipe=U-T&pricing=LEGACY+2024+PRICING", guestCookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="unkibble_products_2026-11-23_01.05.09.csv"');
    const rows = await rowsOf(res);
    // The scoops of those sizes first (SCOOP sorts before MEAL), then the meals.
    expect(rows.map((r) => r.Code)).toEqual(["SCOOP-150-T", "SCOOP-75-T", "MEAL-U-T-2100-2W", "MEAL-U-T-2100-4W", "MEAL-U-T-4200-2W", "MEAL-U-T-4200-4W"]);
    // Spec 02 §2's column order, the screen's headers under their groups.
    expect(Object.keys(rows[5]!)).toEqual(csvHeaders(UNKIBBLE_SPEC_COLUMNS));
    expect(rows[5]).toMatchObject({
      "Plan Size": "4200",
      "Packout Details: Packout Definition": "4 × UT-BAG-1200-V1",
      "Pricing: Price per Day": "$2.97",
      "Pricing: Price per Week": "$20.79",
      "Pricing: Price per Shipment": "$83.16",
      "Plan Details (UnKibble): Fill Amount per Bag (g)": "1,200",
      "Plan Details (UnKibble): Calories per Bag": "2,400",
      "Plan Details (UnKibble): Bags per Shipment": "4",
      "Plan Details (UnKibble): Scoop SKU": "SCOOP-150-T",
      "Plan Details (UnKibble): Calories per Scoop": "288",
      "Plan Details (UnKibble): Scoops per Day": "2",
      "Plan Details (UnKibble): Bag Weight (oz)": "42.33",
    });
  });

  it("writes the Fresh packs per day and per meal, and every ancillary product with its price", async () => {
    const fresh = await rowsOf(await get("fresh", "?recipe=F-L&plan=3150", guestCookie));
    expect(fresh.map((r) => r.Code)).toEqual(["MEAL-F-L-3150-2W", "MEAL-F-L-3150-4W"]);
    expect(Object.keys(fresh[0]!)).toEqual(csvHeaders(FRESH_SPEC_COLUMNS));
    expect(fresh[0]).toMatchObject({ "Plan Details (Fresh): Packs per Shipment": "14", "Plan Details (Fresh): Packs per Day": "1", "Plan Details (Fresh): Packs per Meal": "0.5" });
    const ancillary = await rowsOf(await get("ancillary", "?pricing=FRESH+LAUNCH+PRICING", guestCookie));
    expect(ancillary.find((r) => r.Code === "SNACK-JERKY-BEEF")).toEqual({
      Code: "SNACK-JERKY-BEEF",
      Description: "Beef Jerky Bites",
      Type: "SNACK",
      Recurring: "No",
      Status: "ACTIVE",
      "Pricing: Price": "$11.04",
      "Product contents": "1 × Beef jerky bites 170 g (SN-JERKY-170-BEEF)",
    });
  });

  it("records the filters as applied: an unknown pricing model as the default, only plan sizes and recipes the list has; a NUL or an over-long value reads as absent, as on the screen (was: the audit's 400 and no file, or the asked value recorded)", async () => {
    let n = 0;
    const download = async (table: string, query: string) => {
      const requestId = `bff-export-applied-${process.pid}-${++n}`;
      const res = await route(new Request(`http://localhost:3000/api/exports/product-info/${table}${query}`, { headers: { host: "localhost:3000", cookie: guestCookie, "x-request-id": requestId } }), {
        params: Promise.resolve({ table }),
      });
      const [entry] = await be.db.select().from(staffAuditLog).where(eq(staffAuditLog.requestId, requestId));
      return { status: res.status, rows: res.status === 200 ? await rowsOf(res) : [], filters: (entry?.details as { filters?: Record<string, string> } | undefined)?.filters };
    };
    for (const pricing of ["%00", "x".repeat(501), "NO+SUCH+PRICING"]) {
      const got = await download("fresh", `?pricing=${pricing}`);
      expect(got.status, pricing.slice(0, 10)).toBe(200);
      expect(got.filters).toEqual({ pricing: DEFAULT_PRICING_MODEL });
    }
    const mixed = await download("fresh", `?plan=3150,9999,%00&recipe=F-L,X-Y&pricing=NO+SUCH+PRICING`);
    expect(mixed.filters).toEqual({ plan: "3150", recipe: "F-L", pricing: DEFAULT_PRICING_MODEL });
    expect(mixed.rows.map((r) => r.Code)).toEqual(["MEAL-F-L-3150-2W", "MEAL-F-L-3150-4W"]);
    expect((await download("fresh", `?plan=${"9".repeat(600)}`)).rows.length).toBeGreaterThan(2);
    // The ancillary table has no plan or recipe filter: none recorded.
    expect((await download("ancillary", "?plan=3150&recipe=F-L&pricing=FRESH+LAUNCH+PRICING")).filters).toEqual({ pricing: "FRESH LAUNCH PRICING" });
  });

  it("401 without a session, 404 for an unknown table", async () => {
    expect((await get("unkibble")).status).toBe(401);
    expect((await get("snacks", "", guestCookie)).status).toBe(404);
  });
});

/** RFC 4180 enough for these files: quoted cells with commas and doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else if (ch !== "\r") cell += ch;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}
