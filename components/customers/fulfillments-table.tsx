"use client";
/**
 * FulfillmentsTable: every fulfillment of the customer's orders: the dogs it serves, status, carrier
 * and the tracking link to the tracking provider, or "No tracking information".
 * Newest Created first (FULFILLMENTS_DEFAULT_SORT; spec 01 names no order, docs/assumptions.md), the
 * sort shown in the Created header as any DataTable sort; a click on Created turns it oldest first.
 * Pages by 25, the page kept in the URL (`fulfillmentsPage`, useUrlPage).
 * The fulfillment id links to that fulfillment on its order page (`#fulfillment-{id}`), the order id
 * to the order page.
 * Props: rows: one per fulfillment (built by the server page from the orders),
 * only what the row shows (issue 23: no shipment records, no addresses); customerSegment: the
 * canonical `{id}__{name}` of the links.
 */
import Link from "next/link";
import { useMemo } from "react";
import { DataTable, dataTableColumns, useUrlPage } from "@/components/ui/data-table";
import { fulfillmentSectionId } from "@/lib/page-sections";
import type { FulfillmentDto } from "@/lib/contract/fulfillments";
import { NO_TRACKING_INFORMATION } from "@/lib/customers/messages";
import { customerOrderPath, trackingLink } from "@/lib/customers/paths";
import { StatusBadge } from "@/components/ui/status-badge";
import { formatDate } from "@/lib/format";

export type FulfillmentRow = Pick<FulfillmentDto, "id" | "order_id" | "status" | "created"> & {
  /** Every dog the fulfillment serves, by name ("Rex, Bo": lib/order-display.ts `fulfillmentDogNames`); null: none. */
  dogNames: string | null;
  /** The fulfillment's carrier, else its first shipment's that names one; null: none. */
  carrier: string | null;
  /** The tracking numbers of its shipments, in order (those without one left out). */
  trackingNumbers: string[];
};

const LINK = "font-medium text-brand-700 hover:underline";
const col = dataTableColumns<FulfillmentRow>();
/** The columns for one customer: the fulfillment links to its place on the order page, the order to the order page. */
const columnsFor = (customerSegment: string) => col.columns([
  col.accessor("id", {
    header: "Fulfillment",
    cell: ({ row }) => (
      <Link href={`${customerOrderPath(customerSegment, row.original.order_id)}#${fulfillmentSectionId(row.original.id)}`} className={LINK}>
        {row.original.id}
      </Link>
    ),
  }),
  col.accessor("order_id", {
    header: "Order",
    cell: ({ row }) => (
      <Link href={customerOrderPath(customerSegment, row.original.order_id)} className={LINK}>
        {row.original.order_id}
      </Link>
    ),
  }),
  col.accessor((r) => r.dogNames ?? "", { id: "pet", header: "Dog", cell: (info) => info.getValue() || "—" }),
  col.accessor("status", { header: "Status", cell: (info) => <StatusBadge kind="fulfillment" status={info.getValue()} /> }),
  col.accessor((r) => r.carrier ?? "", {
    id: "carrier",
    header: "Carrier",
    cell: (info) => info.getValue() || "—",
  }),
  col.display({
    id: "tracking",
    header: "Tracking",
    cell: ({ row }) => {
      const links = row.original.trackingNumbers
        .map((n) => ({ number: n, href: trackingLink(n) }))
        .filter((l): l is { number: string; href: string } => l.href !== null);
      if (links.length === 0) return <span className="text-slate-500">{NO_TRACKING_INFORMATION}</span>;
      return (
        <ul>
          {links.map((l) => (
            <li key={l.number}>
              <a href={l.href} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
                {l.number}
              </a>
            </li>
          ))}
        </ul>
      );
    },
  }),
  // Newest first on the first click too; ISO timestamps compare in time order.
  col.accessor("created", { header: "Created", sortDescFirst: true, cell: (info) => formatDate(info.getValue()) }),
]);

/** The table's order until the agent sorts by another header: newest Created first. */
export const FULFILLMENTS_DEFAULT_SORT = [{ id: "created", desc: true }];

export function FulfillmentsTable({ rows, customerSegment }: { rows: FulfillmentRow[]; customerSegment: string }) {
  const paging = useUrlPage("fulfillmentsPage");
  const columns = useMemo(() => columnsFor(customerSegment), [customerSegment]);
  return <DataTable columns={columns} data={rows} caption="Fulfillments" emptyText="No fulfillments" paging={paging} initialSorting={FULFILLMENTS_DEFAULT_SORT} />;
}
