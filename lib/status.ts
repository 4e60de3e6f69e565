/**
 * Statuses people can read (issue 21): the label and the tone of every status the app shows, once.
 *
 * - `statusLabel(kind, code)`: the code in sentence case ("MAX_RETRY_REACHED" → "Max retry reached",
 *   "DECEASED_TO_NOT_LIST" → "Deceased to not list"), or the kind's override where a plain
 *   transform reads wrong ("ORDERDESK_SENT" → "Sent to OrderDesk", a staff INACTIVE → "Deactivated").
 * - `statusTone(kind, code)`: what the status means to an agent: `attention` (something to act on:
 *   ERROR, HOLD, a failed charge, max retry reached), `progress` (on its way: PREVIEW, FULFILLING,
 *   a pending charge), `done` (COMPLETE, DELIVERED, SUCCESS, ACTIVE) or `inactive` (CANCELLED,
 *   DECEASED…). The tone tables are typed per kind, so a new enum value does not compile until it
 *   has a tone.
 *
 * The StatusBadge (components/ui/status-badge.tsx) shows both, by colour and by an icon with an
 * accessible name. CSV exports keep the raw codes (they are data); toasts and texts the spec fixes
 * word for word keep theirs.
 * Isomorphic: used by server-rendered pages, client components and unit tests.
 */
import {
  AccountStatus,
  ActiveState,
  ChargeStatus,
  FulfillmentStatus,
  OrderStatus,
  PetStatus,
  SubscriptionStatus,
} from "./enums";

/** Every kind of status with the enum values it takes. */
export const STATUS_KINDS = {
  /** A customer account (PENDING, ACTIVE, CANCELLED). */
  account: AccountStatus.options,
  /** A dog. */
  pet: PetStatus.options,
  /** A pet plan or a plan product (the customer/subscription status). */
  plan: SubscriptionStatus.options,
  order: OrderStatus.options,
  /** An order's charge. */
  charge: ChargeStatus.options,
  fulfillment: FulfillmentStatus.options,
  /** A discount's `is_active` (see `activeStateOf`). */
  discount: ActiveState.options,
  /** A promotion's status. */
  promotion: ActiveState.options,
  /** A catalogue product (product items, product information). */
  product: ActiveState.options,
  /** A BARK user's `is_active` (see `activeStateOf`): "Active" or "Deactivated" (spec 02 §5). */
  staff: ActiveState.options,
  /** A customer treatment's `feature_flag_status` (the contract keeps it a string: another code reads in sentence case). */
  treatment: ActiveState.options,
} as const;

export type StatusKind = keyof typeof STATUS_KINDS;
export type StatusCode<K extends StatusKind> = (typeof STATUS_KINDS)[K][number];
export type StatusTone = "attention" | "progress" | "done" | "inactive";
export const STATUS_TONES: readonly StatusTone[] = ["attention", "progress", "done", "inactive"];

/** What each tone means, in words: the badge icon's accessible name. */
export const STATUS_TONE_TEXT: Record<StatusTone, string> = {
  attention: "Needs attention",
  progress: "In progress",
  done: "Done",
  inactive: "Inactive",
};

const ACTIVE_STATE_TONES = { ACTIVE: "done", INACTIVE: "inactive" } as const satisfies Record<StatusCode<"product">, StatusTone>;

/** The tone of every value of every kind (exhaustive by type). */
export const STATUS_TONE_TABLE: { readonly [K in StatusKind]: Readonly<Record<StatusCode<K>, StatusTone>> } = {
  account: { PENDING: "attention", ACTIVE: "done", CANCELLED: "inactive" },
  pet: { ACTIVE: "done", CANCELLED: "inactive", DECEASED_TO_NOT_LIST: "inactive", UNKNOWN: "inactive" },
  plan: { ACTIVE: "done", PAUSED: "inactive", CANCELLED: "inactive", DECEASED: "inactive", DECEASED_TO_NOT_LIST: "inactive", UNKNOWN: "inactive" },
  order: {
    PREVIEW: "progress",
    PROCESSING: "progress",
    CHARGING: "progress",
    MAX_RETRY_REACHED: "attention",
    READY_FOR_FULFILLMENT: "progress",
    FULFILLING: "progress",
    PARTIALLY_FULFILLED: "progress",
    FULFILLED: "done",
    COMPLETE: "done",
    HOLD: "attention",
    CANCELLED: "inactive",
    ERROR: "attention",
    HISTORICAL: "done",
    RUSH_ORDER: "progress",
  },
  charge: { SUCCESS: "done", FAILED: "attention", PENDING: "progress" },
  fulfillment: {
    SCHEDULED: "progress",
    FULFILLMENTS_CREATED: "progress",
    PREPARING: "progress",
    ORDERDESK_SENT: "progress",
    CREATING_AFTERSHIP_SHIPMENTS: "progress",
    PARTIALLY_SHIPPED: "progress",
    SHIPPED: "progress",
    DELIVERED: "done",
    CANCELLED: "inactive",
    ERROR: "attention",
    DELIVERY_FAILED: "attention",
  },
  discount: ACTIVE_STATE_TONES,
  promotion: ACTIVE_STATE_TONES,
  product: ACTIVE_STATE_TONES,
  staff: ACTIVE_STATE_TONES,
  treatment: ACTIVE_STATE_TONES,
};

