/**
 * The customer at a glance (issue 21): what an agent asks first about an account, as pure rules the
 * customer page's summary band renders.
 *
 * - nextCharge(upcoming, plans): the upcoming PREVIEW order charged next (the earliest scheduled date; an
 *   order with no date comes after dated ones), with its date and total; with none, the earliest next
 *   charge date of an ACTIVE plan (the date the Dogs & Plans table shows, so the two never disagree);
 *   null when neither.
 * - attentionItems(account, openClaims, cards): what needs attention, most urgent first: a PENDING
 *   account, then an expired default card (lib/customers/display.ts cardExpired: the next charge
 *   will fail), then each upcoming or processing order on HOLD, in ERROR, out of charge retries (MAX_RETRY_REACHED) or with
 *   a FAILED charge, as one line per order naming every reason (past orders, finished history, are
 *   left out); then each order with open claims (lib/claims/open.ts), as "Order {id}: N open
 *   claims", or one line saying the claims could not be checked (openClaims null).
 * Isomorphic.
 */
import type { AccountStatus, ChargeStatus, OrderStatus } from "../contract/enums";
import { cardExpired, cardExpiryText, cardText, type CardLike } from "./display";

export interface GlanceOrder {
  id: string;
  status: OrderStatus;
  scheduled: string | null;
  total_price: number;
  charge: { status: ChargeStatus } | null;
}

export type NextCharge =
  | {
      kind: "order";
      orderId: string;
      /** The scheduled date (ISO) or null when the order has none yet. */
      date: string | null;
      total: number;
    }
  /** No upcoming order yet, but an active plan says when it charges next (the Dogs & Plans table's date). */
  | { kind: "plan"; date: string; dogName: string };

/** The next charge known only from a plan (no upcoming order yet): whose plan, and that no order exists yet. */
export const planChargeText = (dogName: string) => `${dogName}'s plan (no upcoming order yet)`;

/** What nextCharge reads of a plan: its status, next charge date and its dog's name. */
export interface GlancePlan {
  status: string;
  next_charge_date: string | null;
  dogName: string;
}

const timeOf = (iso: string | null) => {
  const t = iso ? new Date(iso).getTime() : Number.NaN;
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
};

export function nextCharge(upcoming: readonly GlanceOrder[], plans: readonly GlancePlan[] = []): NextCharge | null {
  const previews = upcoming.filter((o) => o.status === "PREVIEW");
  if (previews.length > 0) {
    const next = previews.reduce((best, o) => (timeOf(o.scheduled) < timeOf(best.scheduled) ? o : best));
    return { kind: "order", orderId: next.id, date: next.scheduled, total: next.total_price };
  }
  const dated = plans.filter((p): p is GlancePlan & { next_charge_date: string } => p.status === "ACTIVE" && Number.isFinite(timeOf(p.next_charge_date)));
  if (dated.length === 0) return null;
  const plan = dated.reduce((best, p) => (timeOf(p.next_charge_date) < timeOf(best.next_charge_date) ? p : best));
  return { kind: "plan", date: plan.next_charge_date, dogName: plan.dogName };
}

/** Why an order needs attention, in the order the line names them. */
export type AttentionReason = "hold" | "error" | "max-retry" | "payment-failed";

export const ATTENTION_REASON_TEXT: Record<AttentionReason, string> = {
  hold: "on hold",
  error: "in error",
  "max-retry": "charge retries used up",
  "payment-failed": "payment failed",
};

export type AttentionItem =
  | { kind: "pending-account"; text: string }
  | { kind: "card-expired"; text: string }
  | { kind: "order"; orderId: string; status: OrderStatus; reasons: AttentionReason[]; text: string }
  | { kind: "claims"; orderId: string; count: number; text: string }
  | { kind: "claims-unknown"; text: string };

export const PENDING_ACCOUNT_ATTENTION = "Account pending: the customer has not finished signing up";
export const CLAIMS_UNKNOWN_ATTENTION = "Open claims could not be checked: the claims did not load.";
/** The default card's expiry month is past: what it means for the next charge and what would fix it. */
export const expiredDefaultCardText = (card: string, expiry: string) =>
  `Default card ${card} expired ${expiry}: the next charge will fail unless the customer adds a new card.`;
export const openClaimsText = (orderId: string, count: number) => `Order ${orderId}: ${count} open ${count === 1 ? "claim" : "claims"}`;

export function orderAttentionReasons(order: GlanceOrder): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  if (order.status === "HOLD") reasons.push("hold");
  if (order.status === "ERROR") reasons.push("error");
  if (order.status === "MAX_RETRY_REACHED") reasons.push("max-retry");
  if (order.charge?.status === "FAILED") reasons.push("payment-failed");
  return reasons;
}

/** What attentionItems reads of the cards on file: each card and whether it is the default (GET payment_methods/). */
export interface GlanceCard {
  is_default: boolean;
  card: CardLike;
}

/**
 * openClaims: open claims per order id (lib/claims/open.ts openClaimsByOrder); null when the claims
 * could not be loaded; left out when the page has none to check.
 * cards: the cards on file (null when they could not be loaded: nothing is said of them, the Cards
 * row says they did not load) and `today`, the business day (YYYY-MM-DD, businessDay(now)) the
 * expiry is read against; left out when the page has none to check.
 */
export function attentionItems(
  account: {
    status: AccountStatus;
    orders: { upcoming: readonly GlanceOrder[]; processing: readonly GlanceOrder[] };
  },
  openClaims: ReadonlyMap<string, number> | null = new Map(),
  cards?: { methods: readonly GlanceCard[] | null; today: string },
): AttentionItem[] {
  const items: AttentionItem[] = [];
  if (account.status === "PENDING") items.push({ kind: "pending-account", text: PENDING_ACCOUNT_ATTENTION });
  const defaultCard = cards?.methods?.find((m) => m.is_default)?.card;
  // An expired card has a valid month and year: its expiry text is never null.
  const expiry = cards && defaultCard && cardExpired(defaultCard, cards.today) ? cardExpiryText(defaultCard) : null;
  if (defaultCard && expiry) items.push({ kind: "card-expired", text: expiredDefaultCardText(cardText(defaultCard), expiry) });
  for (const order of [...account.orders.processing, ...account.orders.upcoming]) {
    const reasons = orderAttentionReasons(order);
    if (reasons.length === 0) continue;
    items.push({ kind: "order", orderId: order.id, status: order.status, reasons, text: `Order ${order.id}: ${reasons.map((r) => ATTENTION_REASON_TEXT[r]).join(", ")}` });
  }
  if (openClaims === null) items.push({ kind: "claims-unknown", text: CLAIMS_UNKNOWN_ATTENTION });
  else for (const [orderId, count] of openClaims) items.push({ kind: "claims", orderId, count, text: openClaimsText(orderId, count) });
  return items;
}
