/**
 * Pets and their plans: the account's pets and plans as the contract's
 * PetDto / PetPlanDto (lib/contract/pets.ts), in a bounded number of queries.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { PetDto, PetPlanDto, RecipeDataDto } from "../../../lib/contract/pets";
import { FreshRecipeCode, RECIPE_NAMES } from "../../../lib/contract/enums";
import { round2 } from "../../../lib/money";
import type { Db } from "../db/client";
import { petPlanProducts, petPlans, pets, products } from "../db/schema";
import { groupBy } from "./group-by";

const FRESH = new Set<string>(FreshRecipeCode.options);
export function recipeData(recipeCodes: string[]): RecipeDataDto[] {
  return recipeCodes.map((code) => ({
    type: FRESH.has(code) ? "FRESH" : "UNKIBBLE",
    recipe: code,
    name: (RECIPE_NAMES as Record<string, string>)[code] ?? code,
  }));
}

/** Plan ids → products, one query for all the plans. */
async function planProducts(db: Db, planIds: number[]) {
  return planIds.length
    ? db
        .select({ ppp: petPlanProducts, product: products })
        .from(petPlanProducts)
        .innerJoin(products, eq(products.id, petPlanProducts.productId))
        .where(inArray(petPlanProducts.petPlanId, planIds))
        .orderBy(asc(petPlanProducts.id))
    : [];
}

export function petPlanDtos(planRows: (typeof petPlans.$inferSelect)[], productRows: Awaited<ReturnType<typeof planProducts>>): PetPlanDto[] {
  const productsOfPlan = groupBy(productRows, (r) => r.ppp.petPlanId);
  return planRows.map((p) => {
    const rows = productsOfPlan.get(p.id) ?? [];
    const mealRecipes = [...new Set(rows.filter((r) => r.product.productType === "MEAL").flatMap((r) => r.product.recipes))];
    return {
      id: p.id,
      pet: p.petId,
      account: p.accountId,
      is_topper: p.isTopper,
      status: p.status,
      next_charge_date: p.nextChargeDate,
      plan_size_id: p.planSizeId,
      version: p.version,
      recipe_data: recipeData(mealRecipes),
      products: rows.map(({ ppp, product }) => ({
        id: ppp.id,
        code: product.code,
        name: product.name,
        description: product.description,
        product_type: product.productType,
        status: ppp.status,
        frequency: ppp.frequency,
        quantity: ppp.quantity,
        unit_price: round2(ppp.unitPrice),
        created: ppp.created.toISOString(),
        recipes: product.recipes,
        type: ppp.type,
        pet_plan: ppp.petPlanId,
      })),
    };
  });
}

export function petDto(p: typeof pets.$inferSelect, currentPlanId: number | null): PetDto {
  return {
    id: p.id,
    name: p.name,
    gender: p.gender,
    status: p.status,
    account: p.accountId,
    birth_month: p.birthMonth,
    birth_year: p.birthYear,
    breeds: p.breeds,
    pet_plan: currentPlanId,
    properties: p.properties,
    created: p.created.toISOString(),
    version: p.version,
  };
}

/** What the order serializers need to name a line's pet: pet names, and each plan's pet. */
export interface PetLookups {
  petName: Map<string, string>;
  planPet: Map<number, string>;
}

/** The account's pets (oldest first) and plans (by id), and the lookups built from them. */
export async function listPetsAndPlans(db: Db, accountId: number): Promise<{ pets: PetDto[]; petplans: PetPlanDto[]; lookups: PetLookups }> {
  const [petRows, planRows] = await Promise.all([
    db.select().from(pets).where(eq(pets.accountId, accountId)).orderBy(asc(pets.created), asc(pets.id)),
    db.select().from(petPlans).where(eq(petPlans.accountId, accountId)).orderBy(asc(petPlans.id)),
  ]);
  const productRows = await planProducts(
    db,
    planRows.map((p) => p.id),
  );
  const latestPlanOfPet = new Map<string, number>();
  for (const p of planRows) latestPlanOfPet.set(p.petId, p.id); // ascending ids: the last one wins
  return {
    pets: petRows.map((p) => petDto(p, latestPlanOfPet.get(p.id) ?? null)),
    petplans: petPlanDtos(planRows, productRows),
    lookups: {
      petName: new Map(petRows.map((p) => [p.id, p.name])),
      planPet: new Map(planRows.map((p) => [p.id, p.petId])),
    },
  };
}

/** The lookups for some pets and plans (the order page, which does not load the whole account). */
export async function petLookupsFor(db: Db, petIds: string[], planIds: number[]): Promise<PetLookups> {
  const plans = planIds.length ? await db.select({ id: petPlans.id, petId: petPlans.petId }).from(petPlans).where(inArray(petPlans.id, planIds)) : [];
  const allPetIds = [...new Set([...petIds, ...plans.map((p) => p.petId)])];
  const petRows = allPetIds.length ? await db.select({ id: pets.id, name: pets.name }).from(pets).where(inArray(pets.id, allPetIds)) : [];
  return { petName: new Map(petRows.map((p) => [p.id, p.name])), planPet: new Map(plans.map((p) => [p.id, p.petId])) };
}
