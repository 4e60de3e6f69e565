/**
 * The named scenario customers (scenario-emails.ts, docs/demo-data.md): hand-written states that
 * screens and tests rely on, identical on every seed (their randomness comes from a fixed faker
 * seed, their dates are relative to the seed's reference day). The coverage customer holds every
 * value of every status/type enumeration, so the invariant holds for any number of generated
 * customers, including zero.
 */
import {
  CHANGELOG_OBJECT_TYPES,
  ClaimType,
  FulfillmentStatus,
  OrderStatus,
  ResolutionType,
  type OrderItemType,
  type OrderType,
  type PetStatus,
  type SubscriptionStatus,
} from "../../../lib/contract/enums";
import { DECLINING_CARD_LAST4 } from "../../../lib/orders/rules";
import { bufferProductCode } from "../../../lib/orders/extra-meals-allowance";
import { mealProductCode } from "./catalogue";
import { CANCEL_REASONS, TREATMENT_FLAGS } from "./reference-data";
import {
  addAccount,
  addChangelog,
  addClaim,
  addOrder,
  addPet,
  addPlan,
  addRefund,
  addSurvey,
  addTreatment,
  daysFrom,
  isoDate,
  type AccountRef,
  type OrderLineInput,
  type PlanRef,
  type SeedContext,
} from "./rows";
import {
  SCENARIO_EMAILS,
  SCENARIO_FULFILLMENT_IDS as FID,
  SCENARIO_MANY_EMAILS,
  SCENARIO_MANY_LAST_NAME,
  SCENARIO_ORDER_IDS as OID,
} from "./scenario-emails";

/** The faker seed of the scenario customers: independent of --seed, so scenarios never change. */
export const SCENARIO_FAKER_SEED = 20_260_101;

interface PersonInput {
  first: string;
  last: string;
  email: string;
  status?: "PENDING" | "ACTIVE" | "CANCELLED";
  processor?: "braintree" | "stripe";
  phone?: string | null;
  state?: string;
  city?: string;
  zip?: string;
  daysAgo?: number;
  proactive?: boolean;
  secondCard?: boolean;
  defaultCardLast4?: string;
}

function person(ctx: SeedContext, p: PersonInput): AccountRef {
  const n = ctx.rows.accounts.length + 1;
  return addAccount(ctx, {
    firstName: p.first,
    lastName: p.last,
    email: p.email,
    phoneNumber: p.phone === undefined ? `+1555010${String(n).padStart(4, "0")}` : p.phone,
    status: p.status ?? "ACTIVE",
    processor: p.processor ?? "stripe",
    proactive: p.proactive ?? false,
    created: daysFrom(ctx.now, -(p.daysAgo ?? 400)),
    address: {
      address1: `${100 + n} Scenario Street`,
      address2: n % 3 === 0 ? `Apt ${n}` : null,
      city: p.city ?? "Austin",
      state: p.state ?? "TX",
      zip: p.zip ?? "78701",
    },
    secondCard: p.secondCard,
    defaultCardLast4: p.defaultCardLast4,
  });
}

interface DogInput {
  name: string;
  status?: PetStatus;
  planStatus?: SubscriptionStatus;
  mealCode?: string;
  addons?: string[];
  weight?: number;
  gender?: "MALE" | "FEMALE";
  breeds?: string[];
}

function dog(ctx: SeedContext, account: AccountRef, d: DogInput): PlanRef {
  const petId = addPet(ctx, account, {
    name: d.name,
    gender: d.gender ?? "FEMALE",
    status: d.status ?? "ACTIVE",
    birthMonth: 4,
    birthYear: ctx.now.getUTCFullYear() - 5,
    breeds: d.breeds ?? ["Labrador Retriever"],
    weight: d.weight ?? 55,
    neutered: true,
    lifestyle: "Active",
    bodyType: "Ideal",
    healthConditions: [],
    created: daysFrom(account.created, 1),
  });
  const planStatus = d.planStatus ?? (d.status === undefined || d.status === "ACTIVE" ? "ACTIVE" : "CANCELLED");
  return addPlan(ctx, account, petId, {
    petName: d.name,
    status: planStatus,
    mealCode: d.mealCode ?? mealProductCode("U-B", 4200, 4),
    addonCodes: d.addons ?? [],
    nextChargeDate: planStatus === "ACTIVE" ? isoDate(daysFrom(ctx.now, 10), ctx.timeZone) : planStatus === "PAUSED" ? isoDate(daysFrom(ctx.now, 45), ctx.timeZone) : null,
    created: daysFrom(account.created, 1),
  });
}

