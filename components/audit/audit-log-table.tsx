"use client";
/**
 * The staff audit log's rows (issue 22), newest first, 10 a page (DataTable server mode, the pager
 * keeps the URL's filters): When, Staff, Action (its label), Customer (a link to the customer page),
 * Object, Details, Request ID (the id of the server logs, to find the request's lines there).
 * Props: rows, count, page.
 */
import Link from "next/link";
import { DataTable, dataTableColumns } from "@/components/ui/data-table";
import { auditDetailsText, auditObjectText } from "@/lib/audit-log";
import { AUDIT_ACTION_LABELS, type AuditEntryDto } from "@/lib/contract/audit";
import { formatDateTime } from "@/lib/format";
import { pages } from "@/lib/pages";

const col = dataTableColumns<AuditEntryDto>();
const columns = col.columns([
  col.accessor("created", { header: "When", cell: (i) => <span className="whitespace-nowrap">{formatDateTime(i.getValue())}</span> }),
  col.accessor("staff_email", { header: "Staff" }),
  col.accessor("action", { header: "Action", cell: (i) => AUDIT_ACTION_LABELS[i.getValue()] }),
  col.accessor("account_id", {
    header: "Customer",
    cell: (i) => {
      const id = i.getValue();
      return id === null ? "—" : (
        <Link href={pages.customer.href({ customerSegment: id })} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {`Customer ${id}`}
        </Link>
      );
    },
  }),
  col.display({ id: "object", header: "Object", cell: ({ row }) => auditObjectText(row.original) }),
  col.display({ id: "details", header: "Details", cell: ({ row }) => <span className="text-slate-700">{auditDetailsText(row.original.details) || "—"}</span> }),
  col.accessor("request_id", { header: "Request ID", cell: (i) => <code className="break-all text-xs">{i.getValue()}</code> }),
]);

export function AuditLogTable({ rows, count, page }: { rows: AuditEntryDto[]; count: number; page: number }) {
  return <DataTable columns={columns} data={rows} getRowId={(r) => String(r.id)} caption="Audit log entries" server={{ count, page }} pagerLabel="Audit log pages" />;
}
