"use client";
/**
 * DiscountsTable: one page of GET /discounts/ on DataTable's server mode (page, rows per page and
 * the sort in the URL beside the search and filters). Each code opens /discounts/{id}, a bulk code's
 * batch its batch page; a long description is cut to one line (its tooltip shows it whole); the
 * code and the batch's prefix stay on one line (identifier columns).
 * Props: rows; view (count, page, page size and ordering: the URL's).
 */
import Link from "next/link";
import { DataTable, dataTableColumns, serverList, type ServerListView } from "@/components/ui/data-table";
import { StatusBadge } from "@/components/ui/status-badge";
import { TruncatedText } from "@/components/ui/tooltip";
import type { DISCOUNT_SORT_KEYS, DiscountDto } from "@/lib/contract/discounts";
import { DISCOUNT_LIMIT_TYPE_LABELS, DISCOUNT_TYPE_LABELS } from "@/lib/enums";
import { formatDate } from "@/lib/format";

/** "Mar 1, 2026 – Mar 31, 2026", an open end "from …" / "until …", no dates "Always". */
export function availabilityText(d: Pick<DiscountDto, "available_start_date" | "available_end_date">): string {
  const { available_start_date: start, available_end_date: end } = d;
  if (start && end) return `${formatDate(start)} – ${formatDate(end)}`;
  if (start) return `from ${formatDate(start)}`;
  if (end) return `until ${formatDate(end)}`;
  return "Always";
}
import { activeStateOf } from "@/lib/status";
import { discountValueText, orderTypesText } from "./discount-detail";
import { pages } from "@/lib/pages";

const col = dataTableColumns<DiscountDto>();
const columns = col.columns([
  col.accessor("code", {
    header: "Code",
    meta: { identifier: true },
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
  col.display({ id: "available", header: "Available", cell: ({ row }) => <span className="whitespace-nowrap">{availabilityText(row.original)}</span> }),
  col.display({
    id: "batch",
    header: "Batch",
    meta: { identifier: true },
    cell: ({ row }) =>
      row.original.bulk_job_id ? (
        <Link href={pages.discountBatch.href({ batchId: row.original.bulk_job_id })} className="text-brand-700 underline-offset-2 hover:underline">
          {row.original.bulk_prefix ?? row.original.bulk_job_id}
        </Link>
      ) : (
        "—"
      ),
  }),
  col.display({ id: "usage", header: "Orders used", cell: ({ row }) => row.original.usage.orders }),
  col.accessor("created", { header: "Created", cell: (info) => <span className="whitespace-nowrap">{formatDate(info.getValue())}</span> }),
]);

/** The columns the list sorts by (column id → the API's `ordering` key, lib/contract/discounts DISCOUNT_SORT_KEYS). */
const SORT_KEYS = { code: "code", value: "value", available: "available_start_date", created: "created" } as const satisfies Record<string, (typeof DISCOUNT_SORT_KEYS)[number]>;

export function DiscountsTable({ rows, view }: { rows: DiscountDto[]; view: ServerListView }) {
  const { count } = view;
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(d) => String(d.id)}
      caption={count === 1 ? "1 discount" : `${count} discounts`}
      showCaption
      server={serverList(view, SORT_KEYS)}
      pagerLabel="Discount pages"
    />
  );
}
