"use client";
/**
 * CustomerTreatmentsPanel: the customer's feature-flag treatments, the flag's status as a StatusBadge
 * ("Active", "Inactive"; lib/status.ts kind "treatment").
 * Props: treatments: GET accounts/{id}/user_treatments, or null when they could not be loaded;
 * id?: the panel's id (the customer page's jump link).
 */
import { DataTable, dataTableColumns } from "@/components/ui/data-table";
import { Panel } from "@/components/ui/panel";
import { StatusBadge } from "@/components/ui/status-badge";
import type { TreatmentDto } from "@/lib/contract/customers";
import { formatDateTime } from "@/lib/format";

const col = dataTableColumns<TreatmentDto>();
const columns = col.columns([
  col.accessor("feature_flag", { header: "Feature flag" }),
  col.accessor("feature_flag_status", { header: "Status", cell: (info) => <StatusBadge kind="treatment" status={info.getValue()} /> }),
  col.accessor("created", { header: "Created", cell: (info) => formatDateTime(info.getValue()) }),
  col.accessor("treatment_name", { header: "Treatment" }),
  col.accessor("treatment_control", { header: "Control", cell: (info) => (info.getValue() ? "Yes" : "No") }),
  col.accessor("treatment_distribution", { header: "Distribution", cell: (info) => `${Number(info.getValue())}%` }),
]);

export function CustomerTreatmentsPanel({ treatments, id }: { treatments: TreatmentDto[] | null; id?: string }) {
  return (
    <Panel title="Customer Treatments" id={id}>
      {treatments === null ? (
        <p role="alert" className="text-sm text-red-700">
          Unable to load the treatments of this customer.
        </p>
      ) : (
        <DataTable columns={columns} data={treatments} caption="Customer treatments" emptyText="No treatments" />
      )}
    </Panel>
  );
}
