/**
 * Refunds on the timeline: what is known of each refund (a TimelineRefund) and the one mapping of
 * it to its timeline entry (`refundTimelineEntry`). The source is the refund records (GET
 * refunds?account=: lines, staff, time, reason, one per Process Refund); when that read fails, the
 * customer changelog's refund entries (the same facts, the reason included) and, for refunds the
 * changelog does not hold (imported history), the orders' totals.
 */
import type { CustomerChangelogEntryDto } from "../contract/customers";
import type { RefundRecord } from "../contract/order-actions";
import { formatMoney, round2, subMoney, sumMoney } from "../money";
import { refundReasonText } from "../orders/refund-reasons";
import { dogOf, type TimelineContext } from "./context";
import { ORDER_LINE_TEXTS } from "./order-lines";
import type { TimelineItem } from "./entries";

export interface TimelineRefund {
  /**
   * Unique among the refunds, and the same whichever source told it ("record-12": its refund record's
   * id, also when told by its changelog entry; "changelog-12": an entry that names no refund rows;
   * "order-1000014-unrecorded-refunds").
   */
  id: string;
  orderId: string;
  time: string;
  timeRecorded: boolean;
  staff: string | null;
  amount: number;
  lines: { code: string; amount: number; petId: string | null }[];
  /** The agent's reason as text ("Other: parcel left in the rain"), when the source has one. */
  reason: string | null;
}

/** The id of the refund whose record has this id (refundFromRecord, refundFromChangelog). */
const recordRefundId = (recordId: number) => `record-${recordId}`;

/** A refund record (GET refunds) as a timeline refund. */
export function refundFromRecord(r: RefundRecord, ctx: TimelineContext): TimelineRefund {
  return {
    id: recordRefundId(r.id),
    orderId: r.order_id,
    time: r.created,
    timeRecorded: true,
    staff: r.staff_email,
    amount: round2(r.total),
    lines: r.lines.map((l) => ({ code: l.product_code, amount: round2(l.amount), petId: ctx.orderLine.get(l.order_product_id)?.petId ?? null })),
    reason: refundReasonText(r.reason) || null,
  };
}

interface ChangelogRefundLine {
  /** The refund row's id (POST refunds names them; entries written before it did name none). */
  id?: unknown;
  order_product_id?: unknown;
  amount?: unknown;
}

const changeText = (v: unknown) => (typeof v === "number" || typeof v === "string" ? String(v) : "?");

/**
 * A changelog refund entry (object_type "refund", object_id the order) as a timeline refund; null
 * when it names no order. An entry whose lines name their refund rows has its record's id (GET
 * refunds: the lowest row id of the refund, server/backend/queries/refunds.ts), as refundFromRecord
 * gives it: the timeline is built again for each of its pages, and a refund told by its record on
 * one and by its changelog entry on the next (the records' read failed) is the same entry, never a
 * second one.
 */
export function refundFromChangelog(e: CustomerChangelogEntryDto, ctx: TimelineContext): TimelineRefund | null {
  if (!e.object_id) return null;
  const written = e.changes.refunds?.new;
  const raw = Array.isArray(written) ? (written as ChangelogRefundLine[]) : [];
  const rowIds = raw.map((l) => l.id).filter((id): id is number => typeof id === "number");
  const lines = raw.map((l) => {
    const line = typeof l.order_product_id === "number" ? ctx.orderLine.get(l.order_product_id) : undefined;
    return { code: line?.code ?? `line ${changeText(l.order_product_id)}`, amount: round2(l.amount as number), petId: line?.petId ?? null };
  });
  const totals = e.changes.total_refunds;
  const amount = lines.length > 0 ? sumMoney(lines.map((l) => l.amount)) : totals ? subMoney(totals.new as number, totals.old as number) : 0;
  const code = e.changes.reason?.new;
  const note = e.changes.reason_note?.new;
  const reason = typeof code === "string" ? refundReasonText({ code, note: typeof note === "string" ? note : null }) : null;
  const id = rowIds.length > 0 ? recordRefundId(Math.min(...rowIds)) : `changelog-${e.id}`;
  return { id, orderId: e.object_id, time: e.created, timeRecorded: true, staff: e.staff_email, amount, lines, reason };
}

/**
 * Refunds an order's totals show but no known refund explains (refunded before the changelog kept
 * them): one refund per such order for the difference, placed at the order's charge (else its
 * creation) with `timeRecorded: false`, naming the lines that carry refunds.
 */
export function unrecordedRefunds(ctx: TimelineContext, known: readonly TimelineRefund[]): TimelineRefund[] {
  const out: TimelineRefund[] = [];
  for (const order of ctx.orders.values()) {
    const explained = sumMoney(known.filter((r) => r.orderId === order.id).map((r) => r.amount));
    const missing = subMoney(order.total_refunds, explained);
    if (missing < 0.01) continue;
    const lines = order.products.filter((p) => p.total_refunds > 0).map((p) => ({ code: p.code, amount: round2(p.total_refunds), petId: p.pet_id }));
    out.push({ id: `order-${order.id}-unrecorded-refunds`, orderId: order.id, time: order.charged ?? order.created, timeRecorded: false, staff: null, amount: missing, lines: explained === 0 ? lines : [], reason: null });
  }
  return out;
}

/** The detail line of a refund known only from the order's totals. */
export const REFUND_FROM_TOTALS = "Known from the order's totals only: when and by whom were not recorded.";

/** The one mapping of a refund to its timeline entry (its texts built when shown). */
export function refundTimelineEntry(r: TimelineRefund, ctx: TimelineContext): TimelineItem {
  const pets = [...new Set(r.lines.map((l) => l.petId).filter((id): id is string => id !== null))];
  return {
    id: `refund-${r.id}`,
    kind: "refund",
    time: r.time,
    timeRecorded: r.timeRecorded,
    staff: r.staff,
    texts: () => {
      const lineCount = r.lines.length === 1 ? "1 line" : `${r.lines.length} lines`;
      return {
        summary: `Refunded ${formatMoney(r.amount)} on order ${r.orderId}${r.lines.length > 0 ? ` (${lineCount})` : ""}`,
        // By the product's name staff read (its code when not known), and its dog when the refund covers several.
        details: [...r.lines.map((l) => `${ORDER_LINE_TEXTS.product(ctx.productName(l.code) ?? l.code, pets.length > 1 ? (dogOf(ctx, l.petId)?.name ?? null) : null)}: ${formatMoney(l.amount)}`), ...(r.reason ? [`Reason: ${r.reason}`] : []), ...(r.timeRecorded ? [] : [REFUND_FROM_TOTALS])],
      };
    },
    dog: pets.length === 1 ? dogOf(ctx, pets[0]) : null,
    orderIds: [r.orderId],
    target: { type: "refunds", orderId: r.orderId },
  };
}
