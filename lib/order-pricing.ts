/**
 * How an order's money is computed (spec 01 §9: to 2 decimals; a null number counts as 0): one
 * function for the embedded API's one-time orders and their dry run (so the dry run's totals are
 * the real order's), and for the demo data's orders. Pure and isomorphic.
 *
 * - A line's gross is unit price × quantity.
 * - Percentage discounts add up (capped at 100%) and apply to each discount-eligible line's gross;
 *   amount discounts are then taken from the eligible lines in order until used up.
 * - Sales tax (SALES_TAX_RATE) applies to the taxed kinds, on the line's gross after its discount.
 * - A line's total_price is gross − discount + tax; the order's subtotal is the sum of the grosses,
 *   its total_price subtotal − discounts + tax + shipping.
 */
import type { ItemKind } from "./enums";
import { round2, sumMoney } from "./money";

/** Kinds that carry sales tax (meals are tax-exempt food). */
export const TAXED_KINDS: ReadonlySet<ItemKind> = new Set<ItemKind>(["SNACK", "SUPPLEMENT", "PUPGUM", "MERCH", "MATERIAL"]);
export const SALES_TAX_RATE = 0.07;

export interface PricingLine {
  unitPrice: number;
  quantity: number;
  productType: ItemKind;
  discountEligible: boolean;
}
export interface PricingDiscount {
  discountType: "PERCENTAGE" | "AMOUNT";
  value: number;
}
export interface PricedLine {
  unitPrice: number;
  quantity: number;
  discountAmount: number;
  taxAmount: number;
  totalPrice: number;
}
export interface PricedOrder {
  lines: PricedLine[];
  subtotalPrice: number;
  totalDiscounts: number;
  totalTax: number;
  totalPrice: number;
}

export function priceOrder(lines: readonly PricingLine[], discounts: readonly PricingDiscount[], shipping = 0): PricedOrder {
  let amountLeft = round2(discounts.filter((d) => d.discountType === "AMOUNT").reduce((n, d) => n + Number(d.value), 0));
  const percent = Math.min(
    100,
    discounts.filter((d) => d.discountType === "PERCENTAGE").reduce((n, d) => n + Number(d.value), 0),
  );
  const priced = lines.map((l) => {
    const unitPrice = round2(l.unitPrice);
    const gross = round2(unitPrice * l.quantity);
    let discountAmount = l.discountEligible ? round2((gross * percent) / 100) : 0;
    if (l.discountEligible && amountLeft > 0 && gross - discountAmount > 0) {
      const take = Math.min(amountLeft, round2(gross - discountAmount));
      discountAmount = round2(discountAmount + take);
      amountLeft = round2(amountLeft - take);
    }
    const taxAmount = TAXED_KINDS.has(l.productType) ? round2((gross - discountAmount) * SALES_TAX_RATE) : 0;
    return { unitPrice, quantity: l.quantity, gross, discountAmount, taxAmount, totalPrice: round2(gross - discountAmount + taxAmount) };
  });
  const subtotalPrice = sumMoney(priced.map((l) => l.gross));
  const totalDiscounts = sumMoney(priced.map((l) => l.discountAmount));
  const totalTax = sumMoney(priced.map((l) => l.taxAmount));
  return {
    lines: priced.map((l) => ({ unitPrice: l.unitPrice, quantity: l.quantity, discountAmount: l.discountAmount, taxAmount: l.taxAmount, totalPrice: l.totalPrice })),
    subtotalPrice,
    totalDiscounts,
    totalTax,
    totalPrice: sumMoney([subtotalPrice, -totalDiscounts, totalTax, shipping]),
  };
}
