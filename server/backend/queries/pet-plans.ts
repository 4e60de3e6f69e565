/**
 * Dogs and their meal plans (issue 8): the pet form options, the plan
 * calculator (lib/energy-model.ts), building a plan's price, creating a dog with its plan and first
 * upcoming order, updating a dog or its plan, cancelling a plan with the exit survey
 * (lib/cancel-survey.ts) and marking a cancelled dog DECEASED_TO_NOT_LIST. Every write is one
 * transaction with its customer-changelog entries (pet id and staff email); a thrown ApiError
 * rolls the whole change back.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { cancelSurveyErrors, CANCEL_SURVEY_TAG, keptComments, petStatusAfterCancel } from "../../../lib/cancel-survey";
import { CHANGELOG_OBJECT_TYPES } from "../../../lib/contract/enums";
import { erasedAccountRefusal } from "../../../lib/contract/customers";
import { ORDER_STATUSES_NOT_YET_CHARGED } from "../../../lib/contract/orders";
import {
  DECEASED_ONLY_FROM_CANCELLED,
  DECEASED_DOG_NOT_UPDATED,
  canUpdateDog,
  isStatusUpdate,
  PET_NOT_FOUND,
  PET_PLAN_ON_HOLD,
  type BuildPlanDto,
  type PetFormOptionsDto,
  type PetUpdateBody,
  type PlanOptionsDto,
  type PlanSizeDto,
} from "../../../lib/contract/pets";
import type { PetDto, PetPlanDto, SurveyResponseDto } from "../../../lib/contract/pets";
import { dailyEnergy, UnknownFactorError } from "../../../lib/energy-model";
import { FreshRecipeCode, RECIPE_NAMES, UnkibbleRecipeCode } from "../../../lib/contract/enums";
import { round2 } from "../../../lib/money";
import { bufferBagAllowance, bufferProductCode } from "../../../lib/orders/extra-meals-allowance";
import {
  birthDateMessages,
  CANCELLABLE_PLAN_STATUSES,
  DEFAULT_FREQUENCY,
  defaultFirstShipmentDate,
  firstShipmentDateMessage,
  MAX_RECIPES,
  MEAL_TYPE_LABELS,
  newPlanFrequencyText,
  optionSlug,
  RECIPES_ONE_MEAL_TYPE,
  recipeLimitText,
  type DogProfile,
  type PlanMealType,
} from "../../../lib/pet-form";
import type { Db } from "../db/client";
import {
  accounts,
  bufferBagAllowances,
  orderNumberSeq,
  orderProducts,
  orders,
  petFormOptions,
  petPlanProducts,
  petPlans,
  pets,
  planSizes,
  productPrices,
  products,
  surveyResponses,
} from "../db/schema";
import { badRequest, fieldErrors, forbidden, notFound } from "../http/errors";
import { changedOnly, writeCustomerChangelog, writeOrderCreated, type ChangelogEntryInput } from "./changelog";
import { CUSTOMER_NOT_FOUND_MESSAGE } from "./customers";
import { applyAccountWinback } from "./discounts-exclusive";
import { repriceOrder, type MovedLine } from "./order-edits";
import { petDto, petPlanDtos } from "./pets";
import { accountPricingModel, pricingModelIdOf } from "./products";
import { bumpVersion, checkVersion } from "./versioned";
import { runIdempotentIfKeyed, type Idempotency } from "./idempotency";

interface Actor {
  staffEmail: string;
  now: Date;
  timeZone: string;
}

/** The customer changelog's entry of a change to the dog, or to its plan(s) when `plan` names them, by `actor`. */
async function logDogChange(
  tx: Db,
  actor: Actor,
  entry: Pick<ChangelogEntryInput, "accountId" | "action" | "changes"> & { petId: string; plan?: string | number },
): Promise<void> {
  const { plan, ...rest } = entry;
  await writeCustomerChangelog(tx, {
    ...rest,
    objectType: plan === undefined ? CHANGELOG_OBJECT_TYPES.pet : CHANGELOG_OBJECT_TYPES.petPlan,
    objectId: plan ?? entry.petId,
    staffEmail: actor.staffEmail,
    now: actor.now,
  });
}

export const PLAN_NOT_ACTIVE_MESSAGE = "Only an active plan can be changed.";
export const PLAN_ALREADY_CANCELLED_MESSAGE = "This dog has no active plan to cancel.";
export const NO_MEAL_PRODUCT_MESSAGE = "No meal product exists for this plan size and recipe.";
export const PET_ACCOUNT_MISMATCH_MESSAGE = "The dog's account does not match account_id.";
export const NOT_A_MEAL_PRODUCT_MESSAGE = (code: string) => `${code} is not an active meal product.`;
export const PRODUCT_OF_OTHER_SIZE_MESSAGE = (code: string, size: number | null) => `${code} is a product of plan size ${size ?? "none"}.`;
export const PRODUCT_OF_OTHER_FREQUENCY_MESSAGE = (code: string, weeks: number | null) => `${code} ships every ${weeks ?? "—"} weeks.`;

const today = (now: Date, timeZone: string) => {
  const [y, m, d] = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now).split("-").map(Number);
  return { year: y!, month: m!, day: d! };
};

// ───────────────────────────── Options ─────────────────────────────

export async function getPetFormOptions(db: Db): Promise<PetFormOptionsDto> {
  const rows = await db.select().from(petFormOptions).orderBy(asc(petFormOptions.kind), asc(petFormOptions.sort), asc(petFormOptions.id));
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => ({ name: r.name, slug: r.slug }));
  const breeds = of("breed");
  // "Mixed Breed" first, whatever its sort value.
  breeds.sort((a, b) => Number(b.name === "Mixed Breed") - Number(a.name === "Mixed Breed"));
  return { lifestyles: of("lifestyle"), body_types: of("body_type"), health_conditions: of("health_condition"), breeds };
}

