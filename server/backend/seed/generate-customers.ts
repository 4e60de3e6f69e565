/**
 * Generated customers: a believable business, deterministic for a given faker seed. Customer i
 * depends only on the seed and on the customers before it, so the same seed gives the same data
 * whatever the chunk size. Coverage of every enumeration value is guaranteed by the scenario
 * customers (scenarios.ts); here the values follow realistic weights.
 */
import type { Faker } from "@faker-js/faker";
import { CHANGELOG_OBJECT_TYPES, FreshRecipeCode, UnkibbleRecipeCode, type FulfillmentStatus, type OrderStatus, type PetStatus, type SubscriptionStatus } from "../../../lib/contract/enums";
import { US_STATES } from "../../../lib/us-states";
import { mealProductCode, PLAN_SIZE_TABLE, productOf } from "./catalogue";
import { BODY_TYPES, BREEDS, CANCEL_REASONS, HEALTH_CONDITIONS, LIFESTYLES, TREATMENT_FLAGS } from "./reference-data";
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
  round2,
  type ClaimType,
  type OrderLineInput,
  type OrderRef,
  type PlanRef,
  type SeedContext,
} from "./rows";

const EMAIL_DOMAINS = ["example.com", "example.net", "example.org"];
const ADDONS = ["SNACK-JERKY-BEEF", "SNACK-JERKY-CHICKEN", "SNACK-CHEWS-SALMON", "SUPP-HIP-JOINT", "SUPP-SKIN-COAT", "SUPP-PROBIOTIC", "PUPGUM-MINT", "PUPGUM-ORIGINAL"];
const ONE_TIME = [...ADDONS, "MERCH-TOTE", "MERCH-BANDANA", "MAT-STORAGE-BIN"];
const FULFILLING_STATES: FulfillmentStatus[] = ["FULFILLMENTS_CREATED", "PREPARING", "ORDERDESK_SENT", "CREATING_AFTERSHIP_SHIPMENTS"];

/** Letters, dots and hyphens only: a name as it appears in an email address. */
const emailPart = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "");

/** The locale's name lists, read once per faker (faker.person.* re-resolves them on every call). */
const nameLists = new WeakMap<Faker, { female: string[]; male: string[]; last: string[] }>();
function nameListsOf(r: Faker) {
  let lists = nameLists.get(r);
  if (!lists) {
    const person = r.definitions.person;
    lists = { female: [...(person.first_name?.female ?? [])], male: [...(person.first_name?.male ?? [])], last: [...(person.last_name?.generic ?? [])] };
    nameLists.set(r, lists);
  }
  return lists;
}

export function tierForWeight(weight: number): number {
  if (weight < 15) return 1;
  if (weight < 30) return 2;
  if (weight < 45) return 3;
  if (weight < 65) return 4;
  if (weight < 85) return 5;
  return 6;
}

