"use client";
/**
 * DiscountsTable: one page of GET /discounts/ on DataTable's server mode (10 a page, the page in the
 * URL beside the search). Each code opens /discounts/{id}; a long description is cut to one line
 * (its tooltip, on hover or focus, shows it whole).
 * Props: rows; count; page.
 */
import Link from "next/link";
import { DataTable, dataTableColumns } from "@/components/ui/data-table";
import { StatusBadge } from "@/components/ui/status-badge";
import { TruncatedText } from "@/components/ui/tooltip";
import type { DiscountDto } from "@/lib/contract/discounts";
import { DISCOUNT_LIMIT_TYPE_LABELS } from "@/lib/discount-rules";
import { DISCOUNT_TYPE_LABELS } from "@/lib/enums";
import { formatDate } from "@/lib/format";
import { activeStateOf } from "@/lib/status";
import { discountValueText, orderTypesText } from "./discount-detail";
import { pages } from "@/lib/pages";

const col = dataTableColumns<DiscountDto>();
const columns = col.columns([
  col.accessor("code", {
    header: "Code",
    cell: ({ row }) => (
      <Link href={pages.discount.href({ discountId: row.original.id })} className="font-mono font-medium text-brand-700 underline-offset-2 hover:underline">
        {row.original.code}
      </Link>
    ),
  }),
  col.accessor("description", { header: "Description", cell: (info) => (info.getValue() ? <TruncatedText text={info.getValue()} /> : "—") }),
  col.accessor("is_active", { header: "Status", cell: (info) => <StatusBadge kind="discount" status={activeStateOf(info.getValue())} /> }),
  col.accessor("discount_type", { header: "Type", cell: (info) => DISCOUNT_TYPE_LABELS[info.getValue()] }),
  col.display({ id: "value", header: "Value", cell: ({ row }) => discountValueText(row.original.discount_type, row.original.value) }),
  col.accessor("limit_type", {
    header: "Limit",
    cell: ({ row }) => `${DISCOUNT_LIMIT_TYPE_LABELS[row.original.limit_type]}${row.original.limit_value !== null ? ` (${row.original.limit_value})` : ""}`,
  }),
  col.display({ id: "orders", header: "Order types", cell: ({ row }) => orderTypesText(row.original) }),
  col.display({ id: "usage", header: "Orders used", cell: ({ row }) => row.original.usage.orders }),
  col.accessor("created", { header: "Created", cell: (info) => <span className="whitespace-nowrap">{formatDate(info.getValue())}</span> }),
]);

export function DiscountsTable({ rows, count, page }: { rows: DiscountDto[]; count: number; page: number }) {
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(d) => String(d.id)}
      caption={count === 1 ? "1 discount" : `${count} discounts`}
      showCaption
      server={{ count, page }}
      pagerLabel="Discount pages"
    />
  );
}
