/**
 * Pure display rules of the order page (order, fulfillments, shipments; shipping shown as $0.00,
 * card expiry month as two digits or "--", with its year when the charge carries one, money to 2 decimals). Isomorphic: the server-rendered cards, the client table and the unit tests use it.
 */
import type { OrderDto } from "./contract/orders";
import { formatDate } from "./format";
import { placedWithNothingToCharge } from "./orders/rules";

/** "Shipping is shown as $0.00 in the order summary." */
export const SHOWN_SHIPPING_PRICE = 0;
/** The card expiry month when the charge carries none (or an invalid one). */
export const NO_EXPIRY_MONTH = "--";

/** A card's expiry month as a number 1–12 (a number, or a text of one or two digits), or null when missing or not a month. */
export function expiryMonthOf(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\d{1,2}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 12 ? n : null;
}

/** A card's expiry year as a four-digit year (a number, or a text of four digits), or null when missing or not one (a two-digit "26" is not guessed at). */
export function expiryYearOf(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\d{4}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1000 && n <= 9999 ? n : null;
}

/** The card's expiry month as two digits ("03"), or "--" when missing or not a month 1–12. */
export function expiryMonthText(value: unknown): string {
  const n = expiryMonthOf(value);
  return n === null ? NO_EXPIRY_MONTH : String(n).padStart(2, "0");
}

/** A card's expiry as month/year: "03/2026", "--" for a missing or invalid part ("--/2030", "03/--"). */
export function expiryText(month: unknown, year: unknown): string {
  return `${expiryMonthText(month)}/${expiryYearOf(year) ?? NO_EXPIRY_MONTH}`;
}

/** The expiry month carried by a charge's payload (`exp_month`, or `card_exp_month`). */
export function chargeExpiryMonth(payload: Record<string, unknown> | null | undefined): string {
  return expiryMonthText(payload?.exp_month ?? payload?.card_exp_month);
}

/**
 * What the order page's Payment Details says of the charged card's expiry: the month as two digits
 * or "--" (spec 01 §9) under "Expiry month"; when the charge's payload also carries the year
 * (`exp_year` or `card_exp_year`, four digits: the payload is the processor's record, the contract
 * leaves its fields open), month and year under "Expiry" ("11/2026"). The year is never guessed.
 */
export function chargeExpiry(payload: Record<string, unknown> | null | undefined): { label: string; text: string } {
  const year = expiryYearOf(payload?.exp_year ?? payload?.card_exp_year);
  if (year === null) return { label: "Expiry month", text: chargeExpiryMonth(payload) };
  return { label: "Expiry", text: expiryText(payload?.exp_month ?? payload?.card_exp_month, year) };
}

/** Payment Details of an order with no charge that is still to be charged (upcoming, on hold), or whose total is not $0.00. */
export const NOT_CHARGED_YET = "Not charged yet.";
/** Payment Details of an order placed at $0.00 with no charge (a replacement, a one-time order at 100% off): none was needed. */
export const NOTHING_CHARGED = "Nothing was charged: the order's total is $0.00.";

/** What Payment Details says of an order without a charge record: nothing was charged when it was placed at $0.00 (placedWithNothingToCharge), else not charged yet. */
export function noChargeText(order: Pick<OrderDto, "status" | "total_price" | "charge">): string {
  return placedWithNothingToCharge(order) ? NOTHING_CHARGED : NOT_CHARGED_YET;
}

/** A card number with every digit but the last four hidden: "•••• 4242"; "—" when none. */
export function maskedCardNumber(cardNumber: string | null | undefined): string {
  const digits = (cardNumber ?? "").replace(/\D/g, "");
  return digits.length >= 4 ? `•••• ${digits.slice(-4)}` : "—";
}

/** The delivery window "Mar 3, 2026 – Mar 5, 2026" (or one date, or "—"). */
export function deliveryWindowText(min: string | null | undefined, max: string | null | undefined): string {
  if (!min && !max) return "—";
  if (!min || !max || min === max) return formatDate(min || max);
  return `${formatDate(min)} – ${formatDate(max)}`;
}

