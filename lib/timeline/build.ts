/**
 * Assembles a customer's timeline from what the upstream answers: the account's orders (GET
 * accounts/{id}), the customer changelog (GET customer_changelog/{id}) and the claims read for it
 * (GET claims/{id}) and the refund records (GET refunds?account=). The merge rules:
 * - an order is one "created" entry (from the order itself) with the staff member of the
 *   changelog's CREATE entry of that order, which is not shown again; a charged order adds its
 *   "charged" entry, and so does an order whose charge failed (at its attempt: chargeTimeOf), by
 *   that staff member for a one-time order (charged by its Confirm), else by the system (chargedBy);
 *   a one-time order placed at $0.00 has no charge (nothing to charge): its "created" entry says so;
 * - a claim that was read is one "filed" entry (its types, resolutions, author and time); the
 *   changelog's CREATE entry of that claim is not shown again (its updates and deletion are); a claim
 *   not read is told by that CREATE entry, under the same id;
 * - each refund record is a refund, and the changelog's refund entries (the same refunds) are not
 *   shown again; without the records (their read failed) each changelog refund entry is a refund
 *   (under its record's id when it names its refund rows);
 *   refunds the orders' totals show beyond those are one more refund per order (lib/timeline/refunds.ts);
 * - every other changelog entry is one entry (lib/timeline/changelog-entries.ts);
 * newest first (sortTimeline). Each entry's texts are built when a page shows it (TimelineItem).
 */
import { listText } from "../list-text";
import type { ClaimDto } from "../contract/claims";
import type { AccountDto, CustomerChangelogEntryDto } from "../contract/customers";
import type { RefundRecord } from "../contract/order-actions";
import type { OrderDto } from "../contract/orders";
import { CLAIM_STEP_TITLES } from "../claim-rules";
import { RESOLUTION_LABELS } from "../claim-texts";
import { formatDate } from "../format";
import { formatMoney } from "../money";
import { NOTHING_CHARGED } from "../order-display";
import { placedWithNothingToCharge } from "../orders/rules";
import { humanizeCode } from "../status";
import { changelogTimelineEntry } from "./changelog-entries";
import { dogOf, dogOfOrder, timelineContext, type TimelineContext } from "./context";
import { productQuantityText } from "./order-lines";
import { entriesOfOrder, sortTimeline, TIMELINE_TEXTS, type TimelineItem, type TimelineKind } from "./entries";
import { refundFromChangelog, refundFromRecord, refundTimelineEntry, unrecordedRefunds, type TimelineRefund } from "./refunds";

export interface TimelineSources {
  account: Pick<AccountDto, "orders" | "pets">;
  /** null: the changelog could not be loaded. */
  changelog: readonly CustomerChangelogEntryDto[] | null;
  claims: readonly ClaimDto[];
  /** The customer's refund records; null: they could not be loaded. */
  refunds: readonly RefundRecord[] | null;
}

const orderKind = (o: OrderDto): TimelineKind => (o.order_type === "ONETIME" || o.order_type === "REPLACEMENT" ? "replacement" : "order");

function createdSummary(o: OrderDto): string {
  switch (o.order_type) {
    case "ONETIME":
      return `One-time order ${o.id} created (${formatMoney(o.total_price)})`;
    case "REPLACEMENT":
      return `Replacement order ${o.id} created${o.replacement_parent_order ? ` for order ${o.replacement_parent_order}` : ""}`;
    default:
      return `${humanizeCode(o.order_type)} order ${o.id} created${o.scheduled ? `, scheduled for ${formatDate(o.scheduled)}` : ""}`;
  }
}

/**
 * When an order's charge happened, and whether that time was recorded (null: not charged, no failed
 * charge). A charge that failed keeps no `charged` time: it is placed at its attempt (`charge.attempted_at`,
 * which the API records with the charge), else at a one-time order's creation (charged at once), else
 * at the order's scheduled date, which only places it (billing's attempt time was not recorded: the
 * entry says so, TIMELINE_TEXTS.notRecorded).
 */
export function chargeTimeOf(o: Pick<OrderDto, "charged" | "charge" | "order_type" | "scheduled" | "created">): { time: string; recorded: boolean } | null {
  if (o.charged) return { time: o.charged, recorded: true };
  if (o.charge?.status !== "FAILED") return null;
  if (o.charge.attempted_at) return { time: o.charge.attempted_at, recorded: true };
  if (o.order_type === "ONETIME") return { time: o.created, recorded: true };
  return { time: o.scheduled ?? o.created, recorded: false };
}

/**
 * Who made an order's charge (successful or failed): a one-time order is charged by the Confirm of the
 * staff member who placed it, in that same request (spec 01 §4 "Confirming charges the total to the
 * default payment method"; the API's createOrder), so its charge is theirs, as its "created" entry and
 * the audit log say; every other charge is billing's: null ("system"). A replacement order is free:
 * its creation charges nothing (createReplacement writes no charge), so whatever charge it may carry
 * is not its creator's either.
 */
export const chargedBy = (o: Pick<OrderDto, "order_type">, createdBy: string | null): string | null => (o.order_type === "ONETIME" ? createdBy : null);

