/**
 * Lists at scale and bulk batches (issue 22) on the embedded API: the discount list's optional
 * filters (status, type, limit type, batch, prefix, created and availability days), ordering and
 * page_size; refusals of bad values (400 on the field); the CSV export of exactly what the filters
 * select; one batch and activating / deactivating it as a whole (one transaction, one changelog
 * entry, refused while running and for roles below the highest tier); the other lists' page_size
 * and ordering.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, getTableColumns } from "drizzle-orm";
import pino from "pino";
import { createTestBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { discountInput } from "../support/discount-input";
import { BULK_JOB_RUNNING_MESSAGE, discountSchema } from "@/lib/contract/discounts";
import { INVALID_DATE_MESSAGE, INVALID_PAGE_SIZE_MESSAGE, pageSchema } from "@/lib/contract/paging";
import { DAY_RANGE_ORDER_MESSAGE } from "@/lib/day-range";
import { discountBulkCreateSchema } from "@/lib/discount-rules";
import { discountBulkJobs, discounts, staffAuditLog, systemChangelog } from "@/server/backend/db/schema";
import { BulkDiscountRunner, createBulkJob } from "@/server/backend/queries/discount-bulk";
import { discountExportBatch } from "@/server/backend/queries/discounts";
import { keysetBatches } from "@/server/backend/http/csv";
import { sortKeyOf } from "@/server/backend/http/list-order";
import type { ApiEndpoint, CallArgs, CallInput } from "@/lib/contract/endpoint";
import type { UncheckedArgs } from "../support/api-client";
import { endpoints } from "@/lib/contract/endpoints";
import { DEMO } from "../support/demo-staff";
import { csvLines } from "../support/csv-answer";

const ADMIN = DEMO.admin;
const ALL = DEMO.all;
const discountPage = pageSchema(discountSchema);

const template = (over: Record<string, unknown> = {}) =>
  discountInput({ value: 15, description: "List test", limit_type: "X_CUSTOMERS", limit_value: 1, is_active: false, ...over });

describe(`discount lists and bulk batches (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  const tokens: Record<string, string> = {};
  let batchId = 0;

  const call = async <E extends ApiEndpoint>(endpoint: E, input: CallInput<E>, as = ADMIN) => {
    const res = await be.as({ token: tokens[as]! }).call(endpoint, ...([input] as unknown as CallArgs<E>));
    return { status: res.status, res };
  };
  const list = async (query: CallInput<typeof endpoints.listDiscounts>["query"]) => {
    const { status, res } = await call(endpoints.listDiscounts, { query });
    expect(status).toBe(200);
    return discountPage.parse(await res.json());
  };
  const callUnchecked = async <E extends ApiEndpoint>(endpoint: E, input: UncheckedArgs<E>[0], as = ADMIN) => {
    const res = await be.as({ token: tokens[as]! }).unchecked(endpoint, ...([input] as UncheckedArgs<E>));
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    be = await createTestBackend();
    for (const email of [ADMIN, ALL, DEMO.ops]) tokens[email] = await be.tokenFor(email);
    // A finished batch of 60 inactive codes, made in batches of 25.
    const values = discountBulkCreateSchema.parse({ ...template(), prefix: "LISTB", number_of_codes: 60 });
    // Made on a fixed day of its own, far from the two fixture days below: never the real clock.
    const batchMade = () => new Date("2026-06-01T15:00:00Z");
    const job = await createBulkJob(be.db, values, { staffEmail: ALL, requestId: "discount-lists-test", now: batchMade() });
    const runner = new BulkDiscountRunner(be.db, pino({ level: "silent" }), { batchSize: 25, now: batchMade });
    runner.start(job.id);
    await runner.settled(job.id);
    batchId = job.id;
    // Two single codes with their own dates: created on 2026-03-10 (New York) and available in April.
    await be.db.insert(discounts).values([
      {
        code: "LISTONE",
        discountType: "AMOUNT",
        value: 5,
        limitType: "UNLIMITED",
        isActive: true,
        created: new Date("2026-03-10T15:00:00Z"),
        availableStartDate: new Date("2026-04-01T04:00:00Z"),
        availableEndDate: new Date("2026-04-30T04:00:00Z"),
      },
      { code: "LISTTWO", discountType: "PERCENTAGE", value: 50, limitType: "X_ORDERS_PER_CUSTOMER", limitValue: 2, isActive: true, created: new Date("2026-03-11T15:00:00Z") },
    ]);
  });
  afterAll(async () => be?.close());

  it("filters by status, type, limit type, batch and prefix, and counts what matches", async () => {
    const batch = await list({ batch: batchId, status: "INACTIVE" });
    expect(batch.count).toBe(60);
    expect(batch.results).toHaveLength(10);
    expect(batch.results.every((d) => d.bulk_job_id === batchId && !d.is_active && d.code.startsWith("LISTB-"))).toBe(true);
    expect((await list({ batch: batchId, status: "ACTIVE" })).count).toBe(0);
    expect((await list({ prefix: "listb-" })).count).toBe(60);
    expect((await list({ prefix: "LIST", discount_type: "AMOUNT" })).results.map((d) => d.code)).toEqual(["LISTONE"]);
    expect((await list({ prefix: "LIST", limit_type: "X_ORDERS_PER_CUSTOMER" })).results.map((d) => d.code)).toEqual(["LISTTWO"]);
    // A prefix is literal: "%" and "_" match themselves.
    expect((await list({ prefix: "LIST%" })).count).toBe(0);
  });

  it("filters by created and availability days in the business time zone", async () => {
    const created = await list({ prefix: "LIST", created_from: "2026-03-10", created_to: "2026-03-10" });
    expect(created.results.map((d) => d.code)).toEqual(["LISTONE"]);
    expect((await list({ prefix: "LIST", created_from: "2026-03-11", created_to: "2026-03-11" })).results.map((d) => d.code)).toEqual(["LISTTWO"]);
    // Available in April: LISTONE (its window) and LISTTWO (no dates: always); not in May for LISTONE.
    expect((await list({ prefix: "LISTO", available_from: "2026-04-15", available_to: "2026-04-20" })).count).toBe(1);
    expect((await list({ prefix: "LISTO", available_from: "2026-05-01" })).count).toBe(0);
    expect((await list({ prefix: "LISTO", available_to: "2026-03-31" })).count).toBe(0);
    expect((await list({ prefix: "LISTT", available_from: "2026-05-01" })).count).toBe(1);
  });

  it("pages by page_size and sorts by ordering with next links that keep both", async () => {
    const page = await list({ batch: batchId, page_size: 25, page: 2, ordering: "code" });
    expect(page.results).toHaveLength(25);
    expect(page.count).toBe(60);
    const next = new URL(page.next!);
    expect(Object.fromEntries(next.searchParams)).toMatchObject({ batch: String(batchId), page_size: "25", page: "3", ordering: "code" });
    const all = await list({ batch: batchId, page_size: 100, ordering: "code" });
    const codes = all.results.map((d) => d.code);
    expect(codes).toEqual([...codes].sort());
    expect(page.results.map((d) => d.code)).toEqual(codes.slice(25, 50));
    const desc = await list({ batch: batchId, page_size: 100, ordering: "-code" });
    expect(desc.results.map((d) => d.code)).toEqual([...codes].reverse());
    expect((await list({ prefix: "LIST", ordering: "-value" })).results[0]!.code).toBe("LISTTWO");
    // Without either: 10 a page, newest first.
    const plain = await list({ batch: batchId });
    expect(plain.results.map((d) => d.id)).toEqual([...plain.results.map((d) => d.id)].sort((a, b) => b - a));
  });

  it("refuses an unknown page size, ordering, date or status, and a backwards range of days, with 400 on the field", async () => {
    expect(await callUnchecked(endpoints.listDiscounts, { query: { page_size: "30" } })).toEqual({ status: 400, json: { page_size: [INVALID_PAGE_SIZE_MESSAGE] } });
    expect((await callUnchecked(endpoints.listDiscounts, { query: { ordering: "password" } })).json).toHaveProperty("ordering");
    expect(await callUnchecked(endpoints.listDiscounts, { query: { created_from: "2026-02-30" } })).toEqual({ status: 400, json: { created_from: [INVALID_DATE_MESSAGE] } });
    expect((await callUnchecked(endpoints.listDiscounts, { query: { status: "MAYBE" } })).status).toBe(400);
    // A range of days given backwards selects nothing: refused on its end (lib/day-range.ts), the list's and the export's call alike.
    for (const endpoint of [endpoints.listDiscounts, endpoints.exportDiscounts]) {
      expect(await callUnchecked(endpoint, { query: { created_from: "2026-12-01", created_to: "2026-01-01" } })).toEqual({ status: 400, json: { created_to: [DAY_RANGE_ORDER_MESSAGE] } });
    }
  });

  it("exports exactly what the filters select as CSV", async () => {
    const { status, res } = await call(endpoints.exportDiscounts, { query: { batch: batchId } });
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = await csvLines(res);
    // Spec 02 §3's Discount fields, its id first (as the promotion and staff exports).
    expect(lines[0]).toMatch(/^id,code,description,is_active,discount_type,value/);
    const ids = (await list({ batch: batchId, page_size: 100 })).results.map((d) => `${d.id},${d.code}`);
    expect(lines.slice(1).map((l) => l.split(",").slice(0, 2).join(","))).toEqual(ids);
    // Which products a code is limited to: a code for two products does not read like one for every product.
    expect(lines[0]!.split(",")).toContain("eligible_products");
    expect(lines[1]!.split(",")[lines[0]!.split(",").indexOf("eligible_products")]).toBe("[]");
    expect(lines).toHaveLength(61);
    expect(lines.slice(1).every((l) => l.split(",")[1]!.startsWith("LISTB-"))).toBe(true);
    const some = await call(endpoints.exportDiscounts, { query: { prefix: "LIST", discount_type: "AMOUNT" } });
    expect((await csvLines(some.res)).slice(1).map((l) => l.split(",")[1])).toEqual(["LISTONE"]);
  });

  it("exports every field of every row although a run of codes sharing their template sends it once", async () => {
    // Codes that differ from the one before in one shared field each, inside a batch read and at its edges.
    const codes = await be.db.select({ id: discounts.id }).from(discounts).where(eq(discounts.bulkJobId, batchId)).orderBy(asc(discounts.id));
    const at = (i: number) => eq(discounts.id, codes[i]!.id);
    await be.db.update(discounts).set({ description: "Changed one" }).where(at(6));
    await be.db.update(discounts).set({ trialValue: 1.5, availableEndDate: new Date("2031-01-02T03:04:05.678Z") }).where(at(7));
    await be.db.update(discounts).set({ createdBy: null, limitValue: null }).where(at(13));
    await be.db.update(discounts).set({ bulkPrefix: "OTHER" }).where(at(14));
    await be.db.update(discounts).set({ eligibleProducts: ["CLIP", "MAT-BOX-INSERT"] }).where(at(20));
    const whole = await be.db
      .select(getTableColumns(discounts))
      .from(discounts)
      .where(eq(discounts.bulkJobId, batchId))
      .orderBy(asc(discounts.id));
    const read: Record<string, unknown>[] = [];
    // Reads of 7 rows: runs cross the reads' edges.
    for await (const rows of keysetBatches(discountExportBatch(be.db, { batch: batchId, ordering: { key: "created", desc: false } }, "UTC"), sortKeyOf, 7)) read.push(...rows);
    // Every column of the table (not the read's own: the run flag, the sort key).
    const fields = Object.keys(read[0]!).filter((k) => k !== "same" && k !== "sortKey");
    const pick = (r: Record<string, unknown>) => Object.fromEntries(fields.map((k) => [k, r[k]]));
    expect(read.map(pick)).toEqual(whole.map(pick));
    expect(read[7]).toMatchObject({ trialValue: 1.5, availableEndDate: new Date("2031-01-02T03:04:05.678Z") });
    expect(read[8]).toMatchObject({ trialValue: null, availableEndDate: null, description: "List test" });
    expect(read[20]!.eligibleProducts).toEqual(["CLIP", "MAT-BOX-INSERT"]);
    expect(read[21]!.eligibleProducts).toEqual([]);
  });

  describe("a bulk batch", () => {
    it("answers one batch, 404 for an unknown one", async () => {
      const { status, res } = await call(endpoints.getDiscountBulkJob, { params: { id: batchId } });
      expect(status).toBe(200);
      expect(await res.json()).toMatchObject({ id: batchId, prefix: "LISTB", created_count: 60, status: "DONE" });
      expect((await call(endpoints.getDiscountBulkJob, { params: { id: 999999 } })).status).toBe(404);
    });

    it("activates and deactivates every code in one transaction with one changelog entry for the batch; a call that changes no code records nothing", async () => {
      const before = await be.db.select().from(systemChangelog).where(eq(systemChangelog.objectId, "LISTB"));
      const on = await call(endpoints.setDiscountBulkJobActive, { params: { id: batchId }, body: { is_active: true } }, ALL);
      expect(on.status).toBe(200);
      expect(await on.res.json()).toMatchObject({ is_active: true, changed: 60, job: { id: batchId } });
      expect((await list({ batch: batchId, status: "ACTIVE" })).count).toBe(60);
      const [one] = await be.db.select().from(discounts).where(and(eq(discounts.bulkJobId, batchId)));
      expect(one!.version).toBe(2);
      // Again (someone else's Activate all came first): nothing left to change, so nothing is recorded.
      const again = await call(endpoints.setDiscountBulkJobActive, { params: { id: batchId }, body: { is_active: true } }, ALL);
      expect(again.status).toBe(200);
      expect(await again.res.json()).toMatchObject({ is_active: true, changed: 0, job: { id: batchId } });
      expect((await be.db.select().from(discounts).where(eq(discounts.id, one!.id)))[0]!.version).toBe(2);
      const off = await call(endpoints.setDiscountBulkJobActive, { params: { id: batchId }, body: { is_active: false } }, ALL);
      expect(await off.res.json()).toMatchObject({ is_active: false, changed: 60 });
      expect((await list({ batch: batchId, status: "INACTIVE" })).count).toBe(60);
      const after = await be.db.select().from(systemChangelog).where(eq(systemChangelog.objectId, "LISTB"));
      const added = after.slice(before.length);
      expect(added.map((e) => [e.category, e.operationType, (e.newValue as { codes_changed: number }).codes_changed])).toEqual([
        ["Bulk Discount", "UPDATE", 60],
        ["Bulk Discount", "UPDATE", 60],
      ]);
      expect(added[0]).toMatchObject({ authorEmail: ALL, newValue: expect.objectContaining({ bulk_job_id: batchId, is_active: true }) });
      // One audit entry per call, in the same transaction, the batch as its object (after its creation's).
      const audited = await be.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.objectType, "discount_batch"), eq(staffAuditLog.objectId, String(batchId))));
      expect(audited.map((a) => [a.action, a.staffEmail, (a.details as { codes_changed?: number }).codes_changed])).toEqual([
        ["bulk_discount_batch", ALL, undefined],
        ["discount_activated", ALL, 60],
        ["discount_deactivated", ALL, 60],
      ]);
    });

    it("refuses a running batch (409) and roles below the highest tier (403)", async () => {
      const values = discountBulkCreateSchema.parse({ ...template(), prefix: "LISTRUN", number_of_codes: 5 });
      const job = await createBulkJob(be.db, values, { staffEmail: ALL, requestId: "discount-lists-test", now: new Date() });
      const res = await call(endpoints.setDiscountBulkJobActive, { params: { id: job.id }, body: { is_active: true } }, ALL);
      expect(res.status).toBe(409);
      expect(await res.res.json()).toEqual({ detail: BULK_JOB_RUNNING_MESSAGE });
      await be.db.update(discountBulkJobs).set({ status: "DONE" }).where(eq(discountBulkJobs.id, job.id));
      for (const who of [ADMIN, DEMO.ops]) {
        expect((await call(endpoints.setDiscountBulkJobActive, { params: { id: batchId }, body: { is_active: true } }, who)).status).toBe(403);
      }
    });
  });

  describe("the other lists", () => {
    const json = async <E extends ApiEndpoint>(endpoint: E, input: CallInput<E>) => {
      const { status, res } = await call(endpoint, input, ALL);
      expect(status).toBe(200);
      return (await res.json()) as { count: number; next: string | null; results: Record<string, unknown>[] };
    };

    it("staff users: status filter, page_size and ordering", async () => {
      const inactive = await json(endpoints.listStaffUsers, { query: { status: "INACTIVE" } });
      expect(inactive.count).toBeGreaterThan(0);
      expect(inactive.results.every((u) => u.is_active === false)).toBe(true);
      const byEmailDesc = await json(endpoints.listStaffUsers, { query: { ordering: "-email", page_size: 25 } });
      const emails = byEmailDesc.results.map((u) => String(u.email));
      expect(emails).toEqual([...emails].sort().reverse());
    });

    it("items, product items and promotions: page_size and ordering; promotions and products by status", async () => {
      const items = await json(endpoints.listItems, { query: { page_size: 25, ordering: "-sku" } });
      expect(items.results.length).toBe(Math.min(25, items.count));
      const skus = items.results.map((i) => String(i.sku));
      expect(skus).toEqual([...skus].sort().reverse());
      const mappings = await json(endpoints.listProductItems, { query: { status: "ACTIVE", page_size: 50, ordering: "name" } });
      expect(mappings.results.every((p) => p.status === "ACTIVE")).toBe(true);
      expect(mappings.results.length).toBe(Math.min(50, mappings.count));
      const promos = await json(endpoints.listPromotions, { query: { status: "INACTIVE", ordering: "name" } });
      expect(promos.results.every((p) => p.status === "INACTIVE")).toBe(true);
      expect((await callUnchecked(endpoints.listItems, { query: { ordering: "volume" } }, ALL)).status).toBe(400);
    });
  });
});
