/**
 * Dogs and plans on the embedded API (issue 8): every endpoint's happy path, the dog rules' messages, the recipe limits, the HOLD 403
 * with nothing changed, the cancel that leaves no PREVIEW line for the pet, DECEASED_TO_NOT_LIST
 * only from CANCELLED, the changelog entries with the pet id and the staff email, and a failure in
 * the middle of create_pet_and_pet_plan leaving nothing behind. Runs on both drivers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { createCustomer, createProduct, ensurePricingModel } from "../support/factories";
import { NOT_A_MEAL_PRODUCT_MESSAGE, PET_ACCOUNT_MISMATCH_MESSAGE, PRODUCT_OF_OTHER_FREQUENCY_MESSAGE, PRODUCT_OF_OTHER_SIZE_MESSAGE } from "@/server/backend/queries/pet-plans";
import { seedDatabase } from "@/server/backend/seed";
import { SCENARIO_EMAILS, SCENARIO_ORDER_IDS } from "@/server/backend/seed/scenario-emails";
import {
  accounts,
  bufferBagAllowances,
  customerChangelog,
  orderProducts,
  orders,
  petPlanProducts,
  petPlans,
  pets,
  productPrices,
  products,
  surveyResponses,
} from "@/server/backend/db/schema";
import { DECEASED_DOG_NOT_UPDATED, DECEASED_ONLY_FROM_CANCELLED, PET_NOT_FOUND, PET_PLAN_ON_HOLD, STALE_PET_MESSAGE, STALE_PET_PLAN_MESSAGE } from "@/lib/contract/pets";
import {
  BODY_TYPE_REQUIRED,
  BREEDS_REQUIRED,
  DOG_NAME_LETTERS,
  DOG_NAME_REQUIRED,
  DOG_WEIGHT_INTEGER,
  DOG_WEIGHT_POSITIVE,
  DOG_WEIGHT_TOO_HEAVY,
  DOG_WEIGHT_REQUIRED,
  GENDER_REQUIRED,
  LIFESTYLE_REQUIRED,
  NEUTERED_REQUIRED,
  BIRTH_YEAR_REQUIRED,
  BIRTH_MONTH_FUTURE,
  birthDateMessages,
  newPlanFrequencyText,
  recipeLimitText,
  RECIPES_ONE_MEAL_TYPE,
  RECIPES_REQUIRED,
  addDays,
  FIRST_SHIPMENT_MAX_DAYS,
  FIRST_SHIPMENT_NOT_AFTER_TODAY,
  FIRST_SHIPMENT_TOO_LATE,
} from "@/lib/pet-form";
import { businessDay } from "@/lib/business-day";
import { COMMENTS_REQUIRED, DIFFERENT_ISSUE, DOG_PASSED_AWAY, OTHER, SECONDARY_REQUIRED } from "@/lib/cancel-survey";
import { dailyEnergy } from "@/lib/energy-model";
import type { ApiEndpoint } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import { CUSTOMER_NOT_FOUND_MESSAGE, PII_DELETED_NO_NEW_DOG_MESSAGE } from "@/lib/contract/customers";
import type { UncheckedArgs } from "../support/api-client";
import { DEMO } from "../support/demo-staff";

const TEAM = DEMO.team;
const ADMIN = DEMO.admin;

describe(`dogs and plans (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  const tokens: Record<string, string> = {};
  const year = new Date().getUTCFullYear();

  beforeAll(async () => {
    be = await createTestBackend();
    await seedDatabase(be.db, { customers: 0, staffPassword: DEMO_PASSWORD });
    for (const email of [TEAM, ADMIN]) tokens[email] = await be.tokenFor(email);
  }, 180_000);
  afterAll(async () => be?.close());

  /** The descriptor's call with any body (this file sends invalid ones on purpose) as `as`. */
  const call = async <E extends ApiEndpoint>(endpoint: E, input: UncheckedArgs<E>[0], as = TEAM) => {
    const res = await be.as({ token: tokens[as]! }).unchecked(endpoint, ...([input] as UncheckedArgs<E>));
    return { status: res.status, json: (await res.json()) as Record<string, unknown> & Record<string, never> };
  };
  const changelogOf = (id: number) => be.db.select().from(customerChangelog).where(eq(customerChangelog.accountId, id)).orderBy(customerChangelog.id);
  const scenarioId = async (email: string) => (await be.db.select().from(accounts).where(eq(accounts.email, email)))[0]!.id;

  const dog = (over: Record<string, unknown> = {}) => ({
    name: "Biscuit",
    gender: "MALE",
    neutered: true,
    birth_year: year - 3,
    birth_month: 1,
    weight: 20,
    body_type: "Ideal",
    lifestyle: "Active",
    breeds: ["Mixed Breed"],
    health_conditions: [],
    ...over,
  });
  const createBody = (accountId: number, petOver: Record<string, unknown> = {}, planOver: Record<string, unknown> = {}) => ({
    account_id: accountId,
    pet: dog(petOver),
    pet_plan: { recipes: ["U-B"], plan_size: 4, quantity: 1, ...planOver },
  });
  const createDog = async (accountId: number, petOver: Record<string, unknown> = {}, planOver: Record<string, unknown> = {}) => {
    const r = await call(endpoints.createPetAndPetPlan, { body: createBody(accountId, petOver, planOver) });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    return r.json as unknown as { pet: { id: string }; pet_plan: { id: number; products: { id: number; code: string; unit_price: number }[] }; order: { id: string; total_price: number } };
  };
  const priceOf = async (code: string, pricingModelId = 1) =>
    (
      await be.db
        .select({ price: productPrices.price })
        .from(productPrices)
        .innerJoin(products, eq(products.id, productPrices.productId))
        .where(and(eq(products.code, code), eq(productPrices.pricingModelId, pricingModelId)))
    )[0]!.price;

  describe("GET pet_form_options", () => {
    it("answers the four lists as {name, slug}, Mixed Breed first", async () => {
      const { status, json } = await call(endpoints.getPetFormOptions, {});
      expect(status).toBe(200);
      const o = json as unknown as Record<string, { name: string; slug: string }[]>;
      expect(o.breeds![0]).toEqual({ name: "Mixed Breed", slug: "mixed-breed" });
      expect(o.lifestyles!.map((l) => l.name)).toContain("Lazy");
      expect(o.body_types!.length).toBeGreaterThan(1);
      expect(o.health_conditions!.length).toBeGreaterThan(0);
    });
  });

  describe("GET calculator/plan_options", () => {
    it("recommends the energy model's plan size with prices from the account's pricing model", async () => {
      const c = await createCustomer(be.db, { defaultPricingModelId: 2 });
      const q = `weight=20&birth_year=${year - 3}&birth_month=1&body_type=ideal&neutered=true&lifestyle=active&account_id=${c.id}`;
      const { status, json } = await call(endpoints.getPlanOptions, { query: q });
      expect(status).toBe(200);
      const now = new Date();
      const expected = dailyEnergy({ weightLb: 20, birthYear: year - 3, birthMonth: 1, neutered: true, lifestyle: "active", bodyType: "ideal" }, { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });
      const o = json as unknown as { plan_size: { id: number }; daily_calories: number; pricing_model: string; prices: Record<string, { subscription: { price: number; product: { code: string; recipes: { id: string }[] } } }> };
      expect(o.plan_size.id).toBe(expected.planSize.id);
      expect(o.daily_calories).toBe(expected.dailyCalories);
      expect(o.pricing_model).toBe("LEGACY 2024 PRICING");
      const uk = o.prices.unkibble!.subscription;
      expect(uk.product.recipes.map((r) => r.id)).toEqual(["U-B", "U-T", "U-C", "U-S"]);
      expect(uk.price).toBe(await priceOf(uk.product.code, 2));
      expect(uk.price).not.toBe(await priceOf(uk.product.code, 1));
      expect(o.prices.fresh!.subscription.product.recipes.map((r) => r.id)).toEqual(["F-L", "F-B", "F-T"]);
    });

    it("a heavier, intact, working dog gets a bigger plan than a mellow, overweight one of the same weight", async () => {
      const c = await createCustomer(be.db);
      const q = (extra: string) => `weight=12&birth_year=${year - 4}&birth_month=1&account_id=${c.id}&${extra}`;
      const small = await call(endpoints.getPlanOptions, { query: q("body_type=Overweight&neutered=true&lifestyle=Lazy") });
      const big = await call(endpoints.getPlanOptions, { query: q("body_type=Skinny&neutered=false&lifestyle=Working%20Dog") });
      expect((small.json.plan_size as unknown as { id: number }).id).toBeLessThan((big.json.plan_size as unknown as { id: number }).id);
    });

    it("answers 400 with field messages for a missing or fractional weight and an unknown lifestyle", async () => {
      const c = await createCustomer(be.db);
      const base = `birth_year=${year - 3}&birth_month=1&body_type=ideal&neutered=true&account_id=${c.id}`;
      expect((await call(endpoints.getPlanOptions, { query: `${base}&lifestyle=active` })).json).toMatchObject({ weight: [DOG_WEIGHT_REQUIRED] });
      expect((await call(endpoints.getPlanOptions, { query: `${base}&lifestyle=active&weight=12.5` })).json).toMatchObject({ weight: [DOG_WEIGHT_INTEGER] });
      expect((await call(endpoints.getPlanOptions, { query: `${base}&lifestyle=active&weight=500` })).json).toMatchObject({ weight: [DOG_WEIGHT_TOO_HEAVY] });
      const unknown = await call(endpoints.getPlanOptions, { query: `${base}&lifestyle=couch&weight=12` });
      expect(unknown.status).toBe(400);
      expect(unknown.json).toHaveProperty("lifestyle");
    });
  });

  describe("the pricing model: the account's default, else the standard pricing (one rule: pricingModelIdOf)", () => {
    it("an account with no default pricing model gets the standard prices: plan options, build_plan, a new dog and its first order, a re-sized plan (was: 400 'no price')", async () => {
      const c = await createCustomer(be.db, { defaultPricingModelId: null });
      const options = await call(endpoints.getPlanOptions, { query: `weight=20&birth_year=${year - 3}&birth_month=1&body_type=ideal&neutered=true&lifestyle=active&account_id=${c.id}` });
      expect(options.status, JSON.stringify(options.json)).toBe(200);
      const o = options.json as unknown as { pricing_model: string; prices: { unkibble: { subscription: { price: number; product: { code: string } } } } };
      expect(o.pricing_model).toBe("ALL PRODUCTS STANDARD PRICING");
      expect(o.prices.unkibble.subscription.price).toBe(await priceOf(o.prices.unkibble.subscription.product.code, 1));
      const built = await call(endpoints.buildPlan, { body: { discounts: [], plan_size: 4, recipes: ["U-B"], account_id: c.id } });
      expect(built.status, JSON.stringify(built.json)).toBe(200);
      const created = await createDog(c.id);
      expect(created.pet_plan.products[0]!.unit_price).toBe(await priceOf("MEAL-U-B-4200-4W", 1));
      const [order] = await be.db.select().from(orders).where(eq(orders.id, created.order.id));
      expect(order!.pricingModelId).toBe(1);
      const resized = await call(endpoints.updatePetPlan, { params: { id: created.pet_plan.id }, body: { account: c.id, plan_size: 5, quantity: 1 } });
      expect(resized.status, JSON.stringify(resized.json)).toBe(200);
      expect((resized.json.pet_plan as unknown as { products: { unit_price: number }[] }).products[0]!.unit_price).toBe(await priceOf("MEAL-U-B-5250-4W", 1));
    });

    it("plan options offer, and price, only the recipes with an active meal product priced in the account's model (was: the first recipe only, a 400 when it had no price)", async () => {
      const modelId = await ensurePricingModel(be.db, "TEST TURKEY AND SALMON ONLY");
      for (const code of ["MEAL-U-T-4200-4W", "MEAL-U-S-4200-4W"]) {
        const [product] = await be.db.select().from(products).where(eq(products.code, code));
        await be.db.insert(productPrices).values({ productId: product!.id, pricingModelId: modelId, price: (await priceOf(code, 1)) + 1 });
      }
      const c = await createCustomer(be.db, { defaultPricingModelId: modelId });
      const { status, json } = await call(endpoints.getPlanOptions, { query: `weight=20&birth_year=${year - 3}&birth_month=1&body_type=ideal&neutered=true&lifestyle=active&account_id=${c.id}` });
      expect(status, JSON.stringify(json)).toBe(200);
      type Offer = { subscription: { price: number | null; product: { code: string | null; recipes: { id: string }[] } } };
      const o = json as unknown as { plan_size: { id: number }; pricing_model: string; prices: { unkibble: Offer; fresh: Offer } };
      expect(o.plan_size.id).toBe(4);
      expect(o.pricing_model).toBe("TEST TURKEY AND SALMON ONLY");
      expect(o.prices.unkibble.subscription.product.recipes.map((r) => r.id)).toEqual(["U-T", "U-S"]);
      expect(o.prices.unkibble.subscription.product.code).toBe("MEAL-U-T-4200-4W");
      expect(o.prices.unkibble.subscription.price).toBe((await priceOf("MEAL-U-T-4200-4W", 1)) + 1);
      expect(o.prices.fresh.subscription).toMatchObject({ price: null, product: { code: null, recipes: [] } });
      // What is offered is what build_plan takes: an offered recipe is priced, one not offered refused.
      expect((await call(endpoints.buildPlan, { body: { discounts: [], plan_size: 4, recipes: ["U-S"], account_id: c.id } })).status).toBe(200);
      expect((await call(endpoints.buildPlan, { body: { discounts: [], plan_size: 4, recipes: ["U-B"], account_id: c.id } })).status).toBe(400);
    });

    it("an account that does not exist: 404 from plan options and build_plan, not the standard prices", async () => {
      const missing = 987_654;
      const options = await call(endpoints.getPlanOptions, { query: `weight=20&birth_year=${year - 3}&birth_month=1&body_type=ideal&neutered=true&lifestyle=active&account_id=${missing}` });
      expect(options).toEqual({ status: 404, json: { detail: CUSTOMER_NOT_FOUND_MESSAGE } });
      const built = await call(endpoints.buildPlan, { body: { discounts: [], plan_size: 4, recipes: ["U-B"], account_id: missing } });
      expect(built).toEqual({ status: 404, json: { detail: CUSTOMER_NOT_FOUND_MESSAGE } });
    });
  });

  describe("POST calculator/build_plan", () => {
    it("prices 1–2 UnKibble recipes: the mean of the recipes' prices, one product per recipe", async () => {
      const c = await createCustomer(be.db);
      const { status, json } = await call(endpoints.buildPlan, { body: { discounts: [], plan_size: 3, recipes: ["U-B", "U-S"], account_id: c.id } });
      expect(status).toBe(200);
      const s = (json as unknown as { subscription: { price: { price: number }; product: { code: string }; products: { code: string; unit_price: number }[]; frequency: number } }).subscription;
      const a = await priceOf("MEAL-U-B-3150-4W");
      const b = await priceOf("MEAL-U-S-3150-4W");
      expect(s.product.code).toBe("MEAL-U-B-3150-4W");
      expect(s.frequency).toBe(4);
      expect(s.price.price).toBe(Math.round(((a + b) / 2) * 100) / 100);
      expect(s.products.map((p) => p.code)).toEqual(["MEAL-U-B-3150-4W", "MEAL-U-S-3150-4W"]);
      expect(Math.round(s.products.reduce((n, p) => n + p.unit_price, 0) * 100) / 100).toBe(s.price.price);
    });

    it("prices at a frequency given (Update Dog asks at the plan's own): a 2-weekly UnKibble plan's products", async () => {
      const c = await createCustomer(be.db);
      const { status, json } = await call(endpoints.buildPlan, { body: { discounts: [], plan_size: 3, recipes: ["U-B"], account_id: c.id, frequency: 2 } });
      expect(status).toBe(200);
      const s = (json as unknown as { subscription: { price: { price: number }; product: { code: string }; frequency: number } }).subscription;
      expect(s.product.code).toBe("MEAL-U-B-3150-2W");
      expect(s.frequency).toBe(2);
      expect(s.price.price).toBe(await priceOf("MEAL-U-B-3150-2W"));
    });

    it("takes up to 3 Fresh recipes (every 2 weeks) and refuses more, a third UnKibble recipe and mixed meal types", async () => {
      const c = await createCustomer(be.db);
      const ok = await call(endpoints.buildPlan, { body: { discounts: [], plan_size: 2, recipes: ["F-L", "F-B", "F-T"], account_id: c.id } });
      expect(ok.status).toBe(200);
      expect((ok.json.subscription as unknown as { frequency: number }).frequency).toBe(2);
      const threeU = await call(endpoints.buildPlan, { body: { discounts: [], plan_size: 2, recipes: ["U-B", "U-T", "U-C"], account_id: c.id } });
      expect(threeU).toEqual({ status: 400, json: { recipes: [recipeLimitText("UNKIBBLE")] } });
      const fourF = await call(endpoints.buildPlan, { body: { discounts: [], plan_size: 2, recipes: ["F-L", "F-B", "F-T", "F-L"].slice(0, 3).concat(["U-B"]), account_id: c.id } });
      expect(fourF).toEqual({ status: 400, json: { recipes: [RECIPES_ONE_MEAL_TYPE] } });
      const none = await call(endpoints.buildPlan, { body: { discounts: [], plan_size: 2, recipes: [], account_id: c.id } });
      expect(none.status).toBe(400);
      expect(none.json).toHaveProperty("recipes");
    });
  });

  describe("POST pet_plans/create_pet_and_pet_plan", () => {
    it("creates the pet, its ACTIVE plan with products and the first PREVIEW order, with changelog entries", async () => {
      const c = await createCustomer(be.db);
      const startDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      const created = await createDog(c.id, { name: "Zoë O'Neil-Smith Jr.", lifestyle: "lazy", breeds: ["Beagle", "mixed-breed"] }, { recipes: ["U-B", "U-T"], start_date: startDate });
      const [pet] = await be.db.select().from(pets).where(eq(pets.id, created.pet.id));
      expect(pet).toMatchObject({ accountId: c.id, name: "Zoë O'Neil-Smith Jr.", status: "ACTIVE", breeds: ["Beagle", "Mixed Breed"] });
      expect(pet!.properties).toMatchObject({ weight: 20, lifestyle: "Lazy", body_type: "Ideal" });
      const [plan] = await be.db.select().from(petPlans).where(eq(petPlans.petId, pet!.id));
      expect(plan).toMatchObject({ status: "ACTIVE", planSizeId: 4, nextChargeDate: startDate });
      const ppp = await be.db.select().from(petPlanProducts).where(eq(petPlanProducts.petPlanId, plan!.id));
      expect(ppp).toHaveLength(2);
      const [order] = await be.db.select().from(orders).where(eq(orders.id, created.order.id));
      expect(order).toMatchObject({ accountId: c.id, status: "PREVIEW", orderType: "SUBSCRIPTION" });
      expect(order!.scheduled!.toISOString().slice(0, 10)).toBe(startDate);
      const lines = await be.db.select().from(orderProducts).where(eq(orderProducts.orderId, order!.id));
      expect(lines.map((l) => l.code).sort()).toEqual(["MEAL-U-B-4200-4W", "MEAL-U-T-4200-4W"]);
      expect(lines.every((l) => l.petId === pet!.id && l.petPlanId === plan!.id)).toBe(true);
      expect(order!.totalPrice).toBe(Math.round(lines.reduce((n, l) => n + l.totalPrice, 0) * 100) / 100);

      const log = await changelogOf(c.id);
      expect(log.map((l) => [l.action, l.objectType, l.petId, l.staffEmail])).toEqual([
        ["CREATE", "pet", pet!.id, TEAM],
        ["CREATE", "pet_plan", pet!.id, TEAM],
        ["CREATE", "order", pet!.id, TEAM],
      ]);
      // The first order has its own CREATE entry, as a one-time order has (was: named only in the plan's
      // first_order, so the timeline credited the order to "system").
      expect(log[2]).toMatchObject({
        objectId: order!.id,
        changes: {
          order_type: { old: null, new: "SUBSCRIPTION" },
          order_products: { old: null, new: expect.arrayContaining([{ code: "MEAL-U-B-4200-4W", quantity: 1 }, { code: "MEAL-U-T-4200-4W", quantity: 1 }]) },
          total_price: { old: null, new: order!.totalPrice },
          discount_codes: { old: null, new: [] },
        },
      });
      // The customer page's read shows the dog, its plan and its upcoming order.
      const page = await call(endpoints.getAccount, { params: { id: c.id } });
      const acc = page.json as unknown as { pets: { id: string }[]; petplans: { pet: string }[]; orders: { upcoming: { id: string }[] } };
      expect(acc.pets.map((p) => p.id)).toContain(pet!.id);
      expect(acc.petplans.map((p) => p.pet)).toContain(pet!.id);
      expect(acc.orders.upcoming.map((o) => o.id)).toContain(order!.id);
    });

    it("enforces the dog rules with the spec's messages and creates nothing", async () => {
      const c = await createCustomer(be.db);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: "" }, "pet.name", DOG_NAME_REQUIRED],
        [{ name: undefined }, "pet.name", DOG_NAME_REQUIRED],
        [{ name: "R2-D2" }, "pet.name", DOG_NAME_LETTERS],
        [{ name: "Max!" }, "pet.name", DOG_NAME_LETTERS],
        [{ weight: "" }, "pet.weight", DOG_WEIGHT_REQUIRED],
        [{ weight: 0 }, "pet.weight", DOG_WEIGHT_REQUIRED],
        [{ weight: undefined }, "pet.weight", DOG_WEIGHT_REQUIRED],
        [{ weight: 12.5 }, "pet.weight", DOG_WEIGHT_INTEGER],
        [{ weight: -4 }, "pet.weight", DOG_WEIGHT_POSITIVE],
        [{ weight: 500 }, "pet.weight", DOG_WEIGHT_TOO_HEAVY],
        [{ gender: undefined }, "pet.gender", GENDER_REQUIRED],
        [{ neutered: undefined }, "pet.neutered", NEUTERED_REQUIRED],
        [{ birth_year: undefined }, "pet.birth_year", BIRTH_YEAR_REQUIRED],
        [{ body_type: "" }, "pet.body_type", BODY_TYPE_REQUIRED],
        [{ lifestyle: undefined }, "pet.lifestyle", LIFESTYLE_REQUIRED],
        [{ breeds: [] }, "pet.breeds", BREEDS_REQUIRED],
      ];
      for (const [over, field, message] of cases) {
        const { status, json } = await call(endpoints.createPetAndPetPlan, { body: createBody(c.id, over) });
        expect(status, JSON.stringify(over)).toBe(400);
        expect(json[field], JSON.stringify(over)).toEqual([message]);
      }
      // The agent may take another size than the recommended one (issue 21), but only one of the six.
      for (const plan_size of [0, 7, 2.5]) {
        const { status, json } = await call(endpoints.createPetAndPetPlan, { body: createBody(c.id, {}, { plan_size }) });
        expect(status, String(plan_size)).toBe(400);
        expect(json["pet_plan.plan_size"], String(plan_size)).toHaveLength(1);
      }
      const tooMany = await call(endpoints.createPetAndPetPlan, { body: createBody(c.id, {}, { recipes: ["U-B", "U-T", "U-C"] }) });
      expect(tooMany).toEqual({ status: 400, json: { recipes: [recipeLimitText("UNKIBBLE")] } });
      expect(await be.db.select().from(pets).where(eq(pets.accountId, c.id))).toEqual([]);
      expect(await be.db.select().from(orders).where(eq(orders.accountId, c.id))).toEqual([]);
      expect(await changelogOf(c.id)).toEqual([]);
    });

    it("refuses a birth month after this month (create, plan options and update ask one rule; docs/assumptions.md)", async () => {
      const c = await createCustomer(be.db);
      const [y, m] = businessDay(be.now(), be.config.BUSINESS_TIME_ZONE).split("-").map(Number) as [number, number];
      // The month after this one: in this year, or in December the next January, which is next year's.
      const later = m < 12 ? { birth_year: y, birth_month: m + 1 } : { birth_year: y + 1, birth_month: 1 };
      const [field, message] = Object.entries(birthDateMessages(later.birth_year, later.birth_month, { year: y, month: m }))[0]!;
      expect(field).toBe(m < 12 ? "birth_month" : "birth_year");
      if (m < 12) expect(message).toBe(BIRTH_MONTH_FUTURE);
      const created = await call(endpoints.createPetAndPetPlan, { body: createBody(c.id, later) });
      expect(created).toEqual({ status: 400, json: { [`pet.${field}`]: [message] } });
      const options = await call(endpoints.getPlanOptions, { query: `weight=20&birth_year=${later.birth_year}&birth_month=${later.birth_month}&body_type=ideal&neutered=true&lifestyle=active&account_id=${c.id}` });
      expect(options).toEqual({ status: 400, json: { [field]: [message] } });
      // This month itself is a birth month the dog may have.
      const pet = await createDog(c.id, { birth_year: y, birth_month: m });
      const updated = await call(endpoints.updatePet, { params: { id: pet.pet.id }, body: { ...dog(later), account: c.id } });
      expect(updated).toEqual({ status: 400, json: { [field]: [message] } });
      expect((await be.db.select().from(pets).where(eq(pets.accountId, c.id))).map((p) => [p.birthYear, p.birthMonth])).toEqual([[y, m]]);
    });

    it("with an Idempotency-Key, Save again after a timeout adds the dog once (issue 23)", async () => {
      const c = await createCustomer(be.db);
      const send = () => be.as({ token: tokens[TEAM]! }).callIdempotent(endpoints.createPetAndPetPlan, "add-dog-retry", { body: createBody(c.id) as never });
      const first = await send();
      const firstBody = await first.json();
      expect(first.status, JSON.stringify(firstBody)).toBe(201);
      const again = await send();
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual(firstBody);
      expect(await be.db.select().from(pets).where(eq(pets.accountId, c.id))).toHaveLength(1);
      expect(await be.db.select().from(orders).where(eq(orders.accountId, c.id))).toHaveLength(1);
      expect((await changelogOf(c.id)).filter((e) => e.objectType === "pet")).toHaveLength(1);
    });

    it("saves the plan size the agent took, not the recommended one (issue 21)", async () => {
      const c = await createCustomer(be.db);
      const options = await call(endpoints.getPlanOptions, { query: `weight=20&birth_year=${year - 3}&birth_month=1&body_type=ideal&neutered=true&lifestyle=active&account_id=${c.id}` });
      expect((options.json.plan_size as unknown as { id: number }).id).toBe(4);
      const created = await createDog(c.id, { recommended_calories_day: 4 }, { plan_size: 6 });
      const [plan] = await be.db.select().from(petPlans).where(eq(petPlans.id, created.pet_plan.id));
      expect(plan!.planSizeId).toBe(6);
      expect(created.pet_plan.products.map((p) => p.code)).toEqual(["MEAL-U-B-6300-4W"]);
    });

    it("start_date (issue 18): defaults to 7 days from the business day, refuses today, the past and more than 180 days ahead, takes tomorrow", async () => {
      const c = await createCustomer(be.db);
      const today = businessDay(be.now(), be.config.BUSINESS_TIME_ZONE);
      const refused: [string, string][] = [
        [addDays(today, -1), FIRST_SHIPMENT_NOT_AFTER_TODAY],
        [today, FIRST_SHIPMENT_NOT_AFTER_TODAY],
        [addDays(today, FIRST_SHIPMENT_MAX_DAYS + 1), FIRST_SHIPMENT_TOO_LATE],
      ];
      for (const [date, message] of refused) {
        const r = await call(endpoints.createPetAndPetPlan, { body: createBody(c.id, {}, { start_date: date }) });
        expect(r, date).toEqual({ status: 400, json: { "pet_plan.start_date": [message] } });
      }
      expect(await be.db.select().from(pets).where(eq(pets.accountId, c.id))).toEqual([]);

      const byDefault = await createDog(c.id);
      const [first] = await be.db.select().from(orders).where(eq(orders.id, byDefault.order.id));
      expect(first!.scheduled!.toISOString().slice(0, 10)).toBe(addDays(today, 7));
      const tomorrow = await createDog(c.id, { name: "Pip" }, { start_date: addDays(today, 1) });
      const [next] = await be.db.select().from(orders).where(eq(orders.id, tomorrow.order.id));
      expect(next!.scheduled!.toISOString().slice(0, 10)).toBe(addDays(today, 1));
      const latest = await createDog(c.id, { name: "Lark" }, { start_date: addDays(today, FIRST_SHIPMENT_MAX_DAYS) });
      expect(latest.order.id).toBeTruthy();
    });

    it("a failure in the middle (the order insert) leaves no pet, plan, order or changelog entry behind", async () => {
      const c = await createCustomer(be.db);
      const other = await createCustomer(be.db);
      // Take the order number the API will draw next, so its order insert fails after pet and plan were written.
      const result = (await be.db.execute(sql`select nextval('order_number_seq')::text as n`)) as unknown as { rows: { n: string }[] };
      const taken = String(Number(result.rows[0]!.n) + 1);
      await be.db.insert(orders).values({ id: taken, accountId: other.id, status: "COMPLETE", orderType: "SUBSCRIPTION" });
      // unchecked: createBody is shared with the invalid-body cases and loosely typed.
      const res = await be.as({ token: tokens[TEAM] }).unchecked(endpoints.createPetAndPetPlan, { body: createBody(c.id) });
      expect(res.status).toBe(500);
      expect(await be.db.select().from(pets).where(eq(pets.accountId, c.id))).toEqual([]);
      expect(await be.db.select().from(petPlans).where(eq(petPlans.accountId, c.id))).toEqual([]);
      expect(await be.db.select().from(orders).where(eq(orders.accountId, c.id))).toEqual([]);
      expect(await changelogOf(c.id)).toEqual([]);
    });

    it("refuses a frequency new plans never use (UnKibble every 4 weeks, Fresh every 2), keyed pet_plan.frequency, and takes the meal type's own (was: any product frequency)", async () => {
      const c = await createCustomer(be.db);
      expect(await call(endpoints.createPetAndPetPlan, { body: createBody(c.id, {}, { recipes: ["U-B"], frequency: 2 }) })).toEqual({ status: 400, json: { "pet_plan.frequency": [newPlanFrequencyText("UNKIBBLE")] } });
      expect(await call(endpoints.createPetAndPetPlan, { body: createBody(c.id, {}, { recipes: ["F-L"], frequency: 4 }) })).toEqual({ status: 400, json: { "pet_plan.frequency": [newPlanFrequencyText("FRESH")] } });
      expect(await be.db.select().from(pets).where(eq(pets.accountId, c.id))).toEqual([]);
      const unkibble = await createDog(c.id, {}, { recipes: ["U-B"], frequency: 4 });
      expect(unkibble.pet_plan.products.map((p) => p.code)).toEqual(["MEAL-U-B-4200-4W"]);
      const fresh = await createDog(c.id, { name: "Pip" }, { recipes: ["F-L"], frequency: 2 });
      expect(fresh.pet_plan.products.map((p) => p.code)).toEqual(["MEAL-F-L-4200-2W"]);
    });

    it("takes spec 01 §3's pet plan (product code, frequency, unit_price, plan_size, quantity, start_date; no recipes): the product's recipe, size and frequency, priced by the server (was: 400 recipes required)", async () => {
      const c = await createCustomer(be.db);
      const startDate = addDays(businessDay(be.now(), be.config.BUSINESS_TIME_ZONE), 5);
      const specShape = { product: "MEAL-U-T-3150-4W", frequency: 4, unit_price: 0.01, plan_size: 3, quantity: 1, start_date: startDate };
      const r = await call(endpoints.createPetAndPetPlan, { body: { account_id: c.id, pet: dog(), pet_plan: specShape } });
      expect(r.status, JSON.stringify(r.json)).toBe(201);
      const created = r.json as unknown as { pet_plan: { id: number; plan_size_id: number; products: { code: string; unit_price: number; frequency: number }[] }; order: { id: string; total_price: number } };
      expect(created.pet_plan.plan_size_id).toBe(3);
      expect(created.pet_plan.products).toMatchObject([{ code: "MEAL-U-T-3150-4W", frequency: 4, unit_price: await priceOf("MEAL-U-T-3150-4W") }]);
      expect(created.order.total_price).toBe(await priceOf("MEAL-U-T-3150-4W"));
      // The frequency may be left out: the product's.
      const noFrequency = await call(endpoints.createPetAndPetPlan, { body: { account_id: c.id, pet: dog({ name: "Pip" }), pet_plan: { product: "MEAL-F-B-2100-2W", plan_size: 1, quantity: 1 } } });
      expect(noFrequency.status, JSON.stringify(noFrequency.json)).toBe(201);
    });

    it("refuses a spec-shaped pet plan whose product is not an active meal product, or whose size or frequency disagrees with the body, or ships at a frequency new plans never use; neither recipes nor product is 'recipes required'", async () => {
      const c = await createCustomer(be.db);
      const inactive = await createProduct(be.db, { status: "INACTIVE", planSizeId: 3, frequency: 4, recipes: ["U-B"] });
      const refused = async (pet_plan: Record<string, unknown>) => call(endpoints.createPetAndPetPlan, { body: { account_id: c.id, pet: dog(), pet_plan: { quantity: 1, ...pet_plan } } });
      for (const code of ["NO-SUCH-CODE", "SNACK-JERKY-BEEF", inactive.code]) {
        expect(await refused({ product: code, plan_size: 3, frequency: 4 }), code).toEqual({ status: 400, json: { "pet_plan.product": [NOT_A_MEAL_PRODUCT_MESSAGE(code)] } });
      }
      expect(await refused({ product: "MEAL-U-T-3150-4W", plan_size: 4, frequency: 2 })).toEqual({
        status: 400,
        json: { "pet_plan.plan_size": [PRODUCT_OF_OTHER_SIZE_MESSAGE("MEAL-U-T-3150-4W", 3)], "pet_plan.frequency": [PRODUCT_OF_OTHER_FREQUENCY_MESSAGE("MEAL-U-T-3150-4W", 4)] },
      });
      // A product of another frequency than new plans use is refused as that frequency asked with recipes.
      for (const frequency of [2, undefined]) {
        expect(await refused({ product: "MEAL-U-T-3150-2W", plan_size: 3, frequency }), String(frequency)).toEqual({ status: 400, json: { "pet_plan.frequency": [newPlanFrequencyText("UNKIBBLE")] } });
      }
      expect(await refused({ plan_size: 3 })).toEqual({ status: 400, json: { "pet_plan.recipes": [RECIPES_REQUIRED] } });
      expect(await be.db.select().from(pets).where(eq(pets.accountId, c.id))).toEqual([]);
    });

    it("refuses a dog whose own account is not account_id (was: ignored, the dog added to account_id), and takes the matching one", async () => {
      const c = await createCustomer(be.db);
      const other = await createCustomer(be.db);
      expect(await call(endpoints.createPetAndPetPlan, { body: createBody(c.id, { account: other.id }) })).toEqual({ status: 400, json: { "pet.account": [PET_ACCOUNT_MISMATCH_MESSAGE] } });
      expect(await be.db.select().from(pets).where(inArray(pets.accountId, [c.id, other.id]))).toEqual([]);
      const created = await createDog(c.id, { account: c.id });
      expect((await be.db.select().from(pets).where(eq(pets.id, created.pet.id)))[0]!.accountId).toBe(c.id);
    });

    it("refuses an unknown account with 404", async () => {
      const { status } = await call(endpoints.createPetAndPetPlan, { body: createBody(99_999_999) });
      expect(status).toBe(404);
    });
  });

  describe("the extra-meals allowance (docs/assumptions.md 'Plan sizes': every ACTIVE UnKibble plan, 3 bags of 7 extra days for sizes 1–3, 5 for 4–6)", () => {
    const allowanceOf = (planId: number) => be.db.select().from(bufferBagAllowances).where(eq(bufferBagAllowances.petPlanId, planId));

    it("a dog added through the API gets it, and an extra-meals line on its first order is accepted; a re-sized plan gets the new size's (was: none, 400 'no extra meals allowance')", async () => {
      const c = await createCustomer(be.db, { defaultPricingModelId: 2 });
      const created = await createDog(c.id, {}, { recipes: ["U-C", "U-B"], plan_size: 2 });
      const planId = created.pet_plan.id;
      const [allowance] = await allowanceOf(planId);
      expect(allowance).toMatchObject({
        extraDays: 7,
        numberOfBagsAllowed: 3,
        products: [
          { code: "U-C-BUFFER-1T", price: await priceOf("U-C-BUFFER-1T", 2) },
          { code: "U-C-BUFFER-1T-FREE", price: 0 },
        ],
      });
      const listed = await call(endpoints.listBufferBags, { query: { order_id: created.order.id } });
      expect(listed.json).toMatchObject([{ pet_plan_id: planId, buffer_bag_extra_days: 7, buffer_bag_number_of_bags_allowed: 3 }]);

      const planLines = created.pet_plan.products.map((p) => ({ pet_plan: planId, product_code: p.code, quantity: 1, type: "SUBSCRIPTION" }));
      const edit = await call(endpoints.updateOrder, {
        params: { id: created.order.id },
        body: { account: c.id, order_id: created.order.id, order_type: "SUBSCRIPTION", discount_codes: [], order_products: [...planLines, { pet_plan: planId, product_code: "U-C-BUFFER-1T", quantity: 3, type: "ONETIME" }] },
      });
      expect(edit.status, JSON.stringify(edit.json)).toBe(200);
      const bagLine = (await be.db.select().from(orderProducts).where(eq(orderProducts.orderId, created.order.id))).find((l) => l.code === "U-C-BUFFER-1T");
      expect(bagLine).toMatchObject({ quantity: 3, unitPrice: await priceOf("U-C-BUFFER-1T", 2) });

      const resized = await call(endpoints.updatePetPlan, { params: { id: planId }, body: { account: c.id, plan_size: 5, quantity: 1 } });
      expect(resized.status, JSON.stringify(resized.json)).toBe(200);
      expect(await allowanceOf(planId)).toMatchObject([{ extraDays: 5, numberOfBagsAllowed: 3, products: [{ code: "U-C-BUFFER-1T" }, { code: "U-C-BUFFER-1T-FREE" }] }]);
      // Back to a small size: 7 days again, one allowance still.
      expect((await call(endpoints.updatePetPlan, { params: { id: planId }, body: { account: c.id, plan_size: 3, quantity: 1 } })).status).toBe(200);
      expect((await allowanceOf(planId)).map((a) => a.extraDays)).toEqual([7]);
    });

    it("a Fresh plan gets none (extra meals are UnKibble only)", async () => {
      const c = await createCustomer(be.db);
      const created = await createDog(c.id, {}, { recipes: ["F-L"], plan_size: 5 });
      expect(await allowanceOf(created.pet_plan.id)).toEqual([]);
      expect((await call(endpoints.updatePetPlan, { params: { id: created.pet_plan.id }, body: { account: c.id, plan_size: 2, quantity: 1 } })).status).toBe(200);
      expect(await allowanceOf(created.pet_plan.id)).toEqual([]);
    });
  });

  describe("PUT pets/{id}", () => {
    it("updates the profile and records the changed fields with the pet id and the staff email", async () => {
      const c = await createCustomer(be.db);
      const { pet } = await createDog(c.id);
      const { status, json } = await call(endpoints.updatePet, { params: { id: pet.id }, body: { ...dog({ weight: 35, lifestyle: "Very Active" }), account: c.id } }, ADMIN);
      expect(status).toBe(200);
      expect(json).toMatchObject({ id: pet.id, properties: { weight: 35, lifestyle: "Very Active" } });
      const last = (await changelogOf(c.id)).at(-1)!;
      expect(last).toMatchObject({ action: "UPDATE", objectType: "pet", petId: pet.id, staffEmail: ADMIN, changes: { weight: { old: 20, new: 35 }, lifestyle: { old: "Active", new: "Very Active" } } });
      expect(Object.keys(last.changes).sort()).toEqual(["lifestyle", "weight"]);
    });

    it("answers PET NOT FOUND for a pet of another customer, and field messages for a bad profile", async () => {
      const c = await createCustomer(be.db);
      const other = await createCustomer(be.db);
      const { pet } = await createDog(c.id);
      expect(await call(endpoints.updatePet, { params: { id: pet.id }, body: { ...dog(), account: other.id } })).toEqual({ status: 404, json: { detail: PET_NOT_FOUND } });
      expect(await call(endpoints.updatePet, { params: { id: "not-a-pet" }, body: { ...dog(), account: c.id } })).toEqual({ status: 404, json: { detail: PET_NOT_FOUND } });
      const bad = await call(endpoints.updatePet, { params: { id: pet.id }, body: { ...dog({ name: "B4", weight: 3.5 }), account: c.id } });
      expect(bad).toEqual({ status: 400, json: { name: [DOG_NAME_LETTERS], weight: [DOG_WEIGHT_INTEGER] } });
    });
  });

  describe("PUT pet_plans/{id}", () => {
    it("moves the plan to the new size and re-prices the upcoming PREVIEW order", async () => {
      const c = await createCustomer(be.db);
      const created = await createDog(c.id, {}, { recipes: ["U-C"], plan_size: 2 });
      const { status, json } = await call(endpoints.updatePetPlan, { params: { id: created.pet_plan.id }, body: {
        account: c.id,
        plan_size: 5,
        quantity: 1,
        pet_plan_id: created.pet_plan.id,
        pet_plan_product_id: created.pet_plan.products[0]!.id,
        product: "MEAL-U-C-5250-4W",
        frequency: 4,
        unit_price: 0.01,
      } });
      expect(status, JSON.stringify(json)).toBe(200);
      const newPrice = await priceOf("MEAL-U-C-5250-4W");
      expect(json).toMatchObject({ repriced_order_ids: [created.order.id] });
      const [line] = await be.db.select().from(orderProducts).where(eq(orderProducts.orderId, created.order.id));
      expect(line).toMatchObject({ code: "MEAL-U-C-5250-4W", unitPrice: newPrice, totalPrice: newPrice });
      const [order] = await be.db.select().from(orders).where(eq(orders.id, created.order.id));
      expect(order!.totalPrice).toBe(newPrice);
      const [ppp] = await be.db.select().from(petPlanProducts).where(eq(petPlanProducts.petPlanId, created.pet_plan.id));
      expect(ppp).toMatchObject({ unitPrice: newPrice });
      const last = (await changelogOf(c.id)).at(-1)!;
      expect(last).toMatchObject({ action: "UPDATE", objectType: "pet_plan", petId: created.pet.id, staffEmail: TEAM, changes: { plan_size: { old: 2625, new: 5250 } } });
    });

    it("a save with the plan's own values (a direct call) changes nothing: no write, no new version, no changelog entry; a real change lists only the fields that changed (was: every field, old = new)", async () => {
      const c = await createCustomer(be.db);
      const created = await createDog(c.id, {}, { recipes: ["U-C"], plan_size: 2 });
      const planId = created.pet_plan.id;
      const [ppp] = await be.db.select().from(petPlanProducts).where(eq(petPlanProducts.petPlanId, planId));
      const same = {
        account: c.id,
        plan_size: 2,
        quantity: 1,
        pet_plan_id: planId,
        pet_plan_product_id: ppp!.id,
        product: created.pet_plan.products[0]!.code,
        frequency: ppp!.frequency!,
        unit_price: ppp!.unitPrice,
        version: 1,
      };
      const before = {
        plan: await be.db.select().from(petPlans).where(eq(petPlans.id, planId)),
        ppp: await be.db.select().from(petPlanProducts).where(eq(petPlanProducts.petPlanId, planId)),
        orders: await be.db.select().from(orders).where(eq(orders.accountId, c.id)),
        log: await changelogOf(c.id),
      };
      const noop = await call(endpoints.updatePetPlan, { params: { id: planId }, body: same });
      expect(noop.status, JSON.stringify(noop.json)).toBe(200);
      // The contract's answer: the plan as it is (same version) and no re-priced order.
      expect(noop.json).toMatchObject({ pet_plan: { id: planId, version: 1, plan_size_id: 2 }, repriced_order_ids: [] });
      expect(await be.db.select().from(petPlans).where(eq(petPlans.id, planId))).toEqual(before.plan);
      expect(await be.db.select().from(petPlanProducts).where(eq(petPlanProducts.petPlanId, planId))).toEqual(before.ppp);
      expect(await be.db.select().from(orders).where(eq(orders.accountId, c.id))).toEqual(before.orders);
      expect(await changelogOf(c.id)).toEqual(before.log);

      // A new size: the entry names what changed (not the frequency, which stayed), each with two different values.
      const resized = await call(endpoints.updatePetPlan, { params: { id: planId }, body: { ...same, plan_size: 5, product: "MEAL-U-C-5250-4W" } });
      expect(resized.status, JSON.stringify(resized.json)).toBe(200);
      const log = await changelogOf(c.id);
      expect(log).toHaveLength(before.log.length + 1);
      const changes = log.at(-1)!.changes as Record<string, { old: unknown; new: unknown }>;
      expect(Object.keys(changes).sort()).toEqual(["order " + created.order.id + " total_price", "plan_size", "price_per_shipment", "products"].sort());
      for (const [field, change] of Object.entries(changes)) expect(change.new, field).not.toEqual(change.old);
    });

    it("answers 403 'Pet Plan has order on HOLD' for Hal Hold and changes nothing", async () => {
      const halId = await scenarioId(SCENARIO_EMAILS.hold);
      const [plan] = await be.db.select().from(petPlans).where(eq(petPlans.accountId, halId));
      const before = {
        plan: await be.db.select().from(petPlans).where(eq(petPlans.id, plan!.id)),
        ppp: await be.db.select().from(petPlanProducts).where(eq(petPlanProducts.petPlanId, plan!.id)),
        lines: await be.db.select().from(orderProducts).innerJoin(orders, eq(orders.id, orderProducts.orderId)).where(eq(orders.accountId, halId)),
        log: await changelogOf(halId),
      };
      const res = await call(endpoints.updatePetPlan, { params: { id: plan!.id }, body: { account: halId, plan_size: 2, quantity: 1 } });
      expect(res).toEqual({ status: 403, json: { detail: PET_PLAN_ON_HOLD } });
      expect(await be.db.select().from(orders).where(eq(orders.id, SCENARIO_ORDER_IDS.hold))).toMatchObject([{ status: "HOLD" }]);
      expect(await be.db.select().from(petPlans).where(eq(petPlans.id, plan!.id))).toEqual(before.plan);
      expect(await be.db.select().from(petPlanProducts).where(eq(petPlanProducts.petPlanId, plan!.id))).toEqual(before.ppp);
      expect(await be.db.select().from(orderProducts).innerJoin(orders, eq(orders.id, orderProducts.orderId)).where(eq(orders.accountId, halId))).toEqual(before.lines);
      expect(await changelogOf(halId)).toEqual(before.log);
    });

    it("answers 404 for a plan of another account", async () => {
      const c = await createCustomer(be.db);
      const other = await createCustomer(be.db);
      const created = await createDog(c.id);
      expect((await call(endpoints.updatePetPlan, { params: { id: created.pet_plan.id }, body: { account: other.id, plan_size: 3, quantity: 1 } })).status).toBe(404);
    });
  });

  describe("POST /pets/{petId}/cancel", () => {
    it("stores the survey, cancels plan and products, removes the pet's PREVIEW lines and cancels an order left empty", async () => {
      const c = await createCustomer(be.db);
      const created = await createDog(c.id);
      const { status, json } = await call(endpoints.cancelPet, { params: { petId: created.pet.id }, body: {
        is_bark: true,
        account_id: c.id,
        pet_status: "CANCELLED",
        survey_tag: "cancel_plan",
        pet_plan_product: created.pet_plan.products[0]!.id,
        product_code: created.pet_plan.products[0]!.code,
        unit_price: created.pet_plan.products[0]!.unit_price,
        primary_answer: "Price",
        secondary_answer: OTHER,
        customer_comments: "Found a local raw food co-op",
        pet_plan: created.pet_plan.id,
      } });
      expect(status, JSON.stringify(json)).toBe(200);
      expect(json).toMatchObject({ pet: { status: "CANCELLED" }, removed_order_lines: 1, cancelled_order_ids: [created.order.id] });
      expect(await be.db.select().from(petPlans).where(eq(petPlans.id, created.pet_plan.id))).toMatchObject([{ status: "CANCELLED", nextChargeDate: null }]);
      expect((await be.db.select().from(petPlanProducts).where(eq(petPlanProducts.petPlanId, created.pet_plan.id))).every((p) => p.status === "CANCELLED")).toBe(true);
      const preview = await be.db
        .select()
        .from(orderProducts)
        .innerJoin(orders, eq(orders.id, orderProducts.orderId))
        .where(and(eq(orders.status, "PREVIEW"), eq(orderProducts.petId, created.pet.id)));
      expect(preview).toEqual([]);
      expect(await be.db.select().from(orders).where(eq(orders.id, created.order.id))).toMatchObject([{ status: "CANCELLED" }]);
      expect(await be.db.select().from(surveyResponses).where(eq(surveyResponses.petId, created.pet.id))).toMatchObject([
        { primaryAnswer: "Price", secondaryAnswer: OTHER, customerComments: "Found a local raw food co-op", surveyTag: "cancel_plan" },
      ]);
      const log = (await changelogOf(c.id)).slice(-2);
      expect(log.map((l) => [l.objectType, l.petId, l.staffEmail])).toEqual([
        ["pet_plan", created.pet.id, TEAM],
        ["pet", created.pet.id, TEAM],
      ]);
    });

    it("keeps the other dog's lines on a shared upcoming order and re-totals it (Dana Doglover's Scout)", async () => {
      const danaId = await scenarioId(SCENARIO_EMAILS.cancelledDog);
      const second = await createDog(danaId, { name: "Pepper" });
      const [scout] = await be.db.select().from(pets).where(and(eq(pets.accountId, danaId), eq(pets.name, "Scout")));
      // Put Pepper's line on Scout's upcoming order too.
      const [scoutLine] = await be.db
        .select()
        .from(orderProducts)
        .innerJoin(orders, eq(orders.id, orderProducts.orderId))
        .where(and(eq(orders.status, "PREVIEW"), eq(orderProducts.petId, scout!.id)));
      await be.db.insert(orderProducts).values({ orderId: scoutLine!.orders.id, code: "MEAL-U-B-4200-4W", unitPrice: 50, totalPrice: 50, type: "SUBSCRIPTION", productType: "MEAL", petId: second.pet.id, petPlanId: second.pet_plan.id });
      const res = await call(endpoints.cancelPet, { params: { petId: second.pet.id }, body: { account_id: danaId, primary_answer: "Convenience", secondary_answer: "Too many boxes" } });
      expect(res.status).toBe(200);
      const left = await be.db.select().from(orderProducts).where(eq(orderProducts.orderId, scoutLine!.orders.id));
      expect(left.map((l) => l.petId)).toEqual([scout!.id]);
      const [o] = await be.db.select().from(orders).where(eq(orders.id, scoutLine!.orders.id));
      expect(o).toMatchObject({ status: "PREVIEW", totalPrice: left[0]!.totalPrice });
    });

    it("takes the dog's lines off its orders on HOLD too (charged and shipped once the payment method is updated): an emptied one is cancelled, a shared one re-priced, versions raised, both in the changelog (was: PREVIEW only, Hal Hold's Tater kept his food on 1000008)", async () => {
      const halId = await scenarioId(SCENARIO_EMAILS.hold);
      const [tater] = await be.db.select().from(pets).where(and(eq(pets.accountId, halId), eq(pets.name, "Tater")));
      const held = SCENARIO_ORDER_IDS.hold;
      expect(await be.db.select().from(orderProducts).where(eq(orderProducts.orderId, held))).toMatchObject([{ petId: tater!.id }]);
      // A second dog whose first order is on HOLD too, with one of Tater's lines on it.
      const second = await createDog(halId, { name: "Pepper" });
      const [taterLine] = await be.db.select().from(orderProducts).where(eq(orderProducts.orderId, held));
      await be.db.insert(orderProducts).values({ orderId: second.order.id, productId: taterLine!.productId, code: taterLine!.code, unitPrice: taterLine!.unitPrice, totalPrice: taterLine!.totalPrice, type: "SUBSCRIPTION", productType: "MEAL", petId: tater!.id, petPlanId: taterLine!.petPlanId });
      await be.db.update(orders).set({ status: "HOLD" }).where(eq(orders.id, second.order.id));
      const versionOf = async (id: string) => (await be.db.select().from(orders).where(eq(orders.id, id)))[0]!.version;
      const before = { held: await versionOf(held), shared: await versionOf(second.order.id) };

      const res = await call(endpoints.cancelPet, { params: { petId: tater!.id }, body: { account_id: halId, primary_answer: "My dog is no longer with me", secondary_answer: DOG_PASSED_AWAY } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json).toMatchObject({ pet: { status: "DECEASED_TO_NOT_LIST" }, removed_order_lines: 2, cancelled_order_ids: [held] });
      // The emptied held order is cancelled; the shared one keeps Pepper's line only, its totals the sums of its lines.
      expect(await be.db.select().from(orderProducts).where(eq(orderProducts.orderId, held))).toEqual([]);
      const [heldAfter] = await be.db.select().from(orders).where(eq(orders.id, held));
      expect(heldAfter).toMatchObject({ status: "CANCELLED" });
      expect(heldAfter!.version).toBeGreaterThan(before.held);
      const left = await be.db.select().from(orderProducts).where(eq(orderProducts.orderId, second.order.id));
      expect(left.map((l) => l.petId)).toEqual([second.pet.id]);
      const [shared] = await be.db.select().from(orders).where(eq(orders.id, second.order.id));
      const sum = (pick: (l: (typeof left)[number]) => number) => Math.round(left.reduce((t, l) => t + pick(l), 0) * 100) / 100;
      expect(shared).toMatchObject({ status: "HOLD", totalPrice: sum((l) => l.totalPrice), totalDiscounts: sum((l) => l.discountAmount), totalTax: sum((l) => l.taxAmount) });
      expect(shared!.version).toBeGreaterThan(before.shared);
      // Both effects in the plan's changelog entry, written with the cancellation.
      const planEntry = (await changelogOf(halId)).filter((l) => l.objectType === "pet_plan").at(-1)!;
      expect(planEntry.changes).toMatchObject({
        [`order ${held} status`]: { old: "HOLD", new: "CANCELLED" },
        [`order ${second.order.id} total_price`]: { new: shared!.totalPrice },
      });
    });

    it("sets DECEASED_TO_NOT_LIST when the dog passed away", async () => {
      const c = await createCustomer(be.db);
      const created = await createDog(c.id);
      const res = await call(endpoints.cancelPet, { params: { petId: created.pet.id }, body: { account_id: c.id, primary_answer: "My dog is no longer with me", secondary_answer: DOG_PASSED_AWAY } });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ pet: { status: "DECEASED_TO_NOT_LIST" } });
    });

    it("keeps no comment with 'No reason provided' (the form hides the box): a comment sent with it is not stored", async () => {
      const c = await createCustomer(be.db);
      const created = await createDog(c.id);
      const res = await call(endpoints.cancelPet, { params: { petId: created.pet.id }, body: { account_id: c.id, primary_answer: "Price", secondary_answer: "No reason provided", customer_comments: "should not be kept" } });
      expect(res.status).toBe(200);
      const [survey] = await be.db.select().from(surveyResponses).where(eq(surveyResponses.petId, created.pet.id));
      expect(survey).toMatchObject({ secondaryAnswer: "No reason provided", customerComments: null });
    });

    it("requires comments for 'Other' and the different-issue reason, a listed secondary reason, and changes nothing otherwise", async () => {
      const c = await createCustomer(be.db);
      const created = await createDog(c.id);
      const params = { petId: created.pet.id };
      expect(await call(endpoints.cancelPet, { params, body: { account_id: c.id, primary_answer: "Price", secondary_answer: OTHER } })).toEqual({ status: 400, json: { customer_comments: [COMMENTS_REQUIRED] } });
      expect(await call(endpoints.cancelPet, { params, body: { account_id: c.id, primary_answer: DIFFERENT_ISSUE, customer_comments: "  " } })).toEqual({ status: 400, json: { customer_comments: [COMMENTS_REQUIRED] } });
      expect(await call(endpoints.cancelPet, { params, body: { account_id: c.id, primary_answer: "Price" } })).toEqual({ status: 400, json: { secondary_answer: [SECONDARY_REQUIRED] } });
      expect((await call(endpoints.cancelPet, { params, body: { account_id: c.id, primary_answer: "Bad vibes" } })).status).toBe(400);
      expect(await be.db.select().from(pets).where(eq(pets.id, created.pet.id))).toMatchObject([{ status: "ACTIVE" }]);
      expect(await be.db.select().from(surveyResponses).where(eq(surveyResponses.accountId, c.id))).toEqual([]);
      // The different-issue reason with comments cancels.
      expect((await call(endpoints.cancelPet, { params, body: { account_id: c.id, primary_answer: DIFFERENT_ISSUE, customer_comments: "Moving abroad" } })).status).toBe(200);
      // A second cancel finds no active plan.
      expect((await call(endpoints.cancelPet, { params, body: { account_id: c.id, primary_answer: DIFFERENT_ISSUE, customer_comments: "again" } })).status).toBe(400);
    });

    it("answers PET NOT FOUND for another customer's pet", async () => {
      const c = await createCustomer(be.db);
      const other = await createCustomer(be.db);
      const created = await createDog(c.id);
      expect(await call(endpoints.cancelPet, { params: { petId: created.pet.id }, body: { account_id: other.id, primary_answer: DIFFERENT_ISSUE, customer_comments: "x" } })).toEqual({
        status: 404,
        json: { detail: PET_NOT_FOUND },
      });
    });
  });

  it("refuses a new dog on an account whose personal data was deleted (no address to ship to), nothing written", async () => {
    const c = await createCustomer(be.db);
    await be.db.update(accounts).set({ piiDeletedAt: be.now(), email: null, firstName: null, lastName: null }).where(eq(accounts.id, c.id));
    const r = await call(endpoints.createPetAndPetPlan, { body: createBody(c.id) });
    expect(r).toEqual({ status: 400, json: { detail: PII_DELETED_NO_NEW_DOG_MESSAGE } });
    expect(await be.db.select().from(pets).where(eq(pets.accountId, c.id))).toEqual([]);
  });

  describe("PUT /pets/{petId} {status}", () => {
    it("marks a CANCELLED dog DECEASED_TO_NOT_LIST, and only a CANCELLED one", async () => {
      const c = await createCustomer(be.db);
      const created = await createDog(c.id);
      const params = { id: created.pet.id };
      expect(await call(endpoints.updatePet, { params, body: { status: "DECEASED_TO_NOT_LIST" } })).toEqual({ status: 400, json: { status: [DECEASED_ONLY_FROM_CANCELLED] } });
      expect((await call(endpoints.updatePet, { params, body: { status: "ACTIVE" } })).status).toBe(400);
      await call(endpoints.cancelPet, { params: { petId: created.pet.id }, body: { account_id: c.id, primary_answer: "Price", secondary_answer: "Too expensive" } });
      const ok = await call(endpoints.updatePet, { params, body: { status: "DECEASED_TO_NOT_LIST" } }, ADMIN);
      expect(ok.status).toBe(200);
      expect(ok.json).toMatchObject({ status: "DECEASED_TO_NOT_LIST" });
      expect((await changelogOf(c.id)).at(-1)).toMatchObject({ objectType: "pet", petId: created.pet.id, staffEmail: ADMIN, changes: { status: { old: "CANCELLED", new: "DECEASED_TO_NOT_LIST" } } });
      expect(await call(endpoints.updatePet, { params, body: { status: "DECEASED_TO_NOT_LIST" } })).toEqual({ status: 400, json: { status: [DECEASED_ONLY_FROM_CANCELLED] } });
      // Its profile is not changed any more (the page offers no Update dog for it), nothing written.
      const entries = (await changelogOf(c.id)).length;
      expect(await call(endpoints.updatePet, { params, body: { ...dog({ weight: 22 }), account: c.id } })).toEqual({ status: 400, json: { detail: DECEASED_DOG_NOT_UPDATED } });
      expect(await changelogOf(c.id)).toHaveLength(entries);
    });

    it("the customer changelog (GET customer_changelog) lists every change of the dog with its id and the staff email", async () => {
      const c = await createCustomer(be.db);
      const created = await createDog(c.id);
      await call(endpoints.updatePet, { params: { id: created.pet.id }, body: { ...dog({ weight: 22 }), account: c.id } });
      await call(endpoints.updatePetPlan, { params: { id: created.pet_plan.id }, body: { account: c.id, plan_size: 5, quantity: 1 } });
      await call(endpoints.cancelPet, { params: { petId: created.pet.id }, body: { account_id: c.id, primary_answer: "Price", secondary_answer: "Too expensive" } });
      await call(endpoints.updatePet, { params: { id: created.pet.id }, body: { status: "DECEASED_TO_NOT_LIST" } });
      const { json } = await call(endpoints.listCustomerChangelog, { params: { customerId: c.id } });
      const entries = json as unknown as { pet_id: string; staff_email: string; pet_name: string }[];
      // The dog, its plan and its first order, then the changes.
      expect(entries).toHaveLength(8);
      expect(entries.every((e) => e.pet_id === created.pet.id && e.staff_email === TEAM && e.pet_name === "Biscuit")).toBe(true);
    });
  });

  describe("concurrent edits (issue 19): the dog's and the plan's version", () => {
    it("PUT pets/{id}: the answer carries the version; an edit from an older version answers 409 and keeps the first edit", async () => {
      const c = await createCustomer(be.db);
      const { pet } = await createDog(c.id);
      const first = await call(endpoints.updatePet, { params: { id: pet.id }, body: { ...dog({ weight: 30 }), account: c.id, version: 1 } }, ADMIN);
      expect(first.status).toBe(200);
      expect(first.json.version).toBe(2);
      const stale = await call(endpoints.updatePet, { params: { id: pet.id }, body: { ...dog({ name: "Rocket" }), account: c.id, version: 1 } });
      expect(stale).toEqual({ status: 409, json: { detail: STALE_PET_MESSAGE } });
      expect(await be.db.select().from(pets).where(eq(pets.id, pet.id))).toMatchObject([{ name: "Biscuit", properties: { weight: 30 }, version: 2 }]);
      const account = await call(endpoints.getAccount, { params: { id: c.id } });
      expect((account.json.pets as unknown as { id: string; version: number }[]).find((p) => p.id === pet.id)!.version).toBe(2);
      // Without a version (a client of the upstream contract): accepted.
      expect((await call(endpoints.updatePet, { params: { id: pet.id }, body: { ...dog({ weight: 31 }), account: c.id } })).json.version).toBe(3);
    });

    it("cancel and the status change check the dog's version; a cancel raises it", async () => {
      const c = await createCustomer(be.db);
      const created = await createDog(c.id);
      const params = { petId: created.pet.id };
      const cancel = { account_id: c.id, primary_answer: "Price", secondary_answer: "Too expensive" };
      await call(endpoints.updatePet, { params: { id: created.pet.id }, body: { ...dog({ weight: 30 }), account: c.id, version: 1 } });
      expect(await call(endpoints.cancelPet, { params, body: { ...cancel, version: 1 } })).toEqual({ status: 409, json: { detail: STALE_PET_MESSAGE } });
      expect(await be.db.select().from(pets).where(eq(pets.id, created.pet.id))).toMatchObject([{ status: "ACTIVE" }]);
      const done = await call(endpoints.cancelPet, { params, body: { ...cancel, version: 2 } });
      expect(done.status).toBe(200);
      expect(done.json).toMatchObject({ pet: { status: "CANCELLED", version: 3 } });
      expect(await call(endpoints.updatePet, { params: { id: created.pet.id }, body: { status: "DECEASED_TO_NOT_LIST", version: 2 } })).toEqual({ status: 409, json: { detail: STALE_PET_MESSAGE } });
      const ok = await call(endpoints.updatePet, { params: { id: created.pet.id }, body: { status: "DECEASED_TO_NOT_LIST", version: 3 } });
      expect(ok.json).toMatchObject({ status: "DECEASED_TO_NOT_LIST", version: 4 });
    });

    it("PUT pet_plans/{id}: an edit from an older plan version answers 409 and changes nothing", async () => {
      const c = await createCustomer(be.db);
      const created = await createDog(c.id, {}, { recipes: ["U-C"], plan_size: 2 });
      const account = await call(endpoints.getAccount, { params: { id: c.id } });
      expect((account.json.petplans as unknown as { id: number; version: number }[]).find((p) => p.id === created.pet_plan.id)!.version).toBe(1);
      const first = await call(endpoints.updatePetPlan, { params: { id: created.pet_plan.id }, body: { account: c.id, plan_size: 5, quantity: 1, version: 1 } });
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({ pet_plan: { version: 2, plan_size_id: 5 } });
      const before = await be.db.select().from(petPlans).where(eq(petPlans.id, created.pet_plan.id));
      expect(await call(endpoints.updatePetPlan, { params: { id: created.pet_plan.id }, body: { account: c.id, plan_size: 3, quantity: 1, version: 1 } })).toEqual({ status: 409, json: { detail: STALE_PET_PLAN_MESSAGE } });
      expect(await be.db.select().from(petPlans).where(eq(petPlans.id, created.pet_plan.id))).toEqual(before);
    });

    it("PUT pet_plans/{id} with the dog's version (Update Dog): a dog changed since answers 409 with the dog's message and changes neither the plan nor its orders (was: plan re-sized, then the dog's 409)", async () => {
      const c = await createCustomer(be.db);
      const created = await createDog(c.id, {}, { recipes: ["U-C"], plan_size: 2 });
      // Another staff member saves the dog first (version 1 → 2).
      expect((await call(endpoints.updatePet, { params: { id: created.pet.id }, body: { ...dog({ name: "Rocket" }), account: c.id, version: 1 } })).status).toBe(200);
      const plan = await be.db.select().from(petPlans).where(eq(petPlans.id, created.pet_plan.id));
      const upcoming = await call(endpoints.getAccount, { params: { id: c.id } });
      const stale = await call(endpoints.updatePetPlan, { params: { id: created.pet_plan.id }, body: { account: c.id, plan_size: 5, quantity: 1, version: 1, pet_version: 1 } });
      expect(stale).toEqual({ status: 409, json: { detail: STALE_PET_MESSAGE } });
      expect(await be.db.select().from(petPlans).where(eq(petPlans.id, created.pet_plan.id))).toEqual(plan);
      expect((await call(endpoints.getAccount, { params: { id: c.id } })).json.orders).toEqual(upcoming.json.orders);
      // The dog's current version: the plan changes.
      const ok = await call(endpoints.updatePetPlan, { params: { id: created.pet_plan.id }, body: { account: c.id, plan_size: 5, quantity: 1, version: 1, pet_version: 2 } });
      expect(ok.status).toBe(200);
    });
  });

  it("every write is refused without a token", async () => {
    // unchecked: refused before its body is read; an empty one.
    const res = await be.as(null).unchecked(endpoints.createPetAndPetPlan, { body: {} });
    expect(res.status).toBe(401);
  });
});
