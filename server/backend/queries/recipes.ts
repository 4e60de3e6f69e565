/** Recipes of the catalogue. */
import { RecipeCode } from "../../../lib/contract/enums";
import type { Db, Tx } from "../db/client";
import { recipes } from "../db/schema";

type Conn = Db | Tx;

const KNOWN: readonly string[] = RecipeCode.options;

/** The spec's recipe codes in their enum order (UnKibble, then Fresh), then any other id alphabetically. */
export function sortRecipeIds(ids: readonly string[]): string[] {
  const rank = (id: string) => (KNOWN.includes(id) ? KNOWN.indexOf(id) : KNOWN.length);
  return [...ids].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export async function listRecipeIds(db: Conn): Promise<string[]> {
  const rows = await db.select({ id: recipes.id }).from(recipes);
  return sortRecipeIds(rows.map((r) => r.id));
}
