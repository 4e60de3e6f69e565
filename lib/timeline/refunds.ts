/**
 * Refunds on the timeline: what is known of each refund (a RefundRecord) and the one mapping of a
 * record to its timeline entry (`refundTimelineEntry`). Today the records come from the customer
 * changelog's refund entries (amount, lines, staff, time) and, for refunds the changelog does not
 * hold (imported history), from the order's totals. A refund read with its reason (issue 22's
 * refund records) becomes one more source of RefundRecord; its `reason` is already shown.
 */
import type { CustomerChangelogEntryDto } from "../contract/customers";
import { formatMoney, round2, subMoney, sumMoney } from "../money";
import { dogOf, type TimelineContext } from "./context";
import type { TimelineEntry } from "./entries";

export interface RefundRecord {
  /** Unique among the records ("changelog-12", "order-1000014-unrecorded"). */
  id: string;
  orderId: string;
  time: string;
  timeRecorded: boolean;
  staff: string | null;
  amount: number;
  lines: { code: string; amount: number; petId: string | null }[];
  /** The agent's reason, when the source has one. */
  reason?: string | null;
}

interface ChangelogRefundLine {
  order_product_id?: unknown;
  amount?: unknown;
}

/** A changelog refund entry (object_type "refund", object_id the order) as a record; null when it names no order. */
export function refundRecordFromChangelog(e: CustomerChangelogEntryDto, ctx: TimelineContext): RefundRecord | null {
  if (!e.object_id) return null;
  const raw = e.changes.refunds?.new;
  const lines = (Array.isArray(raw) ? (raw as ChangelogRefundLine[]) : []).map((l) => {
    const line = typeof l.order_product_id === "number" ? ctx.orderLine.get(l.order_product_id) : undefined;
    return { code: line?.code ?? `line ${changeText(l.order_product_id)}`, amount: round2(l.amount as number), petId: line?.petId ?? null };
  });
  const totals = e.changes.total_refunds;
  const amount = lines.length > 0 ? sumMoney(lines.map((l) => l.amount)) : totals ? subMoney(totals.new as number, totals.old as number) : 0;
  const reason = e.changes.reason?.new;
  return { id: `changelog-${e.id}`, orderId: e.object_id, time: e.created, timeRecorded: true, staff: e.staff_email, amount, lines, ...(typeof reason === "string" ? { reason } : {}) };
}

const changeText = (v: unknown) => (typeof v === "number" || typeof v === "string" ? String(v) : "?");

/**
 * Refunds an order's totals show but no record explains (refunded before the changelog kept
 * them): one record per such order for the difference, placed at the order's charge (else its
 * creation) with `timeRecorded: false`, naming the lines that carry refunds.
 */
export function unrecordedRefunds(ctx: TimelineContext, recorded: readonly RefundRecord[]): RefundRecord[] {
  const out: RefundRecord[] = [];
  for (const order of ctx.orders.values()) {
    const known = sumMoney(recorded.filter((r) => r.orderId === order.id).map((r) => r.amount));
    const missing = subMoney(order.total_refunds, known);
    if (missing < 0.01) continue;
    const lines = order.products.filter((p) => p.total_refunds > 0).map((p) => ({ code: p.code, amount: round2(p.total_refunds), petId: p.pet_id }));
    out.push({ id: `order-${order.id}-unrecorded-refunds`, orderId: order.id, time: order.charged ?? order.created, timeRecorded: false, staff: null, amount: missing, lines: known === 0 ? lines : [] });
  }
  return out;
}

/** The detail line of a refund known only from the order's totals. */
export const REFUND_FROM_TOTALS = "Known from the order's totals only: when and by whom were not recorded.";

/** The one mapping of a refund to its timeline entry. */
export function refundTimelineEntry(r: RefundRecord, ctx: TimelineContext): TimelineEntry {
  const pets = [...new Set(r.lines.map((l) => l.petId).filter((id): id is string => id !== null))];
  const lineCount = r.lines.length === 1 ? "1 line" : `${r.lines.length} lines`;
  return {
    id: `refund-${r.id}`,
    kind: "refund",
    time: r.time,
    timeRecorded: r.timeRecorded,
    staff: r.staff,
    summary: `Refunded ${formatMoney(r.amount)} on order ${r.orderId}${r.lines.length > 0 ? ` (${lineCount})` : ""}`,
    details: [
      ...r.lines.map((l) => `${l.code}: ${formatMoney(l.amount)}`),
      ...(r.reason ? [`Reason: ${r.reason}`] : []),
      ...(r.timeRecorded ? [] : [REFUND_FROM_TOTALS]),
    ],
    dog: pets.length === 1 ? dogOf(ctx, pets[0]) : null,
    orderIds: [r.orderId],
    target: { type: "order", orderId: r.orderId },
  };
}
