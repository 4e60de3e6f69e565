/**
 * Row builders shared by the scenario customers and the generated customers. Every builder appends
 * coherent rows (with ids assigned here, so children reference parents without a round trip) to a
 * CustomerRows buffer that bulkInsert later writes table by table, parents first. The end of the
 * file holds createCustomer, the same builder for tests: one customer inserted from a partial spec.
 */
import { randomUUID } from "node:crypto";
import type { Faker } from "@faker-js/faker";
import { eq, type InferInsertModel } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { CHANGELOG_OBJECT_TYPES } from "../../../lib/contract/enums";
import type {
  ChangeAction,
  ChangelogObjectType,
  ClaimType as ClaimTypeEnum,
  FulfillmentProductType as FulfillmentProductTypeEnum,
  FulfillmentStatus,
  ItemKind,
  OrderItemType,
  OrderStatus,
  OrderType,
  PaymentProcessor,
  PetStatus,
  SubscriptionStatus,
} from "../../../lib/contract/enums";
import { DEFAULT_PRICING_MODEL_NAME } from "../../../lib/contract/enums";
import { businessDay, DEFAULT_BUSINESS_TIME_ZONE } from "../../../lib/business-day";
import { priceOrder } from "../../../lib/order-pricing";
import { refundTaxPart } from "../../../lib/orders/rules";
import { mispackExpectedOf, OTHER_SUB_ISSUE, qualityIssueTypes, qualityNotesRequired, qualitySubIssues } from "../../../lib/claim-rules";
import { round2, sumMoney } from "../../../lib/money";
/** The one money rounding (lib/money.ts), for the seed modules. */
export { round2 };
import type { Db } from "../db/client";
import {
  accounts,
  addresses,
  bufferBagAllowances,
  claims,
  customerChangelog,
  fulfillmentItems,
  fulfillmentProducts,
  fulfillments,
  orderDiscounts,
  orderProducts,
  orders,
  paymentMethods,
  petPlanProducts,
  petPlans,
  pets,
  pricingModels,
  products,
  refunds,
  shipments,
  surveyResponses,
  treatments,
  type OrderCharge,
} from "../db/schema";
import { PLAN_SIZE_TABLE, productOf, STANDARD_PRICING_MODEL_ID, type Catalogue } from "./catalogue";
import { bufferBagAllowance } from "../../../lib/orders/extra-meals-allowance";
import type { DiscountRow } from "./marketing";
import { CARRIERS } from "./reference-data";

type Ins<T extends PgTable> = InferInsertModel<T>;
export type ClaimType = z.infer<typeof ClaimTypeEnum>;
type FulfillmentProductType = z.infer<typeof FulfillmentProductTypeEnum>;
export type OrderRow = Ins<typeof orders> & { id: string };
export type OrderProductRow = Ins<typeof orderProducts> & { id: number };

/** Per-customer tables in insertion order (parents before children). */
export const CUSTOMER_TABLES = {
  accounts,
  addresses,
  paymentMethods,
  pets,
  petPlans,
  petPlanProducts,
  bufferBagAllowances,
  surveyResponses,
  treatments,
  orders,
  orderDiscounts,
  orderProducts,
  fulfillments,
  fulfillmentProducts,
  fulfillmentItems,
  shipments,
  refunds,
  claims,
  customerChangelog,
} as const;
export type CustomerTableName = keyof typeof CUSTOMER_TABLES;
export type CustomerRows = { [K in CustomerTableName]: Ins<(typeof CUSTOMER_TABLES)[K]>[] };

export function emptyRows(): CustomerRows {
  return Object.fromEntries(Object.keys(CUSTOMER_TABLES).map((k) => [k, []])) as unknown as CustomerRows;
}
export function rowCount(rows: CustomerRows): number {
  return Object.values(rows).reduce((n, list) => n + list.length, 0);
}

/** Next id per table. Orders and fulfillments have text ids made of a number. */
export class IdCounters {
  private next = new Map<string, number>();
  constructor(private readonly bases: Partial<Record<string, number>> = {}) {}
  take(table: string): number {
    const n = this.next.get(table) ?? this.bases[table] ?? 1;
    this.next.set(table, n + 1);
    return n;
  }
}

export interface SeedContext {
  catalogue: Catalogue;
  discounts: Map<string, DiscountRow>;
  /** The seed's reference instant: the injected clock's now when the seed started; every date is relative to it, no history after it. */
  now: Date;
  /** The business time zone: date-only values (next charge, delivery window) are its calendar days. */
  timeZone: string;
  rand: Faker;
  ids: IdCounters;
  rows: CustomerRows;
  staffEmails: readonly string[];
}

const DAY = 86_400_000;
export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY);
/** The earlier of two instants. */
const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);
/** The calendar day of an instant in the business time zone, as YYYY-MM-DD (the day the screens show it on). */
export const isoDate = (d: Date, timeZone: string = DEFAULT_BUSINESS_TIME_ZONE) => businessDay(d, timeZone);

// ───────────────────────────── Accounts ─────────────────────────────

export interface AddressInput {
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
}

export interface AccountInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  status: "PENDING" | "ACTIVE" | "CANCELLED";
  processor: PaymentProcessor;
  pricingModelId?: number;
  proactive: boolean;
  created: Date;
  address: AddressInput;
  /** Further, non-primary shipping addresses. */
  otherAddresses?: AddressInput[];
  /** A second card on the other processor. */
  secondCard?: boolean;
  /** The default card's last 4 digits (e.g. "0002", the simulated provider's declining card); random otherwise. */
  defaultCardLast4?: string;
}

/** A card on file: what an order's charge records (its brand and last 4 digits). */
export interface CardRef {
  processor: PaymentProcessor;
  isDefault: boolean;
  brand: string;
  expMonth: number;
  last4: string;
}

