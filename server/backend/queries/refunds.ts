/**
 * Refund records (issue 22; GET refunds, an extension of the upstream contract): what each POST
 * refunds wrote, read back as one record per refund: its refund rows (one per line), who made it,
 * when, and the reason the agent gave, which is stored with the refund's changelog entry
 * (`reasonChanges`, written by createRefund in queries/order-actions.ts in the same transaction).
 *
 * Which rows make one refund: the changelog entry of a refund names its refund row ids
 * (`refunds.new[].id`); rows no entry names (the demo's seeded refunds, entries written before the
 * ids were recorded) group by order, time and staff, which one POST shares.
 */
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { RefundReasonInput, RefundRecord } from "../../../lib/contract/order-actions";
import { CHANGELOG_OBJECT_TYPES } from "../../../lib/contract/enums";
import { round2, sumMoney } from "../../../lib/money";
import type { Db } from "../db/client";
import { customerChangelog, orderProducts, orders, refunds } from "../db/schema";

type Changes = Record<string, { old: unknown; new: unknown }>;

/** The reason's part of the refund's changelog entry: `reason` (the code) and `reason_note`; nothing when none was given. */
export function reasonChanges(reason: RefundReasonInput | null | undefined): Changes {
  if (!reason) return {};
  const note = reason.note?.trim() || null;
  return { reason: { old: null, new: reason.code }, ...(note ? { reason_note: { old: null, new: note } } : {}) };
}

function reasonOf(changes: Changes): RefundRecord["reason"] {
  const code = changes.reason?.new;
  if (typeof code !== "string") return null;
  const note = changes.reason_note?.new;
  return { code, note: typeof note === "string" ? note : null };
}

/** The refund row ids a refund's changelog entry names. */
function refundIdsOf(changes: Changes): number[] {
  const lines = changes.refunds?.new;
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((l) => (l && typeof l === "object" && typeof (l as { id?: unknown }).id === "number" ? [(l as { id: number }).id] : []));
}

/** GET refunds: the refunds of an order and/or of a customer, newest first. */
export async function listRefunds(db: Db, filter: { orderId?: string; accountId?: number }): Promise<RefundRecord[]> {
  const conditions: SQL[] = [];
  if (filter.orderId !== undefined) conditions.push(eq(refunds.orderId, filter.orderId));
  if (filter.accountId !== undefined) conditions.push(eq(orders.accountId, filter.accountId));
  const rows = await db
    .select({ refund: refunds, accountId: orders.accountId, code: orderProducts.code, description: orderProducts.description })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(orderProducts, eq(orderProducts.id, refunds.orderProductId))
    .where(and(...conditions))
    .orderBy(asc(refunds.id));
  if (rows.length === 0) return [];

  const orderIds = [...new Set(rows.map((r) => r.refund.orderId))];
  const entries = await db
    .select({ id: customerChangelog.id, changes: customerChangelog.changes })
    .from(customerChangelog)
    .where(
      and(
        inArray(customerChangelog.accountId, [...new Set(rows.map((r) => r.accountId))]),
        eq(customerChangelog.objectType, CHANGELOG_OBJECT_TYPES.refund),
        inArray(customerChangelog.objectId, orderIds),
      ),
    );
  const entryOfRefund = new Map<number, (typeof entries)[number]>();
  for (const entry of entries) for (const id of refundIdsOf(entry.changes)) entryOfRefund.set(id, entry);

  const groups = new Map<string, { reason: RefundRecord["reason"]; rows: typeof rows }>();
  for (const row of rows) {
    const entry = entryOfRefund.get(row.refund.id);
    const key = entry ? `entry:${entry.id}` : `rows:${row.refund.orderId}|${row.refund.created.getTime()}|${row.refund.staffEmail ?? ""}`;
    const group = groups.get(key) ?? { reason: entry ? reasonOf(entry.changes) : null, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }

  const records = [...groups.values()].map(({ reason, rows: lines }): RefundRecord => {
    const first = lines[0]!.refund;
    return {
      id: first.id,
      order_id: first.orderId,
      created: first.created.toISOString(),
      staff_email: first.staffEmail,
      total: sumMoney(lines.map((l) => l.refund.amount)),
      lines: lines.map((l) => ({
        id: l.refund.id,
        order_product_id: l.refund.orderProductId,
        product_code: l.code,
        description: l.description,
        amount: round2(l.refund.amount),
        tax_amount: round2(l.refund.taxAmount),
      })),
      reason,
    };
  });
  return records.sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id);
}
