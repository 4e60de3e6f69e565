"use client";
/**
 * BatchActions: how many codes of a bulk batch are active, and Activate all / Deactivate all behind
 * a confirmation (POST discount_bulk_jobs/{id}/set_active: every code in one transaction). While the
 * batch runs the buttons are unavailable (the API answers 409 then); without the capability they are
 * not shown.
 * Props: job; activeCount (codes active now); mayChange (canCall of the call).
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LazyConfirmActionDialog as ConfirmActionDialog } from "@/components/ui/lazy-confirm-action-dialog";
import { callApi } from "@/lib/client/api";
import type { BulkJobStatusAnswer, DiscountBulkJobDto } from "@/lib/contract/discounts";
import { BULK_JOB_RUNNING_MESSAGE } from "@/lib/discounts/messages";
import { discountCalls } from "@/lib/client/endpoints";

const codes = (n: number) => (n === 1 ? "1 code" : `${n} codes`);

/** The toast after a batch was activated or deactivated. */
export const batchStatusText = (a: Pick<BulkJobStatusAnswer, "is_active" | "changed"> & { job: { prefix: string } }) =>
  `Batch ${a.job.prefix}: ${codes(a.changed)} ${a.is_active ? "activated" : "deactivated"}`;

export function BatchActions({ job, activeCount, mayChange }: { job: DiscountBulkJobDto; activeCount: number; mayChange: boolean }) {
  const [target, setTarget] = useState<boolean | null>(null);
  const running = job.status === "RUNNING";
  const total = job.created_count;
  return (
    <section aria-label="Batch status" className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
      <p>
        {codes(total)}: {activeCount} active, {total - activeCount} inactive.
        {running ? ` ${BULK_JOB_RUNNING_MESSAGE}` : null}
      </p>
      {mayChange ? (
        <div className="ml-auto flex gap-2">
          <Button size="sm" variant="secondary" disabled={running || activeCount === total} onClick={() => setTarget(true)}>
            Activate all
          </Button>
          <Button size="sm" variant="danger" disabled={running || activeCount === 0} onClick={() => setTarget(false)}>
            Deactivate all
          </Button>
        </div>
      ) : null}
      <ConfirmActionDialog
        open={target !== null}
        onClose={() => setTarget(null)}
        title={target ? `Activate batch ${job.prefix}` : `Deactivate batch ${job.prefix}`}
        message={
          target
            ? `Customers will be able to use all ${codes(total)} of batch ${job.prefix}, within their dates and usage limits. Activate them?`
            : `Customers will no longer be able to use any of the ${codes(total)} of batch ${job.prefix}. Deactivate them?`
        }
        confirmLabel={target ? "Activate all" : "Deactivate all"}
        destructive={target === false}
        action={() => callApi(discountCalls.setDiscountBulkJobActive, { params: { id: job.id }, body: { is_active: target === true } })}
        successText={batchStatusText}
      />
    </section>
  );
}
