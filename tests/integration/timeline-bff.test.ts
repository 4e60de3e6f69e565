/**
 * The BFF's timeline (issue 22, server/bff/pages/timeline.ts) assembled from the embedded API's
 * demo data through the same descriptors the pages call (customer changelog, refund records, claims
 * of an order, a claim): Rita Refundable's refund made now (staff, line, amount, reason) beside the
 * $20 the seed refunded without a changelog entry (its record still has staff and time; without
 * the records only the order's totals know it); Clara Claims' claims with their types, resolutions
 * and authors; the order page's subset; a failing changelog leaves the rest. Both drivers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { AnyEndpoint, CallArgs, ResponseOf } from "@/lib/contract/endpoint";
import type { AccountDto } from "@/lib/contract/customers";
import { endpoints } from "@/lib/contract/endpoints";
import { accounts } from "@/server/backend/db/schema";
import { seedDatabase } from "@/server/backend/seed";
import { createOrderPageCustomer, ORDER_PAGE_FIXTURE as F } from "@/server/backend/seed/order-page-fixture";
import { SCENARIO_EMAILS, SCENARIO_ORDER_IDS as OID } from "@/server/backend/seed/scenario-emails";
import { entryOf } from "@/lib/timeline/entries";
import { REFUND_FROM_TOTALS } from "@/lib/timeline/refunds";
import { loadTimeline, TIMELINE_SOURCES, type TimelineReads } from "@/server/bff/pages/timeline";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { createCustomer } from "../support/factories";
import { DEMO } from "../support/demo-staff";
import { TEST_DB_DRIVER } from "../support/test-db";

describe(`the timeline from the embedded API's demo data (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;

  beforeAll(async () => {
    be = await createTestBackend({ seedStaff: false });
    await seedDatabase(be.db, { customers: 0, staffPassword: DEMO_PASSWORD });
  }, 180_000);
  afterAll(async () => be?.close());

  /** A descriptor's call as the team member, its answer parsed by the descriptor's schema (as upstreamCall does). */
  const read = async <E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> => {
    const res = await be.as("team").call(endpoint, ...args);
    if (res.status !== 200) throw Object.assign(new Error(`${endpoint.path}: ${res.status}`), { status: res.status });
    return endpoint.response.parse(await res.json()) as ResponseOf<E>;
  };
  const reads: TimelineReads = {
    changelog: (customerId) => read(endpoints.listCustomerChangelog, { params: { customerId } }),
    orderClaims: (orderId) => read(endpoints.listOrderClaims, { params: { orderId } }),
    claim: (id) => read(endpoints.getClaim, { params: { id } }),
    refunds: (customerId) => read(endpoints.listRefunds, { query: { account: String(customerId) } }),
  };
  /** The timeline with every entry's texts built (as its pages show them). */
  const timelineOf = async (...args: Parameters<typeof loadTimeline>) => {
    const { entries, failed } = await loadTimeline(...args);
    return { entries: entries.map(entryOf), failed };
  };
  const accountOf = async (email: string): Promise<AccountDto> => {
    const [row] = await be.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    return read(endpoints.getAccount, { params: { id: row!.id } });
  };

  it("a refund made now is one refund entry (staff, line, amount, reason); the seeded one too, from its record", async () => {
    const rita = await accountOf(SCENARIO_EMAILS.refundable);
    const order = rita.orders.past.find((o) => o.id === OID.refundable)!;
    const line = order.products[0]!;
    const res = await be.as("team").callIdempotent(endpoints.createRefund, `timeline-${process.pid}`, {
      body: { account: rita.id, order_id: order.id, order_product_refunds: [{ order_product_id: line.id, amount: 5, tax_amount: 0 }], reason: { code: "DAMAGED_PRODUCT", note: null } },
    });
    expect(res.status, await res.clone().text()).toBe(201);

    const { entries, failed } = await timelineOf(await accountOf(SCENARIO_EMAILS.refundable), {}, reads);
    expect(failed).toEqual([]);
    const refunds = entries.filter((e) => e.kind === "refund");
    expect(refunds.map((e) => [e.summary, e.timeRecorded])).toEqual([
      [`Refunded $5.00 on order ${OID.refundable} (1 line)`, true],
      [`Refunded $20.00 on order ${OID.partiallyRefunded} (1 line)`, true],
    ]);
    expect(refunds[0]).toMatchObject({ staff: DEMO.team, details: [`${line.description}: $5.00`, "Reason: Damaged product"], target: { type: "refunds", orderId: OID.refundable } });
    expect(refunds[1]!.staff).toMatch(/@/);
    // The changelog's entry of the same refund is not a second refund.
    expect(entries.filter((e) => e.summary.startsWith("Refund"))).toHaveLength(2);

    // Without the records the changelog still gives the new refund (reason included), under the same id; the seeded one only the totals know,
    // without its time and staff: the records are named as not read (was: not named, as if nothing were missing).
    const withoutRecords = await timelineOf(await accountOf(SCENARIO_EMAILS.refundable), {}, { ...reads, refunds: () => Promise.reject(new Error("not offered")) });
    expect(withoutRecords.failed).toEqual([TIMELINE_SOURCES.refunds]);
    expect(withoutRecords.entries.find((e) => e.kind === "refund")!.id).toBe(refunds[0]!.id);
    expect(withoutRecords.entries.filter((e) => e.kind === "refund").map((e) => [e.summary, e.staff, e.timeRecorded, e.details.at(-1)])).toEqual([
      [`Refunded $5.00 on order ${OID.refundable} (1 line)`, DEMO.team, true, "Reason: Damaged product"],
      [`Refunded $20.00 on order ${OID.partiallyRefunded} (1 line)`, null, false, REFUND_FROM_TOTALS],
    ]);
    // Every order has its created entry, newest first overall.
    for (const o of rita.orders.past) expect(entries.some((e) => e.id === `order-${o.id}-created`)).toBe(true);
    const times = entries.map((e) => new Date(e.time).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // The order page's timeline: only the entries about that order.
    const one = await timelineOf(rita, { orderId: OID.refundable }, reads);
    expect(one.entries.length).toBeGreaterThan(0);
    expect(one.entries.every((e) => e.orderIds.includes(OID.refundable))).toBe(true);
    expect(one.entries.map((e) => e.kind)).toContain("refund");
  });

  it("claims come with their types, resolutions, author and a link to the order's claims", async () => {
    const clara = await accountOf(SCENARIO_EMAILS.claims);
    const { entries } = await timelineOf(clara, {}, reads);
    const claims = entries.filter((e) => e.kind === "claim");
    expect(claims).toHaveLength(4);
    const adverse = claims.find((e) => e.summary.includes("Adverse reaction"))!;
    expect(adverse.summary).toMatch(/^Claim \d+ filed on \S+: Adverse reaction, Feeding guide issue, Product quality and ROOF$/);
    expect(adverse.details[0]).toBe("Resolution: Refund (partial or full) and Discount on future order(s)");
    expect(adverse.staff).toMatch(/@/);
    expect(adverse.target).toEqual({ type: "claims", orderId: OID.claims });
    expect(adverse.dog).not.toBeNull();

    const ofOrder = await timelineOf(clara, { orderId: OID.claims }, reads);
    expect(ofOrder.entries.filter((e) => e.kind === "claim")).toHaveLength(2);
  });

  it("an order edit, an exclusive discount and its removal read as staff read them: products by name, what changed only, the discount type's label (was: the line lists before and after with plan ids, 'order id: X → X', 'Cx 10 percent')", async () => {
    const c = await createOrderPageCustomer(be.db);
    const order = c.previewOrderId;
    const lines = [
      { pet_plan: c.unkibblePlanId, product_code: F.unkibbleMeal, quantity: 1, type: "SUBSCRIPTION" as const },
      { pet_plan: c.unkibblePlanId, product_code: F.addon, quantity: 1, type: "ADDON" as const },
      { pet_plan: c.freshPlanId, product_code: F.freshMeal, quantity: 1, type: "SUBSCRIPTION" as const },
    ];
    const edit = await be.as("team").call(endpoints.updateOrder, {
      params: { id: order },
      body: { account: c.id, order_products: [...lines, { pet_plan: c.unkibblePlanId, product_code: "SNACK-JERKY-CHICKEN", quantity: 3, type: "ONETIME" }], discount_codes: [], order_type: "SUBSCRIPTION", order_id: order },
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const discount = await be.as("team").call(endpoints.createExclusiveDiscount, { params: { id: c.id }, body: { discount_type: "CX_10_PERCENT", order_id: order } });
    expect(discount.status, await discount.clone().text()).toBe(201);
    const code = ((await discount.json()) as { discount_code: string }).discount_code;
    const removed = await be.as("team").call(endpoints.removeOrderDiscount, { params: { id: order }, body: { discount_code: code } });
    expect(removed.status, await removed.clone().text()).toBe(200);

    const account = await read(endpoints.getAccount, { params: { id: c.id } });
    const name = (code: string) => account.orders.upcoming.flatMap((o) => o.products).find((p) => p.code === code)!.description;
    const { entries } = await timelineOf(account, { orderId: order }, reads);
    const fromChangelog = entries.filter((e) => e.id.startsWith("changelog-"));
    const edited = fromChangelog.find((e) => e.summary.startsWith(`Order ${order} edited`))!;
    // Two dogs on the order: the dog is named. (jsonb keeps the fields in its own order.)
    expect(edited.details).toContain(`Added: 3 × ${name("SNACK-JERKY-CHICKEN")} for ${F.unkibbleDog}`);
    expect(edited.details.join(" ")).not.toMatch(/\(plan \d+\)/);
    const applied = fromChangelog.find((e) => e.summary === `Discount ${code} applied to order ${order}`)!;
    expect(applied.details).toContain("discount type: — → 10% off 1 order");
    const removal = fromChangelog.find((e) => e.summary === `Discount ${code} removed from order ${order}`)!;
    expect(removal.details).toContain(`order id: ${order}`);
    // No line anywhere shows a value changed into itself.
    for (const e of fromChangelog) for (const d of e.details) expect(d).not.toMatch(/(?:^|: )(.+) → \1$/);
  });

  it("a new dog's first order is credited to the staff member who added the dog, and is the dog's (was: 'by system')", async () => {
    const c = await createCustomer(be.db);
    const body = {
      account_id: c.id,
      pet: { name: "Biscuit", gender: "MALE", neutered: true, birth_year: new Date().getUTCFullYear() - 3, birth_month: 1, weight: 20, body_type: "Ideal", lifestyle: "Active", breeds: ["Mixed Breed"], health_conditions: [] },
      pet_plan: { recipes: ["U-B"], plan_size: 4, quantity: 1 },
    };
    const res = await be.as("team").call(endpoints.createPetAndPetPlan, { body: body as never });
    expect(res.status, await res.clone().text()).toBe(201);
    const { order, pet } = (await res.json()) as { order: { id: string }; pet: { id: string } };

    const { entries } = await timelineOf(await read(endpoints.getAccount, { params: { id: c.id } }), {}, reads);
    const created = entries.find((e) => e.id === `order-${order.id}-created`)!;
    expect(created).toMatchObject({ staff: DEMO.team, dog: { id: pet.id, name: "Biscuit" } });
    // The order's CREATE entry is the order's created entry, not a second one.
    expect(entries.filter((e) => e.orderIds.includes(order.id))).toHaveLength(1);
  });

  it("a changelog that fails (after its retry) is named, and the orders and claims still show", async () => {
    const clara = await accountOf(SCENARIO_EMAILS.claims);
    let tries = 0;
    const failing: TimelineReads = {
      ...reads,
      changelog: async () => {
        tries += 1;
        throw Object.assign(new Error("upstream down"), { status: 503 });
      },
    };
    const { entries, failed } = await timelineOf(clara, {}, failing);
    expect(tries).toBe(2);
    expect(failed).toEqual([TIMELINE_SOURCES.changelog]);
    expect(entries.filter((e) => e.kind === "claim")).toHaveLength(4);
    expect(entries.some((e) => e.id.startsWith("order-"))).toBe(true);
  });
});