/** The option a value names (by slug or by name), or undefined. */
function findOption(options: { name: string; slug: string }[], value: string) {
  const slug = optionSlug(value);
  return options.find((o) => o.slug === slug || optionSlug(o.name) === slug);
}

/** The profile's option fields checked against pet_form_options; answers their stored names. */
async function resolveProfileOptions(db: Db, profile: Pick<DogProfile, "lifestyle" | "body_type" | "breeds" | "health_conditions">) {
  const options = await getPetFormOptions(db);
  const errors: Record<string, string> = {};
  const lifestyle = findOption(options.lifestyles, profile.lifestyle);
  if (!lifestyle) errors.lifestyle = "Choose one of the listed lifestyles";
  const bodyType = findOption(options.body_types, profile.body_type);
  if (!bodyType) errors.body_type = "Choose one of the listed body types";
  const breeds = profile.breeds.map((b) => findOption(options.breeds, b));
  if (breeds.some((b) => !b)) errors.breeds = "Choose breeds from the list";
  const conditions = profile.health_conditions.map((h) => findOption(options.health_conditions, h));
  if (conditions.some((c) => !c)) errors.health_conditions = "Choose health conditions from the list";
  return {
    errors,
    lifestyle: lifestyle?.name ?? "",
    lifestyleSlug: lifestyle?.slug ?? "",
    bodyType: bodyType?.name ?? "",
    bodyTypeSlug: bodyType?.slug ?? "",
    breeds: [...new Set(breeds.map((b) => b?.name ?? ""))],
    healthConditions: [...new Set(conditions.map((c) => c?.name ?? ""))],
  };
}

// ───────────────────────────── Prices ─────────────────────────────

/**
 * The pricing model an account's prices come from: its default, else the standard pricing
 * (accountPricingModel, the one rule: the details panel names the same model), in one statement;
 * 404 when there is no such account.
 */
async function pricingModelOf(db: Db, accountId: number) {
  const model = await accountPricingModel(db, accountId);
  if (!model) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE);
  return { pricingModelId: model.id, pricingModelName: model.name };
}

async function planSizeRow(db: Db, id: number): Promise<PlanSizeDto> {
  const [row] = await db.select().from(planSizes).where(eq(planSizes.id, id)).limit(1);
  if (!row) throw fieldErrors({ plan_size: "Choose a plan size from 1 to 6." });
  return { id: row.id, daily_amount: row.dailyAmount, calories_per_day: row.caloriesPerDay };
}

export function mealTypeOf(recipes: readonly string[]): PlanMealType | null {
  const fresh = recipes.filter((r) => (FreshRecipeCode.options as readonly string[]).includes(r)).length;
  if (fresh === recipes.length) return "FRESH";
  if (fresh === 0) return "UNKIBBLE";
  return null;
}

const RECIPES_OF: Record<PlanMealType, readonly string[]> = { UNKIBBLE: UnkibbleRecipeCode.options, FRESH: FreshRecipeCode.options };

/**
 * The active meal product of each recipe at a plan size and frequency (the first by id when there
 * are several), with its price in the pricing model (null when the model has none); a recipe with no
 * such product is not in the map. A recipe is offered (plan options) and taken (build_plan, a new or
 * re-sized plan) only with a product and a price. One statement for all the recipes.
 */
async function findMealProducts(db: Db, recipes: readonly string[], planSizeId: number, frequency: number, pricingModelId: number | null) {
  const rows = await db
    .select({ product: products, price: productPrices.price })
    .from(products)
    .leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.pricingModelId, pricingModelId ?? -1)))
    .where(
      and(
        eq(products.productType, "MEAL"),
        eq(products.planSizeId, planSizeId),
        eq(products.frequency, frequency),
        eq(products.status, "ACTIVE"),
        sql`cardinality(${products.recipes}) = 1`,
        inArray(sql`${products.recipes}[1]`, [...recipes]),
      ),
    )
    .orderBy(asc(products.id));
  const found = new Map<string, { product: typeof products.$inferSelect; price: number | null }>();
  for (const row of rows) {
    const recipe = row.product.recipes[0]!;
    if (!found.has(recipe)) found.set(recipe, { product: row.product, price: row.price === null ? null : round2(row.price) });
  }
  return found;
}

export interface ResolvedPlan {
  mealType: PlanMealType;
  frequency: number;
  planSize: PlanSizeDto;
  /** One per recipe, in the order chosen, each with its share of the shipment price. */
  products: { product: typeof products.$inferSelect; recipe: string; listPrice: number; unitPrice: number }[];
  price: number;
}

