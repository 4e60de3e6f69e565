"use client";
/**
 * The ancillary product table: a Pricing Model filter (in the URL), the columns Code,
 * Description, Type, Recurring, Status, Price (2 decimals, currency prefix) under a "Pricing"
 * header, Product contents; rows selected by click, ctrl/cmd-click toggle and shift-click range,
 * also from the keyboard; a Columns menu and a CSV download.
 */
import { useMemo, useState } from "react";
import { useQueryStates } from "nuqs";
import { DataTable } from "@/components/ui/data-table";
import type { AncillaryProduct } from "@/lib/contract/product-info";
import { ancillaryRow, knownPricing, pricingModelsOf, type AncillaryRow } from "@/lib/product-info";
import { ANCILLARY_COLUMNS, FILTER_URL_OPTIONS, productFilterParsers, productInfoCsvPath, serializeProductFilters } from "@/lib/product-info-columns";
import { infoTableColumns } from "./info-table-columns";
import { DownloadCsvLink, FilterBar, PricingModelFilter, ShowingCount } from "./filters";

const columns = infoTableColumns(ANCILLARY_COLUMNS);

export function AncillaryProductsTable({ products }: { products: AncillaryProduct[] }) {
  const [{ pricing: asked }, setFilters] = useQueryStates({ pricing: productFilterParsers.pricing }, FILTER_URL_OPTIONS);
  const [selected, setSelected] = useState(0);
  const models = useMemo(() => pricingModelsOf(products), [products]);
  // A pricing model the list does not know (an old link) reads as the default.
  const pricing = knownPricing(asked, models);
  const rows = useMemo(() => products.map((p) => ancillaryRow(p, pricing)), [products, pricing]);
  const csvHref = serializeProductFilters(productInfoCsvPath("ancillary"), { pricing });
  return (
    <div className="space-y-4">
      <FilterBar onClear={asked !== models[0] ? () => void setFilters(null) : undefined}>
        <PricingModelFilter models={models} value={pricing} onChange={(next) => void setFilters({ pricing: next })} />
      </FilterBar>
      <ShowingCount shown={rows.length} total={rows.length} selected={selected} />
      <DataTable<AncillaryRow>
        columns={columns}
        data={rows}
        caption="Ancillary products"
        getRowId={(r) => r.code}
        rowSelection={{ by: "click", rowLabel: (r) => r.code, onChange: (picked) => setSelected(picked.length) }}
        columnVisibility
        toolbar={<DownloadCsvLink href={csvHref} />}
      />
    </div>
  );
}
