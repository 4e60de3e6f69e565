"use client";
/**
 * RefundRecordsTable: the refunds of an order (issue 22), one row per refund (one POST refunds),
 * newest first as the API answers them: when (the business time zone), the staff member, each
 * line's product and amount, the refund's total and the reason the agent gave ("—" when none).
 * Props: records (lib/contract/order-actions.ts RefundRecord, GET refunds).
 */
import { DataTable, dataTableColumns } from "@/components/ui/data-table";
import type { RefundRecord } from "@/lib/contract/order-actions";
import { formatDateTime } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import { refundReasonText } from "@/lib/orders/refund-reasons";

const col = dataTableColumns<RefundRecord>();

const columns = col.columns([
  col.accessor("created", { header: "When", cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span> }),
  col.accessor((r) => r.staff_email ?? "", { id: "staff", header: "Staff", cell: (info) => info.getValue() || "—" }),
  col.display({
    id: "lines",
    header: "Lines",
    cell: ({ row }) => (
      <ul className="space-y-0.5">
        {row.original.lines.map((l) => (
          <li key={l.id} className="flex justify-between gap-3">
            <span>
              <span className="font-mono text-xs">{l.product_code}</span>
              {l.description ? <span className="text-slate-600"> {l.description}</span> : null}
            </span>
            <span className="whitespace-nowrap">{formatMoney(l.amount)}</span>
          </li>
        ))}
      </ul>
    ),
  }),
  col.accessor("total", { header: "Total", cell: (info) => <span className="font-medium">{formatMoney(info.getValue())}</span> }),
  col.accessor((r) => refundReasonText(r.reason), { id: "reason", header: "Reason", cell: (info) => info.getValue() || "—" }),
]);

export function RefundRecordsTable({ records }: { records: RefundRecord[] }) {
  return <DataTable columns={columns} data={records} caption="Refunds of this order" emptyText="No refunds" getRowId={(r) => String(r.id)} />;
}
