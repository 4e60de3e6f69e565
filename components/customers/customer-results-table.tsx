"use client";
/**
 * CustomerResultsTable: one page of customer-search results, on DataTable's server mode (the server
 * paginates, 10 a page; the page lives in the URL beside the search fields). Each name links to the
 * customer page `/customer-lookup/{id}__{display name}`.
 * Props: results: the page's results; count: total matches; page: the page shown (1-based).
 */
import Link from "next/link";
import { DataTable, dataTableColumns } from "@/components/ui/data-table";
import type { CustomerSearchResult } from "@/lib/contract/customers";
import { customerDisplayName } from "@/lib/customers/display";
import { customerPath } from "@/lib/customers/paths";
import { formatDate, formatPhone } from "@/lib/format";
import { StatusBadge } from "@/components/ui/status-badge";

/** Shown when a search matches nobody (assumption: the spec gives no text; docs/assumptions.md). */
export const NO_CUSTOMERS_MESSAGE = "No customers match this search.";

function addressLine(a: CustomerSearchResult["primary_address"]): string {
  if (!a) return "—";
  const cityState = [a.city, [a.state, a.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [a.address1, a.address2, cityState].filter(Boolean).join(", ") || "—";
}

const col = dataTableColumns<CustomerSearchResult>();
const columns = col.columns([
  col.accessor("id", { header: "Customer ID", cell: (info) => <span className="text-slate-600">{info.getValue()}</span> }),
  col.display({
    id: "name",
    header: "Name",
    cell: ({ row }) => (
      <Link href={customerPath(row.original)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
        {customerDisplayName(row.original)}
      </Link>
    ),
  }),
  col.accessor("email", { header: "Email", cell: (info) => info.getValue() ?? "—" }),
  col.accessor("phone_number", { header: "Phone", cell: (info) => <span className="whitespace-nowrap">{formatPhone(info.getValue()) || "—"}</span> }),
  col.accessor("status", { header: "Status", cell: (info) => <StatusBadge kind="account" status={info.getValue()} /> }),
  col.accessor("primary_address", { header: "Primary address", cell: (info) => addressLine(info.getValue()) }),
  col.accessor("created", { header: "Created", cell: (info) => <span className="whitespace-nowrap">{formatDate(info.getValue())}</span> }),
]);

export function CustomerResultsTable({ results, count, page }: { results: CustomerSearchResult[]; count: number; page: number }) {
  return (
    <DataTable
      columns={columns}
      data={results}
      getRowId={(c) => String(c.id)}
      caption={count === 1 ? "1 customer found" : `${count} customers found`}
      showCaption
      emptyText={NO_CUSTOMERS_MESSAGE}
      server={{ count, page }}
      pagerLabel="Search results pages"
    />
  );
}
