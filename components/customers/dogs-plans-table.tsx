"use client";
/**
 * DogsPlansTable: the customer's dogs with their plans (spec 01 §2, §4 "Pet status"): name, pet id
 * (first 5 characters, with a copy action), status badge (a cancelled dog shows its latest cancel
 * survey), plan products and next charge date. The add, update and cancel dialogs come later; no
 * button is shown for them until they exist.
 * Props: rows: one per dog, built by the server page (`dogsAndPlans` of lib/customer-display).
 */
import { DataTable, dataTableColumns } from "@/components/ui/data-table";
import { surveySummary, type DogPlanRow } from "@/lib/customer-display";
import { formatDate } from "@/lib/format";
import { CopyPetIdButton } from "./copy-pet-id-button";
import { StatusBadge } from "./status-badge";

const col = dataTableColumns<DogPlanRow>();
const columns = col.columns([
  col.accessor((r) => r.pet.name, { id: "name", header: "Name", cell: (info) => <span className="font-medium">{info.getValue()}</span> }),
  col.display({ id: "pet_id", header: "Pet ID", cell: ({ row }) => <CopyPetIdButton petId={row.original.pet.id} /> }),
  col.accessor((r) => r.pet.status, {
    id: "status",
    header: "Status",
    cell: ({ row }) => (
      <div className="space-y-1">
        <StatusBadge status={row.original.pet.status} />
        {row.original.latestSurvey ? (
          <p className="max-w-xs text-xs text-slate-600" data-testid="cancel-survey-summary">
            {surveySummary(row.original.latestSurvey)}
          </p>
        ) : null}
      </div>
    ),
  }),
  col.display({
    id: "products",
    header: "Plan products",
    cell: ({ row }) => {
      const plan = row.original.plan;
      if (!plan || plan.products.length === 0) return <span className="text-slate-500">No plan</span>;
      return (
        <ul className="space-y-0.5">
          {plan.products.map((p) => (
            <li key={p.id}>
              {p.name} <span className="text-xs text-slate-500">({p.code}{p.frequency ? `, every ${p.frequency} weeks` : ""})</span>
            </li>
          ))}
        </ul>
      );
    },
  }),
  col.accessor((r) => r.plan?.next_charge_date ?? "", {
    id: "next_charge_date",
    header: "Next charge date",
    cell: (info) => formatDate(info.getValue() || null),
  }),
]);

export function DogsPlansTable({ rows }: { rows: DogPlanRow[] }) {
  return <DataTable columns={columns} data={rows} caption="Dogs & Plans" emptyText="No dogs on this account" getRowId={(r) => r.pet.id} />;
}