/** An order's "created" entry and, once charged, its "charged" entry (their texts built when shown; the charge's staff: chargedBy). */
export function orderTimelineEntries(o: OrderDto, ctx: TimelineContext, createdBy: string | null): TimelineItem[] {
  const kind = orderKind(o);
  const dog = dogOfOrder(ctx, o);
  const orderIds = o.replacement_parent_order ? [o.id, o.replacement_parent_order] : [o.id];
  const base = { kind, timeRecorded: true, dog, target: { type: "order" as const, orderId: o.id } };
  const entries: TimelineItem[] = [
    {
      ...base,
      id: `order-${o.id}-created`,
      time: o.created,
      staff: createdBy,
      texts: () => ({
        summary: createdSummary(o),
        details: [
          ...(o.products.length > 0 ? [TIMELINE_TEXTS.productsNow(o.products.map((p) => productQuantityText(ctx, p.code, p.quantity)).join(", "))] : []),
          ...(o.discounts.length > 0 ? [TIMELINE_TEXTS.discountsNow(o.discounts.map((d) => d.discount.code).join(", "))] : []),
          // A one-time order at $0.00 (100% off) has no "charged" entry: the API charged nothing.
          ...(o.order_type === "ONETIME" && placedWithNothingToCharge(o) ? [NOTHING_CHARGED] : []),
        ],
      }),
      orderIds,
    },
  ];
  const charging = chargeTimeOf(o);
  if (charging) {
    entries.push({
      ...base,
      timeRecorded: charging.recorded,
      id: `order-${o.id}-charged`,
      time: charging.time,
      staff: chargedBy(o, createdBy),
      texts: () => {
        const failed = o.charge?.status === "FAILED";
        return {
          summary: failed ? `Charge of ${formatMoney(o.total_price)} for order ${o.id} failed` : `Order ${o.id} charged ${formatMoney(o.total_price)}`,
          details: [...(o.charge?.card_number ? [`Card ${o.charge.card_number}`] : []), ...(failed && o.charge?.error ? [o.charge.error] : [])],
        };
      },
      orderIds: [o.id],
    });
  }
  return entries;
}

const labelsOf = (values: unknown, labels: Record<string, string>) => (Array.isArray(values) ? values.map((v) => labels[String(v)] ?? humanizeCode(String(v))) : []);

/**
 * The id of a claim's "filed" entry, whether it was read (claimTimelineEntry) or only its changelog
 * CREATE entry tells it (buildTimeline): the timeline is built again for each of its pages, and a
 * claim read on one and not on the next (its read failed, or newer claims took its place among the
 * MAX_CLAIM_READS) is the same entry, never a second one.
 */
const claimFiledId = (claimId: number | string) => `claim-${claimId}-filed`;

/** A claim that was read: when it was filed, by whom, its types and resolutions (its texts built when shown). */
export function claimTimelineEntry(c: ClaimDto, ctx: TimelineContext): TimelineItem {
  return {
    id: claimFiledId(c.id),
    kind: "claim",
    time: c.created,
    timeRecorded: true,
    staff: c.created_by,
    texts: () => ({
      summary: `Claim ${c.id} filed on ${c.product_code}: ${listText(labelsOf(c.claim_types, CLAIM_STEP_TITLES)) || "no type"}`,
      details: [
        `Resolution: ${listText(labelsOf(c.resolution_types, RESOLUTION_LABELS)) || "none yet"}`,
        `Fulfillment ${c.fulfillment_id}`,
        ...(c.last_updated !== c.created ? [`Last updated ${formatDate(c.last_updated)}`] : []),
      ],
    }),
    dog: dogOf(ctx, c.pet_id),
    orderIds: [c.order_id],
    target: { type: "claims", orderId: c.order_id },
  };
}

/**
 * The customer's whole timeline, newest first; with `orderId`, only the entries about that order
 * (entriesOfOrder's rule: those whose orderIds name it), chosen before sorting and without the
 * entries of the other orders (issue 23: the order page's timeline).
 */
export function buildTimeline(sources: TimelineSources, scope: { orderId?: string } = {}): TimelineItem[] {
  const changelog = sources.changelog ?? [];
  const ctx = timelineContext(sources.account, sources.claims, changelog);
  const createdBy = new Map<string, string | null>();
  const readClaims = new Set(sources.claims.map((c) => String(c.id)));
  const refunds: TimelineRefund[] = (sources.refunds ?? []).map((r) => refundFromRecord(r, ctx));
  const entries: TimelineItem[] = [];

  for (const e of changelog) {
    if (e.object_type === "order" && e.action === "CREATE" && e.object_id && ctx.orders.has(e.object_id)) {
      createdBy.set(e.object_id, e.staff_email);
      continue;
    }
    if (e.object_type === "claim" && e.action === "CREATE" && e.object_id) {
      // A claim not read: its changelog entry tells its filing, under the id the claim's own entry has.
      if (!readClaims.has(e.object_id)) entries.push({ ...changelogTimelineEntry(e, ctx), id: claimFiledId(e.object_id) });
      continue;
    }
    if (e.object_type === "refund" && e.action === "CREATE" && e.object_id) {
      if (sources.refunds === null) refunds.push(refundFromChangelog(e, ctx)!);
      continue;
    }
    entries.push(changelogTimelineEntry(e, ctx));
  }
  for (const o of ctx.orders.values()) {
    // An order's entries are about it and its parent (orderTimelineEntries' orderIds).
    if (scope.orderId !== undefined && o.id !== scope.orderId && o.replacement_parent_order !== scope.orderId) continue;
    entries.push(...orderTimelineEntries(o, ctx, createdBy.get(o.id) ?? null));
  }
  for (const c of sources.claims) entries.push(claimTimelineEntry(c, ctx));
  for (const r of [...refunds, ...unrecordedRefunds(ctx, refunds)]) entries.push(refundTimelineEntry(r, ctx));
  return sortTimeline(scope.orderId === undefined ? entries : entriesOfOrder(entries, scope.orderId));
}