export interface AccountRef {
  id: number;
  address: AddressInput;
  processor: PaymentProcessor;
  pricingModelId: number;
  created: Date;
  /** The account's payment methods: every charge is made to one of them (chargeFor). */
  cards: CardRef[];
}

const CARD_BRANDS = ["Visa", "Mastercard", "American Express", "Discover"] as const;

export function addAccount(ctx: SeedContext, a: AccountInput): AccountRef {
  const id = ctx.ids.take("accounts");
  const pricingModelId = a.pricingModelId ?? STANDARD_PRICING_MODEL_ID;
  ctx.rows.accounts.push({
    id,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    phoneNumber: a.phoneNumber,
    status: a.status,
    gladlyCustomerId: ctx.rand.string.alphanumeric({ length: 22, casing: "mixed" }),
    defaultPricingModelId: pricingModelId,
    defaultCountry: "US",
    primaryPaymentProcessor: a.processor,
    proactiveCustomerSupportOptedIn: a.proactive,
    piiDeletedAt: null,
    created: a.created,
    lastUpdated: a.created,
  });
  const addAddress = (addr: AddressInput, isPrimary: boolean) =>
    ctx.rows.addresses.push({ id: ctx.ids.take("addresses"), accountId: id, type: "SHIPPING", isPrimary, ...addr, country: "US" });
  addAddress(a.address, true);
  for (const other of a.otherAddresses ?? []) addAddress(other, false);
  const cards: CardRef[] = [];
  const addCard = (processor: PaymentProcessor, isDefault: boolean) => {
    const brand = ctx.rand.helpers.arrayElement(CARD_BRANDS);
    // Drawn even when overridden, so every later random value of the seed stays the same.
    const randomLast4 = ctx.rand.string.numeric(4);
    const last4 = isDefault && a.defaultCardLast4 ? a.defaultCardLast4 : randomLast4;
    const expMonth = ctx.rand.number.int({ min: 1, max: 12 });
    cards.push({ processor, isDefault, brand, last4, expMonth });
    ctx.rows.paymentMethods.push({
      id: ctx.ids.take("paymentMethods"),
      accountId: id,
      processor,
      isDefault,
      brand,
      last4,
      expMonth,
      expYear: a.created.getUTCFullYear() + ctx.rand.number.int({ min: 2, max: 5 }),
      created: a.created,
    });
  };
  if (a.status !== "PENDING" || a.secondCard) addCard(a.processor, true);
  if (a.secondCard) addCard(a.processor === "braintree" ? "stripe" : "braintree", false);
  addChangelog(ctx, { accountId: id, action: "CREATE", objectType: CHANGELOG_OBJECT_TYPES.account, objectId: String(id), changes: { email: { old: null, new: a.email }, status: { old: null, new: a.status } }, staffEmail: null, created: a.created });
  return { id, address: a.address, processor: a.processor, pricingModelId, created: a.created, cards };
}

// ───────────────────────────── Pets and plans ─────────────────────────────

export interface PetInput {
  name: string;
  gender: "MALE" | "FEMALE";
  status: PetStatus;
  birthMonth: number;
  birthYear: number;
  breeds: string[];
  weight: number;
  neutered: boolean;
  lifestyle: string;
  bodyType: string;
  healthConditions: string[];
  created: Date;
}

export function addPet(ctx: SeedContext, account: AccountRef, p: PetInput): string {
  const id = ctx.rand.string.uuid();
  ctx.rows.pets.push({
    id,
    accountId: account.id,
    name: p.name,
    gender: p.gender,
    status: p.status,
    birthMonth: p.birthMonth,
    birthYear: p.birthYear,
    breeds: p.breeds,
    properties: { weight: p.weight, neutered: p.neutered, lifestyle: p.lifestyle, body_type: p.bodyType, health_conditions: p.healthConditions },
    created: p.created,
    lastUpdated: p.created,
  });
  addChangelog(ctx, { accountId: account.id, petId: id, action: "CREATE", objectType: CHANGELOG_OBJECT_TYPES.pet, objectId: id, changes: { name: { old: null, new: p.name }, weight: { old: null, new: p.weight } }, staffEmail: null, created: p.created });
  return id;
}

export interface PlanRef {
  id: number;
  petId: string;
  petName: string;
  mealCode: string;
  mealPlanProductId: number;
  addonCodes: string[];
  planSizeId: number;
  status: SubscriptionStatus;
}

export interface PlanInput {
  petName: string;
  status: SubscriptionStatus;
  mealCode: string;
  addonCodes?: string[];
  nextChargeDate: string | null;
  created: Date;
}

export function addPlan(ctx: SeedContext, account: AccountRef, petId: string, p: PlanInput): PlanRef {
  const meal = productOf(ctx.catalogue, p.mealCode);
  const planSizeId = meal.row.planSizeId ?? 1;
  const id = ctx.ids.take("petPlans");
  ctx.rows.petPlans.push({ id, petId, accountId: account.id, isTopper: false, status: p.status, nextChargeDate: p.nextChargeDate, planSizeId, created: p.created });
  const addProduct = (code: string, type: OrderItemType) => {
    const product = productOf(ctx.catalogue, code);
    const ppId = ctx.ids.take("petPlanProducts");
    ctx.rows.petPlanProducts.push({
      id: ppId,
      petPlanId: id,
      productId: product.row.id,
      status: p.status,
      frequency: product.row.frequency ?? meal.row.frequency ?? null,
      quantity: 1,
      unitPrice: product.prices.get(account.pricingModelId) ?? 0,
      type,
      created: p.created,
    });
    return ppId;
  };
  const mealPlanProductId = addProduct(p.mealCode, "SUBSCRIPTION");
  const addonCodes = p.addonCodes ?? [];
  for (const code of addonCodes) addProduct(code, "ADDON");
  // The extra-meals allowance of an ACTIVE UnKibble plan: the API's rule (a new dog's plan, a re-sized plan).
  const allowance = bufferBagAllowance({ status: p.status, recipes: meal.row.recipes ?? [], planSizeId }, (code) => {
    const product = ctx.catalogue.byCode.get(code);
    return product && { name: product.row.name, price: product.prices.get(account.pricingModelId) };
  });
  if (allowance) ctx.rows.bufferBagAllowances.push({ id: ctx.ids.take("bufferBagAllowances"), petPlanId: id, ...allowance });
  return { id, petId, petName: p.petName, mealCode: p.mealCode, mealPlanProductId, addonCodes, planSizeId, status: p.status };
}

