"use client";
/** One page of items, DataTable server mode (sortable columns, rows per page). Props: rows, view. */
import { DataTable, dataTableColumns, serverList, type ServerListView } from "@/components/ui/data-table";
import type { ITEM_SORT_KEYS, ItemDto } from "@/lib/contract/items";
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

/** Sortable columns → the list's ordering keys (ITEM_SORT_KEYS). */
const SORT_KEYS = { sku: "sku", name: "name", weight_oz: "weight_oz", created: "created" } as const satisfies Record<string, (typeof ITEM_SORT_KEYS)[number]>;

export function ItemsTable({ rows, view }: { rows: ItemDto[]; view: ServerListView }) {
  return <DataTable columns={columns} data={rows} getRowId={(r) => String(r.id)} caption="Items" server={serverList(view, SORT_KEYS)} pagerLabel="Items pages" />;
}
