/**
 * How an order is priced (spec 01 §9: money to 2 decimals, a null number counts as 0): each line's
 * gross (unit price × quantity), its discount, its sales tax and its total, and the order's
 * subtotal, discounts, tax and total. Pure and isomorphic: the embedded API prices every order
 * change and its preview with it, and the demo data's orders are priced by the same rules.
 *
 * - Percentage discounts add up per line (at most 100 %) on the lines they are eligible for: a
 *   discount-eligible product, and one of the discount's eligible products when it names any.
 * - Amount discounts are spread over the eligible lines in order, never below 0 on a line.
 * - A trial order uses a discount's trial value when it has one.
 * - Sales tax (SALES_TAX_RATE) applies to the taxed product types, on the line's price after discount.
 * - Shipping is free (total_shipping_price 0; spec 01 §9 shows it as $0.00).
 */
import type { ItemKind, OrderType } from "./enums";
import { round2, subMoney, sumMoney } from "./money";

/** The product types that carry sales tax (meals, scoops, samples and buffer bags do not). */
export const TAXED_PRODUCT_TYPES: ReadonlySet<ItemKind> = new Set<ItemKind>(["SNACK", "SUPPLEMENT", "PUPGUM", "MERCH", "MATERIAL"]);
/** The sales-tax rate of the taxed product types. */
export const SALES_TAX_RATE = 0.07;
export const SHIPPING_PRICE = 0;

export interface PricingLine {
  code: string;
  quantity: number;
  unitPrice: number;
  productType: ItemKind;
  discountEligible: boolean;
}

export interface PricingDiscount {
  code: string;
  discountType: "PERCENTAGE" | "AMOUNT";
  value: number;
  trialValue?: number | null;
  /** Product codes; empty means every product. */
  eligibleProducts: readonly string[];
}

export interface PricedLine<L extends PricingLine = PricingLine> {
  line: L;
  gross: number;
  discountAmount: number;
  taxAmount: number;
  totalPrice: number;
}

export interface PricedOrder<L extends PricingLine = PricingLine> {
  lines: PricedLine<L>[];
  subtotal: number;
  totalDiscounts: number;
  totalTax: number;
  totalShipping: number;
  totalPrice: number;
}

export function lineEligibleFor(line: Pick<PricingLine, "code" | "discountEligible">, discount: Pick<PricingDiscount, "eligibleProducts">): boolean {
  return line.discountEligible && (discount.eligibleProducts.length === 0 || discount.eligibleProducts.includes(line.code));
}

const valueOf = (d: PricingDiscount, orderType: OrderType) => (orderType === "TRIAL" && d.trialValue !== null && d.trialValue !== undefined ? d.trialValue : d.value);

export function priceOrder<L extends PricingLine>(lines: readonly L[], discounts: readonly PricingDiscount[], orderType: OrderType): PricedOrder<L> {
  const priced = lines.map((line) => {
    const gross = round2(line.unitPrice * line.quantity);
    const percent = discounts
      .filter((d) => d.discountType === "PERCENTAGE" && lineEligibleFor(line, d))
      .reduce((n, d) => n + valueOf(d, orderType), 0);
    return { line, gross, discountAmount: round2((gross * Math.min(Math.max(percent, 0), 100)) / 100) };
  });
  for (const d of discounts) {
    if (d.discountType !== "AMOUNT") continue;
    let left = round2(Math.max(valueOf(d, orderType), 0));
    for (const p of priced) {
      if (left <= 0) break;
      if (!lineEligibleFor(p.line, d)) continue;
      const take = Math.min(left, subMoney(p.gross, p.discountAmount));
      if (take <= 0) continue;
      p.discountAmount = sumMoney([p.discountAmount, take]);
      left = subMoney(left, take);
    }
  }
  const out: PricedLine<L>[] = priced.map((p) => {
    const net = subMoney(p.gross, p.discountAmount);
    const taxAmount = TAXED_PRODUCT_TYPES.has(p.line.productType) ? round2(net * SALES_TAX_RATE) : 0;
    return { ...p, taxAmount, totalPrice: sumMoney([net, taxAmount]) };
  });
  const subtotal = sumMoney(out.map((l) => l.gross));
  const totalDiscounts = sumMoney(out.map((l) => l.discountAmount));
  const totalTax = sumMoney(out.map((l) => l.taxAmount));
  return {
    lines: out,
    subtotal,
    totalDiscounts,
    totalTax,
    totalShipping: SHIPPING_PRICE,
    totalPrice: sumMoney([subMoney(subtotal, totalDiscounts), totalTax, SHIPPING_PRICE]),
  };
}
