/**
 * Pets and their plans as the contract's PetDto / PetPlanDto (lib/contract/pets.ts): the
 * serializers (pet-plans.ts shares them) and the account's pets and plans, read as row sets
 * (./json-rows.ts) within the account's one statement.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { PetDto, PetPlanDto, RecipeDataDto } from "../../../lib/contract/pets";
import { FreshRecipeCode, RECIPE_NAMES } from "../../../lib/contract/enums";
import { round2 } from "../../../lib/money";
import { petPlanProducts, petPlans, pets, products } from "../db/schema";
import { groupBy } from "./group-by";
import { tableRows, type RowSetRows } from "./json-rows";

const FRESH = new Set<string>(FreshRecipeCode.options);
export function recipeData(recipeCodes: string[]): RecipeDataDto[] {
  return recipeCodes.map((code) => ({
    type: FRESH.has(code) ? "FRESH" : "UNKIBBLE",
    recipe: code,
    name: (RECIPE_NAMES as Record<string, string>)[code] ?? code,
  }));
}

/** A plan product with its product. */
export interface PlanProductRow {
  ppp: typeof petPlanProducts.$inferSelect;
  product: typeof products.$inferSelect;
}

export function petPlanDtos(planRows: (typeof petPlans.$inferSelect)[], productRows: readonly PlanProductRow[]): PetPlanDto[] {
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

/** The row sets (./json-rows.ts) of the account's pets, plans, plan products and those products. */
export function petsAndPlansRowSets(accountId: AnyPgColumn) {
  const planIds = sql`(select ${petPlans.id} from ${petPlans} where ${eq(petPlans.accountId, accountId)})`;
  return {
    pets: tableRows(pets, eq(pets.accountId, accountId), [asc(pets.created), asc(pets.id)]),
    petPlans: tableRows(petPlans, eq(petPlans.accountId, accountId), [asc(petPlans.id)]),
    petPlanProducts: tableRows(petPlanProducts, sql`${petPlanProducts.petPlanId} in ${planIds}`, [asc(petPlanProducts.id)]),
    planProducts: tableRows(
      products,
      sql`${products.id} in (select ${petPlanProducts.productId} from ${petPlanProducts} where ${petPlanProducts.petPlanId} in ${planIds})`,
      [asc(products.id)],
    ),
  };
}

/** The account's pets (oldest first) and plans (by id), and the lookups built from them, from petsAndPlansRowSets' rows. */
export function petsAndPlansOf(rows: RowSetRows<ReturnType<typeof petsAndPlansRowSets>>): { pets: PetDto[]; petplans: PetPlanDto[]; lookups: PetLookups } {
  const { pets: petRows, petPlans: planRows } = rows;
  const productById = new Map(rows.planProducts.map((p) => [p.id, p]));
  const productRows = rows.petPlanProducts.flatMap((ppp) => {
    const product = productById.get(ppp.productId);
    return product ? [{ ppp, product }] : [];
  });
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
