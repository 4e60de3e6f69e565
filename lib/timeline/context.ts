/**
 * What the timeline's builders look things up in: the account's dogs, its orders' lines and
 * fulfillments, the claims' orders (read for the timeline, else named by the changelog). Built once
 * per timeline from GET accounts/{id}.
 */
import type { AccountDto, CustomerChangelogEntryDto } from "../contract/customers";
import { EXCLUSIVE_DISCOUNT_PRESETS } from "../contract/discounts";
import type { OrderDto } from "../contract/orders";
import { shortPetId } from "../customers/display";
import { CLAIM_STEP_TITLES } from "../claim-rules";
import { RESOLUTION_LABELS } from "../claim-texts";
import { DISCOUNT_LIMIT_TYPE_LABELS, DISCOUNT_TYPE_LABELS } from "../enums";
import { changeText, changeValueText } from "../format";
import { formatMoney } from "../money";
import { refundReasonText } from "../orders/refund-reasons";
import { lifestyleLabel } from "../pet-form";
import { anyStatusLabel, humanizeCode, statusLabel } from "../status";
import { orderLinesChangeText, type OrderLineNames } from "./order-lines";

export interface TimelineContext extends OrderLineNames {
  orders: Map<string, OrderDto>;
  petName: Map<string, string>;
  /** Fulfillment id → its order id. */
  orderOfFulfillment: Map<string, string>;
  /** Order line id → its order id and product code. */
  orderLine: Map<number, { orderId: string; code: string; petId: string | null }>;
  /**
   * Claim id → its order id: from the claims read for the timeline, else from the claim's own
   * changelog entries that name its fulfillment (claimOrdersOf).
   */
  orderOfClaim: Map<number, string>;
}

/** A changelog entry as claimOrdersOf reads it. */
type ClaimEntry = Pick<CustomerChangelogEntryDto, "object_type" | "object_id" | "changes">;

/**
 * Each claim's order from its own changelog entries: its CREATE (`fulfillment_id` new), its DELETE
 * (old) and a split's move (old → new, both of one order) name its fulfillment; its edits name only
 * the fields changed. So an edit stays on its order's timeline when the claim was not read (it was
 * deleted, its read failed, or it is older than the claims read).
 */
export function claimOrdersOf(changelog: readonly ClaimEntry[], orderOfFulfillment: ReadonlyMap<string, string>): Map<number, string> {
  const orders = new Map<number, string>();
  for (const e of changelog) {
    if (e.object_type !== "claim" || !e.object_id) continue;
    const fulfillment = e.changes.fulfillment_id?.new ?? e.changes.fulfillment_id?.old;
    const order = typeof fulfillment === "string" ? orderOfFulfillment.get(fulfillment) : undefined;
    if (order !== undefined && !orders.has(Number(e.object_id))) orders.set(Number(e.object_id), order);
  }
  return orders;
}

/** `changelog`: the customer changelog, for the orders of claims not read (claimOrdersOf). */
export function timelineContext(
  account: Pick<AccountDto, "orders" | "pets">,
  claims: readonly { id: number; order_id: string }[] = [],
  changelog: readonly ClaimEntry[] = [],
): TimelineContext {
  const all = [...account.orders.upcoming, ...account.orders.processing, ...account.orders.past];
  const petName = new Map(account.pets.map((p) => [p.id, p.name]));
  const lines = all.flatMap((o) => o.products);
  const productName = new Map(lines.map((p) => [p.code, p.description] as const).filter(([, name]) => name !== ""));
  // A plan's dog: its current name, else the name the order line carries.
  const dogOfPlan = new Map(lines.flatMap((p) => (p.pet_plan ? [[p.pet_plan.id, (p.pet_id ? petName.get(p.pet_id) : undefined) ?? p.pet_plan.pet_name ?? undefined] as const] : [])));
  const orderOfFulfillment = new Map(all.flatMap((o) => o.fulfillments.map((f) => [f.id, o.id] as const)));
  return {
    productName: (code) => productName.get(code),
    dogOfPlan: (planId) => dogOfPlan.get(planId) ?? undefined,
    orders: new Map(all.map((o) => [o.id, o])),
    petName,
    orderOfFulfillment,
    orderLine: new Map(all.flatMap((o) => o.products.map((p) => [p.id, { orderId: o.id, code: p.code, petId: p.pet_id }] as const))),
    // A claim read is as it is now; the changelog tells the others.
    orderOfClaim: new Map([...claimOrdersOf(changelog, orderOfFulfillment), ...claims.map((c) => [c.id, c.order_id] as const)]),
  };
}

