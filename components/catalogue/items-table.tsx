"use client";
/** One page of items, DataTable server mode. Props: rows, count, page. */
import { DataTable, dataTableColumns } from "@/components/ui/data-table";
import type { ItemDto } from "@/lib/contract/items";
import { formatDate } from "@/lib/format";

const col = dataTableColumns<ItemDto>();
const columns = col.columns([
  col.accessor("sku", { header: "SKU", cell: (i) => <span className="font-mono">{i.getValue()}</span> }),
  col.accessor("name", { header: "Name" }),
  col.accessor("weight_oz", { header: "Weight (oz)" }),
  col.accessor("volume", { header: "Volume (cu in)" }),
  col.accessor("recipe", { header: "Recipe", cell: (i) => i.getValue() ?? "—" }),
  col.accessor("created", { header: "Created", cell: (i) => <span className="whitespace-nowrap">{formatDate(i.getValue())}</span> }),
]);

export function ItemsTable({ rows, count, page }: { rows: ItemDto[]; count: number; page: number }) {
  return <DataTable columns={columns} data={rows} getRowId={(r) => String(r.id)} caption="Items" server={{ count, page }} pagerLabel="Items pages" />;
}
