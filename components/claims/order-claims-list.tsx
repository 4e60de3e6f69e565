"use client";
/**
 * OrderClaimsList: the rows of the order page's Claims panel, with Edit (a link to the claim
 * wizard) and, when `canDelete`, Delete behind a confirmation (DELETE /claims/{id}: "Claim deleted
 * successfully" or "Failed to delete claim"; the page refreshes).
 * Props: rows ({id, productCode, fulfillmentId, petName, editHref}[]), canDelete.
 */
import Link from "next/link";
import { useState } from "react";
import { buttonClassName, Button } from "@/components/ui/button";
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { callApi } from "@/lib/client/api";
import { CLAIM_TEXTS } from "@/lib/claim-texts";
import { endpoints } from "@/lib/contract/endpoints";
import { ORDER_TOAST } from "@/lib/ui-constants";

export interface OrderClaimRow {
  id: number;
  productCode: string;
  fulfillmentId: string;
  petName: string | null;
  editHref: string | null;
  /** The claim's version as listed: Delete sends it (a claim edited meanwhile answers 409). */
  version?: number;
}

export function OrderClaimsList({ rows, canDelete }: { rows: readonly OrderClaimRow[]; canDelete: boolean }) {
  const [deleting, setDeleting] = useState<number | null>(null);
  if (rows.length === 0) return <p className="text-sm text-slate-600">No claims for this order.</p>;
  return (
    <>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">Claim</th>
            <th scope="col" className="py-2 pr-3 font-medium">Product</th>
            <th scope="col" className="py-2 pr-3 font-medium">Fulfillment</th>
            <th scope="col" className="py-2 pr-3 font-medium">Dog</th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-b border-slate-100">
              <td className="py-2 pr-3">#{r.id}</td>
              <td className="py-2 pr-3">{r.productCode}</td>
              <td className="py-2 pr-3">{r.fulfillmentId}</td>
              <td className="py-2 pr-3">{r.petName ?? ""}</td>
              <td className="flex gap-2 py-2">
                {r.editHref ? (
                  <Link href={r.editHref} className={buttonClassName({ variant: "secondary", size: "sm" })} aria-label={`Edit claim ${r.id}`}>
                    Edit
                  </Link>
                ) : null}
                {canDelete ? (
                  <Button variant="danger" size="sm" onClick={() => setDeleting(r.id)} aria-label={`Delete claim ${r.id}`}>
                    Delete
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {canDelete ? (
        <ConfirmActionDialog
          open={deleting !== null}
          onClose={() => setDeleting(null)}
          title={CLAIM_TEXTS.deleteQuestion}
          message={`Claim #${deleting ?? ""} will be deleted. This cannot be undone.`}
          confirmLabel="Delete"
          destructive
          action={() => callApi(endpoints.deleteClaim, { params: { id: deleting ?? 0 }, query: { version: rows.find((r) => r.id === deleting)?.version } })}
          successText={() => CLAIM_TEXTS.deleted}
          errorText={() => CLAIM_TEXTS.deleteFailed}
          toastOptions={ORDER_TOAST}
        />
      ) : null}
    </>
  );
}
