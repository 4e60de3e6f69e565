/**
 * Issue 22 on the embedded API, both drivers: the refund's optional reason (one of the fixed list,
 * "Other" needs a note, the note's length), stored with the refund's changelog entry in the same
 * transaction and refused with nothing written; GET refunds (an extension of the upstream
 * contract) answering one record per POST refunds, newest first, with its lines, staff, time and
 * reason, the demo's seeded refunds (no changelog entry) included; and the claims list's extra
 * fields (types, resolutions, created, updated, author). Runs on the demo's scenario customers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { seedDatabase } from "@/server/backend/seed";
import { SCENARIO_EMAILS, SCENARIO_ORDER_IDS as OID } from "@/server/backend/seed/scenario-emails";
import { accounts, claims, customerChangelog, orderProducts, refunds } from "@/server/backend/db/schema";
import { REFUNDS_QUERY_REQUIRED, type RefundRecord, type RefundRequest } from "@/lib/contract/order-actions";
import { endpoints } from "@/lib/contract/endpoints";
import { REFUND_REASON_NOTE_REQUIRED } from "@/lib/orders/messages";
import { REFUND_REASON_NOTE_MAX } from "@/lib/orders/refund-reasons";
import { maxLengthMessage } from "@/lib/contract/strings";
import { DEMO } from "../support/demo-staff";

describe(`refund records and reasons (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  let keyN = 0;
  const newKey = () => `refund-records-${process.pid}-${++keyN}`;

  beforeAll(async () => {
    be = await createTestBackend({ seedStaff: false });
    await seedDatabase(be.db, { customers: 0, staffPassword: DEMO_PASSWORD });
  }, 120_000);
  afterAll(async () => be?.close());

  const accountOf = async (email: string) => (await be.db.select().from(accounts).where(eq(accounts.email, email)))[0]!;
  const linesOf = (orderId: string) => be.db.select().from(orderProducts).where(eq(orderProducts.orderId, orderId)).orderBy(orderProducts.id);
  const refundEntries = (accountId: number, orderId: string) =>
    be.db
      .select()
      .from(customerChangelog)
      .where(and(eq(customerChangelog.accountId, accountId), eq(customerChangelog.objectType, "refund"), eq(customerChangelog.objectId, orderId)));
  const refund = (body: unknown, as: "team" | "admin" = "team") => be.as(as).unchecked(endpoints.createRefund, { body, headers: { "Idempotency-Key": newKey() } });
  const listed = async (query: Record<string, unknown>) => {
    const res = await be.as("team").unchecked(endpoints.listRefunds, { query });
    expect(res.status).toBe(200);
    return (await res.json()) as RefundRecord[];
  };

  it("refuses a bad reason with 400 on the field and writes nothing", async () => {
    const rita = await accountOf(SCENARIO_EMAILS.refundable);
    const [line] = await linesOf(OID.refundable);
    const body = (reason: unknown) => ({ account: rita.id, order_id: OID.refundable, order_product_refunds: [{ order_product_id: line!.id, amount: 1 }], reason });
    const cases: [unknown, string][] = [
      [{ code: "OTHER" }, REFUND_REASON_NOTE_REQUIRED],
      [{ code: "OTHER", note: "   " }, REFUND_REASON_NOTE_REQUIRED],
      [{ code: "GOODWILL", note: "x".repeat(REFUND_REASON_NOTE_MAX + 1) }, maxLengthMessage(REFUND_REASON_NOTE_MAX)],
    ];
    for (const [reason, message] of cases) {
      const res = await refund(body(reason));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ "reason.note": [message] });
    }
    const unknown = await refund(body({ code: "BORED" }));
    expect(unknown.status).toBe(400);
    expect(Object.keys((await unknown.json()) as object)).toEqual(["reason.code"]);
    expect(await be.db.select().from(refunds).where(eq(refunds.orderId, OID.refundable))).toEqual([]);
    expect(await refundEntries(rita.id, OID.refundable)).toEqual([]);
  });

  it("stores the reason with the refund's changelog entry and lists each refund with its lines, staff, time and reason", async () => {
    const rita = await accountOf(SCENARIO_EMAILS.refundable);
    const [first, second] = await linesOf(OID.refundable);
    const before = Date.now();
    // One refund of two lines, with "Other" and its note; then one of one line with no reason, by another staff member.
    const withReason: RefundRequest = {
      account: rita.id,
      order_id: OID.refundable,
      order_product_refunds: [
        { order_product_id: first!.id, amount: 2.5 },
        { order_product_id: second!.id, amount: 1 },
      ],
      reason: { code: "OTHER", note: "  Parcel left in the rain  " },
    };
    const a = await refund(withReason);
    expect(a.status).toBe(201);
    const b = await refund({ account: rita.id, order_id: OID.refundable, order_product_refunds: [{ order_product_id: first!.id, amount: 1.25 }] }, "admin");
    expect(b.status).toBe(201);

    const entries = await refundEntries(rita.id, OID.refundable);
    expect(entries).toHaveLength(2);
    const reasoned = entries.find((e) => "reason" in e.changes)!;
    expect(reasoned.changes.reason).toEqual({ old: null, new: "OTHER" });
    expect(reasoned.changes.reason_note).toEqual({ old: null, new: "Parcel left in the rain" });
    expect(entries.filter((e) => "reason" in e.changes)).toHaveLength(1);

    const records = await listed({ order_id: OID.refundable });
    expect(records).toHaveLength(2);
    const [newest, older] = records;
    // Newest first: the admin's refund of one line, no reason.
    expect(newest).toMatchObject({ order_id: OID.refundable, staff_email: DEMO.admin, total: 1.25, reason: null });
    expect(newest!.lines.map((l) => [l.order_product_id, l.amount])).toEqual([[first!.id, 1.25]]);
    expect(older).toMatchObject({ staff_email: DEMO.team, total: 3.5, reason: { code: "OTHER", note: "Parcel left in the rain" } });
    expect(older!.lines.map((l) => [l.order_product_id, l.product_code, l.description, l.amount])).toEqual([
      [first!.id, first!.code, first!.description, 2.5],
      [second!.id, second!.code, second!.description, 1],
    ]);
    for (const r of records) {
      expect(Date.parse(r.created)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(r.created)).toBeLessThanOrEqual(be.now().getTime() + 1000);
    }
  });

  it("lists the seeded refunds (no changelog entry) and a customer's refunds across orders; one of order_id or account is required", async () => {
    const rita = await accountOf(SCENARIO_EMAILS.refundable);
    const seeded = await listed({ order_id: OID.partiallyRefunded });
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({ order_id: OID.partiallyRefunded, total: 20, reason: null });
    expect(seeded[0]!.staff_email).toBeTruthy();

    const ofCustomer = await listed({ account: rita.id });
    expect(ofCustomer.map((r) => r.order_id)).toEqual([OID.refundable, OID.refundable, OID.partiallyRefunded]);
    expect(await listed({ order_id: "no-such-order" })).toEqual([]);

    const neither = await be.as("team").unchecked(endpoints.listRefunds, { query: {} });
    expect(neither.status).toBe(400);
    expect(await neither.json()).toEqual({ order_id: [REFUNDS_QUERY_REQUIRED] });
  });

  it("the claims list answers each claim's types, resolutions, created, updated and author", async () => {
    const res = await be.as("team").call(endpoints.listOrderClaims, { params: { orderId: OID.claims } });
    expect(res.status).toBe(200);
    const listedClaims = (await res.json()) as Record<string, unknown>[];
    const rows = await be.db.select().from(claims).where(eq(claims.orderId, OID.claims)).orderBy(claims.id);
    expect(listedClaims).toHaveLength(rows.length);
    expect(listedClaims.map((c) => [c.claim_types, c.resolution_types, c.created, c.last_updated, c.created_by])).toEqual(
      rows.map((r) => [r.claimTypes, r.resolutionTypes, r.created.toISOString(), r.lastUpdated.toISOString(), r.createdBy]),
    );
    expect(rows[0]!.claimTypes.length).toBeGreaterThan(0);
  });
});