/** The eight shipment timestamps in the order a parcel goes through them. */
export const SHIPMENT_EVENTS = [
  ["shipped", "Shipped"],
  ["in_transit", "In transit"],
  ["out_for_delivery", "Out for delivery"],
  ["available_for_pickup", "Available for pickup"],
  ["delivered", "Delivered"],
  ["voided", "Voided"],
  ["returned", "Returned"],
  ["exception", "Exception"],
] as const;
export type ShipmentEventKey = (typeof SHIPMENT_EVENTS)[number][0];

/** The shipment's timeline: the events that happened, oldest first. */
export function shipmentTimeline(shipment: Partial<Record<ShipmentEventKey, string | null>>): { key: ShipmentEventKey; label: string; at: string }[] {
  return SHIPMENT_EVENTS.flatMap(([key, label]) => {
    const at = shipment[key];
    return at ? [{ key, label, at }] : [];
  }).sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** One line of a fulfillment's address. */
export function addressText(f: {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
}): string {
  const street = [f.address1, f.address2].map((p) => (p ?? "").trim()).filter(Boolean).join(", ");
  const cityLine = [[f.city, f.state].map((p) => (p ?? "").trim()).filter(Boolean).join(", "), (f.zip ?? "").trim()].filter(Boolean).join(" ");
  return [street, cityLine, (f.country ?? "").trim()].filter(Boolean).join(", ") || "—";
}

/**
 * The dogs a fulfillment serves, by name, in its `pet_ids` order: "Rex, Bo" (each dog once). A dog
 * is named from the customer's dogs (`pets`), else from the API's `pet` (the first dog) when it is
 * that one; a dog named nowhere is left out. A fulfillment with no `pet_ids` names its `pet`.
 * Null when no dog is named. The customer page's Fulfillments table and the order page's Shipping
 * Details.
 */
export function fulfillmentDogNames(
  fulfillment: { pet_ids: readonly string[]; pet: { id: string; name: string | null } | null },
  pets: readonly { id: string; name: string | null }[],
): string | null {
  const { pet } = fulfillment;
  const ids = fulfillment.pet_ids.length > 0 ? fulfillment.pet_ids : pet ? [pet.id] : [];
  const names = [...new Set(ids)].flatMap((id) => {
    const name = dogNameOf(fulfillment, pets, id);
    return name ? [name] : [];
  });
  return names.length > 0 ? names.join(", ") : null;
}

/** A dog of a fulfillment by name: from the customer's dogs, else from the API's `pet` when it is that one; null when named nowhere. */
function dogNameOf(fulfillment: { pet: { id: string; name: string | null } | null }, pets: readonly { id: string; name: string | null }[], id: string): string | null {
  const { pet } = fulfillment;
  return (pets.find((p) => p.id === id)?.name ?? (pet?.id === id ? pet.name : null))?.trim() || null;
}

/**
 * The dog one line of a fulfillment is for (`petId`: the line's own, or the dog a claim on it is
 * filed for, lib/claim-rules.ts `claimPetOf`), by name, when the fulfillment serves more than one
 * dog (its `pet_ids` and its lines' dogs); null when it serves one (its heading names it), for no
 * dog, or a dog named nowhere. The order page's Shipping Details names it on the product's row and
 * in its File claim's accessible name: one product for two dogs is two rows, each dog's claim on its
 * own line, which read alike without it.
 */
export function fulfillmentLineDogName(
  fulfillment: { pet_ids: readonly string[]; pet: { id: string; name: string | null } | null; products: readonly { pet_id: string | null }[] },
  pets: readonly { id: string; name: string | null }[],
  petId: string | null,
): string | null {
  const dogs = new Set([...fulfillment.pet_ids, ...(fulfillment.pet ? [fulfillment.pet.id] : []), ...fulfillment.products.flatMap((p) => (p.pet_id ? [p.pet_id] : []))]);
  return petId !== null && dogs.size > 1 ? dogNameOf(fulfillment, pets, petId) : null;
}