/** A dog as an entry names it: its current name, else the name the source recorded, else its short id. */
export function dogOf(ctx: TimelineContext, petId: string | null | undefined, recordedName?: string | null): { id: string; name: string } | null {
  if (!petId) return null;
  return { id: petId, name: ctx.petName.get(petId) ?? recordedName ?? shortPetId(petId) };
}

/** The one dog all of an order's lines belong to, or null (several dogs, or none). */
export function dogOfOrder(ctx: TimelineContext, order: OrderDto): { id: string; name: string } | null {
  const ids = [...new Set(order.products.map((p) => p.pet_id).filter((id): id is string => id !== null))];
  return ids.length === 1 ? dogOf(ctx, ids[0], order.products.find((p) => p.pet_id === ids[0])?.pet_plan?.pet_name) : null;
}

/** A field a plan change or cancellation records per order, "order 1000001 total_price": the order's id, then the order's field. */
export const ORDER_FIELD = /^order (\S+) /;

/** "phone_number" → "phone number". */
export const fieldText = (field: string) => field.replace(/_/g, " ");

/**
 * A value as written (a name, a note, an email, a comment: "KC" stays "KC"); a timestamp as the
 * screens show it, a list as its items, a record's values by their keys' rules (fieldValueText:
 * "amount: $10.50; tax amount: $0.85"). Only the fields of CODE_FIELDS turn their values into words.
 */
export const valueText = (value: unknown): string => changeValueText(value, valueText, (key, v) => fieldValueText(key)(v));

/** An enum code in words: "DELIVERY_FAILED" → "Delivery failed" (also each item of a list: "Refund, Replacement"); anything else as valueText. */
const codeText = (value: unknown): string => (typeof value === "string" && value.trim() !== "" ? humanizeCode(value) : changeValueText(value, codeText, (key, v) => fieldValueText(key)(v)));

/**
 * The fields whose values are enum codes (statuses, types, yes/no answers, a claim's choices), the
 * only ones whose values are turned into words. Every other field is shown as written: free text
 * (a dog's name, notes, comments, survey answers, emails) is never re-cased (a dog named "KC" is not "Kc").
 * A field of a plan change or cancellation that names an order ("order 1000001 status") is its last word's.
 */
const CODE_FIELDS: ReadonlySet<string> = new Set([
  "order_type",
  "charge_status",
  "gender",
  // A claim's choices (lib/contract/claims.ts claimFieldsShape) and a quality issue's type and sub-issue.
  "photos_received",
  "adverse_reaction_vet_visit_required",
  "adverse_reaction_symptoms",
  "feeding_guide_issue_type",
  "mispack_have_information_on_what_was_received",
  "order_manifest_issue_type",
  "roof_unkibble_used_correct_scoop",
  "roof_unkibble_fed_correct_number_of_scoops",
  "roof_unkibble_leveled_off_scoop",
  "roof_fresh_fed_correct_number_of_packs",
  "warm_box_food_inside_silver_bag",
  "warm_box_silver_bag_sealed",
  "warm_box_gel_pack_or_dry_ice_present",
  "issue_type",
  "sub_issue",
]);

/** A field whose values are identifiers (discount or product codes, ids, SKUs): shown as written ("SAVE", not "Save"). */
const IDENTIFIER_FIELD = /(?:^|_)(?:codes?|ids?|skus?)$/;
const identifierText = (value: unknown): string => changeValueText(value);

/**
 * A field whose values are amounts of money (an order's totals, a line's price, a plan's price per
 * shipment, a vet bill's cost, a refund's amount): shown as money, as the rest of the page shows amounts.
 */
const MONEY_FIELD = /(?:^|[_ ])(?:price|tax|discounts|amount|refunds|cost)(?:_per_[a-z]+)?$/;
const moneyText = (value: unknown): string =>
  typeof value === "number" || (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) ? formatMoney(value) : valueText(value);

/**
 * A discount type as the screens name it: a customer-service preset as the customer page's
 * exclusive-discount dialog ("10% off 3 orders (winback)"), a discount's type as the discount
 * screens ("Percentage Discount"); any other value as a code in words.
 */
export function discountTypeText(value: unknown): string {
  if (typeof value === "string") {
    const label = (EXCLUSIVE_DISCOUNT_PRESETS as Partial<Record<string, { label: string }>>)[value]?.label ?? (DISCOUNT_TYPE_LABELS as Partial<Record<string, string>>)[value];
    if (label) return label;
  }
  return codeText(value);
}

/** A dog's lifestyle as the dog forms name it ("Lazy" reads "Mellow", spec 01 §9). */
const lifestyleText = (value: unknown): string => valueText(typeof value === "string" ? lifestyleLabel(value) : value);

