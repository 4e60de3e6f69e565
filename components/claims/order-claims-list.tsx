"use client";
/**
 * OrderClaimsList: the rows of the order page's Claims panel, with Edit (a link to the claim
 * wizard) and, when `canDelete`, Delete behind a confirmation (DELETE /claims/{id}: "Claim deleted
 * successfully" or "Failed to delete claim"; the page refreshes).
 * Issue 22: each row also shows the claim's types and resolutions (as the claim wizard names
 * them), when it was created and last updated (the date; the time in the cell's title) and its
 * author; a value the answer lacks reads "—".
 * Props: rows ({id, productCode, fulfillmentId, petName, editHref, claimTypes?, resolutionTypes?,
 * created?, updated?, author?}[]), canDelete.
 */
import Link from "next/link";
import { useState } from "react";
import { buttonClassName, Button } from "@/components/ui/button";
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { SimpleTable, SimpleTableBody, SimpleTableHead, SimpleTd, SimpleTr } from "@/components/ui/simple-table";
import { callApi } from "@/lib/client/api";
import { Badge } from "@/components/ui/badge";
import { CLAIM_STEP_TITLES } from "@/lib/claim-rules";
import { CLAIM_TEXTS, RESOLUTION_LABELS } from "@/lib/claim-texts";
import { endpoints } from "@/lib/contract/endpoints";
import type { ClaimListEntry } from "@/lib/contract/claims";
import { formatDate, formatDateTime } from "@/lib/format";
import { ORDER_TOAST } from "@/lib/ui-constants";

export interface OrderClaimRow {
  id: number;
  productCode: string;
  fulfillmentId: string;
  petName: string | null;
  editHref: string | null;
  /** The claim's version as listed: Delete sends it (a claim edited meanwhile answers 409). */
  version?: number;
  claimTypes?: ClaimListEntry["claim_types"];
  resolutionTypes?: ClaimListEntry["resolution_types"];
  /** Timestamps (ISO) and the staff email that created the claim. */
  created?: string | null;
  updated?: string | null;
  author?: string | null;
}

/** A claim's types or resolutions as small labels, "—" when none or not answered. */
function Labels({ values, label }: { values: readonly string[] | undefined; label: (value: string) => string }) {
  if (!values?.length) return <>—</>;
  return (
    <span className="flex flex-wrap gap-1">
      {values.map((v) => (
        <Badge key={v}>{label(v)}</Badge>
      ))}
    </span>
  );
}

/** The day in the cell, the full time in its title. */
function When({ value }: { value: string | null | undefined }) {
  if (!value) return <>—</>;
  return (
    <time dateTime={value} title={formatDateTime(value)} className="whitespace-nowrap">
      {formatDate(value)}
    </time>
  );
}

const typeLabel = (t: string) => CLAIM_STEP_TITLES[t as keyof typeof CLAIM_STEP_TITLES] ?? t;
const resolutionLabel = (r: string) => RESOLUTION_LABELS[r as keyof typeof RESOLUTION_LABELS] ?? r;

export function OrderClaimsList({ rows, canDelete }: { rows: readonly OrderClaimRow[]; canDelete: boolean }) {
  const [deleting, setDeleting] = useState<number | null>(null);
  if (rows.length === 0) return <p className="text-sm text-slate-600">No claims for this order.</p>;
  return (
    <>
      <SimpleTable density="compact">
        <SimpleTableHead columns={["Claim", "Types", "Resolutions", "Product", "Fulfillment", "Dog", "Created", "Updated", "Author", <span key="actions" className="sr-only">Actions</span>]} />
        <SimpleTableBody>
          {rows.map((r) => (
            <SimpleTr key={r.id}>
              <SimpleTd>#{r.id}</SimpleTd>
              <SimpleTd>
                <Labels values={r.claimTypes} label={typeLabel} />
              </SimpleTd>
              <SimpleTd>
                <Labels values={r.resolutionTypes} label={resolutionLabel} />
              </SimpleTd>
              {/* Codes and ids on one line each (a code broken at its hyphens read as three). */}
              <SimpleTd className="whitespace-nowrap">{r.productCode}</SimpleTd>
              <SimpleTd className="whitespace-nowrap">{r.fulfillmentId}</SimpleTd>
              <SimpleTd>{r.petName ?? ""}</SimpleTd>
              <SimpleTd>
                <When value={r.created} />
              </SimpleTd>
              <SimpleTd>
                <When value={r.updated} />
              </SimpleTd>
              <SimpleTd>{r.author || "—"}</SimpleTd>
              <SimpleTd>
                <div className="flex gap-2">
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
                </div>
              </SimpleTd>
            </SimpleTr>
          ))}
        </SimpleTableBody>
      </SimpleTable>
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