/** Labels where the sentence case of the code reads wrong. */
const LABEL_OVERRIDES: { [K in StatusKind]?: Partial<Record<StatusCode<K>, string>> } = {
  order: { HOLD: "On hold" },
  fulfillment: { ORDERDESK_SENT: "Sent to OrderDesk", CREATING_AFTERSHIP_SHIPMENTS: "Creating AfterShip shipments" },
  staff: { INACTIVE: "Deactivated" },
};

/**
 * A code in sentence case: "MAX_RETRY_REACHED" → "Max retry reached", "FEDEX_HOME_DELIVERY" →
 * "Fedex home delivery", "braintree" → "Braintree"; "" when missing. For codes that are not
 * statuses (order type, payment type, carrier rate class, change action).
 */
export function humanizeCode(code: string | null | undefined): string {
  if (!code) return "";
  const words = code.trim().replace(/[_\s]+/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isCodeOf<K extends StatusKind>(kind: K, code: string): code is StatusCode<K> {
  return (STATUS_KINDS[kind] as readonly string[]).includes(code);
}

/** A status as people read it; a code the kind does not know reads in sentence case; "" when missing. */
export function statusLabel<K extends StatusKind>(kind: K, code: StatusCode<K> | (string & {}) | null | undefined): string {
  if (!code) return "";
  const overrides = LABEL_OVERRIDES[kind] as Partial<Record<string, string>> | undefined;
  return overrides?.[code] ?? humanizeCode(code);
}

/**
 * A status whose kind is not known as its badge names it (a changelog's `status` field, recorded for an
 * order, a fulfillment, a dog or a plan): the label every kind that has the code gives it ("HOLD" →
 * "On hold", "ORDERDESK_SENT" → "Sent to OrderDesk", "CANCELLED" → "Cancelled"); where the kinds'
 * labels differ (INACTIVE: "Deactivated" for a staff user, "Inactive" otherwise) or no kind has it,
 * the code in sentence case; "" when missing.
 */
export function anyStatusLabel(code: string | null | undefined): string {
  if (!code) return "";
  const labels = new Set((Object.keys(STATUS_KINDS) as StatusKind[]).filter((kind) => isCodeOf(kind, code)).map((kind) => statusLabel(kind, code)));
  return labels.size === 1 ? [...labels][0]! : humanizeCode(code);
}

/** The codes of a status kind in the order a sort by their label puts them (the order tables' status sort, on the page and in their export). */
export function codesByLabel<K extends StatusKind>(kind: K): StatusCode<K>[] {
  return [...STATUS_KINDS[kind]].sort((a, b) => statusLabel(kind, a).localeCompare(statusLabel(kind, b)));
}

/** What a status means (see the module comment); a code the kind does not know is `inactive`. */
export function statusTone<K extends StatusKind>(kind: K, code: StatusCode<K> | (string & {}) | null | undefined): StatusTone {
  if (!code || !isCodeOf(kind, code)) return "inactive";
  return (STATUS_TONE_TABLE[kind] as Record<string, StatusTone>)[code] ?? "inactive";
}

/** A boolean `is_active` (discounts, BARK users) as the ACTIVE / INACTIVE code of its kind. */
export function activeStateOf(isActive: boolean): StatusCode<"discount"> {
  return isActive ? "ACTIVE" : "INACTIVE";
}
