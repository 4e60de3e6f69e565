"use client";
/**
 * The UnKibble and Fresh product tables: Plan Size (multi, sorted numerically),
 * Recipe (multi, the line's fixed recipe ids) and Pricing Model (single, default "ALL PRODUCTS
 * STANDARD PRICING") filters kept in the URL (nuqs), Clear Filters, "showing N of M products",
 * grouped headers, rows selected by click (ctrl/cmd toggle, shift range, keyboard), a Columns menu
 * and a CSV download of the filtered rows (a server route). The rows and derived columns come from
 * lib/product-info.ts; the whole list is on the page, so a filter change needs no server round trip.
 */
import { useMemo, useState } from "react";
import { useQueryStates } from "nuqs";
import { DataTable } from "@/components/ui/data-table";
import type { MealProduct, ProductListMealType } from "@/lib/contract/product-info";
import { knownPricing, mealRow, pricingModelsOf, type MealRow } from "@/lib/product-info";
import {
  appliedMealFilters,
  FILTER_URL_OPTIONS,
  filterMealRows,
  MEAL_COLUMNS,
  planSizeOptions,
  productFilterParsers,
  productInfoCsvPath,
  recipeOptions,
  serializeProductFilters,
} from "@/lib/product-info-columns";
import { infoTableColumns } from "./info-table-columns";
import { DownloadCsvLink, FilterBar, FilterField, PricingModelFilter, ShowingCount } from "./filters";
import { MultiSelect } from "@/components/ui/multi-select";

const CAPTION: Record<ProductListMealType, string> = { UNKIBBLE: "UnKibble products", FRESH: "Fresh products" };

export function MealProductsTable({ line, products }: { line: ProductListMealType; products: MealProduct[] }) {
  const [filters, setFilters] = useQueryStates(productFilterParsers, FILTER_URL_OPTIONS);
  const [selected, setSelected] = useState(0);
  const models = useMemo(() => pricingModelsOf(products), [products]);
  // A pricing model, plan size or recipe the list does not know (an old link) reads as the default (as the CSV reads it).
  const pricing = knownPricing(filters.pricing, models);
  const rows = useMemo(() => products.map((p) => mealRow(p, line, pricing)), [products, line, pricing]);
  const applied = useMemo(() => appliedMealFilters(filters, rows, line, pricing), [filters, rows, line, pricing]);
  const shown = useMemo(() => filterMealRows(rows, applied), [rows, applied]);
  const columns = useMemo(() => infoTableColumns(MEAL_COLUMNS[line]), [line]);
  const plans = useMemo(() => planSizeOptions(rows), [rows]);
  const recipes = useMemo(() => recipeOptions(line), [line]);
  const filtered = filters.plan.length > 0 || filters.recipe.length > 0 || filters.pricing !== models[0];
  const csvHref = serializeProductFilters(productInfoCsvPath(line === "UNKIBBLE" ? "unkibble" : "fresh"), filters);

  return (
    <div className="space-y-4">
      <FilterBar onClear={filtered ? () => void setFilters(null) : undefined}>
        <FilterField id="plan-size-filter" label="Plan Size">
          <MultiSelect id="plan-size-filter" value={applied.plan} onChange={(plan) => void setFilters({ plan })} options={plans} searchable={false} />
        </FilterField>
        <FilterField id="recipe-filter" label="Recipe">
          <MultiSelect id="recipe-filter" value={applied.recipe} onChange={(recipe) => void setFilters({ recipe })} options={recipes} searchable={false} />
        </FilterField>
        <PricingModelFilter models={models} value={pricing} onChange={(pricing) => void setFilters({ pricing })} />
      </FilterBar>
      <ShowingCount shown={shown.length} total={rows.length} selected={selected} />
      <DataTable<MealRow>
        columns={columns}
        data={shown}
        caption={CAPTION[line]}
        getRowId={(r) => r.code}
        rowSelection={{ by: "click", rowLabel: (r) => r.code, onChange: (picked) => setSelected(picked.length) }}
        columnVisibility
        toolbar={<DownloadCsvLink href={csvHref} />}
      />
    </div>
  );
}
