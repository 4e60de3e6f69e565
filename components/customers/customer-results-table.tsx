/**
 * CustomerResultsTable: one page of customer-search results (server-rendered; the server paginates).
 * Each row links to the customer page `/customer-lookup/{id}__{display name}`.
 * Props: results: the page's results; count: total matches.
 */
import Link from "next/link";
import type { CustomerSearchResult } from "@/lib/contract/customers";
import { customerDisplayName, customerPath } from "@/lib/customer-display";
import { formatDate, formatPhone } from "@/lib/format";
import { StatusBadge } from "./status-badge";

/** Shown when a search matches nobody (assumption: the spec gives no text; docs/assumptions.md). */
export const NO_CUSTOMERS_MESSAGE = "No customers match this search.";

function addressLine(a: CustomerSearchResult["primary_address"]): string {
  if (!a) return "—";
  const cityState = [a.city, [a.state, a.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [a.address1, a.address2, cityState].filter(Boolean).join(", ") || "—";
}

export function CustomerResultsTable({ results, count }: { results: CustomerSearchResult[]; count: number }) {
  if (count === 0 || results.length === 0) {
    return (
      <p role="status" className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-slate-600">
        {NO_CUSTOMERS_MESSAGE}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="px-4 py-2 text-left text-sm text-slate-600">
          {count === 1 ? "1 customer found" : `${count} customers found`}
        </caption>
        <thead className="bg-slate-50">
          <tr>
            {["Customer ID", "Name", "Email", "Phone", "Status", "Primary address", "Created"].map((h) => (
              <th key={h} scope="col" className="px-4 py-2 text-left font-semibold text-slate-700">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {results.map((c) => (
            <tr key={c.id} className="hover:bg-slate-50">
              <td className="px-4 py-2 text-slate-600">{c.id}</td>
              <td className="px-4 py-2">
                <Link href={customerPath(c)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  {customerDisplayName(c)}
                </Link>
              </td>
              <td className="px-4 py-2">{c.email ?? "—"}</td>
              <td className="px-4 py-2 whitespace-nowrap">{formatPhone(c.phone_number) || "—"}</td>
              <td className="px-4 py-2">
                <StatusBadge status={c.status} />
              </td>
              <td className="px-4 py-2">{addressLine(c.primary_address)}</td>
              <td className="px-4 py-2 whitespace-nowrap">{formatDate(c.created)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