export function addSurvey(
  ctx: SeedContext,
  account: AccountRef,
  plan: PlanRef,
  s: { primary: string; secondary: string | null; comments: string | null; created: Date },
): void {
  ctx.rows.surveyResponses.push({
    id: ctx.ids.take("surveyResponses"),
    accountId: account.id,
    petId: plan.petId,
    petPlanProductId: plan.mealPlanProductId,
    surveyTag: "cancel_plan",
    primaryAnswer: s.primary,
    secondaryAnswer: s.secondary,
    customerComments: s.comments,
    created: s.created,
  });
}

export function addTreatment(
  ctx: SeedContext,
  account: AccountRef,
  t: { flag: string; status: string; name: string; control: boolean; distribution: number; created: Date },
): void {
  ctx.rows.treatments.push({
    id: ctx.ids.take("treatments"),
    accountId: account.id,
    featureFlag: t.flag,
    featureFlagStatus: t.status,
    treatmentName: t.name,
    treatmentControl: t.control,
    treatmentDistribution: t.distribution,
    created: t.created,
  });
}

export function addChangelog(
  ctx: SeedContext,
  c: {
    accountId: number;
    petId?: string | null;
    action: ChangeAction;
    objectType: ChangelogObjectType;
    objectId: string | null;
    changes: Record<string, { old: unknown; new: unknown }>;
    staffEmail: string | null;
    created: Date;
  },
): void {
  ctx.rows.customerChangelog.push({
    id: ctx.ids.take("customerChangelog"),
    accountId: c.accountId,
    petId: c.petId ?? null,
    action: c.action,
    objectType: c.objectType,
    objectId: c.objectId,
    changes: c.changes,
    staffEmail: c.staffEmail,
    created: c.created,
  });
}

// ───────────────────────────── Orders ─────────────────────────────

export interface OrderLineInput {
  code: string;
  quantity?: number;
  type: OrderItemType;
  plan?: PlanRef | null;
  petId?: string | null;
  replacementParentOrderProductId?: number | null;
}

export interface FulfillmentInput {
  status: FulfillmentStatus;
  /** Explicit id; otherwise the next number. */
  id?: string;
  /** Line indexes in this fulfillment (default: all). */
  lines?: number[];
  isSplit?: boolean;
  splitFromId?: string | null;
  carrierIndex?: number;
}

export interface OrderInput {
  id?: string;
  status: OrderStatus;
  type: OrderType;
  lines: OrderLineInput[];
  discountCodes?: string[];
  /** Defaults from the status: none for PREVIEW, PENDING while charging, FAILED on HOLD/MAX_RETRY/ERROR. */
  chargeStatus?: OrderCharge["status"] | null;
  scheduled: Date;
  /** Fulfillments; default: one per temperature (frozen / not frozen) in the status the order's status implies. */
  fulfillments?: FulfillmentInput[] | null;
  /** Keeps the default fulfillments but in this status. */
  fulfillmentStatus?: FulfillmentStatus;
  replacementParentOrderId?: string | null;
}

export interface OrderRef {
  id: string;
  row: OrderRow;
  lines: OrderProductRow[];
  fulfillmentIds: string[];
  /** The fulfillment each line ships in (by line index). */
  lineFulfillment: (string | undefined)[];
}

const FULFILLMENT_FOR_ORDER: Partial<Record<OrderStatus, FulfillmentStatus>> = {
  READY_FOR_FULFILLMENT: "SCHEDULED",
  RUSH_ORDER: "FULFILLMENTS_CREATED",
  FULFILLING: "PREPARING",
  PARTIALLY_FULFILLED: "PARTIALLY_SHIPPED",
  FULFILLED: "SHIPPED",
  COMPLETE: "DELIVERED",
  HISTORICAL: "DELIVERED",
  CANCELLED: "CANCELLED",
  ERROR: "ERROR",
};

/**
 * The charge of an order: made to the account's default card on the order's processor (else its
 * default card, else its first), as the API's own charge does; an account without a card is never charged.
 */
function chargeFor(ctx: SeedContext, status: OrderCharge["status"] | null, account: AccountRef, orderId: string): OrderCharge | null {
  if (status === null) return null;
  // Drawn as before (they once made up the card), so every later random value of the seed stays the same.
  ctx.rand.helpers.arrayElement(CARD_BRANDS);
  const error = status === "FAILED" ? ctx.rand.helpers.arrayElement(["Card declined", "Insufficient funds", "Card expired"]) : null;
  ctx.rand.string.numeric(4);
  const card =
    account.cards.find((c) => c.isDefault && c.processor === account.processor) ??
    account.cards.find((c) => c.isDefault) ??
    account.cards[0];
  if (!card) throw new Error(`seed: order ${orderId} is charged but account ${account.id} has no card on file`);
  return {
    status,
    error,
    card_number: `************${card.last4}`,
    card_type: card.brand,
    // The card's expiry month, as the payment processor's charge record carries it (the order page's Payment Details).
    payload: { processor: account.processor, transaction_id: `${account.processor === "braintree" ? "bt" : "ch"}_${orderId}_${ctx.rand.string.alphanumeric(10)}`, exp_month: card.expMonth },
  };
}

