"use client";
/**
 * DogsPlansTable: the customer's dogs with their plans: name, pet id
 * (first 5 characters, with a copy action), status badge (a cancelled dog shows its latest cancel
 * survey), plan products (with the plan's status when it is not ACTIVE and not the dog's), next charge date and the row actions (issue 8):
 * ACTIVE: an "Active" badge with an edit link that opens Cancel Plan (when its plan is ACTIVE or
 * PAUSED: lib/pet-form `canCancelPlan`); CANCELLED: a "Cancelled"
 * badge, the latest survey summary and a link to mark the dog Deceased_to_not_list; others: a
 * readable label (lib/status: "Deceased to not list"). An "Update dog" button per dog (not for DECEASED_TO_NOT_LIST;
 * unavailable, with its reason, when `actions.updateUnavailable` says why).
 * Props: rows: one per dog, built by the server page (`dogsAndPlans` of lib/customers/display);
 *   actions?: the handlers (DogsPlansSection); without them the table is read-only.
 */
import { useMemo } from "react";
import { ButtonWithReason } from "@/components/ui/button-with-reason";
import { DataTable, dataTableColumns } from "@/components/ui/data-table";
import { Tooltip } from "@/components/ui/tooltip";
import { type DogPlanRow, surveySummary } from "@/lib/customers/display";
import { formatDate } from "@/lib/format";
import { canCancelPlan } from "@/lib/pet-form";
import { canUpdateDog } from "@/lib/contract/pets";
import { CopyPetIdButton } from "./copy-pet-id-button";
import { StatusBadge } from "@/components/ui/status-badge";

export interface DogActions {
  onUpdate?: (petId: string) => void;
  /** Why "Update dog" cannot open now (the dog form's options failed to load): the button stays, unavailable, with it. */
  updateUnavailable?: string | null;
  onCancel: (petId: string) => void;
  onDeceased: (petId: string) => void;
}

/** The spec's "Edit" opens Cancel Plan: its tooltip says so (issue 21). */
export const EDIT_OPENS_CANCEL_PLAN = "Opens Cancel Plan";

const linkClass = "text-xs font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

const col = dataTableColumns<DogPlanRow>();
const columnsFor = (actions: DogActions | undefined) => col.columns([
  col.accessor((r) => r.pet.name, { id: "name", header: "Name", cell: (info) => <span className="font-medium">{info.getValue()}</span> }),
  col.display({ id: "pet_id", header: "Pet ID", cell: ({ row }) => <CopyPetIdButton petId={row.original.pet.id} /> }),
  col.accessor((r) => r.pet.status, {
    id: "status",
    header: "Status",
    cell: ({ row }) => (
      <div className="space-y-1">
        <div className="flex items-center gap-2">
          <StatusBadge kind="pet" status={row.original.pet.status} />
          {actions && canCancelPlan(row.original.pet.status, row.original.plan?.status) ? (
            <Tooltip content={EDIT_OPENS_CANCEL_PLAN}>
              <button type="button" className={linkClass} onClick={() => actions.onCancel(row.original.pet.id)} aria-label={`Edit plan status of ${row.original.pet.name} (cancel plan)`}>
                Edit
              </button>
            </Tooltip>
          ) : null}
        </div>
        {row.original.latestSurvey ? (
          <p className="max-w-xs text-xs text-slate-600" data-testid="cancel-survey-summary">
            {surveySummary(row.original.latestSurvey)}
          </p>
        ) : null}
        {actions && row.original.pet.status === "CANCELLED" ? (
          <button type="button" className={linkClass} onClick={() => actions.onDeceased(row.original.pet.id)}>
            Mark {row.original.pet.name} Deceased_to_not_list
          </button>
        ) : null}
      </div>
    ),
  }),
  col.display({
    id: "products",
    header: "Plan products",
    cell: ({ row }) => {
      const plan = row.original.plan;
      // A plan that is not ACTIVE says so when the dog's status does not already (a PAUSED plan beside an ACTIVE dog).
      const planStatus =
        plan && plan.status !== "ACTIVE" && plan.status !== row.original.pet.status ? (
          <p className="mb-1 flex items-center gap-1.5 text-xs text-slate-600">
            Plan <StatusBadge kind="plan" status={plan.status} />
          </p>
        ) : null;
      if (!plan || plan.products.length === 0) return planStatus ?? <span className="text-slate-500">No plan</span>;
      return (
        <>
          {planStatus}
          <ul className="space-y-0.5">
            {plan.products.map((p) => (
              <li key={p.id}>
                {p.name} <span className="text-xs text-slate-500">({p.code}{p.frequency ? `, every ${p.frequency} weeks` : ""})</span>
              </li>
            ))}
          </ul>
        </>
      );
    },
  }),
  col.accessor((r) => r.plan?.next_charge_date ?? "", {
    id: "next_charge_date",
    header: "Next charge date",
    cell: (info) => formatDate(info.getValue() || null),
  }),
  ...(actions?.onUpdate
    ? [
        col.display({
          id: "actions",
          header: "Actions",
          cell: ({ row }) =>
            !canUpdateDog(row.original.pet) ? null : (
              <ButtonWithReason
                size="sm"
                variant="secondary"
                onClick={() => actions.onUpdate?.(row.original.pet.id)}
                aria-label={`Update dog ${row.original.pet.name}`}
                unavailable={actions.updateUnavailable}
              >
                Update dog
              </ButtonWithReason>
            ),
        }),
      ]
    : []),
]);

const READ_ONLY = columnsFor(undefined);

/** `actions`: keep it stable (useMemo): the columns are built once for it. */
export function DogsPlansTable({ rows, actions }: { rows: DogPlanRow[]; actions?: DogActions }) {
  const columns = useMemo(() => (actions ? columnsFor(actions) : READ_ONLY), [actions]);
  return <DataTable columns={columns} data={rows} caption="Dogs & Plans" emptyText="No dogs on this account" getRowId={(r) => r.pet.id} />;
}