/** A code of `labels` as its label, each item of a list too; a code it does not know in words. */
function labelledCodeText(labels: Partial<Record<string, string>>): (value: unknown) => string {
  const text = (value: unknown): string => (typeof value === "string" ? labels[value] : undefined) ?? (Array.isArray(value) && value.length > 0 ? value.map(text).join(", ") : codeText(value));
  return text;
}

/** A refund's reason as the refund form and the Refunds table name it ("GOODWILL" reads "Goodwill gesture"; its note is a field of its own, reason_note). */
const refundReasonValueText = (value: unknown): string => (typeof value === "string" && value !== "" ? refundReasonText({ code: value }) : valueText(value));

/** A charge's status as its badge names it (lib/status.ts statusLabel: "FAILED" reads "Failed"). */
const chargeStatusText = (value: unknown): string => (typeof value === "string" && value !== "" ? statusLabel("charge", value) : valueText(value));

/**
 * A status as the status badges name it (lib/status.ts anyStatusLabel: an order's "HOLD" reads "On hold",
 * a fulfillment's "ORDERDESK_SENT" "Sent to OrderDesk"), each item of a list too.
 */
const statusText = (value: unknown): string => (typeof value === "string" && value.trim() !== "" ? anyStatusLabel(value) : changeValueText(value, statusText, (key, v) => fieldValueText(key)(v)));

/** An order's fulfillments with their statuses, as Mark cancelled records them ("1000123-F1: ORDERDESK_SENT"): each status as its badge names it ("1000123-F1: Sent to OrderDesk"). */
const FULFILLMENT_WITH_STATUS = /^(.+): ([A-Z][A-Z_]*)$/;
const fulfillmentsText = (value: unknown): string =>
  changeValueText(value, (item) => {
    const m = typeof item === "string" ? FULFILLMENT_WITH_STATUS.exec(item) : null;
    return m ? `${m[1]}: ${statusLabel("fulfillment", m[2])}` : valueText(item);
  });

/** Fields whose values have labels of their own on the screens (not the code in words). */
const LABELLED_FIELDS: Record<string, (value: unknown) => string> = {
  status: statusText,
  fulfillments: fulfillmentsText,
  discount_type: discountTypeText,
  // A customer-service code's preset, as the exclusive-discount dialog names it ("10% off 3 orders (winback)").
  cx_kind: discountTypeText,
  // A discount's limit as the discount screens name it ("X orders per customer").
  limit_type: labelledCodeText(DISCOUNT_LIMIT_TYPE_LABELS),
  lifestyle: lifestyleText,
  reason: refundReasonValueText,
  charge_status: chargeStatusText,
  claim_types: labelledCodeText(CLAIM_STEP_TITLES),
  resolution_types: labelledCodeText(RESOLUTION_LABELS),
};

/**
 * One changed field as a line: "weight: 20 → 22", "discount codes: — → SAVE", "total price: $92.40 → $83.16",
 * "discount type: — → 10% off 1 order"; a field whose value stayed the same reads as its value alone
 * ("order id: 1000001", lib/format.ts `changeText`).
 */
export function changeLine(field: string, change: { old: unknown; new: unknown }): string {
  return `${fieldText(field)}: ${changeText(change, fieldValueText(field))}`;
}

/**
 * How a value of `field` reads, at the top of an entry or inside a record: its label, as written
 * (identifiers), as money, a code in words (CODE_FIELDS), else as written (valueText). Also the staff
 * audit log's details (lib/audit-log.ts).
 */
export function fieldValueText(field: string): (value: unknown) => string {
  const own = field.replace(ORDER_FIELD, "");
  return LABELLED_FIELDS[own] ?? (IDENTIFIER_FIELD.test(own) ? identifierText : MONEY_FIELD.test(own) ? moneyText : CODE_FIELDS.has(own) ? codeText : valueText);
}

/** The lines of one changed field: an order's lines as what was added, removed or changed in quantity (lib/timeline/order-lines.ts), any other field as its changeLine. */
export function changeLines(ctx: OrderLineNames, field: string, change: { old: unknown; new: unknown }): string[] {
  return (field === "order_products" ? orderLinesChangeText(change, ctx) : null) ?? [changeLine(field, change)];
}

/** Every changed field of a changelog entry as lines (the timeline's details, the customer changelog's entries). */
export function changesLines(ctx: OrderLineNames, changes: Record<string, { old: unknown; new: unknown }>): string[] {
  return Object.entries(changes).flatMap(([field, change]) => changeLines(ctx, field, change));
}