export function fulfillmentType(kind: ItemKind): FulfillmentProductType {
  switch (kind) {
    case "SNACK":
    case "SUPPLEMENT":
    case "PUPGUM":
    case "SCOOP":
    case "MATERIAL":
    case "MERCH":
      return kind;
    default:
      return "MEAL";
  }
}

export function addOrder(ctx: SeedContext, account: AccountRef, o: OrderInput): OrderRef {
  const id = o.id ?? String(ctx.ids.take("orders"));
  const discountsApplied = (o.discountCodes ?? []).map((code) => {
    const d = ctx.discounts.get(code);
    if (!d) throw new Error(`seed: unknown discount ${code}`);
    return d;
  });
  // Priced by the one pricing module (lib/order-pricing.ts), as the API prices an order: a seeded
  // order's totals are what an edit of it would compute.
  const inputs = o.lines.map((l) => {
    const product = productOf(ctx.catalogue, l.code);
    const quantity = l.quantity ?? 1;
    const unitPrice = o.type === "REPLACEMENT" || l.type === "REPLACEMENT" ? 0 : (product.prices.get(account.pricingModelId) ?? 0);
    return { l, product, line: { code: product.row.code, unitPrice, quantity, productType: product.row.productType, discountEligible: product.row.discountEligible !== false } };
  });
  const priced = priceOrder(
    inputs.map((i) => i.line),
    discountsApplied.map((d) => ({ discountType: d.discountType, value: Number(d.value), trialValue: d.trialValue ?? null, eligibleProducts: d.eligibleProducts ?? [] })),
    0,
    { orderType: o.type },
  );
  const lines: OrderProductRow[] = inputs.map(({ l, product, line }, i) => {
    const amounts = priced.lines[i]!;
    return {
      id: ctx.ids.take("orderProducts"),
      orderId: id,
      productId: product.row.id,
      code: product.row.code,
      description: product.row.name,
      quantity: line.quantity,
      unitPrice: amounts.unitPrice,
      discountAmount: amounts.discountAmount,
      taxAmount: amounts.taxAmount,
      totalPrice: amounts.totalPrice,
      totalRefunds: 0,
      type: l.type,
      productType: product.row.productType,
      petId: l.plan?.petId ?? l.petId ?? null,
      petPlanId: l.plan?.id ?? null,
      replacementParentOrderProductId: l.replacementParentOrderProductId ?? null,
    };
  });

  const defaultCharge: OrderCharge["status"] | null =
    o.status === "PREVIEW"
      ? null
      : o.status === "PROCESSING" || o.status === "CHARGING"
        ? "PENDING"
        : o.status === "HOLD" || o.status === "MAX_RETRY_REACHED" || o.status === "ERROR"
          ? "FAILED"
          : "SUCCESS";
  const chargeStatus = o.chargeStatus === undefined ? defaultCharge : o.chargeStatus;
  const scheduled = o.scheduled;
  const row: OrderRow = {
    id,
    accountId: account.id,
    status: o.status,
    orderType: o.type,
    subtotalPrice: priced.subtotalPrice,
    totalDiscounts: priced.totalDiscounts,
    totalTax: priced.totalTax,
    totalPrice: priced.totalPrice,
    totalRefunds: 0,
    totalShippingPrice: priced.totalShippingPrice,
    shippingMethod: "STANDARD",
    pricingModelId: account.pricingModelId,
    paymentType: "CARD",
    paymentProcessor: account.processor,
    scheduled,
    charged: chargeStatus === "SUCCESS" ? scheduled : null,
    minDeliveryDate: isoDate(daysFrom(scheduled, 3), ctx.timeZone),
    maxDeliveryDate: isoDate(daysFrom(scheduled, 6), ctx.timeZone),
    hasClaim: false,
    charge: chargeFor(ctx, chargeStatus, account, id),
    replacementParentOrderId: o.replacementParentOrderId ?? null,
    // An upcoming order was created a week before its date, or today if that is still ahead: never after now.
    created: earlier(daysFrom(scheduled, -7), ctx.now),
    lastUpdated: earlier(scheduled, ctx.now),
  };
  ctx.rows.orders.push(row);
  for (const d of discountsApplied) ctx.rows.orderDiscounts.push({ id: ctx.ids.take("orderDiscounts"), orderId: id, discountId: d.id, created: row.created });
  ctx.rows.orderProducts.push(...lines);

  // Fulfillments: frozen and not-frozen products ship separately.
  let fulfillmentInputs = o.fulfillments;
  if (fulfillmentInputs === undefined) {
    const status = o.fulfillmentStatus ?? FULFILLMENT_FOR_ORDER[o.status];
    if (!status) fulfillmentInputs = [];
    else {
      const frozen: number[] = [];
      const dry: number[] = [];
      lines.forEach((l, i) => (productOf(ctx.catalogue, l.code).row.isFrozen ? frozen : dry).push(i));
      fulfillmentInputs = [frozen, dry].filter((g) => g.length > 0).map((g) => ({ status, lines: g }));
    }
  }
  const lineFulfillment: (string | undefined)[] = lines.map(() => undefined);
  const fulfillmentIds = (fulfillmentInputs ?? []).map((f) => {
    const fid = addFulfillment(ctx, account, row, lines, f);
    for (const i of f.lines ?? lines.map((_, n) => n)) lineFulfillment[i] ??= fid;
    return fid;
  });
  return { id, row, lines, fulfillmentIds, lineFulfillment };
}

