/**
 * The contract of recipes (GET recipes/ids: no parameters, a list of ids). The ids are the
 * recipe codes (U-B, U-T, U-C, U-S, F-L, F-B, F-T), UnKibble first, in the order of
 * lib/enums.ts RecipeCode; any other recipe the catalogue holds follows, alphabetically.
 */
import { z } from "zod";
// zod's messages in the project's words (z.config) wherever these schemas are parsed.
import "./zod-messages";
import { endpoint } from "./endpoint";

export const recipeIdsResponseSchema = z.array(z.string());
export type RecipeIdsResponse = z.infer<typeof recipeIdsResponseSchema>;

export const recipeEndpoints = {
  /** Any signed-in user reads it (product info's recipe selector; the item form's recipe choices). */
  listRecipeIds: endpoint({
    method: "GET",
    path: "recipes/ids",
    capability: "productInfo",
    response: recipeIdsResponseSchema,
    browser: true,
  }),
};
