/**
 * Pure display rules of the customer screens: the customer's name, the short pet id, the Customer
 * Stats panel (order count, total spent, discount-code history checks), the cancel survey summary,
 * which account actions the page offers, the cards on file (their names and whether one has expired),
 * the Dogs & Plans rows and the changelog's pet filter.
 * Generic formatters (dates, phone numbers, status labels) live in lib/format.ts, the URL segment
 * in lib/customers/segment.ts, the links in lib/customers/paths.ts.
 * Isomorphic: used by the server-rendered pages, the client components and the unit tests.
 * Inputs are structural (the snake_case fields of the upstream contract), so this module depends
 * on no transport type.
 */
import type { ChangelogEntryLike } from "../changelog";
import type { PaymentMethodDto } from "../contract/customers";
import { FIRST_PAYMENT_PROCESSOR, OrderStatus } from "../enums";
import { formatDate } from "../format";
import { round2, subMoney, sumMoney } from "../money";
import { expiryMonthOf, expiryText, expiryYearOf } from "../order-display";
import { chargesNothing } from "../orders/rules";
import { NO_SURVEY_REASON, UNNAMED_CUSTOMER } from "./messages";

// ───────────────────────────── Customer name ─────────────────────────────

export interface NamedCustomer {
  id: number | string;
  first_name?: string | null;
  last_name?: string | null;
}

/** "Jane Doe"; falls back to "Customer" when both names are empty. */
export function customerDisplayName(customer: Pick<NamedCustomer, "first_name" | "last_name">): string {
  const name = [customer.first_name, customer.last_name]
    .map((p) => (p ?? "").trim())
    .filter(Boolean)
    .join(" ");
  return name || UNNAMED_CUSTOMER;
}

// ───────────────────────────── Pet id ─────────────────────────────

/** The pet id as shown on the customer page: its first 5 characters. */
export const PET_ID_SHORT_LENGTH = 5;
export const shortPetId = (petId: string | null | undefined): string => (petId ?? "").slice(0, PET_ID_SHORT_LENGTH);

// ───────────────────────────── Customer stats ─────────────────────────────

export interface StatsOrder {
  id: string;
  status: string;
  total_price?: number | string | null;
  total_refunds?: number | string | null;
  scheduled?: string | null;
  charged?: string | null;
  created?: string | null;
  discounts?: readonly { discount?: { code?: string | null } | null }[] | null;
  products?: readonly { code?: string | null }[] | null;
}

/** Orders that do not count towards the stats: the order total excludes CANCELLED, HOLD and ERROR orders. */
export const STATS_EXCLUDED_STATUSES: readonly OrderStatus[] = ["CANCELLED", "HOLD", "ERROR"];
/** Upcoming orders have not been charged: they are not "spent" (assumption, docs/assumptions.md). */
export const UPCOMING_ORDER_STATUS: OrderStatus = OrderStatus.enum.PREVIEW;

export interface CustomerStats {
  orderCount: number;
  /** To 2 decimals: sum of total_price minus total_refunds over the counted orders. */
  totalSpent: number;
}

export function countsTowardsStats(order: Pick<StatsOrder, "status">): boolean {
  return order.status !== UPCOMING_ORDER_STATUS && !(STATS_EXCLUDED_STATUSES as readonly string[]).includes(order.status);
}

export function customerStats(orders: readonly StatsOrder[]): CustomerStats {
  const counted = orders.filter(countsTowardsStats);
  const totalSpent = round2(sumMoney(counted.map((o) => subMoney(o.total_price, o.total_refunds))));
  return { orderCount: counted.length, totalSpent };
}

/**
 * Discount-code history checks: codes starting "WB-" are counted over the last 90 days, free buffer
 * products (code ending "BUFFER-1T-FREE") over the last 365 days; a count under 2 gives "Yes".
 */
export const WINBACK_CODE_PREFIX = "WB-";
export const WINBACK_WINDOW_DAYS = 90;
export const FREE_BUFFER_CODE_SUFFIX = "BUFFER-1T-FREE";
export const FREE_BUFFER_WINDOW_DAYS = 365;
/** A count under this gives "Yes". */
export const HISTORY_CHECK_LIMIT = 2;

