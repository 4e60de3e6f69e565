/**
 * lib/order-pricing's rules over many orders at once: random lines (prices to the cent, quantities
 * 1–12, every kind, eligible or not) and random codes (percentages, amounts, trial values, eligible
 * products), from a fixed seed so a failure is the same on every run. Whatever the order, the money
 * keeps the rules every stored order is checked for (tests/support/money-invariants.ts): amounts to
 * the cent, a line's total gross − discount + tax, the order's totals the sums of its lines, no
 * discount below 0 or above a line's gross, tax only on the taxed kinds, a code only on the lines it
 * covers, and an amount code never giving more than its value.
 */
import { describe, expect, it } from "vitest";
import type { ItemKind, OrderType } from "@/lib/contract/enums";
import { round2, sumMoney } from "@/lib/money";
import { lineEligibleFor, priceOrder, SALES_TAX_RATE, TAXED_KINDS, type PricingDiscount, type PricingLine } from "@/lib/order-pricing";

/** mulberry32: a small seeded generator (the same orders on every run). */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)]!;
  return { next, int, pick };
}

const KINDS: readonly ItemKind[] = ["MEAL", "SNACK", "SUPPLEMENT", "PUPGUM", "MERCH", "MATERIAL", "SCOOP"];
const CODES = ["MEAL-A", "MEAL-B", "SNACK-A", "SNACK-B", "SUPP-A", "MERCH-A"];
const ORDER_TYPES: readonly OrderType[] = ["SUBSCRIPTION", "TRIAL", "ONETIME"];
const cents = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

function randomOrder(r: ReturnType<typeof seeded>) {
  const lines: PricingLine[] = Array.from({ length: r.int(1, 6) }, () => ({
    code: r.pick(CODES),
    unitPrice: r.int(0, 20000) / 100,
    quantity: r.int(1, 12),
    productType: r.pick(KINDS),
    discountEligible: r.next() < 0.85,
  }));
  const discounts: PricingDiscount[] = Array.from({ length: r.int(0, 3) }, () => {
    const percent = r.next() < 0.5;
    return {
      discountType: percent ? "PERCENTAGE" : "AMOUNT",
      value: percent ? r.int(1, 100) : r.int(1, 30000) / 100,
      trialValue: r.next() < 0.3 ? (percent ? r.int(1, 100) : r.int(1, 30000) / 100) : null,
      eligibleProducts: r.next() < 0.3 ? [r.pick(CODES)] : [],
    };
  });
  return { lines, discounts, shipping: r.next() < 0.2 ? r.int(0, 2000) / 100 : 0, orderType: r.pick(ORDER_TYPES) };
}

describe("priceOrder over 5,000 random orders", () => {
  const r = seeded(20261127);
  const orders = Array.from({ length: 5000 }, () => randomOrder(r));

  it("keeps every money rule on every order", () => {
    const broken: string[] = [];
    for (const [n, o] of orders.entries()) {
      const p = priceOrder(o.lines, o.discounts, o.shipping, { orderType: o.orderType });
      const fail = (rule: string) => broken.push(`order ${n}: ${rule} ${JSON.stringify({ o, p })}`);
      for (const [i, l] of p.lines.entries()) {
        const input = o.lines[i]!;
        for (const v of [l.unitPrice, l.gross, l.discountAmount, l.taxAmount, l.totalPrice]) if (!cents(v)) fail(`line ${i} has a fraction of a cent`);
        if (l.gross !== round2(input.unitPrice * input.quantity)) fail(`line ${i}'s gross is not price × quantity`);
        if (l.discountAmount < 0 || l.discountAmount > l.gross) fail(`line ${i}'s discount is outside 0..gross`);
        if (l.totalPrice !== sumMoney([l.gross, -l.discountAmount, l.taxAmount])) fail(`line ${i}'s total is not gross − discount + tax`);
        if (!TAXED_KINDS.has(input.productType) && l.taxAmount !== 0) fail(`line ${i} of an untaxed kind is taxed`);
        // In whole cents: the rate on the net, half a cent up (floats would misround a net such as 124.65).
        const netCents = Math.round(l.gross * 100) - Math.round(l.discountAmount * 100);
        const taxCents = Math.floor((netCents * Math.round(SALES_TAX_RATE * 100) + 50) / 100);
        if (TAXED_KINDS.has(input.productType) && Math.round(l.taxAmount * 100) !== taxCents) fail(`line ${i}'s tax is not the rate on its net`);
        if (l.discountAmount > 0 && !o.discounts.some((d) => lineEligibleFor(input, d))) fail(`line ${i} is discounted by no code that covers it`);
      }
      if (p.subtotalPrice !== sumMoney(p.lines.map((l) => l.gross))) fail("subtotal is not the sum of the grosses");
      if (p.totalDiscounts !== sumMoney(p.lines.map((l) => l.discountAmount))) fail("discounts are not the sum of the lines'");
      if (p.totalTax !== sumMoney(p.lines.map((l) => l.taxAmount))) fail("tax is not the sum of the lines'");
      if (p.totalPrice !== sumMoney([...p.lines.map((l) => l.totalPrice), o.shipping])) fail("total is not the lines' totals plus shipping");
      if (p.totalPrice < 0) fail("total below 0");
      // With amount codes only, the discount is at most what the codes are worth.
      if (o.discounts.every((d) => d.discountType === "AMOUNT")) {
        const worth = sumMoney(o.discounts.map((d) => (o.orderType === "TRIAL" && d.trialValue != null ? d.trialValue : d.value)));
        if (p.totalDiscounts > worth) fail("amount codes gave more than their value");
      }
      if (broken.length >= 5) break;
    }
    expect(broken).toEqual([]);
  });

  it("covers the cases it claims to (discounts, trial values, eligible products, taxed and untaxed kinds, shipping)", () => {
    expect(orders.filter((o) => o.discounts.some((d) => d.discountType === "AMOUNT")).length).toBeGreaterThan(1000);
    expect(orders.filter((o) => o.discounts.some((d) => d.discountType === "PERCENTAGE")).length).toBeGreaterThan(1000);
    expect(orders.filter((o) => o.orderType === "TRIAL" && o.discounts.some((d) => d.trialValue != null)).length).toBeGreaterThan(200);
    expect(orders.filter((o) => o.discounts.some((d) => d.eligibleProducts?.length)).length).toBeGreaterThan(500);
    expect(orders.filter((o) => o.lines.some((l) => TAXED_KINDS.has(l.productType)) && o.lines.some((l) => !TAXED_KINDS.has(l.productType))).length).toBeGreaterThan(1000);
    expect(orders.filter((o) => o.shipping > 0).length).toBeGreaterThan(500);
  });
});