/** Recipes of one meal type within its limit → the plan's products and price per shipment. */
export async function resolvePlan(
  db: Db,
  p: { accountId: number; planSizeId: number; recipes: readonly string[]; frequency?: number; pricingModelId?: number | null },
): Promise<ResolvedPlan> {
  const recipes = [...new Set(p.recipes)];
  const mealType = mealTypeOf(recipes);
  if (!mealType) throw fieldErrors({ recipes: RECIPES_ONE_MEAL_TYPE });
  if (recipes.length > MAX_RECIPES[mealType]) throw fieldErrors({ recipes: recipeLimitText(mealType) });
  const pricingModelId = p.pricingModelId !== undefined ? p.pricingModelId : (await pricingModelOf(db, p.accountId)).pricingModelId;
  const planSize = await planSizeRow(db, p.planSizeId);
  const frequency = p.frequency ?? DEFAULT_FREQUENCY[mealType];
  // Each recipe's product and price (findMealProducts); a 400 for the first recipe, in the order chosen, without either.
  const meals = await findMealProducts(db, recipes, p.planSizeId, frequency, pricingModelId);
  const found = recipes.map((recipe) => {
    const meal = meals.get(recipe);
    if (!meal) throw fieldErrors({ recipes: `${NO_MEAL_PRODUCT_MESSAGE} (${recipe})` });
    if (meal.price === null) throw badRequest(`The account's pricing model has no price for ${meal.product.code}.`);
    return { recipe, product: meal.product, price: meal.price };
  });
  // The recipes share the plan size equally: the shipment costs the mean of their prices, split in cents.
  const cents = Math.round((found.reduce((n, f) => n + f.price, 0) / found.length) * 100);
  const share = Math.floor(cents / found.length);
  const rest = cents - share * found.length;
  return {
    mealType,
    frequency,
    planSize,
    price: cents / 100,
    products: found.map((f, i) => ({ product: f.product, recipe: f.recipe, listPrice: f.price, unitPrice: (share + (i < rest ? 1 : 0)) / 100 })),
  };
}

/**
 * The plan's extra-meals allowance by the one rule (lib/orders/extra-meals-allowance.ts), its paid bag
 * priced in the pricing model: written in place of the plan's allowance, or the allowance removed when
 * the plan has none (not ACTIVE, not UnKibble).
 */
async function writeBufferBagAllowance(tx: Db, planId: number, plan: { status: string; recipes: readonly string[]; planSizeId: number }, pricingModelId: number | null) {
  const recipe = plan.recipes[0] ?? "";
  const rows = await tx
    .select({ code: products.code, name: products.name, price: productPrices.price })
    .from(products)
    .leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.pricingModelId, pricingModelId ?? -1)))
    .where(and(inArray(products.code, [bufferProductCode(recipe, false), bufferProductCode(recipe, true)]), eq(products.productType, "BUFFER"), eq(products.status, "ACTIVE")));
  const allowance = bufferBagAllowance(plan, (code) => rows.find((r) => r.code === code));
  await tx.delete(bufferBagAllowances).where(eq(bufferBagAllowances.petPlanId, planId));
  if (allowance) await tx.insert(bufferBagAllowances).values({ petPlanId: planId, ...allowance, products: allowance.products.map((p) => ({ ...p, price: round2(p.price) })) });
}

// ───────────────────────────── Calculator ─────────────────────────────

export async function planOptions(
  db: Db,
  q: { weight: number; birth_year: number; birth_month: number; body_type: string; neutered: boolean; lifestyle: string; account_id: number },
  actor: Pick<Actor, "now" | "timeZone">,
): Promise<PlanOptionsDto> {
  const account = await pricingModelOf(db, q.account_id);
  const options = await getPetFormOptions(db);
  const lifestyle = findOption(options.lifestyles, q.lifestyle);
  const bodyType = findOption(options.body_types, q.body_type);
  const errors: Record<string, string> = {};
  if (!lifestyle) errors.lifestyle = "Choose one of the listed lifestyles";
  if (!bodyType) errors.body_type = "Choose one of the listed body types";
  const t = today(actor.now, actor.timeZone);
  Object.assign(errors, birthDateMessages(q.birth_year, q.birth_month, t));
  if (Object.keys(errors).length) throw fieldErrors(errors);
  let energy;
  try {
    energy = dailyEnergy(
      { weightLb: q.weight, birthYear: q.birth_year, birthMonth: q.birth_month, neutered: q.neutered, lifestyle: lifestyle!.slug, bodyType: bodyType!.slug },
      t,
    );
  } catch (e) {
    if (e instanceof UnknownFactorError) throw fieldErrors({ [e.field]: `The calculator has no factor for this ${e.field.replace("_", " ")}` });
    throw e;
  }
  const planSize = await planSizeRow(db, energy.planSize.id);
  // Only the recipes build_plan takes at this size (an active meal product with a price in the
  // account's model: findMealProducts) are offered; the first of them gives the "from" price.
  const option = async (mealType: PlanMealType) => {
    const frequency = DEFAULT_FREQUENCY[mealType];
    const meals = await findMealProducts(db, RECIPES_OF[mealType], planSize.id, frequency, account.pricingModelId);
    const offered = RECIPES_OF[mealType].flatMap((id) => {
      const meal = meals.get(id);
      return meal?.price != null ? [{ id, product: meal.product, price: meal.price }] : [];
    });
    const first = offered[0];
    return {
      meal_type: mealType,
      max_recipes: MAX_RECIPES[mealType],
      subscription: {
        product: {
          code: first?.product.code ?? null,
          name: first?.product.name ?? null,
          recipes: offered.map(({ id }) => ({ id, name: (RECIPE_NAMES as Record<string, string>)[id] ?? id })),
        },
        price: first?.price ?? null,
        frequency,
      },
    };
  };
  return {
    plan_size: planSize,
    daily_calories: energy.dailyCalories,
    life_stage: energy.lifeStage,
    pricing_model: account.pricingModelName ?? "",
    prices: { unkibble: await option("UNKIBBLE"), fresh: await option("FRESH") },
  };
}

export async function buildPlan(db: Db, b: { plan_size: number; recipes: string[]; account_id: number; frequency?: number }): Promise<BuildPlanDto> {
  const plan = await resolvePlan(db, { accountId: b.account_id, planSizeId: b.plan_size, recipes: b.recipes, frequency: b.frequency });
  const first = plan.products[0]!;
  return {
    plan_size: plan.planSize,
    subscription: {
      meal_type: plan.mealType,
      product: { code: first.product.code, name: planName(plan) },
      products: plan.products.map((p) => ({ code: p.product.code, name: p.product.name, recipe: p.recipe, unit_price: p.unitPrice })),
      price: { price: plan.price },
      frequency: plan.frequency,
    },
  };
}

