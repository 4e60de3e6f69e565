/**
 * The money rules (server/backend/queries/money-rules.ts) for the tests: every integration test's
 * backend checks them when it closes (tests/support/backend.ts `close`), so a file whose writes leave
 * an order off its lines fails there, whichever test made the write; the seed test checks the demo
 * data with them.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/server/backend/db/client";
import { LINE_SUMS, moneyRuleViolations } from "@/server/backend/queries/money-rules";

/**
 * For a test that changes a stored line by hand (a parent line of 3 to replace from): the line's
 * quantity, its total (gross − discount + tax) and its order's totals (the sums of its lines), so
 * the order still keeps the rules above.
 */
export async function setLineQuantity(db: Db, lineId: number, quantity: number): Promise<void> {
  const res = (await db.execute(
    sql`update order_products set quantity = ${quantity}, total_price = round(unit_price * ${quantity}, 2) - discount_amount + tax_amount where id = ${lineId} returning order_id`,
  )) as unknown as { rows: { order_id: string }[] };
  const orderId = res.rows[0]?.order_id;
  if (!orderId) throw new Error(`no order line ${lineId}`);
  await db.execute(sql`update orders o set subtotal_price = l.gross, total_discounts = l.discounts, total_tax = l.tax, total_price = l.total + o.total_shipping_price
    from ${sql.raw(LINE_SUMS)} l where l.order_id = o.id and o.id = ${orderId}`);
}

/** Throws, naming each broken rule and the rows that break it. */
export async function assertMoneyInvariants(db: Db): Promise<void> {
  const found = await moneyRuleViolations(db);
  if (Object.keys(found).length) throw new Error(`Money rules broken in the test database:\n${JSON.stringify(found, null, 2)}`);
}
