"use client";
/**
 * The product information pages' tables as deferred islands (components/ui/deferred-island.tsx,
 * issue 23): the server renders each one's HTML (filter bar, count, rows, Columns menu, Download
 * CSV); its code (TanStack Table with client sorting, filtering and selection, the multi-selects,
 * Radix Select and Popover) loads when the agent reaches for it. A click, a key (row selection,
 * arrows) or a press on a filter made before it is live is replayed once it is.
 */
import { loadColumnsMenu } from "@/components/ui/data-table/columns-menu-lazy";
import { deferredIsland } from "@/components/ui/deferred-island";

// The product tables offer a Columns menu: its code comes with theirs, so each island hydrates whole.
export const MealProductsTableIsland = deferredIsland("meal-products-table", () =>
  Promise.all([import("./meal-products-table"), loadColumnsMenu()]).then(([m]) => m.MealProductsTable),
);
export const AncillaryProductsTableIsland = deferredIsland("ancillary-products-table", () =>
  Promise.all([import("./ancillary-products-table"), loadColumnsMenu()]).then(([m]) => m.AncillaryProductsTable),
);
export const NutrientAnalysisViewIsland = deferredIsland("nutrient-analysis-view", () => import("./nutrient-analysis-view").then((m) => m.NutrientAnalysisView));