function planName(plan: ResolvedPlan): string {
  const names = plan.products.map((p) => (RECIPE_NAMES as Record<string, string>)[p.recipe] ?? p.recipe);
  return `${MEAL_TYPE_LABELS[plan.mealType]} ${names.join(" + ")} ${plan.planSize.daily_amount} every ${plan.frequency} weeks`;
}

// ───────────────────────────── Reads ─────────────────────────────

async function lockAccount(tx: Db, accountId: number) {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for("update").limit(1);
  if (!row) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * The pet (locked), if it belongs to the account (when one is given); otherwise 404 "PET NOT FOUND".
 * 409 when `version` (the one the edit was based on) is stale.
 */
async function lockPet(tx: Db, petId: string, accountId?: number, version?: number) {
  const [row] = await tx.select().from(pets).where(eq(pets.id, petId)).for("update").limit(1);
  if (!row || (accountId !== undefined && row.accountId !== accountId)) throw notFound(PET_NOT_FOUND);
  checkVersion(row, version, "dog");
  return row;
}

async function planDto(tx: Db, planId: number): Promise<PetPlanDto> {
  const planRows = await tx.select().from(petPlans).where(eq(petPlans.id, planId));
  const productRows = await tx
    .select({ ppp: petPlanProducts, product: products })
    .from(petPlanProducts)
    .innerJoin(products, eq(products.id, petPlanProducts.productId))
    .where(eq(petPlanProducts.petPlanId, planId))
    .orderBy(asc(petPlanProducts.id));
  return petPlanDtos(planRows, productRows)[0]!;
}

async function latestPlanId(tx: Db, petId: string): Promise<number | null> {
  const [row] = await tx.select({ id: petPlans.id }).from(petPlans).where(eq(petPlans.petId, petId)).orderBy(desc(petPlans.id)).limit(1);
  return row?.id ?? null;
}

async function petDtoOf(tx: Db, petId: string): Promise<PetDto> {
  const [row] = await tx.select().from(pets).where(eq(pets.id, petId)).limit(1);
  return petDto(row!, await latestPlanId(tx, petId));
}

// ───────────────────────────── Create ─────────────────────────────

/** The next order number (migration 0004's sequence), as the text id orders use. */
export async function nextOrderId(tx: Db): Promise<string> {
  const result = (await tx.execute(sql`select nextval(${orderNumberSeq.seqName})::text as next`)) as unknown as { rows: { next: string }[] };
  return result.rows[0]!.next;
}

export interface CreatePetInput {
  /** `account`, when given, must be `account_id`. */
  pet: DogProfile & { account?: number };
  /** `recipes`, or spec 01 §3's shape: `product` (with plan_size and frequency) without recipes. */
  pet_plan: { recipes?: string[]; plan_size: number; product?: string; frequency?: number; start_date?: string };
  account_id: number;
}

/**
 * A new plan's recipes and frequency: the recipes chosen, or (spec 01 §3's shape, a product code
 * without recipes) the product's recipes and frequency, which must be an active meal product of the
 * plan size (and the frequency, when given) the body names; each disagreement is a field message.
 * New plans ship at their meal type's frequency (DEFAULT_FREQUENCY: UnKibble every 4 weeks, Fresh
 * every 2): another is a 400 keyed `pet_plan.frequency`, whether asked or the product's (build_plan
 * and PUT pet_plans/{id} still take a plan's own).
 */
async function newPlanChoice(tx: Db, p: CreatePetInput["pet_plan"]): Promise<{ recipes: readonly string[]; frequency: number | undefined }> {
  let { recipes, frequency } = p;
  if (recipes === undefined) {
    const code = p.product ?? "";
    const [product] = await tx.select().from(products).where(eq(products.code, code)).limit(1);
    if (!product || product.productType !== "MEAL" || product.status !== "ACTIVE" || product.recipes.length === 0) throw fieldErrors({ "pet_plan.product": NOT_A_MEAL_PRODUCT_MESSAGE(code) });
    const errors: Record<string, string> = {};
    if (product.planSizeId !== p.plan_size) errors["pet_plan.plan_size"] = PRODUCT_OF_OTHER_SIZE_MESSAGE(code, product.planSizeId);
    if (frequency !== undefined && product.frequency !== frequency) errors["pet_plan.frequency"] = PRODUCT_OF_OTHER_FREQUENCY_MESSAGE(code, product.frequency);
    if (Object.keys(errors).length) throw fieldErrors(errors);
    recipes = product.recipes;
    frequency = product.frequency ?? undefined;
  }
  const mealType = mealTypeOf(recipes);
  if (mealType && frequency !== undefined && frequency !== DEFAULT_FREQUENCY[mealType]) throw fieldErrors({ "pet_plan.frequency": newPlanFrequencyText(mealType) });
  return { recipes, frequency };
}

export async function createPetAndPlan(db: Db, input: CreatePetInput, actor: Actor, idempotency?: Idempotency) {
  // Two requests are the same dog when their bodies are the same (a retry of the one Save).
  return db.transaction(async (tx) => runIdempotentIfKeyed(tx, idempotency, input, actor.now, async () => {
    // The dog's own `account` (the spec's new-dog payload) names the account it is added to, as PUT pets/{id}'s does.
    if (input.pet.account !== undefined && input.pet.account !== input.account_id) throw fieldErrors({ "pet.account": PET_ACCOUNT_MISMATCH_MESSAGE });
    const account = await lockAccount(tx, input.account_id);
    // An erased account has no name or address left to ship a new dog's food to.
    const erased = erasedAccountRefusal(account.piiDeletedAt, "dog");
    if (erased) throw badRequest(erased);
    const t = today(actor.now, actor.timeZone);
    const resolved = await resolveProfileOptions(tx, input.pet);
    const errors: Record<string, string> = {};
    for (const [k, v] of Object.entries(resolved.errors)) errors[`pet.${k}`] = v;
    for (const [k, v] of Object.entries(birthDateMessages(input.pet.birth_year, input.pet.birth_month, t))) errors[`pet.${k}`] = v;
    const todayIso = `${t.year}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;
    const startDate = input.pet_plan.start_date ?? defaultFirstShipmentDate(todayIso);
    const startMessage = firstShipmentDateMessage(startDate, todayIso);
    if (startMessage) errors["pet_plan.start_date"] = startMessage;
    if (Object.keys(errors).length) throw fieldErrors(errors);

    const pricingModelId = await pricingModelIdOf(tx, account.id);
    const choice = await newPlanChoice(tx, input.pet_plan);
    const plan = await resolvePlan(tx, {
      accountId: account.id,
      planSizeId: input.pet_plan.plan_size,
      recipes: choice.recipes,
      frequency: choice.frequency,
      pricingModelId,
    });
    if (input.pet_plan.product && input.pet_plan.product !== plan.products[0]!.product.code) {
      throw fieldErrors({ "pet_plan.product": "The product does not match the chosen recipes and plan size." });
    }

    const petId = randomUUID();
    const properties = {
      weight: input.pet.weight,
      neutered: input.pet.neutered,
      lifestyle: resolved.lifestyle,
      body_type: resolved.bodyType,
      health_conditions: resolved.healthConditions,
    };
    await tx.insert(pets).values({
      id: petId,
      accountId: account.id,
      name: input.pet.name,
      gender: input.pet.gender,
      status: "ACTIVE",
      birthMonth: input.pet.birth_month,
      birthYear: input.pet.birth_year,
      breeds: resolved.breeds,
      properties,
      created: actor.now,
      lastUpdated: actor.now,
    });
    const [planRow] = await tx
      .insert(petPlans)
      .values({ petId, accountId: account.id, status: "ACTIVE", nextChargeDate: startDate, planSizeId: plan.planSize.id, created: actor.now })
      .returning();
    await tx
      .insert(petPlanProducts)
      .values(
        plan.products.map((p) => ({
          petPlanId: planRow!.id,
          productId: p.product.id,
          status: "ACTIVE" as const,
          frequency: plan.frequency,
          quantity: 1,
          unitPrice: p.unitPrice,
          type: "SUBSCRIPTION" as const,
          created: actor.now,
        })),
      );
    await writeBufferBagAllowance(tx, planRow!.id, { status: "ACTIVE", recipes: plan.products.map((p) => p.recipe), planSizeId: plan.planSize.id }, pricingModelId);

    const orderId = await nextOrderId(tx);
    const scheduled = new Date(`${startDate}T12:00:00Z`);
    await tx.insert(orders).values({
      id: orderId,
      accountId: account.id,
      status: "PREVIEW",
      orderType: "SUBSCRIPTION",
      subtotalPrice: plan.price,
      totalDiscounts: 0,
      totalTax: 0,
      totalPrice: plan.price,
      totalShippingPrice: 0,
      shippingMethod: "STANDARD",
      pricingModelId,
      paymentType: "CARD",
      paymentProcessor: account.primaryPaymentProcessor,
      scheduled,
      created: actor.now,
      lastUpdated: actor.now,
    });
    await tx.insert(orderProducts).values(
      plan.products.map((p) => ({
        orderId,
        productId: p.product.id,
        code: p.product.code,
        description: p.product.name,
        quantity: 1,
        unitPrice: p.unitPrice,
        discountAmount: 0,
        taxAmount: 0,
        totalPrice: p.unitPrice,
        type: "SUBSCRIPTION" as const,
        productType: p.product.productType,
        petId,
        petPlanId: planRow!.id,
      })),
    );
    // The account's winback code (10% off the next 3 orders) goes on the new order while it lasts.
    const winbackCode = await applyAccountWinback(tx, account.id, orderId, actor.now);
    const [firstOrder] = await tx.select({ totalPrice: orders.totalPrice }).from(orders).where(eq(orders.id, orderId));
    const firstTotal = firstOrder?.totalPrice ?? plan.price;

    await logDogChange(tx, actor, {
      accountId: account.id,
      petId,
      action: "CREATE",
      changes: {
        name: { old: null, new: input.pet.name },
        gender: { old: null, new: input.pet.gender },
        birth: { old: null, new: `${input.pet.birth_month}/${input.pet.birth_year}` },
        weight: { old: null, new: input.pet.weight },
        neutered: { old: null, new: input.pet.neutered },
        lifestyle: { old: null, new: resolved.lifestyle },
        body_type: { old: null, new: resolved.bodyType },
        breeds: { old: null, new: resolved.breeds },
        health_conditions: { old: null, new: resolved.healthConditions },
      },
    });
    await logDogChange(tx, actor, {
      accountId: account.id,
      petId,
      action: "CREATE",
      plan: planRow!.id,
      changes: {
        status: { old: null, new: "ACTIVE" },
        plan_size: { old: null, new: plan.planSize.daily_amount },
        products: { old: null, new: plan.products.map((p) => p.product.code) },
        price_per_shipment: { old: null, new: plan.price },
        first_order: { old: null, new: `${orderId} on ${startDate}` },
        ...(winbackCode ? { first_order_discount: { old: null, new: winbackCode } } : {}),
      },
    });
    // The first order's own CREATE entry, as every new order has one (the timeline credits the order to its author by it).
    await writeOrderCreated(tx, {
      accountId: account.id,
      petId,
      orderId,
      orderType: "SUBSCRIPTION",
      lines: plan.products.map((p) => ({ code: p.product.code, quantity: 1 })),
      more: { total_price: firstTotal, discount_codes: winbackCode ? [winbackCode] : [] },
      staffEmail: actor.staffEmail,
      now: actor.now,
    });
    return {
      pet: await petDtoOf(tx, petId),
      pet_plan: await planDto(tx, planRow!.id),
      order: { id: orderId, status: "PREVIEW", scheduled: scheduled.toISOString(), total_price: firstTotal },
    };
  }));
}

// ───────────────────────────── Update the dog ─────────────────────────────

export async function updatePet(db: Db, petId: string, body: PetUpdateBody, actor: Actor): Promise<PetDto> {
  return db.transaction(async (tx) => {
    const pet = await lockPet(tx, petId, isStatusUpdate(body) ? undefined : body.account, body.version);
    if (isStatusUpdate(body)) {
      if (pet.status !== "CANCELLED") throw fieldErrors({ status: DECEASED_ONLY_FROM_CANCELLED });
      await tx.update(pets).set({ status: body.status, ...bumpVersion(pets), lastUpdated: actor.now }).where(eq(pets.id, petId));
      await logDogChange(tx, actor, {
        accountId: pet.accountId,
        petId,
        action: "UPDATE",
        changes: { status: { old: pet.status, new: body.status } },
      });
      return petDtoOf(tx, petId);
    }
    if (!canUpdateDog(pet)) throw badRequest(DECEASED_DOG_NOT_UPDATED);
    const t = today(actor.now, actor.timeZone);
    const resolved = await resolveProfileOptions(tx, body);
    const errors = { ...resolved.errors };
    Object.assign(errors, birthDateMessages(body.birth_year, body.birth_month, t));
    if (Object.keys(errors).length) throw fieldErrors(errors);
    const next = {
      name: body.name,
      gender: body.gender,
      birth_month: body.birth_month,
      birth_year: body.birth_year,
      breeds: resolved.breeds,
      weight: body.weight,
      neutered: body.neutered,
      lifestyle: resolved.lifestyle,
      body_type: resolved.bodyType,
      health_conditions: resolved.healthConditions,
    };
    const prev = {
      name: pet.name,
      gender: pet.gender,
      birth_month: pet.birthMonth,
      birth_year: pet.birthYear,
      breeds: pet.breeds,
      weight: pet.properties.weight,
      neutered: pet.properties.neutered,
      lifestyle: pet.properties.lifestyle,
      body_type: pet.properties.body_type,
      health_conditions: pet.properties.health_conditions,
    };
    const changes: Record<string, { old: unknown; new: unknown }> = {};
    for (const key of Object.keys(next) as (keyof typeof next)[]) {
      if (JSON.stringify(prev[key]) !== JSON.stringify(next[key])) changes[key] = { old: prev[key], new: next[key] };
    }
    if (Object.keys(changes).length) {
      await tx
        .update(pets)
        .set({
          name: next.name,
          gender: next.gender,
          birthMonth: next.birth_month,
          birthYear: next.birth_year,
          breeds: next.breeds,
          properties: { weight: next.weight, neutered: next.neutered, lifestyle: next.lifestyle, body_type: next.body_type, health_conditions: next.health_conditions },
          ...bumpVersion(pets),
          lastUpdated: actor.now,
        })
        .where(eq(pets.id, petId));
      await logDogChange(tx, actor, {
        accountId: pet.accountId,
        petId,
        action: "UPDATE",
        changes,
      });
    }
    return petDtoOf(tx, petId);
  });
}

// ───────────────────────────── Update the plan ─────────────────────────────

/** The account's orders on HOLD holding a line of this plan (or of its pet). */
async function holdOrdersOfPlan(tx: Db, plan: { id: number; petId: string; accountId: number }) {
  return tx
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(orderProducts, eq(orderProducts.orderId, orders.id))
    .where(and(eq(orders.accountId, plan.accountId), eq(orders.status, "HOLD"), or(eq(orderProducts.petPlanId, plan.id), eq(orderProducts.petId, plan.petId))));
}

export async function updatePetPlan(
  db: Db,
  planId: number,
  body: { account: number; plan_size: number; frequency?: number; product?: string; pet_plan_id?: number; pet_plan_product_id?: number; version?: number; pet_version?: number },
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    // The dog the change was decided with (Update Dog): another staff member's edit of it since is a
    // 409, nothing changed. The dog is locked before its plan, in the order cancelPet locks them.
    if (body.pet_version !== undefined) {
      const [owner] = await tx.select({ petId: petPlans.petId, accountId: petPlans.accountId }).from(petPlans).where(eq(petPlans.id, planId)).limit(1);
      if (!owner || owner.accountId !== body.account) throw notFound("Pet plan not found.");
      await lockPet(tx, owner.petId, owner.accountId, body.pet_version);
    }
    const [plan] = await tx.select().from(petPlans).where(eq(petPlans.id, planId)).for("update").limit(1);
    if (!plan || plan.accountId !== body.account) throw notFound("Pet plan not found.");
    checkVersion(plan, body.version, "plan");
    if (body.pet_plan_id !== undefined && body.pet_plan_id !== planId) throw fieldErrors({ pet_plan_id: "The pet plan id does not match the path." });
    // HOLD first: a plan with an order on HOLD is not changed at all.
    if ((await holdOrdersOfPlan(tx, plan)).length) throw forbidden(PET_PLAN_ON_HOLD);
    if (plan.status !== "ACTIVE") throw badRequest(PLAN_NOT_ACTIVE_MESSAGE);
    const account = await lockAccount(tx, plan.accountId);

    const mealRows = await tx
      .select({ ppp: petPlanProducts, product: products })
      .from(petPlanProducts)
      .innerJoin(products, eq(products.id, petPlanProducts.productId))
      .where(and(eq(petPlanProducts.petPlanId, planId), eq(petPlanProducts.type, "SUBSCRIPTION"), eq(products.productType, "MEAL"), ne(petPlanProducts.status, "CANCELLED")))
      .orderBy(asc(petPlanProducts.id));
    if (!mealRows.length) throw badRequest(PLAN_NOT_ACTIVE_MESSAGE);
    if (body.pet_plan_product_id !== undefined && !mealRows.some((r) => r.ppp.id === body.pet_plan_product_id)) {
      throw fieldErrors({ pet_plan_product_id: "This product is not a meal of the plan." });
    }
    const recipes = mealRows.map((r) => r.product.recipes[0] ?? "");
    const pricingModelId = await pricingModelIdOf(tx, account.id);
    const resolved = await resolvePlan(tx, {
      accountId: account.id,
      planSizeId: body.plan_size,
      recipes,
      frequency: body.frequency ?? mealRows[0]!.ppp.frequency ?? undefined,
      pricingModelId,
    });
    if (body.product && !resolved.products.some((p) => p.product.code === body.product)) {
      throw fieldErrors({ product: "The product does not match the plan's recipes and plan size." });
    }
    const byRecipe = new Map(resolved.products.map((p) => [p.recipe, p]));
    const oldSize = plan.planSizeId;
    const [oldSizeRow] = oldSize !== null ? await tx.select().from(planSizes).where(eq(planSizes.id, oldSize)) : [];
    // What the save changes in the plan: the entry lists these fields only when their value changed.
    const planChanges = changedOnly({
      plan_size: { old: oldSizeRow?.dailyAmount ?? null, new: resolved.planSize.daily_amount },
      products: { old: mealRows.map((r) => r.product.code), new: resolved.products.map((p) => p.product.code) },
      frequency: { old: mealRows[0]!.ppp.frequency, new: resolved.frequency },
      price_per_shipment: { old: round2(mealRows.reduce((n, r) => n + r.ppp.unitPrice, 0)), new: resolved.price },
    });
    // Saved as it is (same size, products, frequency and price): nothing changes, so no write, no new
    // version, no re-priced order and no changelog entry; the answer is the plan as it is.
    if (oldSize === resolved.planSize.id && Object.keys(planChanges).length === 0) return { pet_plan: await planDto(tx, planId), repriced_order_ids: [] };
    await tx.update(petPlans).set({ planSizeId: resolved.planSize.id, ...bumpVersion(petPlans) }).where(eq(petPlans.id, planId));
    for (const row of mealRows) {
      const next = byRecipe.get(row.product.recipes[0] ?? "")!;
      await tx.update(petPlanProducts).set({ productId: next.product.id, unitPrice: next.unitPrice, frequency: resolved.frequency }).where(eq(petPlanProducts.id, row.ppp.id));
    }
    // A new size (the recipes, so the meal type, stay): the extra-meals allowance follows the rule again.
    if (oldSize !== resolved.planSize.id) await writeBufferBagAllowance(tx, planId, { status: plan.status, recipes: resolved.products.map((p) => p.recipe), planSizeId: resolved.planSize.id }, pricingModelId);

    // Re-price the plan's lines on the upcoming (PREVIEW) orders.
    const lines = await tx
      .select({ line: orderProducts })
      .from(orderProducts)
      .innerJoin(orders, eq(orders.id, orderProducts.orderId))
      .where(and(eq(orders.accountId, account.id), eq(orders.status, "PREVIEW"), eq(orderProducts.petPlanId, planId), eq(orderProducts.type, "SUBSCRIPTION"), eq(orderProducts.productType, "MEAL")));
    const codeToRecipe = new Map(mealRows.map((r) => [r.product.code, r.product.recipes[0] ?? ""]));
    // Per order, the lines that move to the new size's product at its price: written with their new amounts by repriceOrder.
    const movedByOrder = new Map<string, Map<number, MovedLine>>();
    for (const { line } of lines) {
      const recipe = codeToRecipe.get(line.code);
      const next = recipe !== undefined ? byRecipe.get(recipe) : undefined;
      if (!next) continue;
      const moved = movedByOrder.get(line.orderId) ?? new Map<number, MovedLine>();
      moved.set(line.id, { product: next.product, unitPrice: next.unitPrice });
      movedByOrder.set(line.orderId, moved);
    }
    const repriced = [...movedByOrder.keys()].sort();
    const orderChanges: Record<string, { old: unknown; new: unknown }> = {};
    for (const orderId of repriced) {
      const { oldTotal, newTotal } = await repriceOrder(tx, orderId, actor.now, movedByOrder.get(orderId));
      orderChanges[`order ${orderId} total_price`] = { old: oldTotal, new: newTotal };
    }
    await logDogChange(tx, actor, {
      accountId: account.id,
      petId: plan.petId,
      action: "UPDATE",
      plan: planId,
      changes: { ...planChanges, ...changedOnly(orderChanges) },
    });
    return { pet_plan: await planDto(tx, planId), repriced_order_ids: repriced };
  });
}

// ───────────────────────────── Cancel ─────────────────────────────

export interface CancelPetInput {
  account_id: number;
  primary_answer: string;
  secondary_answer?: string | null;
  customer_comments?: string | null;
  survey_tag?: string;
  pet_plan_product?: number;
  pet_plan?: number;
  version?: number;
}

export async function cancelPet(db: Db, petId: string, body: CancelPetInput, actor: Actor) {
  return db.transaction(async (tx) => {
    const pet = await lockPet(tx, petId, body.account_id, body.version);
    const surveyErrors = cancelSurveyErrors(body);
    if (Object.keys(surveyErrors).length) throw fieldErrors(surveyErrors);
    const plans = await tx
      .select()
      .from(petPlans)
      .where(and(eq(petPlans.petId, petId), inArray(petPlans.status, [...CANCELLABLE_PLAN_STATUSES])))
      .orderBy(asc(petPlans.id))
      .for("update");
    if (pet.status !== "ACTIVE" || !plans.length) throw badRequest(PLAN_ALREADY_CANCELLED_MESSAGE);
    if (body.pet_plan !== undefined && !plans.some((p) => p.id === body.pet_plan)) throw fieldErrors({ pet_plan: "This plan is not an active plan of the dog." });
    const planIds = plans.map((p) => p.id);
    const planProducts = await tx.select().from(petPlanProducts).where(inArray(petPlanProducts.petPlanId, planIds)).orderBy(asc(petPlanProducts.id));
    if (body.pet_plan_product !== undefined && !planProducts.some((p) => p.id === body.pet_plan_product)) {
      throw fieldErrors({ pet_plan_product: "This product is not on the dog's plan." });
    }
    const secondary = body.secondary_answer?.trim() || null;
    // Hidden for "No reason provided" (the form sends none): a comment sent with it is not kept.
    const comments = keptComments(secondary, body.customer_comments);
    const petStatus = petStatusAfterCancel(secondary);

    await tx.update(petPlans).set({ status: "CANCELLED", nextChargeDate: null, ...bumpVersion(petPlans) }).where(inArray(petPlans.id, planIds));
    await tx
      .update(petPlanProducts)
      .set({ status: "CANCELLED" })
      .where(and(inArray(petPlanProducts.petPlanId, planIds), ne(petPlanProducts.status, "CANCELLED")));
    const [survey] = await tx
      .insert(surveyResponses)
      .values({
        accountId: pet.accountId,
        petId,
        petPlanProductId: body.pet_plan_product ?? planProducts.find((p) => p.type === "SUBSCRIPTION")?.id ?? planProducts[0]?.id ?? null,
        surveyTag: body.survey_tag?.trim() || CANCEL_SURVEY_TAG,
        primaryAnswer: body.primary_answer.trim(),
        secondaryAnswer: secondary,
        customerComments: comments,
        created: actor.now,
      })
      .returning();
    await tx.update(pets).set({ status: petStatus, ...bumpVersion(pets), lastUpdated: actor.now }).where(eq(pets.id, petId));

    // The pet's lines leave the orders not yet charged (upcoming, and on HOLD: charged and shipped
    // once the payment method is updated); an order left empty is cancelled.
    const lines = await tx
      .select({ id: orderProducts.id, orderId: orderProducts.orderId, orderStatus: orders.status })
      .from(orderProducts)
      .innerJoin(orders, eq(orders.id, orderProducts.orderId))
      .where(
        and(
          eq(orders.accountId, pet.accountId),
          inArray(orders.status, [...ORDER_STATUSES_NOT_YET_CHARGED]),
          or(eq(orderProducts.petId, petId), inArray(orderProducts.petPlanId, planIds)),
        ),
      );
    const orderIds = [...new Set(lines.map((l) => l.orderId))].sort();
    const statusOf = new Map(lines.map((l) => [l.orderId, l.orderStatus]));
    if (lines.length) await tx.delete(orderProducts).where(inArray(orderProducts.id, lines.map((l) => l.id)));
    const cancelledOrderIds: string[] = [];
    const orderChanges: Record<string, { old: unknown; new: unknown }> = {};
    for (const orderId of orderIds) {
      const totals = await repriceOrder(tx, orderId, actor.now);
      if (totals.lines === 0) {
        await tx.update(orders).set({ status: "CANCELLED", ...bumpVersion(orders), lastUpdated: actor.now }).where(eq(orders.id, orderId));
        cancelledOrderIds.push(orderId);
        orderChanges[`order ${orderId} status`] = { old: statusOf.get(orderId), new: "CANCELLED" };
      } else {
        orderChanges[`order ${orderId} total_price`] = { old: totals.oldTotal, new: totals.newTotal };
      }
    }

    await logDogChange(tx, actor, {
      accountId: pet.accountId,
      petId,
      action: "UPDATE",
      plan: planIds.join(","),
      changes: {
        status: { old: plans[0]!.status, new: "CANCELLED" },
        primary_answer: { old: null, new: body.primary_answer.trim() },
        ...(secondary ? { secondary_answer: { old: null, new: secondary } } : {}),
        ...(comments ? { customer_comments: { old: null, new: comments } } : {}),
        ...orderChanges,
      },
    });
    await logDogChange(tx, actor, {
      accountId: pet.accountId,
      petId,
      action: "UPDATE",
      changes: { status: { old: pet.status, new: petStatus } },
    });
    const surveyDto: SurveyResponseDto = {
      id: survey!.id,
      created: survey!.created.toISOString(),
      pet: petId,
      survey_tag: survey!.surveyTag,
      primary_answer: survey!.primaryAnswer,
      secondary_answer: survey!.secondaryAnswer,
      customer_comments: survey!.customerComments,
      pet_plan_product: survey!.petPlanProductId,
    };
    return { pet: await petDtoOf(tx, petId), survey_response: surveyDto, removed_order_lines: lines.length, cancelled_order_ids: cancelledOrderIds };
  });
}