const subscriptionLines = (...plans: PlanRef[]): OrderLineInput[] =>
  plans.flatMap((plan) => [
    { code: plan.mealCode, type: "SUBSCRIPTION" as const, plan },
    ...plan.addonCodes.map((code) => ({ code, type: "ADDON" as const, plan })),
  ]);

/** Past delivered orders, one per four weeks, oldest first. */
function history(ctx: SeedContext, account: AccountRef, plans: PlanRef[], count: number, startDaysAgo = 28 * (count + 1)): void {
  for (let i = 0; i < count; i += 1) {
    addOrder(ctx, account, {
      status: "COMPLETE",
      type: i === 0 ? "TRIAL" : "SUBSCRIPTION",
      lines: subscriptionLines(...plans),
      scheduled: daysFrom(ctx.now, -startDaysAgo + i * 28),
    });
  }
}

export function buildScenarios(ctx: SeedContext): void {
  const now = ctx.now;
  const staff = (i: number) => ctx.staffEmails[i % ctx.staffEmails.length]!;

  // PENDING account: signed up, never finished.
  person(ctx, { first: "Penny", last: "Pending", email: SCENARIO_EMAILS.pending, status: "PENDING", daysAgo: 3 });

  // CANCELLED account with a cancelled dog and its survey.
  {
    const a = person(ctx, { first: "Carl", last: "Cancelled", email: SCENARIO_EMAILS.cancelled, status: "CANCELLED", processor: "braintree" });
    const p = dog(ctx, a, { name: "Biscuit", status: "CANCELLED", mealCode: mealProductCode("U-T", 3150, 4) });
    history(ctx, a, [p], 3, 200);
    addSurvey(ctx, a, p, { primary: "Price", secondary: "Too expensive", comments: "Going back to kibble for now.", created: daysFrom(now, -60) });
    addChangelog(ctx, { accountId: a.id, petId: p.petId, action: "UPDATE", objectType: CHANGELOG_OBJECT_TYPES.petPlan, objectId: String(p.id), changes: { status: { old: "ACTIVE", new: "CANCELLED" } }, staffEmail: staff(0), created: daysFrom(now, -60) });
  }

  // PREVIEW order on an UnKibble plan: buffer bags possible for Maple; Sprout's Fresh plan shares the
  // order, so the extra-meals selector shows a Fresh dog disabled.
  {
    const a = person(ctx, { first: "Uma", last: "Upcoming", email: SCENARIO_EMAILS.previewUnkibble, processor: "stripe" });
    const p = dog(ctx, a, { name: "Maple", mealCode: mealProductCode("U-B", 4200, 4), addons: ["SNACK-JERKY-BEEF"] });
    const fresh = dog(ctx, a, { name: "Sprout", mealCode: mealProductCode("F-L", 2625, 2), weight: 25, gender: "MALE" });
    history(ctx, a, [p, fresh], 2);
    addOrder(ctx, a, { id: OID.previewUnkibble, status: "PREVIEW", type: "SUBSCRIPTION", lines: subscriptionLines(p, fresh), scheduled: daysFrom(now, 10) });
  }

  // PREVIEW order on a Fresh plan.
  {
    const a = person(ctx, { first: "Fiona", last: "Fresh", email: SCENARIO_EMAILS.previewFresh });
    const p = dog(ctx, a, { name: "Pepper", weight: 35, mealCode: mealProductCode("F-L", 3150, 2) });
    history(ctx, a, [p], 2);
    addOrder(ctx, a, { id: OID.previewFresh, status: "PREVIEW", type: "SUBSCRIPTION", lines: subscriptionLines(p), scheduled: daysFrom(now, 10) });
  }

  // A FULFILLING order, charged.
  {
    const a = person(ctx, { first: "Finn", last: "Fulfilling", email: SCENARIO_EMAILS.fulfilling });
    const p = dog(ctx, a, { name: "Rocket", mealCode: mealProductCode("U-C", 5250, 4), weight: 80 });
    history(ctx, a, [p], 2);
    addOrder(ctx, a, { id: OID.fulfilling, status: "FULFILLING", type: "SUBSCRIPTION", lines: subscriptionLines(p), scheduled: daysFrom(now, -1), fulfillmentStatus: "PREPARING" });
  }

  // A FULFILLED order.
  {
    const a = person(ctx, { first: "Fred", last: "Fulfilled", email: SCENARIO_EMAILS.fulfilled });
    const p = dog(ctx, a, { name: "Olive", mealCode: mealProductCode("U-S", 2625, 4), weight: 22 });
    history(ctx, a, [p], 1);
    addOrder(ctx, a, { id: OID.fulfilled, status: "FULFILLED", type: "SUBSCRIPTION", lines: subscriptionLines(p), scheduled: daysFrom(now, -4), fulfillmentStatus: "SHIPPED" });
  }

  // A COMPLETE order, with treatments and staff history.
  {
    const a = person(ctx, { first: "Connie", last: "Complete", email: SCENARIO_EMAILS.complete, proactive: true });
    const p = dog(ctx, a, { name: "Waffles", mealCode: mealProductCode("U-B", 3150, 4), addons: ["SUPP-HIP-JOINT"], weight: 40 });
    history(ctx, a, [p], 2, 90);
    addOrder(ctx, a, { id: OID.complete, status: "COMPLETE", type: "SUBSCRIPTION", lines: subscriptionLines(p), scheduled: daysFrom(now, -20) });
    addTreatment(ctx, a, { flag: "new-checkout-flow", status: "ACTIVE", name: "variant-a", control: false, distribution: 33.33, created: daysFrom(now, -100) });
    addTreatment(ctx, a, { flag: "fresh-upsell-banner", status: "INACTIVE", name: "control", control: true, distribution: 50, created: daysFrom(now, -80) });
    addChangelog(ctx, { accountId: a.id, action: "UPDATE", objectType: CHANGELOG_OBJECT_TYPES.account, objectId: String(a.id), changes: { proactive_customer_support_opted_in: { old: false, new: true } }, staffEmail: staff(1), created: daysFrom(now, -15) });
    addChangelog(ctx, { accountId: a.id, petId: p.petId, action: "UPDATE", objectType: CHANGELOG_OBJECT_TYPES.pet, objectId: p.petId, changes: { weight: { old: 38, new: 40 } }, staffEmail: staff(2), created: daysFrom(now, -12) });
  }

  // An ORDERDESK_SENT fulfillment with three products (split possible) and an already split one.
  {
    const a = person(ctx, { first: "Sid", last: "Split", email: SCENARIO_EMAILS.split });
    const p = dog(ctx, a, { name: "Noodle", mealCode: mealProductCode("U-T", 4200, 4), addons: ["SNACK-CHEWS-SALMON", "SUPP-PROBIOTIC"] });
    history(ctx, a, [p], 1);
    addOrder(ctx, a, { id: OID.split, status: "FULFILLING", type: "SUBSCRIPTION", lines: subscriptionLines(p), scheduled: daysFrom(now, -1), fulfillments: [{ id: FID.split, status: "ORDERDESK_SENT" }] });
    addOrder(ctx, a, {
      id: OID.alreadySplit,
      status: "FULFILLING",
      type: "ONETIME",
      lines: [
        { code: "SNACK-JERKY-BEEF", type: "ONETIME", plan: p },
        { code: "PUPGUM-MINT", type: "ONETIME", plan: p },
        { code: "MERCH-BANDANA", type: "ONETIME", plan: p },
      ],
      scheduled: daysFrom(now, -2),
      fulfillments: [
        { id: FID.alreadySplit, status: "ORDERDESK_SENT", lines: [0, 1] },
        { id: FID.alreadySplitChild, status: "ORDERDESK_SENT", lines: [2], isSplit: true, splitFromId: FID.alreadySplit },
      ],
    });
  }

  // A SHIPPED fulfillment: delivery failed possible.
  {
    const a = person(ctx, { first: "Shelly", last: "Shipped", email: SCENARIO_EMAILS.shipped });
    const p = dog(ctx, a, { name: "Ziggy", mealCode: mealProductCode("U-C", 2100, 2), weight: 12 });
    history(ctx, a, [p], 1);
    addOrder(ctx, a, { id: OID.shipped, status: "FULFILLED", type: "SUBSCRIPTION", lines: subscriptionLines(p), scheduled: daysFrom(now, -2), fulfillments: [{ id: FID.shipped, status: "SHIPPED", carrierIndex: 0 }] });
  }

  // An order on HOLD (failed charge).
  {
    // Its default card declines (lib/orders/rules.ts DECLINING_CARD_LAST4): a new one-time order's charge fails.
    const a = person(ctx, { first: "Hal", last: "Hold", email: SCENARIO_EMAILS.hold, processor: "braintree", defaultCardLast4: DECLINING_CARD_LAST4 });
    const p = dog(ctx, a, { name: "Tater", mealCode: mealProductCode("U-B", 5250, 4), weight: 75 });
    history(ctx, a, [p], 2);
    addOrder(ctx, a, { id: OID.hold, status: "HOLD", type: "SUBSCRIPTION", lines: subscriptionLines(p), scheduled: daysFrom(now, -3), chargeStatus: "FAILED" });
  }

  // Refundable orders.
  {
    const a = person(ctx, { first: "Rita", last: "Refundable", email: SCENARIO_EMAILS.refundable });
    const p = dog(ctx, a, { name: "Bean", mealCode: mealProductCode("U-S", 4200, 4), addons: ["SNACK-JERKY-CHICKEN"] });
    history(ctx, a, [p], 1, 120);
    addOrder(ctx, a, { id: OID.refundable, status: "COMPLETE", type: "SUBSCRIPTION", lines: subscriptionLines(p), scheduled: daysFrom(now, -25) });
    const partial = addOrder(ctx, a, { id: OID.partiallyRefunded, status: "COMPLETE", type: "SUBSCRIPTION", lines: subscriptionLines(p), scheduled: daysFrom(now, -53) });
    addRefund(ctx, partial, 0, 20, staff(1), daysFrom(now, -45));
  }

  // Non-refundable orders: SHO- id, REPLACEMENT type, failed charge.
  {
    const a = person(ctx, { first: "Nora", last: "Norefund", email: SCENARIO_EMAILS.nonRefundable });
    const p = dog(ctx, a, { name: "Mochi", mealCode: mealProductCode("U-C", 3150, 4), weight: 38 });
    addOrder(ctx, a, { id: OID.nonRefundableShop, status: "HISTORICAL", type: "SUBSCRIPTION", lines: subscriptionLines(p), scheduled: daysFrom(now, -300) });
    const original = addOrder(ctx, a, { id: OID.replacedOriginal, status: "COMPLETE", type: "SUBSCRIPTION", lines: subscriptionLines(p), scheduled: daysFrom(now, -40) });
    addOrder(ctx, a, {
      id: OID.nonRefundableReplacement,
      status: "COMPLETE",
      type: "REPLACEMENT",
      lines: [{ code: p.mealCode, type: "REPLACEMENT", plan: p, replacementParentOrderProductId: original.lines[0]!.id }],
      scheduled: daysFrom(now, -33),
      replacementParentOrderId: original.id,
    });
    addOrder(ctx, a, { id: OID.nonRefundableFailedCharge, status: "MAX_RETRY_REACHED", type: "SUBSCRIPTION", lines: subscriptionLines(p), scheduled: daysFrom(now, -12), chargeStatus: "FAILED" });
  }

  // A cancelled dog with surveys beside an active dog.
  {
    const a = person(ctx, { first: "Dana", last: "Doglover", email: SCENARIO_EMAILS.cancelledDog });
    const active = dog(ctx, a, { name: "Scout", mealCode: mealProductCode("U-B", 4200, 4) });
    const cancelled = dog(ctx, a, { name: "Luna", status: "CANCELLED", mealCode: mealProductCode("F-T", 2625, 2), weight: 25, gender: "FEMALE" });
    history(ctx, a, [active, cancelled], 2, 150);
    addSurvey(ctx, a, cancelled, { primary: CANCEL_REASONS[8]![0], secondary: "Late deliveries", comments: null, created: daysFrom(now, -90) });
    addSurvey(ctx, a, cancelled, { primary: CANCEL_REASONS[1]![0], secondary: "Ate it for a while, then stopped", comments: "She got bored of turkey.", created: daysFrom(now, -30) });
    addChangelog(ctx, { accountId: a.id, petId: cancelled.petId, action: "UPDATE", objectType: CHANGELOG_OBJECT_TYPES.petPlan, objectId: String(cancelled.id), changes: { status: { old: "ACTIVE", new: "CANCELLED" } }, staffEmail: staff(0), created: daysFrom(now, -30) });
    addOrder(ctx, a, { status: "PREVIEW", type: "SUBSCRIPTION", lines: subscriptionLines(active), scheduled: daysFrom(now, 10) });
  }

  // Existing claims covering every claim type and resolution type.
  {
    const a = person(ctx, { first: "Clara", last: "Claims", email: SCENARIO_EMAILS.claims });
    const p = dog(ctx, a, { name: "Pickles", mealCode: mealProductCode("U-C", 4200, 4), addons: ["SNACK-JERKY-BEEF"] });
    const f = dog(ctx, a, { name: "Fig", mealCode: mealProductCode("F-B", 2100, 2), weight: 12 });
    history(ctx, a, [p, f], 1, 100);
    const o1 = addOrder(ctx, a, { id: OID.claims, status: "COMPLETE", type: "SUBSCRIPTION", lines: subscriptionLines(p), scheduled: daysFrom(now, -20), fulfillments: [{ id: FID.claims, status: "DELIVERED" }] });
    addClaim(ctx, a, o1, { fulfillmentId: FID.claims, lineIndex: 0, types: ["ADVERSE_REACTION", "FEEDING_GUIDE", "PRODUCT_QUALITY", "ROOF"], resolutionTypes: ["REFUND", "FUTURE_DISCOUNT"], createdBy: staff(0), created: daysFrom(now, -12) });
    addClaim(ctx, a, o1, { fulfillmentId: FID.claims, lineIndex: 1, types: ["MISPACK", "ORDER_MANIFEST"], resolutionTypes: ["REPLACEMENT"], createdBy: staff(1), created: daysFrom(now, -11) });
    const o2 = addOrder(ctx, a, {
      id: OID.claimsFresh,
      status: "COMPLETE",
      type: "SUBSCRIPTION",
      lines: [...subscriptionLines(f), { code: "SAMPLE-F-B", type: "ADDON", plan: f }],
      scheduled: daysFrom(now, -18),
      fulfillments: [{ id: FID.claimsFresh, status: "DELIVERED" }],
    });
    addClaim(ctx, a, o2, { fulfillmentId: FID.claimsFresh, lineIndex: 0, types: ["ROOF", "WARM_BOX"], resolutionTypes: ["FREE_PRODUCT"], createdBy: staff(2), created: daysFrom(now, -10) });
    addClaim(ctx, a, o2, { fulfillmentId: FID.claimsFresh, lineIndex: 1, types: ["WARM_BOX"], resolutionTypes: ["NO_RESOLUTION"], createdBy: staff(3), created: daysFrom(now, -9) });
  }

  // Payment processors.
  {
    const a = person(ctx, { first: "Brian", last: "Braintree", email: SCENARIO_EMAILS.braintree, processor: "braintree", secondCard: true });
    const p = dog(ctx, a, { name: "Juniper", mealCode: mealProductCode("U-T", 2625, 4), weight: 20 });
    history(ctx, a, [p], 2);
  }
  {
    const a = person(ctx, { first: "Stella", last: "Stripe", email: SCENARIO_EMAILS.stripe, processor: "stripe" });
    const p = dog(ctx, a, { name: "Clover", mealCode: mealProductCode("F-L", 4200, 4) });
    history(ctx, a, [p], 2);
  }

  // A 10-digit phone number.
  {
    const a = person(ctx, { first: "Phil", last: "Phone", email: SCENARIO_EMAILS.phone, phone: "+12125550147", state: "NY", city: "New York", zip: "10001" });
    const p = dog(ctx, a, { name: "Gizmo", mealCode: mealProductCode("U-S", 2100, 4), weight: 10 });
    history(ctx, a, [p], 1);
  }

  // Discount-code history: WB- twice within 90 days (and once before), a free buffer bag within 365 days.
  {
    const a = person(ctx, { first: "Dora", last: "Discounts", email: SCENARIO_EMAILS.discountHistory });
    const p = dog(ctx, a, { name: "Nacho", mealCode: mealProductCode("U-B", 4200, 4) });
    addOrder(ctx, a, { status: "COMPLETE", type: "SUBSCRIPTION", lines: subscriptionLines(p), discountCodes: ["WB-30OFF"], scheduled: daysFrom(now, -150) });
    addOrder(ctx, a, { status: "COMPLETE", type: "SUBSCRIPTION", lines: [...subscriptionLines(p), { code: bufferProductCode("U-B", true), type: "ADDON", plan: p }], scheduled: daysFrom(now, -120) });
    addOrder(ctx, a, { status: "COMPLETE", type: "SUBSCRIPTION", lines: subscriptionLines(p), discountCodes: ["WB-10OFF"], scheduled: daysFrom(now, -60) });
    addOrder(ctx, a, { status: "COMPLETE", type: "SUBSCRIPTION", lines: subscriptionLines(p), discountCodes: ["WB-CX-10X3"], scheduled: daysFrom(now, -30) });
    addOrder(ctx, a, { status: "PREVIEW", type: "SUBSCRIPTION", lines: subscriptionLines(p), discountCodes: ["WB-CX-10X3"], scheduled: daysFrom(now, 10) });
  }

  // Many orders: 60 past orders every two weeks.
  {
    const a = person(ctx, { first: "Manny", last: "Orders", email: SCENARIO_EMAILS.manyOrders, daysAgo: 900 });
    const p = dog(ctx, a, { name: "Tofu", mealCode: mealProductCode("U-T", 3150, 2), weight: 40 });
    for (let i = 0; i < 60; i += 1) {
      addOrder(ctx, a, { status: i < 50 ? "COMPLETE" : i < 58 ? "FULFILLED" : "FULFILLING", type: i === 0 ? "TRIAL" : "SUBSCRIPTION", lines: subscriptionLines(p), scheduled: daysFrom(now, -(60 - i) * 14) });
    }
    addOrder(ctx, a, { status: "PREVIEW", type: "SUBSCRIPTION", lines: subscriptionLines(p), scheduled: daysFrom(now, 10) });
  }

  // Customers in states searched by full name.
  for (const [email, first, state, city, zip] of [
    [SCENARIO_EMAILS.newYork, "Nelly", "NY", "New York", "10013"],
    [SCENARIO_EMAILS.northCarolina, "Nate", "NC", "Raleigh", "27601"],
    [SCENARIO_EMAILS.districtOfColumbia, "Deb", "DC", "Washington", "20001"],
  ] as const) {
    const a = person(ctx, { first, last: "Stateside", email, state, city, zip });
    const p = dog(ctx, a, { name: "Pretzel", mealCode: mealProductCode("U-B", 2625, 4), weight: 24 });
    history(ctx, a, [p], 1);
  }

  // More than 25 customers sharing one last name.
  const MANY_DOG_NAMES = ["Buddy", "Biscuit", "Cocoa", "Daisy", "Ember", "Fudge", "Gizmo", "Hazel", "Iggy", "Juniper", "Kona", "Luna", "Mochi", "Nacho", "Olive", "Peanut", "Quincy", "Rosie", "Scout", "Toffee"];
  const manyFirst = ["Avery", "Blake", "Casey", "Devon", "Emery", "Finley", "Gray", "Harper", "Indy", "Jules", "Kai", "Lane", "Morgan", "Noel", "Oakley", "Parker", "Quinn", "Reese", "Sage", "Tatum", "Umber", "Vale", "Wren", "Xen", "Yael", "Zion", "Arden", "Bellamy", "Cameron", "Dakota"];
  SCENARIO_MANY_EMAILS.forEach((email, i) => {
    const a = person(ctx, { first: manyFirst[i % manyFirst.length]!, last: SCENARIO_MANY_LAST_NAME, email, state: i % 2 === 0 ? "NY" : "CA", city: i % 2 === 0 ? "Brooklyn" : "Oakland", zip: i % 2 === 0 ? "11201" : "94607", processor: i % 3 === 0 ? "braintree" : "stripe" });
    // Names the dog form accepts (letters only, lib/pet-form.ts DOG_NAME_PATTERN): "Buddy 1" could not be saved by Update Dog.
    if (i % 3 !== 2) dog(ctx, a, { name: MANY_DOG_NAMES[i % MANY_DOG_NAMES.length]!, mealCode: mealProductCode("U-C", 2100, 4), weight: 12 });
  });

  buildCoverage(ctx);

  // An active customer with no dogs and no orders: the end-to-end Add a New Dog test adds its dog
  // here. Written last, so it changes no id of the scenarios above.
  person(ctx, { first: "Noah", last: "Newdog", email: SCENARIO_EMAILS.newDog });
}

