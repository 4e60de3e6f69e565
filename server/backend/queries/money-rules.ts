/**
 * The money rules every order in the database must keep, whatever wrote it (the guide: "an order's
 * totals always equal the sums of its lines"), as SQL over the stored rows: lib/order-pricing.ts
 * `priceOrder` computes them; these say whether every write stored what it computed and kept the
 * refunds within what was paid. Each query answers the rows that break its rule (at most 5, ids and
 * amounts only). The one-row rules are also CHECK constraints (migration 0014); the ones that span
 * rows (an order's totals as the sums of its lines) are only here.
 *
 * Read by the tests (tests/support/money-invariants.ts: every integration test's database when it
 * closes, the demo data) and by the end-to-end run's last step (GET /dev/fixtures/money_rules).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** Sums of an order's lines, once per order (orders without lines sum to 0). */
export const LINE_SUMS = `(select order_id,
    sum(round(unit_price * quantity, 2)) as gross,
    sum(discount_amount) as discounts,
    sum(tax_amount) as tax,
    sum(total_price) as total,
    sum(total_refunds) as refunds
  from order_products group by order_id)`;

export const MONEY_RULES: Readonly<Record<string, string>> = {
  "a line's total is its price × quantity, less its discount, plus its tax": `select id, order_id, unit_price, quantity, discount_amount, tax_amount, total_price from order_products
    where total_price <> round(unit_price * quantity, 2) - discount_amount + tax_amount`,
  "a line's discount is between 0 and its price × quantity": `select id, order_id, unit_price, quantity, discount_amount from order_products
    where discount_amount < 0 or discount_amount > round(unit_price * quantity, 2)`,
  "an order's subtotal, discounts, tax and total are the sums of its lines (total with shipping)": `select o.id, o.subtotal_price, o.total_discounts, o.total_tax, o.total_shipping_price, o.total_price,
      coalesce(l.gross, 0) as lines_gross, coalesce(l.discounts, 0) as lines_discounts, coalesce(l.tax, 0) as lines_tax, coalesce(l.total, 0) as lines_total
    from orders o left join ${LINE_SUMS} l on l.order_id = o.id
    where o.subtotal_price <> coalesce(l.gross, 0) or o.total_discounts <> coalesce(l.discounts, 0) or o.total_tax <> coalesce(l.tax, 0)
      or o.total_price <> coalesce(l.total, 0) + o.total_shipping_price`,
  "an order's refunds are the sum of its refund records, and its lines' refunds add up to them": `select o.id, o.total_refunds, coalesce(r.amount, 0) as refunded, coalesce(l.refunds, 0) as lines_refunds
    from orders o left join (select order_id, sum(amount) as amount from refunds group by order_id) r on r.order_id = o.id
      left join ${LINE_SUMS} l on l.order_id = o.id
    where o.total_refunds <> coalesce(r.amount, 0) or o.total_refunds <> coalesce(l.refunds, 0)`,
  "a line's refunds are the sum of its refund records, at most what the line cost": `select p.id, p.order_id, p.total_price, p.total_refunds, coalesce(r.amount, 0) as refunded
    from order_products p left join (select order_product_id, sum(amount) as amount from refunds group by order_product_id) r on r.order_product_id = p.id
    where p.total_refunds <> coalesce(r.amount, 0) or p.total_refunds > p.total_price`,
  "a refund is more than nothing": `select id, order_id, amount from refunds where amount <= 0`,
  "a line's refunded tax is at most its tax, and a refund's tax part at most its amount": `select p.id, p.order_id, p.tax_amount, coalesce(r.tax, 0) as tax_refunded
    from order_products p join (select order_product_id, sum(tax_amount) as tax, bool_or(tax_amount < 0 or tax_amount > amount) as bad_part from refunds group by order_product_id) r on r.order_product_id = p.id
    where r.tax > p.tax_amount or r.bad_part`,
};

/** What breaks each rule, by rule (empty: every order keeps every rule). */
export async function moneyRuleViolations(db: Db): Promise<Record<string, unknown[]>> {
  const found: Record<string, unknown[]> = {};
  for (const [rule, query] of Object.entries(MONEY_RULES)) {
    const res = (await db.execute(sql.raw(`${query} limit 5`))) as unknown as { rows: unknown[] };
    if (res.rows.length) found[rule] = res.rows;
  }
  return found;
}
