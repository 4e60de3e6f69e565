/**
 * Customer changelog entries on the timeline: which kind each (object_type, action) is, its
 * sentence, the dog and the orders it concerns, and where it links. The refund entries go through
 * lib/timeline/refunds.ts; an order's CREATE and a known claim's CREATE are merged into the order's
 * and the claim's own entries (lib/timeline/build.ts).
 */
import { listText } from "../list-text";
import type { CustomerChangelogEntryDto } from "../contract/customers";
import type { ChangelogObjectType } from "../contract/enums";
import { humanizeCode } from "../status";
import { changesLines, dogOf, fieldText, fieldValueText, ORDER_FIELD, type TimelineContext } from "./context";
import { type TimelineItem, type TimelineKind, type TimelineTarget } from "./entries";

/** The kind of each changelog object type (discounts: an order's edit when they name an order). */
export const CHANGELOG_KINDS: Record<ChangelogObjectType, TimelineKind> = {
  account: "account",
  password_reset: "account",
  pii: "account",
  impersonation: "account",
  payment_processor: "account",
  discount: "account",
  pet: "dog",
  pet_plan: "dog",
  pet_plan_product: "dog",
  order: "order",
  refund: "refund",
  claim: "claim",
  fulfillment: "fulfillment",
};

/** The most lines of "what changed" an entry shows. */
export const MAX_CHANGE_LINES = 8;

type Entry = CustomerChangelogEntryDto;
const newOf = (e: Entry, field: string) => e.changes[field]?.new;
const oldOf = (e: Entry, field: string) => e.changes[field]?.old;
/** A field's new or old value as the entry's details word it (lib/timeline/context.ts fieldValueText: a status in words, a name or an email as written). */
const newText = (e: Entry, field: string) => fieldValueText(field)(newOf(e, field));
const oldText = (e: Entry, field: string) => fieldValueText(field)(oldOf(e, field));

/** The order an entry names: its object (orders, refunds), its order_id change, its fulfillment's or claim's order. */
function ordersOf(e: Entry, ctx: TimelineContext): string[] {
  const ids = new Set<string>();
  const add = (v: unknown) => {
    if (typeof v === "string" && v !== "") ids.add(v);
  };
  if ((e.object_type === "order" || e.object_type === "refund") && e.object_id) add(e.object_id);
  add(newOf(e, "order_id") ?? oldOf(e, "order_id"));
  add(newOf(e, "replacement_parent_order"));
  if (e.object_type === "fulfillment" && e.object_id) {
    add(ctx.orderOfFulfillment.get(e.object_id));
    add(ctx.orderOfFulfillment.get(String(newOf(e, "split_from") ?? "")));
  }
  if (e.object_type === "claim") {
    add(ctx.orderOfClaim.get(Number(e.object_id)));
    add(ctx.orderOfFulfillment.get(String(newOf(e, "fulfillment_id") ?? oldOf(e, "fulfillment_id") ?? "")));
  }
  const orderIds = newOf(e, "order_ids");
  if (Array.isArray(orderIds)) orderIds.forEach(add);
  // A plan change or cancellation records the upcoming orders it repriced or cancelled as "order {id} total_price".
  for (const field of Object.keys(e.changes)) add(ORDER_FIELD.exec(field)?.[1]);
  return [...ids];
}

