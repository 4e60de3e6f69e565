/**
 * How an order's money is computed (to 2 decimals; a null number counts as 0): one
 * function for every order the embedded API prices (the upcoming-order edits and their dry run,
 * one-time orders), so a preview's totals are the real order's. Pure and isomorphic.
 * (Issue 9 and issue 10 both wrote this module; this version keeps issue 10's API and adds what
 * the discount rules of an order edit need: a discount's eligible products and trial value.)
 *
 * - A line's gross is unit price × quantity.
 * - Percentage discounts add up (capped at 100%) on each line they are eligible for: a
 *   discount-eligible product, and one of the discount's eligible products when it names any.
 * - Amount discounts are then taken from their eligible lines until used up, in an order the request
 *   cannot change (AMOUNT_ORDER): the discounts limited to some products before those for any, and
 *   the lines by product code, then the larger gross first, so the same lines and codes cost the
 *   same whichever order they were sent or stored in.
 * - A trial order uses a discount's trial value when it has one.
 * - Sales tax (SALES_TAX_RATE) applies to the taxed kinds, on the line's gross after its discount.
 * - A line's total_price is gross − discount + tax; the order's subtotal is the sum of the grosses,
 *   its total_price subtotal − discounts + tax + shipping.
 */
import type { ItemKind, OrderType } from "./contract/enums";
import { round2, subMoney, sumMoney } from "./money";

/** Kinds that carry sales tax (meals are tax-exempt food). */
export const TAXED_KINDS: ReadonlySet<ItemKind> = new Set<ItemKind>(["SNACK", "SUPPLEMENT", "PUPGUM", "MERCH", "MATERIAL"]);
export const SALES_TAX_RATE = 0.07;

export interface PricingLine {
  /** The product code (needed when a discount names eligible products). */
  code?: string;
  unitPrice: number;
  quantity: number;
  productType: ItemKind;
  discountEligible: boolean;
}
export interface PricingDiscount {
  discountType: "PERCENTAGE" | "AMOUNT";
  value: number;
  trialValue?: number | null;
  /** Product codes; empty or missing means every product. */
  eligibleProducts?: readonly string[];
}
export interface PricedLine {
  unitPrice: number;
  quantity: number;
  gross: number;
  discountAmount: number;
  taxAmount: number;
  totalPrice: number;
}
export interface PricedOrder {
  lines: PricedLine[];
  subtotalPrice: number;
  totalDiscounts: number;
  totalTax: number;
  totalShippingPrice: number;
  totalPrice: number;
}

export function lineEligibleFor(line: Pick<PricingLine, "code" | "discountEligible">, discount: Pick<PricingDiscount, "eligibleProducts">): boolean {
  const only = discount.eligibleProducts ?? [];
  return line.discountEligible && (only.length === 0 || (line.code !== undefined && only.includes(line.code)));
}

const valueOf = (d: PricingDiscount, orderType: OrderType | undefined) =>
  orderType === "TRIAL" && d.trialValue !== null && d.trialValue !== undefined ? Number(d.trialValue) : Number(d.value);

const onlyOf = (d: PricingDiscount) => [...(d.eligibleProducts ?? [])].sort();
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The fixed order amount discounts are spread in. Discounts: limited to fewer products first (a
 * discount for any product last, so a limited one is not left without a line to take from), then
 * the smaller value, then by their product lists; two discounts equal on all of these are the same
 * discount. Lines: by product code, then the larger gross first; two lines equal on both price alike.
 */
export const AMOUNT_ORDER = {
  discounts(a: PricingDiscount, b: PricingDiscount): number {
    const [oa, ob] = [onlyOf(a), onlyOf(b)];
    const rank = (o: string[]) => (o.length === 0 ? Number.POSITIVE_INFINITY : o.length);
    return rank(oa) - rank(ob) || Number(a.value) - Number(b.value) || Number(a.trialValue ?? 0) - Number(b.trialValue ?? 0) || byText(oa.join(","), ob.join(","));
  },
  lines(a: { line: PricingLine; gross: number }, b: { line: PricingLine; gross: number }): number {
    return byText(a.line.code ?? "", b.line.code ?? "") || b.gross - a.gross;
  },
};

export function priceOrder(
  lines: readonly PricingLine[],
  discounts: readonly PricingDiscount[],
  shipping = 0,
  opts: { orderType?: OrderType } = {},
): PricedOrder {
  const priced = lines.map((l) => {
    const unitPrice = round2(l.unitPrice);
    const gross = round2(unitPrice * l.quantity);
    const percent = discounts
      .filter((d) => d.discountType === "PERCENTAGE" && lineEligibleFor(l, d))
      .reduce((n, d) => n + valueOf(d, opts.orderType), 0);
    return { line: l, unitPrice, gross, discountAmount: round2((gross * Math.min(Math.max(percent, 0), 100)) / 100) };
  });
  const spreadOrder = [...priced].sort(AMOUNT_ORDER.lines);
  for (const d of [...discounts].filter((x) => x.discountType === "AMOUNT").sort(AMOUNT_ORDER.discounts)) {
    let left = round2(Math.max(valueOf(d, opts.orderType), 0));
    for (const p of spreadOrder) {
      if (left <= 0) break;
      if (!lineEligibleFor(p.line, d)) continue;
      const take = Math.min(left, subMoney(p.gross, p.discountAmount));
      if (take <= 0) continue;
      p.discountAmount = sumMoney([p.discountAmount, take]);
      left = subMoney(left, take);
    }
  }
  const out: PricedLine[] = priced.map((p) => {
    const net = subMoney(p.gross, p.discountAmount);
    const taxAmount = TAXED_KINDS.has(p.line.productType) ? round2(net * SALES_TAX_RATE) : 0;
    return { unitPrice: p.unitPrice, quantity: p.line.quantity, gross: p.gross, discountAmount: p.discountAmount, taxAmount, totalPrice: sumMoney([net, taxAmount]) };
  });
  const subtotalPrice = sumMoney(out.map((l) => l.gross));
  const totalDiscounts = sumMoney(out.map((l) => l.discountAmount));
  const totalTax = sumMoney(out.map((l) => l.taxAmount));
  return {
    lines: out,
    subtotalPrice,
    totalDiscounts,
    totalTax,
    totalShippingPrice: round2(shipping),
    totalPrice: sumMoney([subtotalPrice, -totalDiscounts, totalTax, shipping]),
  };
}
