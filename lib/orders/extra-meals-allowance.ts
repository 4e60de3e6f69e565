/**
 * The extra-meals (buffer bag) allowance of a plan (docs/assumptions.md "Plan sizes"): every ACTIVE
 * UnKibble plan may add up to 3 bags of its first recipe's buffer product, each worth 7 extra days
 * for plan sizes 1–3 and 5 for sizes 4–6, offered as the paid bag (`U-x-BUFFER-1T`, at the
 * account's price) and the free one (`U-x-BUFFER-1T-FREE`, 0). The one rule of the demo data
 * (server/backend/seed/rows.ts `addPlan`) and of the API (a new dog's plan, a re-sized plan:
 * server/backend/queries/pet-plans.ts), which GET buffer_bags answers and PUT orders/{id} enforces.
 */
import { UnkibbleRecipeCode } from "../contract/enums";

const BUFFER_BAGS_ALLOWED = 3;
/** The largest plan size whose bags are worth 7 extra days; the larger sizes' are worth 5. */
const SEVEN_DAY_BAGS_MAX_SIZE = 3;
const bufferBagExtraDays = (planSizeId: number): number => (planSizeId <= SEVEN_DAY_BAGS_MAX_SIZE ? 7 : 5);

/** "U-B" → "U-B-BUFFER-1T" (paid) or "U-B-BUFFER-1T-FREE". */
export function bufferProductCode(recipeCode: string, free: boolean): string {
  return `${recipeCode}-BUFFER-1T${free ? "-FREE" : ""}`;
}

export interface BufferBagAllowance {
  extraDays: number;
  numberOfBagsAllowed: number;
  products: { code: string; price: number; recipe_name: string }[];
}

/**
 * The allowance of a plan, or null when it has none: not ACTIVE, not UnKibble (its first recipe), or
 * no buffer product of the recipe. `product(code)`: the buffer product's name and its price in the
 * account's pricing model (price undefined or null: the paid bag has no price there and is not
 * offered; the free one is offered at 0 whatever its price).
 */
export function bufferBagAllowance(
  plan: { status: string; recipes: readonly string[]; planSizeId: number },
  product: (code: string) => { name: string; price?: number | null } | undefined,
): BufferBagAllowance | null {
  const recipe = plan.recipes[0];
  if (plan.status !== "ACTIVE" || recipe === undefined || !(UnkibbleRecipeCode.options as readonly string[]).includes(recipe)) return null;
  const products = [false, true].flatMap((free) => {
    const code = bufferProductCode(recipe, free);
    const found = product(code);
    const price = free ? 0 : found?.price;
    return found && price !== undefined && price !== null ? [{ code, price, recipe_name: found.name }] : [];
  });
  return products.length ? { extraDays: bufferBagExtraDays(plan.planSizeId), numberOfBagsAllowed: BUFFER_BAGS_ALLOWED, products } : null;
}