function addFulfillment(ctx: SeedContext, account: AccountRef, order: OrderRow, lines: OrderProductRow[], f: FulfillmentInput): string {
  const id = f.id ?? String(ctx.ids.take("fulfillments"));
  const chosen = (f.lines ?? lines.map((_, i) => i)).map((i) => lines[i]!);
  const carrier = CARRIERS[f.carrierIndex ?? ctx.rand.number.int({ min: 0, max: CARRIERS.length - 1 })]!;
  const petIds = [...new Set(chosen.map((l) => l.petId).filter((p): p is string => !!p))];
  ctx.rows.fulfillments.push({
    id,
    orderId: order.id,
    status: f.status,
    isSplitFulfillment: f.isSplit ?? false,
    splitFromId: f.splitFromId ?? null,
    petIds,
    address1: account.address.address1,
    address2: account.address.address2,
    city: account.address.city,
    state: account.address.state,
    zip: account.address.zip,
    country: "US",
    carrier: carrier.carrier,
    carrierRateClass: carrier.rateClass,
    created: order.scheduled ?? order.created ?? new Date(0),
  });
  for (const line of chosen) {
    const product = productOf(ctx.catalogue, line.code);
    const size = product.row.planSizeId ? PLAN_SIZE_TABLE[product.row.planSizeId - 1] : undefined;
    const isMeal = product.row.productType === "MEAL";
    const fpId = ctx.ids.take("fulfillmentProducts");
    ctx.rows.fulfillmentProducts.push({
      id: fpId,
      fulfillmentId: id,
      orderProductId: line.id,
      code: product.row.code,
      name: product.row.name,
      type: fulfillmentType(product.row.productType),
      isFrozen: product.row.isFrozen ?? false,
      petId: line.petId ?? null,
      price: line.unitPrice ?? 0,
      discountAmount: line.discountAmount ?? 0,
      packsPerDay: isMeal && product.row.isFrozen && size ? size.packsPerDay : null,
      scoopsPerDay: isMeal && !product.row.isFrozen && size ? 2 : null,
      scoopCalories: isMeal && !product.row.isFrozen && size ? round2(size.dailyAmount / 7 / 2) : null,
    });
    for (const item of product.items) {
      ctx.rows.fulfillmentItems.push({ id: ctx.ids.take("fulfillmentItems"), fulfillmentProductId: fpId, sku: item.sku, name: item.name, quantity: item.quantity * (line.quantity ?? 1) });
    }
  }
  addShipment(ctx, id, f.status, carrier, order.scheduled ?? new Date(0));
  return id;
}

function addShipment(ctx: SeedContext, fulfillmentId: string, status: FulfillmentStatus, carrier: (typeof CARRIERS)[number], scheduled: Date): void {
  const shippedStates: FulfillmentStatus[] = ["PARTIALLY_SHIPPED", "SHIPPED", "DELIVERED", "DELIVERY_FAILED", "CANCELLED"];
  if (!shippedStates.includes(status)) return;
  // A cancelled fulfillment keeps a label only when one was already bought (then voided).
  if (status === "CANCELLED" && !ctx.rand.datatype.boolean(0.5)) return;
  const t = (days: number, hours: number) => new Date(scheduled.getTime() + days * DAY + hours * 3_600_000);
  const pickup = status === "DELIVERED" && ctx.rand.datatype.boolean(0.1);
  ctx.rows.shipments.push({
    id: ctx.ids.take("shipments"),
    fulfillmentId,
    carrier: carrier.carrier,
    trackingNumber: `${carrier.trackingPrefix}${ctx.rand.string.numeric(16)}`,
    shipped: t(1, 2),
    inTransit: status === "CANCELLED" ? null : t(1, 9),
    outForDelivery: status === "DELIVERED" || status === "DELIVERY_FAILED" ? t(3, 7) : null,
    availableForPickup: pickup ? t(3, 15) : null,
    delivered: status === "DELIVERED" ? t(pickup ? 4 : 3, 14) : null,
    voided: status === "CANCELLED" ? t(1, 5) : null,
    returned: status === "DELIVERY_FAILED" ? t(9, 10) : null,
    exception: status === "DELIVERY_FAILED" ? t(3, 18) : null,
  });
}

export function addRefund(ctx: SeedContext, order: OrderRef, lineIndex: number, amount: number, staffEmail: string, created: Date): void {
  const line = order.lines[lineIndex]!;
  // The tax part as the refund call computes it (lib/orders/rules.ts).
  const taxRefunded = sumMoney(ctx.rows.refunds.filter((r) => r.orderProductId === line.id).map((r) => r.taxAmount));
  const taxAmount = refundTaxPart({ total_price: Number(line.totalPrice), tax_amount: Number(line.taxAmount) }, amount, { refunded: Number(line.totalRefunds), taxRefunded });
  ctx.rows.refunds.push({ id: ctx.ids.take("refunds"), orderId: order.id, orderProductId: line.id, amount, taxAmount, staffEmail, created });
  line.totalRefunds = round2(Number(line.totalRefunds) + amount);
  order.row.totalRefunds = round2(Number(order.row.totalRefunds) + amount);
}

// ───────────────────────────── Claims ─────────────────────────────

