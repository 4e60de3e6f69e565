"use client";
/**
 * OrderProductsTable: the order's products: code, description, dog,
 * quantity, unit price, discount, tax, total and refunded, money to 2 decimals.
 * Props: rows (built by the page: the order's products with the dog's name); actions?: a cell
 * renderer for an extra last column (the editable table's remove button), with its header.
 */
import { useMemo, type ReactNode } from "react";
import { DataTable, dataTableColumns } from "@/components/ui/data-table";
import type { OrderProductDto } from "@/lib/contract/orders";
import { humanizeCode } from "@/lib/status";
import { formatMoney } from "@/lib/money";

export type OrderProductRow = Pick<
  OrderProductDto,
  "id" | "code" | "description" | "quantity" | "unit_price" | "discount_amount" | "tax_amount" | "total_price" | "total_refunds" | "type"
> & { dogName: string | null; petPlanId: number | null };

const col = dataTableColumns<OrderProductRow>();

function productColumns(actions?: { header: string; cell: (row: OrderProductRow) => ReactNode }) {
  return col.columns([
    col.accessor("code", { header: "Code", cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span> }),
    col.accessor("description", { header: "Description" }),
    col.accessor((r) => r.dogName ?? "", { id: "dog", header: "Dog", cell: (info) => info.getValue() || "—" }),
    col.accessor("type", { header: "Type", cell: (info) => humanizeCode(info.getValue()) }),
    col.accessor("quantity", { header: "Quantity" }),
    col.accessor("unit_price", { header: "Unit price", cell: (info) => formatMoney(info.getValue()) }),
    col.accessor("discount_amount", { header: "Discount", cell: (info) => formatMoney(info.getValue()) }),
    col.accessor("tax_amount", { header: "Tax", cell: (info) => formatMoney(info.getValue()) }),
    col.accessor("total_price", { header: "Total", cell: (info) => formatMoney(info.getValue()) }),
    col.accessor("total_refunds", { header: "Refunded", cell: (info) => formatMoney(info.getValue()) }),
    ...(actions ? [col.display({ id: "actions", header: actions.header, cell: ({ row }) => actions.cell(row.original) })] : []),
  ]);
}
const plainColumns = productColumns();

export function OrderProductsTable({
  rows,
  actions,
}: {
  rows: OrderProductRow[];
  actions?: { header: string; cell: (row: OrderProductRow) => ReactNode };
}) {
  const columns = useMemo(() => (actions ? productColumns(actions) : plainColumns), [actions]);
  return <DataTable columns={columns} data={rows} caption="Order products" emptyText="No products" getRowId={(r) => String(r.id)} />;
}