function summaryOf(e: Entry, dogName: string | null): string {
  const fields = Object.keys(e.changes);
  const id = e.object_id ?? "";
  const dog = dogName ?? "The dog";
  switch (e.object_type) {
    case "account":
      if (e.action === "CREATE") return "Account created";
      if (fields.length === 1 && fields[0] === "email") return `Email changed from ${oldText(e, "email")} to ${newText(e, "email")}`;
      if (fields.includes("proactive_customer_support_opted_in")) return newOf(e, "proactive_customer_support_opted_in") ? "Opted in to proactive outreach" : "Opted out of proactive outreach";
      return `Account updated: ${listText(fields.map(fieldText))}`;
    case "password_reset":
      return `Password reset link sent to ${newText(e, "password_reset_email")}`;
    case "pii":
      return "Personal data deleted";
    case "impersonation":
      return "Logged in as the customer";
    case "payment_processor":
      return `Payment processor switched from ${oldText(e, "primary_payment_processor")} to ${newText(e, "primary_payment_processor")}`;
    case "discount": {
      const order = newOf(e, "order_id") ?? oldOf(e, "order_id");
      const orderText = fieldValueText("order_id")(order);
      if (e.action === "DELETE") return `Discount ${id} removed${order ? ` from order ${orderText}` : ""}`;
      // A customer's own code switched off or back on (Manage Discounts: PUT discounts/{id}).
      if (e.action === "UPDATE" && fields.includes("is_active")) return `Discount ${id} ${newOf(e, "is_active") ? "reactivated" : "deactivated"}`;
      return order ? `Discount ${id} applied to order ${orderText}` : `Discount ${id} created for the account`;
    }
    case "order":
      if (e.action === "CREATE") return `Order ${id} created`;
      if (e.action === "DELETE") return `Order ${id} deleted`;
      if (newOf(e, "status") === "CANCELLED") return `Order ${id} cancelled`;
      return `Order ${id} edited: ${listText(fields.filter((f) => f !== "total_price").map(fieldText)) || "total price"}`;
    case "fulfillment":
      if (newOf(e, "split_from")) return `Fulfillment ${id} split from ${newText(e, "split_from")}`;
      if (newOf(e, "status")) return `Fulfillment ${id} marked ${newText(e, "status").toLowerCase()}`;
      return `Fulfillment ${id} ${humanizeCode(e.action).toLowerCase()}d`;
    case "claim":
      if (e.action === "CREATE") return `Claim ${id} filed`;
      if (e.action === "DELETE") return `Claim ${id} deleted`;
      return `Claim ${id} updated: ${listText(fields.map(fieldText))}`;
    case "pet":
      if (e.action === "CREATE") return `Dog ${fieldValueText("name")(newOf(e, "name") ?? dogName)} added`;
      if (fields.length === 1 && fields[0] === "status") return `${dog}'s status changed from ${oldText(e, "status")} to ${newText(e, "status")}`;
      return `${dog}'s profile updated: ${listText(fields.map(fieldText))}`;
    case "pet_plan":
      if (e.action === "CREATE") return `Plan started for ${dog}`;
      if (newOf(e, "status") === "CANCELLED") return `${dog}'s plan cancelled`;
      if (newOf(e, "status")) return `${dog}'s plan status changed from ${oldText(e, "status")} to ${newText(e, "status")}`;
      return `${dog}'s plan changed: ${listText(fields.filter((f) => !f.startsWith("order")).map(fieldText))}`;
    case "pet_plan_product":
      return `Plan product ${fieldValueText("product")(newOf(e, "product") ?? oldOf(e, "product"))} ${e.action === "DELETE" ? "removed" : e.action === "CREATE" ? "added" : "changed"}`;
    case "refund":
      return `Refund on order ${id}`;
  }
}

function targetOf(e: Entry, kind: TimelineKind, orderIds: string[]): TimelineTarget | null {
  if (e.object_type === "claim" && orderIds[0]) return { type: "claims", orderId: orderIds[0] };
  if (kind === "dog" && e.pet_id) return { type: "dog", petId: e.pet_id };
  if (orderIds[0]) return { type: "order", orderId: orderIds[0] };
  if (kind === "dog") return null;
  if (kind === "fulfillment") return { type: "fulfillments" };
  return { type: "account" };
}

/** One changelog entry as a timeline entry (its texts built when shown). */
export function changelogTimelineEntry(e: Entry, ctx: TimelineContext): TimelineItem {
  const orderIds = ordersOf(e, ctx);
  const kind = e.object_type === "discount" && orderIds.length > 0 ? "order" : CHANGELOG_KINDS[e.object_type];
  const dog = dogOf(ctx, e.pet_id, e.pet_name);
  return {
    id: `changelog-${e.id}`,
    kind,
    time: e.created,
    timeRecorded: true,
    staff: e.staff_email,
    texts: () => {
      const lines = changesLines(ctx, e.changes);
      return {
        summary: summaryOf(e, dog?.name ?? null),
        details: lines.length > MAX_CHANGE_LINES ? [...lines.slice(0, MAX_CHANGE_LINES), `… and ${lines.length - MAX_CHANGE_LINES} more`] : lines,
      };
    },
    dog,
    orderIds,
    target: targetOf(e, kind, orderIds),
  };
}
