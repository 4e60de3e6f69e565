/**
 * Re-pricing of an upcoming order after its lines changed (issue 8: a plan change re-prices the
 * upcoming PREVIEW order; a cancellation removes the pet's lines). Small on purpose: the order
 * editor (issue 9, PUT orders/{id}) owns the full pricing; the merge reconciles the two.
 *
 * - A line whose unit price changes keeps its discount rate and its tax rate (discount / gross,
 *   tax / (gross − discount)), so a percentage discount or a taxed line stays what it was.
 * - The order's subtotal, discounts, tax and total are the sums of its lines (plus shipping).
 */
import { asc, eq } from "drizzle-orm";
import { round2, subMoney, sumMoney } from "../../../lib/money";
import type { Db } from "../db/client";
import { orderProducts, orders } from "../db/schema";

export interface LinePrice {
  quantity: number;
  unitPrice: number;
  discountAmount: number;
  taxAmount: number;
}

/** The line's amounts at a new unit price (rates kept). */
export function repriceLine(line: LinePrice, newUnitPrice: number): { unitPrice: number; discountAmount: number; taxAmount: number; totalPrice: number } {
  const oldGross = round2(line.unitPrice * line.quantity);
  const gross = round2(newUnitPrice * line.quantity);
  const discountRate = oldGross > 0 ? Math.min(1, line.discountAmount / oldGross) : 0;
  const discountAmount = round2(gross * discountRate);
  const oldNet = subMoney(oldGross, line.discountAmount);
  const taxRate = oldNet > 0 ? line.taxAmount / oldNet : 0;
  const taxAmount = round2(subMoney(gross, discountAmount) * taxRate);
  return { unitPrice: round2(newUnitPrice), discountAmount, taxAmount, totalPrice: round2(gross - discountAmount + taxAmount) };
}

/** Recomputes the order's totals from its lines; answers the old and new total. */
export async function recomputeOrderTotals(tx: Db, orderId: string, now: Date): Promise<{ oldTotal: number; newTotal: number; lines: number }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return { oldTotal: 0, newTotal: 0, lines: 0 };
  const lines = await tx.select().from(orderProducts).where(eq(orderProducts.orderId, orderId)).orderBy(asc(orderProducts.id));
  const subtotal = sumMoney(lines.map((l) => round2(l.unitPrice * l.quantity)));
  const totalDiscounts = sumMoney(lines.map((l) => l.discountAmount));
  const totalTax = sumMoney(lines.map((l) => l.taxAmount));
  const totalPrice = round2(subtotal - totalDiscounts + totalTax + order.totalShippingPrice);
  await tx.update(orders).set({ subtotalPrice: subtotal, totalDiscounts, totalTax, totalPrice, lastUpdated: now }).where(eq(orders.id, orderId));
  return { oldTotal: round2(order.totalPrice), newTotal: totalPrice, lines: lines.length };
}
