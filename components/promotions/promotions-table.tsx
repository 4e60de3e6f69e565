"use client";
/** One page of promotions: name (links to the read-only view), status, free product, quantity, dates, creator. */
import Link from "next/link";
import { StatusBadge } from "@/components/ui/status-badge";
import { DataTable, dataTableColumns, serverList, type ServerListView } from "@/components/ui/data-table";
import type { PROMOTION_SORT_KEYS, PromotionDto } from "@/lib/contract/promotions";
import { PROMOTION_TEXTS } from "@/lib/promotions/messages";
import { formatDateTime } from "@/lib/format";
import { pages } from "@/lib/pages";

const col = dataTableColumns<PromotionDto>();
const columns = col.columns([
  col.accessor("name", {
    header: "Name",
    cell: (i) => (
      <Link href={pages.promotion.href({ promotionId: i.row.original.id })} className="font-medium text-brand-700 underline-offset-2 hover:underline">
        {i.getValue()}
      </Link>
    ),
  }),
  col.accessor("status", { header: "Status", cell: (i) => <StatusBadge kind="promotion" status={i.getValue()} /> }),
  col.accessor("free_product_code", { header: "Free product", cell: (i) => <span className="font-mono">{i.getValue()}</span> }),
  col.accessor("quantity", { header: "Quantity" }),
  col.accessor("start_timestamp", { header: "Start", cell: (i) => (i.getValue() ? formatDateTime(i.getValue()) : PROMOTION_TEXTS.noDate) }),
  col.accessor("end_timestamp", { header: "End", cell: (i) => (i.getValue() ? formatDateTime(i.getValue()) : PROMOTION_TEXTS.noDate) }),
  col.accessor("created_by", { header: "Creator", cell: (i) => i.getValue() ?? PROMOTION_TEXTS.noCreator }),
]);

/** Sortable columns → the list's ordering keys (PROMOTION_SORT_KEYS). */
const SORT_KEYS = { name: "name", start_timestamp: "start_timestamp", end_timestamp: "end_timestamp" } as const satisfies Record<string, (typeof PROMOTION_SORT_KEYS)[number]>;

export function PromotionsTable({ rows, view }: { rows: PromotionDto[]; view: ServerListView }) {
  return <DataTable columns={columns} data={rows} getRowId={(r) => String(r.id)} caption="Promotions" server={serverList(view, SORT_KEYS)} pagerLabel="Promotions pages" />;
}