export function addClaim(
  ctx: SeedContext,
  account: AccountRef,
  order: OrderRef,
  c: { fulfillmentId: string; lineIndex: number; types: ClaimType[]; resolutionTypes: string[]; createdBy: string; created: Date; conversationId?: string },
): void {
  const line = order.lines[c.lineIndex]!;
  const product = productOf(ctx.catalogue, line.code);
  const skus = product.items.map((i) => i.sku);
  const lot = () => `${ctx.rand.helpers.arrayElement(["A1", "MM"])} ${ctx.rand.string.numeric(5)}`;
  const lots = Object.fromEntries(skus.map((s) => [s, lot()]));
  const has = (t: ClaimType) => c.types.includes(t);
  const vetVisit = has("ADVERSE_REACTION") ? ctx.rand.helpers.arrayElement(["YES", "NO", "UNKNOWN"]) : null;
  const billRequested = vetVisit === "YES" ? ctx.rand.datatype.boolean() : vetVisit === "NO" ? false : null;
  const symptoms = has("ADVERSE_REACTION") ? ctx.rand.helpers.arrayElements(["DIARRHEA", "VOMIT", "STOMACH", "SKIN_REACTION", "OTHER", "LAMENESS"], { min: 1, max: 3 }) : null;
  const frozen = product.row.isFrozen ?? false;
  // A quality issue type the product is offered (lib/claim-rules.ts QUALITY_OPTIONS: no pellets for Fresh meals) and its first
  // sub-issue (one draw, as before, so the rest of the seed is unchanged), notes where they are required.
  const qualityKind = { productType: product.row.productType, isFrozen: frozen };
  const pqType = ctx.rand.helpers.arrayElement(qualityIssueTypes(qualityKind));
  const pqSub = qualitySubIssues(qualityKind, pqType).find((sub) => sub !== OTHER_SUB_ISSUE) ?? null;
  ctx.rows.claims.push({
    id: ctx.ids.take("claims"),
    accountId: account.id,
    orderId: order.id,
    fulfillmentId: c.fulfillmentId,
    productCode: line.code,
    petId: line.petId ?? null,
    claimTypes: [...c.types].sort(),
    gladlyConversationUrl: `https://bark.gladly.qa/agent/customer/${c.conversationId ?? ctx.rand.string.alphanumeric(22)}/conversation/${ctx.rand.string.alphanumeric(22)}`,
    photosReceived: ctx.rand.helpers.arrayElement(["YES", "NO"]),
    resolutionTypes: c.resolutionTypes,
    adverseReactionVetVisitRequired: vetVisit,
    adverseReactionVetBillRequested: billRequested,
    adverseReactionVetBillCost: billRequested ? round2(ctx.rand.number.float({ min: 60, max: 600, fractionDigits: 2 })) : vetVisit === "YES" ? 0 : null,
    adverseReactionSymptoms: symptoms,
    adverseReactionAdditionalNotes: symptoms?.includes("OTHER") ? "Lethargic for two days after switching bags." : null,
    adverseReactionLotCodes: has("ADVERSE_REACTION") ? lots : null,
    feedingGuideIssueType: has("FEEDING_GUIDE") ? ctx.rand.helpers.arrayElement(["DIFFERENT_DOG_FEEDING_GUIDE", "NO_FEEDING_GUIDE", "PRINTING_ISSUE", "UNKNOWN"]) : null,
    mispackHaveInformationOnWhatWasReceived: has("MISPACK") ? "YES" : null,
    // Expected: the product's items, as the wizard's "Yes" copies them and the rules require (lib/claim-rules.ts mispackExpectedOf); one fewer of the first received.
    mispackShouldHaveReceived: has("MISPACK") ? mispackExpectedOf(product) : null,
    mispackActuallyReceived: has("MISPACK") ? product.items.map((i, n) => ({ [i.sku]: n === 0 ? Math.max(0, i.quantity - 1) : i.quantity })) : null,
    orderManifestIssueType: has("ORDER_MANIFEST") ? ctx.rand.helpers.arrayElement(["RECEIVED_DIFFERENT_CUSTOMER_ORDER_MANIFEST", "NO_ORDER_MANIFEST", "PRINTING_ISSUE", "UNKNOWN"]) : null,
    roofUnkibbleUsedCorrectScoop: has("ROOF") && !frozen ? ctx.rand.helpers.arrayElement(["YES", "NO", "UNKNOWN"]) : null,
    roofUnkibbleFedCorrectNumberOfScoops: has("ROOF") && !frozen ? ctx.rand.helpers.arrayElement(["YES", "NO", "UNKNOWN"]) : null,
    roofUnkibbleLeveledOffScoop: has("ROOF") && !frozen ? ctx.rand.helpers.arrayElement(["YES", "NO", "UNKNOWN"]) : null,
    roofFreshFedCorrectNumberOfPacks: has("ROOF") && frozen ? ctx.rand.helpers.arrayElement(["YES", "NO", "UNKNOWN"]) : null,
    roofLotCodes: has("ROOF") ? lots : null,
    warmBoxFoodInsideSilverBag: has("WARM_BOX") ? ctx.rand.helpers.arrayElement(["YES", "NO", "NO_BAG", "UNKNOWN"]) : null,
    warmBoxSilverBagSealed: has("WARM_BOX") ? ctx.rand.helpers.arrayElement(["YES", "NO", "NO_BAG", "UNKNOWN"]) : null,
    warmBoxGelPackOrDryIcePresent: has("WARM_BOX") ? ctx.rand.helpers.arrayElement(["GEL_PACK", "DRY_ICE", "NEITHER", "UNKNOWN"]) : null,
    productQualityIssues: has("PRODUCT_QUALITY")
      ? [{ issue_type: pqType, sub_issue: pqSub, notes: qualityNotesRequired(pqType, pqSub) ? "Bag smelled unusual on opening." : null, lot_codes: lots }]
      : null,
    createdBy: c.createdBy,
    created: c.created,
    lastUpdated: c.created,
  });
  order.row.hasClaim = true;
}

// ───────────────────── Inserted one at a time: test customers ─────────────────────
//
// The same module builds the seed's customers (above, buffered with ids assigned here) and the
// customers a test needs (below, inserted through the schema with plain defaults any field can
// override): the integration tests (tests/support/factories.ts re-exports these) and the
// end-to-end fixtures route (routes/dev-fixtures.ts) both call createCustomer. Ids that must be
// unique in a database that already holds the seed (order ids, product codes) derive from the
// new account's id, so a test customer never collides with a seeded or an earlier one.