const ORDER_STATUS_FOR_FULFILLMENT: Record<FulfillmentStatus, OrderStatus> = {
  SCHEDULED: "READY_FOR_FULFILLMENT",
  FULFILLMENTS_CREATED: "FULFILLING",
  PREPARING: "FULFILLING",
  ORDERDESK_SENT: "FULFILLING",
  CREATING_AFTERSHIP_SHIPMENTS: "FULFILLING",
  PARTIALLY_SHIPPED: "PARTIALLY_FULFILLED",
  SHIPPED: "FULFILLED",
  DELIVERED: "COMPLETE",
  CANCELLED: "CANCELLED",
  ERROR: "ERROR",
  DELIVERY_FAILED: "FULFILLED",
};

/** One account holding every value of every status/type enumeration. */
function buildCoverage(ctx: SeedContext): void {
  const now = ctx.now;
  const a = person(ctx, { first: "Cory", last: "Coverage", email: SCENARIO_EMAILS.coverage, processor: "braintree", daysAgo: 700, secondCard: true });
  const petPlans: [PetStatus, SubscriptionStatus, string][] = [
    ["ACTIVE", "ACTIVE", mealProductCode("U-B", 4200, 4)],
    ["ACTIVE", "PAUSED", mealProductCode("F-T", 2100, 2)],
    ["CANCELLED", "CANCELLED", mealProductCode("U-S", 3150, 4)],
    ["DECEASED_TO_NOT_LIST", "DECEASED", mealProductCode("U-C", 5250, 4)],
    ["DECEASED_TO_NOT_LIST", "DECEASED_TO_NOT_LIST", mealProductCode("F-B", 6300, 2)],
    ["UNKNOWN", "UNKNOWN", mealProductCode("U-T", 2625, 2)],
  ];
  const plans = petPlans.map(([status, planStatus, mealCode], i) =>
    dog(ctx, a, { name: ["Ace", "Bella", "Coco", "Duke", "Ellie", "Frankie"][i]!, status, planStatus, mealCode, addons: i === 0 ? ["SNACK-JERKY-BEEF"] : [] }),
  );
  addSurvey(ctx, a, plans[2]!, { primary: CANCEL_REASONS[13]![0], secondary: null, comments: "Moving abroad.", created: daysFrom(now, -50) });
  addSurvey(ctx, a, plans[3]!, { primary: CANCEL_REASONS[6]![0], secondary: "My dog passed away", comments: null, created: daysFrom(now, -40) });
  addSurvey(ctx, a, plans[4]!, { primary: CANCEL_REASONS[6]![0], secondary: "My dog passed away", comments: null, created: daysFrom(now, -35) });
  TREATMENT_FLAGS.forEach((flag, i) =>
    addTreatment(ctx, a, { flag: flag.flag, status: i % 2 === 0 ? "ACTIVE" : "INACTIVE", name: flag.names[i % flag.names.length]!, control: flag.names[i % flag.names.length] === "control", distribution: Math.round(10000 / flag.names.length) / 100, created: daysFrom(now, -100 + i) }),
  );

  const lead = plans[0]!;
  const types: OrderType[] = ["TRIAL", "SUBSCRIPTION", "ONETIME", "REPLACEMENT"];
  const itemType = (t: OrderType): OrderItemType => (t === "TRIAL" ? "SUBSCRIPTION" : t);
  OrderStatus.options.forEach((status, i) => {
    const type = types[i % types.length]!;
    addOrder(ctx, a, {
      status,
      type,
      lines: [{ code: lead.mealCode, type: itemType(type), plan: lead }],
      scheduled: status === "PREVIEW" ? daysFrom(now, 10) : daysFrom(now, -300 + i * 20),
    });
  });
  // Every fulfillment status, every fulfillment product type, every order item type, every charge status.
  FulfillmentStatus.options.forEach((fstatus, i) => {
    addOrder(ctx, a, {
      status: ORDER_STATUS_FOR_FULFILLMENT[fstatus],
      type: "ONETIME",
      lines: [
        { code: lead.mealCode, type: "ONETIME", plan: lead },
        { code: "SNACK-JERKY-BEEF", type: "ADDON", plan: lead },
        { code: "SUPP-SKIN-COAT", type: "ONETIME", plan: lead },
        { code: "PUPGUM-ORIGINAL", type: "ONETIME", plan: lead },
        { code: "SCOOP-150-B", type: "ONETIME", plan: lead },
        { code: "MAT-STORAGE-BIN", type: "ONETIME", plan: lead },
        { code: "MERCH-TOTE", type: "ONETIME", plan: lead },
      ],
      scheduled: daysFrom(now, -200 + i * 7),
      fulfillments: [{ status: fstatus, carrierIndex: i % 4 }],
    });
  });
  // Every shipment timestamp: one parcel waited at a pickup point, one label was voided.
  const shipments = ctx.rows.shipments.filter((s) => ctx.rows.fulfillments.some((f) => f.id === s.fulfillmentId && ctx.rows.orders.some((o) => o.id === f.orderId && o.accountId === a.id)));
  const delivered = shipments.find((s) => s.delivered);
  if (delivered) delivered.availableForPickup = new Date((delivered.outForDelivery ?? delivered.shipped ?? now).getTime() + 3_600_000);
  const cancelledFulfillment = ctx.rows.fulfillments.find((f) => f.status === "CANCELLED" && ctx.rows.orders.some((o) => o.id === f.orderId && o.accountId === a.id));
  if (cancelledFulfillment && !ctx.rows.shipments.some((s) => s.fulfillmentId === cancelledFulfillment.id)) {
    ctx.rows.shipments.push({ id: ctx.ids.take("shipments"), fulfillmentId: cancelledFulfillment.id, carrier: cancelledFulfillment.carrier, trackingNumber: "1Z0000000000VOIDED", shipped: null, inTransit: null, outForDelivery: null, availableForPickup: null, delivered: null, voided: daysFrom(now, -150), returned: null, exception: null });
  }
  // Every claim type and resolution type on one delivered order.
  const claimOrder = addOrder(ctx, a, { status: "COMPLETE", type: "SUBSCRIPTION", lines: [{ code: plans[1]!.mealCode, type: "SUBSCRIPTION", plan: plans[1]! }], scheduled: daysFrom(now, -70) });
  addClaim(ctx, a, claimOrder, { fulfillmentId: claimOrder.fulfillmentIds[0]!, lineIndex: 0, types: [...ClaimType.options], resolutionTypes: ResolutionType.options.filter((t) => t !== "NO_RESOLUTION"), createdBy: ctx.staffEmails[0]!, created: daysFrom(now, -60) });
  addRefund(ctx, claimOrder, 0, 10, ctx.staffEmails[1]!, daysFrom(now, -55));
  // Every changelog action.
  addChangelog(ctx, { accountId: a.id, action: "UPDATE", objectType: CHANGELOG_OBJECT_TYPES.account, objectId: String(a.id), changes: { email: { old: "cory.old@example.com", new: SCENARIO_EMAILS.coverage } }, staffEmail: ctx.staffEmails[0]!, created: daysFrom(now, -20) });
  addChangelog(ctx, { accountId: a.id, petId: lead.petId, action: "DELETE", objectType: CHANGELOG_OBJECT_TYPES.petPlanProduct, objectId: String(lead.mealPlanProductId + 1), changes: { product: { old: "SUPP-PROBIOTIC", new: null } }, staffEmail: ctx.staffEmails[1]!, created: daysFrom(now, -18) });
}