export function generateCustomer(ctx: SeedContext, index: number): void {
  const r = ctx.rand;
  const now = ctx.now;
  const names = nameListsOf(r);
  const firstName = r.helpers.arrayElement(r.datatype.boolean() ? names.female : names.male);
  const lastName = r.helpers.arrayElement(names.last);
  const status = r.helpers.weightedArrayElement([
    { weight: 82, value: "ACTIVE" as const },
    { weight: 12, value: "CANCELLED" as const },
    { weight: 6, value: "PENDING" as const },
  ]);
  const created = daysFrom(now, -r.number.int({ min: 20, max: 1100 }));
  const address = () => ({
    address1: r.location.streetAddress(),
    address2: r.datatype.boolean(0.25) ? r.location.secondaryAddress() : null,
    city: r.location.city(),
    state: r.helpers.arrayElement(US_STATES).abbreviation,
    zip: r.location.zipCode("#####"),
  });
  const phoneNumber = r.datatype.boolean(0.95) ? `+1${r.number.int({ min: 2, max: 9 })}${r.string.numeric(9)}` : null;
  const account = addAccount(ctx, {
    firstName,
    lastName,
    email: `${emailPart(firstName)}.${emailPart(lastName)}.${index + 1}@${r.helpers.arrayElement(EMAIL_DOMAINS)}`,
    phoneNumber,
    status,
    processor: r.datatype.boolean(0.4) ? "braintree" : "stripe",
    pricingModelId: r.helpers.weightedArrayElement([
      { weight: 85, value: 1 },
      { weight: 10, value: 2 },
      { weight: 5, value: 3 },
    ]),
    proactive: r.datatype.boolean(0.3),
    created,
    address: address(),
    otherAddresses: r.datatype.boolean(0.15) ? [address()] : [],
    secondCard: r.datatype.boolean(0.1),
  });
  const staff = () => r.helpers.arrayElement(ctx.staffEmails);

  for (let t = r.number.int({ min: 0, max: 2 }); t > 0; t -= 1) {
    const flag = r.helpers.arrayElement(TREATMENT_FLAGS);
    const name = r.helpers.arrayElement(flag.names);
    addTreatment(ctx, account, {
      flag: flag.flag,
      status: r.helpers.arrayElement(["ACTIVE", "ACTIVE", "INACTIVE"]),
      name,
      control: name === "control",
      distribution: round2(100 / flag.names.length),
      created: daysFrom(created, r.number.int({ min: 0, max: 15 })),
    });
  }
  if (status === "PENDING") return;

  const plans: PlanRef[] = [];
  const nextCharges: string[] = [];
  const petCount = r.helpers.weightedArrayElement([
    { weight: 70, value: 1 },
    { weight: 22, value: 2 },
    { weight: 8, value: 3 },
  ]);
  for (let p = 0; p < petCount; p += 1) {
    const petStatus: PetStatus =
      status === "CANCELLED"
        ? r.datatype.boolean(0.85)
          ? "CANCELLED"
          : "DECEASED_TO_NOT_LIST"
        : r.helpers.weightedArrayElement([
            { weight: 85, value: "ACTIVE" as const },
            { weight: 10, value: "CANCELLED" as const },
            { weight: 3, value: "DECEASED_TO_NOT_LIST" as const },
            { weight: 2, value: "UNKNOWN" as const },
          ]);
    const planStatus: SubscriptionStatus =
      petStatus === "ACTIVE"
        ? r.datatype.boolean(0.93)
          ? "ACTIVE"
          : "PAUSED"
        : petStatus === "CANCELLED"
          ? "CANCELLED"
          : petStatus === "DECEASED_TO_NOT_LIST"
            ? r.helpers.arrayElement(["DECEASED", "DECEASED_TO_NOT_LIST"] as const)
            : "UNKNOWN";
    const weight = r.number.int({ min: 6, max: 110 });
    const petCreated = daysFrom(created, p * r.number.int({ min: 0, max: 200 }));
    const name = r.animal.petName();
    const gender = r.helpers.arrayElement(["MALE", "FEMALE"] as const);
    const birthMonth = r.number.int({ min: 1, max: 12 });
    const yearsOld = r.number.int({ min: 0, max: 15 });
    // No birth date after today (lib/pet-form.ts birthDateMessages): yesterday's UTC month is never
    // ahead of the business day's, whatever the zone.
    const yesterday = daysFrom(now, -1);
    const petId = addPet(ctx, account, {
      name,
      gender,
      status: petStatus,
      birthMonth: yearsOld === 0 ? Math.min(birthMonth, yesterday.getUTCMonth() + 1) : birthMonth,
      birthYear: yesterday.getUTCFullYear() - yearsOld,
      breeds: r.datatype.boolean(0.3) ? ["Mixed Breed"] : r.helpers.arrayElements(BREEDS.slice(1), { min: 1, max: 2 }),
      weight,
      neutered: r.datatype.boolean(0.8),
      lifestyle: r.helpers.arrayElement(LIFESTYLES),
      bodyType: r.helpers.arrayElement(BODY_TYPES),
      healthConditions: r.datatype.boolean(0.3) ? r.helpers.arrayElements(HEALTH_CONDITIONS, { min: 1, max: 2 }) : [],
      created: petCreated,
    });
    const fresh = r.datatype.boolean(0.3);
    const tier = PLAN_SIZE_TABLE[tierForWeight(weight) - 1]!;
    const recipe = fresh ? r.helpers.arrayElement(FreshRecipeCode.options) : r.helpers.arrayElement(UnkibbleRecipeCode.options);
    const freq = fresh ? (r.datatype.boolean(0.7) ? 2 : 4) : r.datatype.boolean(0.7) ? 4 : 2;
    const plan = addPlan(ctx, account, petId, {
      petName: name,
      status: planStatus,
      mealCode: mealProductCode(recipe, tier.dailyAmount, freq),
      addonCodes: r.datatype.boolean(0.2) ? [r.helpers.arrayElement(ADDONS)] : [],
      nextChargeDate: planStatus === "ACTIVE" ? isoDate(daysFrom(now, r.number.int({ min: 1, max: 28 })), ctx.timeZone) : planStatus === "PAUSED" ? isoDate(daysFrom(now, r.number.int({ min: 30, max: 90 })), ctx.timeZone) : null,
      created: petCreated,
    });
    plans.push(plan);
    if (planStatus === "ACTIVE") nextCharges.push(ctx.rows.petPlans[ctx.rows.petPlans.length - 1]!.nextChargeDate!);
    if (planStatus !== "ACTIVE" && planStatus !== "PAUSED" && planStatus !== "UNKNOWN") {
      const passed = petStatus === "DECEASED_TO_NOT_LIST";
      const [primary, subs] = passed ? CANCEL_REASONS[6]! : r.helpers.arrayElement(CANCEL_REASONS);
      const secondary = passed ? "My dog passed away" : subs.length ? r.helpers.arrayElement(subs) : null;
      addSurvey(ctx, account, plan, {
        primary,
        secondary,
        comments: secondary === null || secondary === "Other" ? r.lorem.sentence() : r.datatype.boolean(0.3) ? r.lorem.sentence() : null,
        created: daysFrom(now, -r.number.int({ min: 1, max: 200 })),
      });
      addChangelog(ctx, { accountId: account.id, petId, action: "UPDATE", objectType: CHANGELOG_OBJECT_TYPES.petPlan, objectId: String(plan.id), changes: { status: { old: "ACTIVE", new: planStatus } }, staffEmail: r.datatype.boolean(0.5) ? staff() : null, created: daysFrom(now, -r.number.int({ min: 1, max: 200 })) });
    }
  }

  // Order history: one order per cycle of the first plan's frequency, going back from today.
  const cycleDays = (productOf(ctx.catalogue, plans[0]!.mealCode).row.frequency ?? 4) * 7;
  const historyCount = r.number.int({ min: 1, max: 5 });
  const linesFor = (type: "SUBSCRIPTION" | "ONETIME" | "REPLACEMENT", only?: PlanRef[]): OrderLineInput[] =>
    (only ?? plans).flatMap((plan) => [
      { code: plan.mealCode, type: type === "SUBSCRIPTION" ? "SUBSCRIPTION" : type, plan },
      ...plan.addonCodes.map((code) => ({ code, type: type === "SUBSCRIPTION" ? ("ADDON" as const) : type, plan })),
    ]);
  const past: OrderRef[] = [];
  for (let j = 0; j < historyCount; j += 1) {
    const scheduled = daysFrom(now, -(historyCount - j) * cycleDays + r.number.int({ min: -2, max: 2 }));
    const latest = j === historyCount - 1;
    const orderStatus: OrderStatus = latest
      ? r.helpers.weightedArrayElement([
          { weight: 30, value: "COMPLETE" as const },
          { weight: 20, value: "FULFILLED" as const },
          { weight: 12, value: "FULFILLING" as const },
          { weight: 8, value: "READY_FOR_FULFILLMENT" as const },
          { weight: 5, value: "PARTIALLY_FULFILLED" as const },
          { weight: 4, value: "PROCESSING" as const },
          { weight: 3, value: "CHARGING" as const },
          { weight: 3, value: "RUSH_ORDER" as const },
          { weight: 5, value: "HOLD" as const },
          { weight: 3, value: "MAX_RETRY_REACHED" as const },
          { weight: 2, value: "ERROR" as const },
          { weight: 5, value: "CANCELLED" as const },
        ])
      : r.helpers.weightedArrayElement([
          { weight: 70, value: "COMPLETE" as const },
          { weight: 12, value: "HISTORICAL" as const },
          { weight: 8, value: "FULFILLED" as const },
          { weight: 5, value: "CANCELLED" as const },
          { weight: 5, value: "PARTIALLY_FULFILLED" as const },
        ]);
    const trial = j === 0 && scheduled.getTime() - created.getTime() < 60 * 86_400_000;
    const discountCodes = trial
      ? r.datatype.boolean(0.4)
        ? [r.helpers.arrayElement(["WELCOME50", "TRIAL20"])]
        : []
      : r.datatype.boolean(0.08)
        ? [r.helpers.arrayElement(["WB-10OFF", "WB-30OFF", "FRESH15", "10POFFX1", "WB-CX-10X3", "CX-ACCOM"])]
        : [];
    const order = addOrder(ctx, account, {
      id: orderStatus === "HISTORICAL" && r.datatype.boolean(0.3) ? `SHO-${ctx.ids.take("shopOrders")}` : undefined,
      status: orderStatus,
      type: trial ? "TRIAL" : "SUBSCRIPTION",
      lines: linesFor("SUBSCRIPTION"),
      discountCodes,
      scheduled,
      fulfillmentStatus:
        orderStatus === "FULFILLING"
          ? r.helpers.arrayElement(FULFILLING_STATES)
          : orderStatus === "FULFILLED" && r.datatype.boolean(0.08)
            ? "DELIVERY_FAILED"
            : undefined,
    });
    past.push(order);
    if (orderStatus === "COMPLETE" && r.datatype.boolean(0.06)) {
      const line = order.lines[0]!;
      addRefund(ctx, order, 0, round2(Number(line.totalPrice) * r.helpers.arrayElement([0.25, 0.5, 1])), staff(), daysFrom(scheduled, 6));
    }
    if ((orderStatus === "COMPLETE" || orderStatus === "FULFILLED") && order.fulfillmentIds.length > 0 && r.datatype.boolean(0.04)) {
      const product = productOf(ctx.catalogue, order.lines[0]!.code).row;
      const allowed: ClaimType[] = ["MISPACK", "ORDER_MANIFEST", "ADVERSE_REACTION", "PRODUCT_QUALITY"];
      if (product.productType === "MEAL") allowed.push("ROOF", "FEEDING_GUIDE");
      if ((product.productType === "MEAL" || product.productType === "SAMPLE") && product.isFrozen) allowed.push("WARM_BOX");
      const fulfillmentId = order.lineFulfillment[0] ?? order.fulfillmentIds[0]!;
      addClaim(ctx, account, order, {
        fulfillmentId,
        lineIndex: 0,
        types: r.helpers.arrayElements(allowed, { min: 1, max: 2 }),
        resolutionTypes: [r.helpers.arrayElement(["FREE_PRODUCT", "FUTURE_DISCOUNT", "REFUND", "REPLACEMENT", "NO_RESOLUTION"])],
        createdBy: staff(),
        created: daysFrom(scheduled, 8),
      });
    }
  }

  // A replacement for a delivered order now and then.
  const delivered = past.find((o) => o.row.status === "COMPLETE");
  if (delivered && r.datatype.boolean(0.03)) {
    addOrder(ctx, account, {
      status: "COMPLETE",
      type: "REPLACEMENT",
      lines: delivered.lines.slice(0, 1).map((l) => ({ code: l.code, type: "REPLACEMENT", petId: l.petId, plan: plans.find((p) => p.id === l.petPlanId) ?? null, replacementParentOrderProductId: l.id })),
      scheduled: daysFrom(delivered.row.scheduled ?? now, 5),
      replacementParentOrderId: delivered.id,
    });
  }
  // A one-time order of ancillary products now and then.
  if (r.datatype.boolean(0.1)) {
    const plan = r.helpers.arrayElement(plans);
    addOrder(ctx, account, {
      status: r.helpers.arrayElement(["COMPLETE", "FULFILLED"] as const),
      type: "ONETIME",
      lines: r.helpers.arrayElements(ONE_TIME, { min: 1, max: 2 }).map((code) => ({ code, type: "ONETIME" as const, plan, quantity: r.number.int({ min: 1, max: 3 }) })),
      discountCodes: r.datatype.boolean(0.2) ? ["SNACKS5"] : [],
      scheduled: daysFrom(now, -r.number.int({ min: 5, max: 300 })),
    });
  }
  // The upcoming order of active plans.
  const active = plans.filter((p) => p.status === "ACTIVE");
  if (active.length > 0 && status === "ACTIVE") {
    const next = nextCharges.sort()[0]!;
    addOrder(ctx, account, { status: "PREVIEW", type: "SUBSCRIPTION", lines: linesFor("SUBSCRIPTION", active), scheduled: new Date(`${next}T14:00:00Z`) });
  }
  // Account history by staff.
  if (r.datatype.boolean(0.3)) {
    addChangelog(ctx, { accountId: account.id, action: "UPDATE", objectType: CHANGELOG_OBJECT_TYPES.account, objectId: String(account.id), changes: { phone_number: { old: `+1${r.string.numeric(10)}`, new: phoneNumber } }, staffEmail: staff(), created: daysFrom(now, -r.number.int({ min: 1, max: 300 })) });
  }
  const withAddon = plans.find((p) => p.addonCodes.length > 0);
  if (withAddon && r.datatype.boolean(0.3)) {
    addChangelog(ctx, { accountId: account.id, petId: withAddon.petId, action: "DELETE", objectType: CHANGELOG_OBJECT_TYPES.petPlanProduct, objectId: String(withAddon.mealPlanProductId + 1), changes: { product: { old: withAddon.addonCodes[0], new: null } }, staffEmail: staff(), created: daysFrom(now, -r.number.int({ min: 1, max: 100 })) });
  }
}