let seq = 0;
const next = () => ++seq;

type AccountRow = Ins<typeof accounts>;
type AddressRow = Ins<typeof addresses>;
type PetRow = Ins<typeof pets>;
type FulfillmentRow = Ins<typeof fulfillments>;
type ShipmentRow = Ins<typeof shipments>;

export async function ensurePricingModel(db: Db, name = DEFAULT_PRICING_MODEL_NAME): Promise<number> {
  const [existing] = await db.select().from(pricingModels).where(eq(pricingModels.name, name)).limit(1);
  if (existing) return existing.id;
  const [row] = await db.insert(pricingModels).values({ name }).returning();
  return row!.id;
}

export async function createProduct(db: Db, overrides: Partial<typeof products.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(products)
    .values({
      code: `MEAL-U-B-${n}`,
      name: `UnKibble Beef ${n}`,
      description: "UnKibble beef meal plan",
      productType: "MEAL",
      category: "UNKIBBLE",
      recurring: true,
      frequency: 4,
      recipes: ["U-B"],
      ...overrides,
    })
    .returning();
  return row!;
}

export interface FulfillmentSpec extends Partial<FulfillmentRow> {
  products?: { code?: string; name?: string; type?: string; price?: number; items?: { sku: string; name: string; quantity: number }[] }[];
  shipments?: Partial<ShipmentRow>[];
}

export interface OrderSpec extends Partial<Ins<typeof orders>> {
  products?: Partial<typeof orderProducts.$inferInsert>[];
  fulfillments?: FulfillmentSpec[];
}

export interface PetSpec extends Partial<PetRow> {
  /** A plan with these products (created on the fly unless productId is given). */
  plan?: {
    status?: "ACTIVE" | "PAUSED" | "CANCELLED";
    nextChargeDate?: string | null;
    products?: { productId?: number; unitPrice?: number; type?: "SUBSCRIPTION" | "ADDON"; recipes?: string[]; code?: string }[];
  };
}

export interface CustomerSpec extends Partial<AccountRow> {
  addresses?: Partial<AddressRow>[];
  pets?: PetSpec[];
  orders?: OrderSpec[];
  paymentMethods?: Partial<typeof paymentMethods.$inferInsert>[];
  treatments?: Partial<typeof treatments.$inferInsert>[];
  surveyResponses?: Partial<typeof surveyResponses.$inferInsert>[];
  /**
   * The day the default dates are relative to (upcoming orders a week on and a day apart, the
   * plan's next charge a week on), so they stay upcoming on any day; pass the API's clock.
   */
  now?: Date;
}

export interface CreatedCustomer {
  id: number;
  email: string | null;
  petIds: string[];
  petPlanIds: number[];
  orderIds: string[];
  fulfillmentIds: string[];
}

/** The default id of a test customer's i-th order: unique per account, above every seeded order id. */
export function testOrderId(accountId: number, i: number): string {
  return String(700_000_000 + accountId * 1000 + i);
}

/**
 * A customer account. Defaults: ACTIVE, braintree, one primary SHIPPING address in NY, no pets,
 * no orders. `addresses: []` makes an account without address.
 */
