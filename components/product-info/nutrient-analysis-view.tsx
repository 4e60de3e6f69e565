"use client";
/**
 * Nutrient Analysis: a recipe selector (the recipe lives in the URL, `?recipe=U-T`,
 * and the server page loads that recipe's rows) and the table of its rows (nutrient_category,
 * name, as_fed_basis, dry_matter_basis).
 */
import { useQueryStates } from "nuqs";
import { useTransition } from "react";
import { DataTable, dataTableColumns } from "@/components/ui/data-table";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import type { NutrientRow } from "@/lib/contract/product-info";
import { recipeLabel } from "@/lib/product-info";
import { nutrientParsers } from "@/lib/product-info-columns";
import { FilterField } from "./filters";

const col = dataTableColumns<NutrientRow>();
const columns = col.columns([
  col.accessor("nutrient_category", { header: "Nutrient Category" }),
  col.accessor("name", { header: "Name" }),
  col.accessor("as_fed_basis", { header: "As Fed Basis" }),
  col.accessor("dry_matter_basis", { header: "Dry Matter Basis" }),
]);

export function NutrientAnalysisView({ recipeIds, recipe, rows }: { recipeIds: string[]; recipe: string; rows: NutrientRow[] }) {
  const [pending, startTransition] = useTransition();
  const [, setParams] = useQueryStates(nutrientParsers, { history: "push", shallow: false, scroll: false, startTransition });
  return (
    <div className="space-y-4">
      <section aria-label="Recipe" className="flex items-end gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <FilterField id="recipe-select" label="Recipe">
          <Select id="recipe-select" value={recipe} onValueChange={(next) => void setParams({ recipe: next })} options={recipeIds.map((id) => ({ value: id, label: recipeLabel(id) }))} />
        </FilterField>
        {pending ? <Spinner label="Loading nutrient rows" /> : null}
      </section>
      <DataTable<NutrientRow> key={recipe} columns={columns} data={rows} caption={`Nutrient analysis of ${recipeLabel(recipe)}`} showCaption />
    </div>
  );
}
