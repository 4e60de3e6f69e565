/**
 * The named scenario customers of the demo data (docs/demo-data.md): each is findable by its email
 * and is identical on every seed. Tests and screens import these instead of spelling addresses.
 */
export const SCENARIO_EMAILS = {
  /** PENDING account: the customer page shows the Pending Account notice. */
  pending: "scenario.pending@example.com",
  /** CANCELLED account: email change hidden; a cancelled dog with a survey. */
  cancelled: "scenario.cancelled@example.com",
  /** PREVIEW order on an UnKibble plan: discounts, one-time products, buffer bags (extra meals). */
  previewUnkibble: "scenario.preview.unkibble@example.com",
  /** PREVIEW order on a Fresh plan: no extra meals. */
  previewFresh: "scenario.preview.fresh@example.com",
  /** A FULFILLING order (mark cancelled, then refund). */
  fulfilling: "scenario.fulfilling@example.com",
  /** A FULFILLED order (replacement possible, delivery-failed reminder). */
  fulfilled: "scenario.fulfilled@example.com",
  /** A COMPLETE order (replacement possible). */
  complete: "scenario.complete@example.com",
  /** An ORDERDESK_SENT fulfillment with three products (split possible) and an already split one. */
  split: "scenario.split@example.com",
  /** A SHIPPED fulfillment with tracking (mark delivery failed). */
  shipped: "scenario.shipped@example.com",
  /** An order on HOLD (failed charge): plan updates refused. */
  hold: "scenario.hold@example.com",
  /** A refundable order (numeric id, SUBSCRIPTION, charge SUCCESS) and a partially refunded one. */
  refundable: "scenario.refundable@example.com",
  /** Non-refundable orders: an SHO- id, a REPLACEMENT order, a failed charge. */
  nonRefundable: "scenario.nonrefundable@example.com",
  /** A cancelled dog with cancel surveys, beside an active dog. */
  cancelledDog: "scenario.cancelled-dog@example.com",
  /** Existing claims covering every claim type. */
  claims: "scenario.claims@example.com",
  /** On braintree, the first provider: processor switch possible. */
  braintree: "scenario.braintree@example.com",
  /** On stripe: no processor switch. */
  stripe: "scenario.stripe@example.com",
  /** A 10-digit phone number (+12125550147, shown as (212) 555-0147). */
  phone: "scenario.phone@example.com",
  /** Discount-code history: two WB- codes within 90 days, one older, a BUFFER-1T-FREE product within 365 days. */
  discountHistory: "scenario.discounts@example.com",
  /** 60 past orders: client tables page by 25. */
  manyOrders: "scenario.many-orders@example.com",
  /** Lives in New York, NY (state-name matching in search). */
  newYork: "scenario.newyork@example.com",
  /** Lives in North Carolina, NC. */
  northCarolina: "scenario.northcarolina@example.com",
  /** Lives in the District of Columbia, DC. */
  districtOfColumbia: "scenario.dc@example.com",
  /** Every status and type value of every enumeration, in one account. */
  coverage: "scenario.coverage@example.com",
  /** An active account with no dogs and no orders, kept for the end-to-end Add a New Dog test (nothing else reads it). */
  newDog: "scenario.newdog@example.com",
} as const;

export type ScenarioKey = keyof typeof SCENARIO_EMAILS;

/** Customers sharing one last name: more than 25, so server paging at 10 shows several pages. */
export const SCENARIO_MANY_LAST_NAME = "Scenario-Many";
export const SCENARIO_MANY_COUNT = 30;
export const SCENARIO_MANY_EMAILS: readonly string[] = Array.from(
  { length: SCENARIO_MANY_COUNT },
  (_, i) => `scenario.many${String(i + 1).padStart(2, "0")}@example.com`,
);

/** Stable order ids of the scenarios. */
export const SCENARIO_ORDER_IDS = {
  previewUnkibble: "1000001",
  previewFresh: "1000002",
  fulfilling: "1000003",
  fulfilled: "1000004",
  complete: "1000005",
  split: "1000006",
  shipped: "1000007",
  hold: "1000008",
  refundable: "1000009",
  nonRefundableShop: "SHO-1000010",
  nonRefundableReplacement: "1000011",
  nonRefundableFailedCharge: "1000012",
  alreadySplit: "1000013",
  partiallyRefunded: "1000014",
  replacedOriginal: "1000015",
  claims: "1000016",
  claimsFresh: "1000017",
} as const;

/** Stable fulfillment ids of the scenarios. */
export const SCENARIO_FULFILLMENT_IDS = {
  split: "5000006",
  shipped: "5000007",
  alreadySplit: "5000013",
  alreadySplitChild: "5000013-S1",
  claims: "5000016",
  claimsFresh: "5000017",
} as const;