export async function createCustomer(db: Db, spec: CustomerSpec = {}): Promise<CreatedCustomer> {
  const n = next();
  const {
    addresses: addressSpecs,
    pets: petSpecs = [],
    orders: orderSpecs = [],
    paymentMethods: pmSpecs = [],
    treatments: treatmentSpecs = [],
    surveyResponses: surveySpecs = [],
    now = new Date(),
    ...accountFields
  } = spec;
  const pricingModelId = await ensurePricingModel(db);
  const [account] = await db
    .insert(accounts)
    .values({
      firstName: `First${n}`,
      lastName: `Last${n}`,
      email: `customer${n}@example.com`,
      phoneNumber: `+1555${String(n).padStart(7, "0")}`,
      status: "ACTIVE",
      gladlyCustomerId: `gladly-${n}`,
      defaultPricingModelId: pricingModelId,
      primaryPaymentProcessor: "braintree",
      ...accountFields,
    })
    .returning();
  const accountId = account!.id;

  const addrs = addressSpecs ?? [{}];
  if (addrs.length) {
    await db.insert(addresses).values(
      addrs.map((a, i) => ({
        accountId,
        isPrimary: i === 0,
        address1: `${100 + n} Main Street`,
        address2: null,
        city: "Brooklyn",
        state: "NY",
        zip: "11201",
        ...a,
      })),
    );
  }
  if (pmSpecs.length) {
    await db.insert(paymentMethods).values(
      pmSpecs.map((m, i) => ({ accountId, processor: "braintree" as const, isDefault: i === 0, brand: "Visa", last4: "4242", expMonth: 12, expYear: 2030, ...m })),
    );
  }
  if (treatmentSpecs.length) {
    await db.insert(treatments).values(
      treatmentSpecs.map((t) => ({
        accountId,
        featureFlag: "new-checkout",
        featureFlagStatus: "ACTIVE",
        treatmentName: "variant-a",
        treatmentControl: false,
        treatmentDistribution: 50,
        ...t,
      })),
    );
  }

  const petIds: string[] = [];
  const petPlanIds: number[] = [];
  let productsOfAccount = 0;
  for (const p of petSpecs) {
    const { plan, ...petFields } = p;
    const [pet] = await db
      .insert(pets)
      .values({
        id: randomUUID(),
        accountId,
        name: `Dog${n}`,
        gender: "FEMALE",
        status: "ACTIVE",
        birthMonth: 3,
        birthYear: 2020,
        breeds: ["Mixed Breed"],
        properties: { weight: 40, neutered: true, lifestyle: "active", body_type: "ideal", health_conditions: [] },
        ...petFields,
      })
      .returning();
    petIds.push(pet!.id);
    if (plan) {
      const [pp] = await db
        .insert(petPlans)
        .values({ petId: pet!.id, accountId, status: plan.status ?? "ACTIVE", nextChargeDate: plan.nextChargeDate ?? isoDate(daysFrom(now, 7)) })
        .returning();
      petPlanIds.push(pp!.id);
      for (const prod of plan.products ?? [{}]) {
        const productId =
          prod.productId ??
          (await createProduct(db, { code: prod.code ?? `MEAL-U-B-A${accountId}-${++productsOfAccount}`, ...(prod.recipes ? { recipes: prod.recipes } : {}) })).id;
        await db.insert(petPlanProducts).values({
          petPlanId: pp!.id,
          productId,
          status: "ACTIVE",
          frequency: 4,
          quantity: 1,
          unitPrice: prod.unitPrice ?? 89.5,
          type: prod.type ?? "SUBSCRIPTION",
        });
      }
    }
  }

  const orderIds: string[] = [];
  const fulfillmentIds: string[] = [];
  for (const [i, o] of orderSpecs.entries()) {
    const { products: opSpecs = [{}], fulfillments: fSpecs = [], ...orderFields } = o;
    const orderId = orderFields.id ?? testOrderId(accountId, i);
    // A line's total and the order's totals follow from the lines as the pricing module adds them
    // (lib/order-pricing.ts): gross − discount + tax, the order's the sums of its lines; a spec that
    // gives one of them keeps it.
    const lineValues = opSpecs.map((op) => {
      const line = {
        orderId,
        code: "MEAL-U-B",
        description: "UnKibble beef",
        quantity: 1,
        unitPrice: 100,
        discountAmount: 0,
        taxAmount: 0,
        type: "SUBSCRIPTION" as const,
        productType: "MEAL" as const,
        petId: petIds[0] ?? null,
        petPlanId: petPlanIds[0] ?? null,
        ...op,
      };
      return { totalPrice: sumMoney([round2(Number(line.unitPrice) * Number(line.quantity)), -Number(line.discountAmount), Number(line.taxAmount)]), ...line };
    });
    const shipping = Number(orderFields.totalShippingPrice ?? 0);
    const subtotalPrice = sumMoney(lineValues.map((l) => round2(Number(l.unitPrice) * Number(l.quantity))));
    const totalDiscounts = sumMoney(lineValues.map((l) => Number(l.discountAmount)));
    const totalTax = sumMoney(lineValues.map((l) => Number(l.taxAmount)));
    await db.insert(orders).values({
      id: orderId,
      accountId,
      status: "PREVIEW",
      orderType: "SUBSCRIPTION",
      subtotalPrice,
      totalDiscounts,
      totalTax,
      totalPrice: sumMoney([...lineValues.map((l) => Number(l.totalPrice)), shipping]),
      totalRefunds: sumMoney(lineValues.map((l) => Number(l.totalRefunds ?? 0))),
      totalShippingPrice: shipping,
      shippingMethod: "GROUND",
      pricingModelId,
      paymentType: "CARD",
      paymentProcessor: "braintree",
      scheduled: daysFrom(now, 7 + i),
      ...orderFields,
    });
    orderIds.push(orderId);
    const opRows = lineValues.length ? await db.insert(orderProducts).values(lineValues).returning() : [];
    // A line given refunds was refunded that much: one refund record each, as the refund call writes.
    const refunded = opRows.filter((l) => Number(l.totalRefunds) > 0);
    if (refunded.length)
      await db.insert(refunds).values(
        refunded.map((l) => ({
          orderId,
          orderProductId: l.id,
          amount: Number(l.totalRefunds),
          taxAmount: refundTaxPart({ total_price: Number(l.totalPrice), tax_amount: Number(l.taxAmount) }, Number(l.totalRefunds)),
        })),
      );
    for (const [j, f] of fSpecs.entries()) {
      const { products: fpSpecs = [{}], shipments: shipSpecs = [], ...fFields } = f;
      const fulfillmentId = fFields.id ?? `F-${orderId}-${j + 1}`;
      await db.insert(fulfillments).values({
        id: fulfillmentId,
        orderId,
        status: "SHIPPED",
        petIds: petIds.slice(0, 1),
        address1: `${100 + n} Main Street`,
        city: "Brooklyn",
        state: "NY",
        zip: "11201",
        country: "US",
        carrier: "UPS",
        carrierRateClass: "GROUND",
        ...fFields,
      });
      fulfillmentIds.push(fulfillmentId);
      for (const fp of fpSpecs) {
        const [fpRow] = await db
          .insert(fulfillmentProducts)
          .values({
            fulfillmentId,
            orderProductId: opRows[0]?.id ?? null,
            code: fp.code ?? "MEAL-U-B",
            name: fp.name ?? "UnKibble Beef",
            type: fp.type ?? "MEAL",
            petId: petIds[0] ?? null,
            price: fp.price ?? 100,
            scoopsPerDay: 2,
            scoopCalories: 150,
          })
          .returning();
        const items = fp.items ?? [{ sku: "UB-BAG-32", name: "UnKibble Beef 32oz", quantity: 2 }];
        if (items.length) await db.insert(fulfillmentItems).values(items.map((it) => ({ fulfillmentProductId: fpRow!.id, ...it })));
      }
      if (shipSpecs.length) await db.insert(shipments).values(shipSpecs.map((s) => ({ fulfillmentId, carrier: "UPS", ...s })));
    }
  }

  if (surveySpecs.length) {
    await db.insert(surveyResponses).values(
      surveySpecs.map((s) => ({ accountId, petId: petIds[0] ?? null, primaryAnswer: "Price", ...s })),
    );
  }

  return { id: accountId, email: account!.email, petIds, petPlanIds, orderIds, fulfillmentIds };
}
