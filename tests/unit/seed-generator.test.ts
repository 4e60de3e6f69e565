/** The demo-data generator without a database: determinism, seed sensitivity, coherence of rows. */
import { Faker, base, en, en_US } from "@faker-js/faker";
import { DEFAULT_BUSINESS_TIME_ZONE } from "@/lib/business-day";
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "@/server/backend/seed/catalogue";
import { generateCustomer, tierForWeight } from "@/server/backend/seed/generate-customers";
import { buildDiscounts } from "@/server/backend/seed/marketing";
import { emptyRows, IdCounters, type CustomerRows, type SeedContext } from "@/server/backend/seed/rows";
import { buildScenarios, SCENARIO_FAKER_SEED } from "@/server/backend/seed/scenarios";
import { SCENARIO_EMAILS, SCENARIO_MANY_EMAILS } from "@/server/backend/seed/scenario-emails";

const NOW = new Date("2026-06-15T12:00:00Z");
const catalogue = buildCatalogue();
const discounts = buildDiscounts(NOW, () => ["admin+bark@example.com"]);

function context(seed: number): SeedContext {
  const rand = new Faker({ locale: [en_US, en, base] });
  rand.seed(seed);
  return { catalogue, discounts: new Map(discounts.map((d) => [d.code, d])), now: NOW, timeZone: DEFAULT_BUSINESS_TIME_ZONE, rand, ids: new IdCounters({ accounts: 1001 }), rows: emptyRows(), staffEmails: ["admin+bark@example.com", "ops+bark@example.com"] };
}
function generate(seed: number, customers: number): CustomerRows {
  const ctx = context(seed);
  for (let i = 0; i < customers; i += 1) generateCustomer(ctx, i);
  return ctx.rows;
}

describe("generated customers", () => {
  it("are identical for the same seed", () => {
    expect(generate(42, 60)).toEqual(generate(42, 60));
  });

  it("differ for another seed", () => {
    const a = generate(42, 10).accounts.map((r) => r.email);
    const b = generate(7, 10).accounts.map((r) => r.email);
    expect(a).not.toEqual(b);
  });

  it("do not depend on how many come after them (chunking cannot change the data)", () => {
    const small = generate(42, 5);
    const large = generate(42, 50);
    expect(large.accounts.slice(0, 5)).toEqual(small.accounts);
  });

  it("reference only their own parents and valid catalogue products", () => {
    const rows = generate(42, 200);
    const accountIds = new Set(rows.accounts.map((a) => a.id));
    const petIds = new Set(rows.pets.map((p) => p.id));
    const orderIds = new Set(rows.orders.map((o) => o.id));
    const orderProductIds = new Set(rows.orderProducts.map((o) => o.id));
    const fulfillmentIds = new Set(rows.fulfillments.map((f) => f.id));
    const productIds = new Set(catalogue.products.map((p) => p.id));
    expect(rows.pets.every((p) => accountIds.has(p.accountId))).toBe(true);
    expect(rows.petPlans.every((p) => petIds.has(p.petId) && accountIds.has(p.accountId))).toBe(true);
    expect(rows.orders.every((o) => accountIds.has(o.accountId))).toBe(true);
    expect(rows.orderProducts.every((p) => orderIds.has(p.orderId) && productIds.has(p.productId!))).toBe(true);
    expect(rows.fulfillments.every((f) => orderIds.has(f.orderId))).toBe(true);
    expect(rows.fulfillmentProducts.every((p) => fulfillmentIds.has(p.fulfillmentId) && orderProductIds.has(p.orderProductId!))).toBe(true);
    expect(rows.refunds.every((r) => orderIds.has(r.orderId) && orderProductIds.has(r.orderProductId))).toBe(true);
    expect(new Set(rows.accounts.map((a) => a.email)).size).toBe(rows.accounts.length);
    expect(new Set(rows.orders.map((o) => o.id)).size).toBe(rows.orders.length);
  });

  it("charge the default payment processor of the account and store phones as +1 and 10 digits", () => {
    const rows = generate(42, 100);
    const processor = new Map(rows.accounts.map((a) => [a.id, a.primaryPaymentProcessor]));
    expect(rows.orders.every((o) => o.paymentProcessor === processor.get(o.accountId))).toBe(true);
    expect(rows.accounts.every((a) => a.phoneNumber === null || /^\+1[2-9]\d{9}$/.test(a.phoneNumber!))).toBe(true);
  });

  it("pick the plan size from the dog's weight", () => {
    expect([5, 20, 40, 60, 80, 100].map(tierForWeight)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe("scenario customers", () => {
  it("are identical whatever the generated customers' seed", () => {
    const build = () => {
      const ctx = context(SCENARIO_FAKER_SEED);
      buildScenarios(ctx);
      return ctx.rows;
    };
    expect(build()).toEqual(build());
  });

  it("carry every documented email exactly once", () => {
    const ctx = context(SCENARIO_FAKER_SEED);
    buildScenarios(ctx);
    const emails = ctx.rows.accounts.map((a) => a.email);
    for (const email of [...Object.values(SCENARIO_EMAILS), ...SCENARIO_MANY_EMAILS]) expect(emails.filter((e) => e === email)).toHaveLength(1);
  });
});
