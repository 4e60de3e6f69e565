"use client";
/**
 * The product information pages' tables as deferred islands (components/ui/deferred-island.tsx,
 * issue 23): the server renders each one's HTML (filter bar, count, rows, Columns menu, Download
 * CSV); its code (TanStack Table with client sorting, filtering and selection, the multi-selects,
 * Radix Select and Popover) loads when the agent reaches for it. A click, a key (row selection,
 * arrows) or a press on a filter made before it is live is replayed once it is.
 */
import { deferredIsland } from "@/components/ui/deferred-island";

export const MealProductsTableIsland = deferredIsland("meal-products-table", () => import("./meal-products-table").then((m) => m.MealProductsTable));
export const AncillaryProductsTableIsland = deferredIsland("ancillary-products-table", () => import("./ancillary-products-table").then((m) => m.AncillaryProductsTable));
export const NutrientAnalysisViewIsland = deferredIsland("nutrient-analysis-view", () => import("./nutrient-analysis-view").then((m) => m.NutrientAnalysisView));