export interface HistoryCheck {
  label: string;
  count: number;
  windowDays: number;
  answer: "Yes" | "No";
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an order happened: charged, else scheduled, else created. */
export function orderDate(order: Pick<StatsOrder, "charged" | "scheduled" | "created">): Date | null {
  const raw = order.charged ?? order.scheduled ?? order.created ?? null;
  if (!raw) return null;
  const d = new Date(raw);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** An order that was not cancelled, with its age at `now` in ms (its date read once for both checks). */
type AgedOrder = { order: StatsOrder; age: number };

/** Uses of a code family within `days` of now (either way): one per matching discount or product line. */
function countCodes(
  aged: readonly AgedOrder[],
  days: number,
  codesOf: (o: StatsOrder) => (string | null | undefined)[],
  matches: (code: string) => boolean,
): number {
  const window = days * DAY_MS;
  return aged
    .filter(({ age }) => age <= window && age >= -window)
    .reduce((n, { order }) => n + codesOf(order).filter((c): c is string => !!c && matches(c.toUpperCase())).length, 0);
}

export function discountHistoryChecks(orders: readonly StatsOrder[], now: Date = new Date()): HistoryCheck[] {
  const aged = orders.flatMap((order): AgedOrder[] => {
    const d = order.status !== "CANCELLED" ? orderDate(order) : null;
    return d ? [{ order, age: now.getTime() - d.getTime() }] : [];
  });
  const winback = countCodes(
    aged,
    WINBACK_WINDOW_DAYS,
    (o) => (o.discounts ?? []).map((d) => d.discount?.code),
    (c) => c.startsWith(WINBACK_CODE_PREFIX),
  );
  const buffer = countCodes(
    aged,
    FREE_BUFFER_WINDOW_DAYS,
    (o) => (o.products ?? []).map((p) => p.code),
    (c) => c.endsWith(FREE_BUFFER_CODE_SUFFIX),
  );
  const answer = (n: number) => (n < HISTORY_CHECK_LIMIT ? "Yes" : "No") as "Yes" | "No";
  return [
    { label: `Winback discount eligible (${WINBACK_CODE_PREFIX} codes)`, count: winback, windowDays: WINBACK_WINDOW_DAYS, answer: answer(winback) },
    { label: `Free buffer bag eligible (${FREE_BUFFER_CODE_SUFFIX})`, count: buffer, windowDays: FREE_BUFFER_WINDOW_DAYS, answer: answer(buffer) },
  ];
}

/**
 * The "Free buffer bag eligible" check as a yes or no (the second of discountHistoryChecks): the
 * Add extra meals dialog picks the free buffer bag by default when it says Yes.
 */
export function freeBufferBagEligible(orders: readonly StatsOrder[], now: Date = new Date()): boolean {
  const [, freeBuffer] = discountHistoryChecks(orders, now);
  return freeBuffer!.answer === "Yes";
}

// ───────────────────────────── Cancel survey ─────────────────────────────

export interface SurveyLike {
  created?: string | null;
  primary_answer?: string | null;
  secondary_answer?: string | null;
  customer_comments?: string | null;
}

/** The most recent survey response of a list (by created), or null. */
export function latestSurvey<T extends SurveyLike>(surveys: readonly T[]): T | null {
  let best: T | null = null;
  for (const s of surveys) {
    if (!best || new Date(s.created ?? 0).getTime() > new Date(best.created ?? 0).getTime()) best = s;
  }
  return best;
}

/** "Price: Too expensive — “comment” (Mar 5, 2026)". */
export function surveySummary(survey: SurveyLike): string {
  const reason = [survey.primary_answer, survey.secondary_answer].filter(Boolean).join(": ");
  const comment = survey.customer_comments?.trim() ? ` — “${survey.customer_comments.trim()}”` : "";
  const when = survey.created ? ` (${formatDate(survey.created)})` : "";
  return `${reason || NO_SURVEY_REASON}${comment}${when}`;
}

// ───────────────────────────── Account actions ─────────────────────────────

export type AccountActionId = "email" | "password" | "pii" | "outreach" | "processor" | "impersonate" | "discount";

/**
 * Which account actions the customer page offers. Who may use them comes from the role table
 * (`can(staff, …)`, lib/roles.ts), decided on the server: every staff member may reset the password
 * and log in as the customer; deleting personal data is for Admin and All Module Access; the
 * processor switch for Admin, Ops Admin and All Module Access.
 * - email change: not for a CANCELLED account;
 * - password reset and personal data deletion: need the customer's email (gone after deletion);
 * - login as customer: not once the personal data was deleted (the API refuses it too);
 * - processor switch: only while the processor is the first provider (braintree).
 */
export function visibleAccountActions(p: {
  email: string | null;
  status: string;
  paymentProcessor: string | null;
  /** The personal data was deleted (`pii_deleted_at` set). */
  piiDeleted?: boolean;
  permissions: { accountActions: boolean; deletePii: boolean; switchProcessor: boolean };
}): AccountActionId[] {
  const out: AccountActionId[] = [];
  if (p.permissions.accountActions) {
    // An erased account takes no new email (the API refuses it: nothing could erase it again).
    if (p.status !== "CANCELLED" && !p.piiDeleted) out.push("email");
    if (p.email) out.push("password");
    out.push("outreach");
    if (!p.piiDeleted) out.push("impersonate");
    out.push("discount");
  }
  if (p.permissions.deletePii && p.email) out.push("pii");
  if (p.permissions.switchProcessor && p.paymentProcessor === FIRST_PAYMENT_PROCESSOR) out.push("processor");
  return out;
}

/**
 * After a processor switch the customer adds a card through the customer portal; it has worked when
 * the account has a card on the new processor (GET payment_methods/?account_id=).
 */
export function hasCardOn(methods: readonly { processor: string }[], processor: string): boolean {
  return methods.some((m) => m.processor === processor);
}

// ───────────────────────────── Cards ─────────────────────────────

/** A card on file as GET payment_methods/ answers it (its contract's `card`; a type only, no zod here). */
export type CardLike = PaymentMethodDto["card"];

/** The card as an agent names it: "Visa •••• 9899". */
export const cardText = (card: Pick<CardLike, "brand" | "last4">): string => `${card.brand} •••• ${card.last4}`;

/** The card's expiry as the Cards row shows it, "03/2026" ("--" for a missing or invalid part, spec 01 §9); null when the card carries neither. */
export function cardExpiryText(card: Pick<CardLike, "exp_month" | "exp_year">): string | null {
  return card.exp_month || card.exp_year ? expiryText(card.exp_month, card.exp_year) : null;
}

/**
 * True when the card's expiry month is before the month of `today` (the business day, YYYY-MM-DD:
 * lib/business-day.ts businessDay(now), so the month turns at midnight in the business time zone):
 * a card is good through the last day of its expiry month, as card networks read it. A card whose
 * month or year is missing or invalid is not called expired (nothing to go on). The customer page's
 * Cards row ("Expired" beside the card) and its summary band (an expired default card) ask this.
 */
export function cardExpired(card: Pick<CardLike, "exp_month" | "exp_year">, today: string): boolean {
  const month = expiryMonthOf(card.exp_month);
  const year = expiryYearOf(card.exp_year);
  const now = /^(\d{4})-(\d{2})-\d{2}$/.exec(today);
  if (month === null || year === null || !now) return false;
  return year * 12 + month < Number(now[1]) * 12 + Number(now[2]);
}

/** What a one-time order's summary says of the card Confirm charges, or that nothing is charged (defaultCardNote). */
export interface DefaultCardNote {
  text: string;
  /** True when the charge is expected to fail (no default card, or it expired): the summary warns. */
  warning: boolean;
}

/** The summary's sentence when the cards could not be read (nothing more to go on). */
export const DEFAULT_CARD_CHARGED = "Confirming charges the total to the customer's default payment method.";
/** The summary's sentence when the order's total is $0.00 (100% off): the API charges nothing, so no card is needed. */
export const NOTHING_TO_CHARGE = "The total is $0.00: nothing will be charged.";

/**
 * The card a one-time order's Confirm charges, as its summary says it: the default card named (as
 * the embedded API picks it, the first default one), or a warning when there is none (the charge
 * fails: the order is created unpaid) or it expired before `today` (the business day, cardExpired).
 * `methods` null: the cards could not be read, the plain sentence. `total`: the dry run's total
 * (null while there is none); at $0.00 nothing is charged (whatever the cards), NOTHING_TO_CHARGE.
 */
export function defaultCardNote(methods: readonly Pick<PaymentMethodDto, "is_default" | "card">[] | null, today: string, total: number | null = null): DefaultCardNote {
  if (total !== null && chargesNothing(total)) return { text: NOTHING_TO_CHARGE, warning: false };
  if (methods === null) return { text: DEFAULT_CARD_CHARGED, warning: false };
  const card = methods.find((m) => m.is_default)?.card;
  if (!card) return { text: "The customer has no default payment method, so the charge will fail and the order will be left unpaid. Ask the customer to add a card first.", warning: true };
  if (cardExpired(card, today))
    return { text: `The default card, ${cardText(card)}, expired (${cardExpiryText(card)}), so the charge will likely fail. Ask the customer to update it first.`, warning: true };
  return { text: `Confirming charges the total to the customer's default payment method, ${cardText(card)}.`, warning: false };
}

// ───────────────────────────── Dogs & Plans ─────────────────────────────

export interface PetLike {
  id: string;
  name: string;
  status: string;
  breeds: string[];
  pet_plan: number | null;
}
export interface PlanProductLike {
  id: number;
  code: string;
  name: string;
  frequency: number | null;
}
export interface PlanLike {
  id: number;
  pet: string;
  status: string;
  next_charge_date: string | null;
  is_topper: boolean;
  products: PlanProductLike[];
}
export interface PetSurveyLike extends SurveyLike {
  pet: string | null;
  pet_plan_product: number | null;
}

export interface DogPlanRow {
  pet: Pick<PetLike, "id" | "name" | "status" | "breeds">;
  plan: Pick<PlanLike, "id" | "status" | "next_charge_date" | "is_topper" | "products"> | null;
  /** The latest cancel survey of a CANCELLED dog, else null. */
  latestSurvey: SurveyLike | null;
}

/**
 * One row per dog: its current plan (pet.pet_plan, else its newest) and, when the dog is
 * CANCELLED, its latest survey (matched by pet id or by one of its plans' products).
 */
export function dogsAndPlans(pets: readonly PetLike[], plans: readonly PlanLike[], surveys: readonly PetSurveyLike[]): DogPlanRow[] {
  return pets.map((pet) => {
    const own = plans.filter((p) => p.pet === pet.id);
    const plan = own.find((p) => p.id === pet.pet_plan) ?? [...own].sort((a, b) => b.id - a.id)[0] ?? null;
    const productIds = new Set(own.flatMap((p) => p.products.map((x) => x.id)));
    const petSurveys = surveys.filter((s) => s.pet === pet.id || (s.pet_plan_product !== null && productIds.has(s.pet_plan_product)));
    const survey = pet.status === "CANCELLED" ? latestSurvey(petSurveys) : null;
    return {
      pet: { id: pet.id, name: pet.name, status: pet.status, breeds: pet.breeds },
      plan: plan ? { id: plan.id, status: plan.status, next_charge_date: plan.next_charge_date, is_topper: plan.is_topper, products: plan.products.map((x) => ({ id: x.id, code: x.code, name: x.name, frequency: x.frequency })) } : null,
      latestSurvey: survey
        ? { created: survey.created, primary_answer: survey.primary_answer, secondary_answer: survey.secondary_answer, customer_comments: survey.customer_comments }
        : null,
    };
  });
}

// ───────────────────────────── Changelog ─────────────────────────────
// The texts, the order and the retry of every changelog screen: lib/changelog.ts.

export interface CustomerChangelogEntryLike extends ChangelogEntryLike {
  pet_id?: string | null;
}

/** Entries of one pet, or all when `petId` is empty. */
export function filterChangelogByPet<T extends CustomerChangelogEntryLike>(entries: readonly T[], petId: string | null | undefined): T[] {
  return petId ? entries.filter((e) => e.pet_id === petId) : [...entries];
}
