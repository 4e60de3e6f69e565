"use client";
/** One page of product-item mappings: product id, code, name, status, items; each row links to its update screen. */
import Link from "next/link";
import { StatusBadge } from "@/components/ui/status-badge";
import { DataTable, dataTableColumns, serverList, type ServerListView } from "@/components/ui/data-table";
import type { PRODUCT_ITEMS_SORT_KEYS, ProductItemsDto } from "@/lib/contract/product-items";
import { pages } from "@/lib/pages";

const col = dataTableColumns<ProductItemsDto>();
const columns = col.columns([
  col.accessor("id", { header: "Product ID" }),
  col.accessor("code", {
    header: "Code",
    cell: (i) => (
      <Link href={pages.updateProductItems.href({ productId: i.row.original.id })} className="font-mono font-medium text-brand-700 underline-offset-2 hover:underline">
        {i.getValue()}
      </Link>
    ),
  }),
  col.accessor("name", { header: "Name" }),
  col.accessor("status", { header: "Status", cell: (i) => <StatusBadge kind="product" status={i.getValue()} /> }),
  col.accessor("items", {
    header: "Items",
    cell: (i) => (
      <ul>
        {i.getValue().map((item) => (
          <li key={item.sku} className="whitespace-nowrap">
            <span className="font-mono">{item.sku}</span> × {item.quantity}
          </li>
        ))}
      </ul>
    ),
  }),
]);

/** Sortable columns → the list's ordering keys (PRODUCT_ITEMS_SORT_KEYS). */
const SORT_KEYS = { code: "code", name: "name" } as const satisfies Record<string, (typeof PRODUCT_ITEMS_SORT_KEYS)[number]>;

export function ProductItemsTable({ rows, view }: { rows: ProductItemsDto[]; view: ServerListView }) {
  return <DataTable columns={columns} data={rows} getRowId={(r) => String(r.id)} caption="Product-item mappings" server={serverList(view, SORT_KEYS)} pagerLabel="Product-item mappings pages" />;
}
