"use client";
/**
 * BulkJobsProgress: a progress bar for each bulk creation batch (GET discount_bulk_jobs: the running
 * ones and those finished in the last day), polled every second while one runs; when a batch ends
 * (DONE, or FAILED: the API gave up after repeated errors) the page is refreshed so its codes appear.
 * A FAILED batch reads "Stopped" with the sentence saying what to do (bulkJobFailedMessage).
 * Shows nothing when there is no batch.
 * Each batch's label links to its batch page (/discounts/batches/{id}).
 * Props: initial: the batches as the page loaded them, or null when they could not be loaded (the
 * page's optional() read: the rest of the page stands): then the panel says so and has Try again,
 * which reads them again (an error toast if that fails too); only?: one batch's id (the batch page: only
 * that batch is shown and polled, also after it left the list of recent batches).
 */
import { useEffect, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { pages } from "@/lib/pages";
import { callApi } from "@/lib/client/api";
import type { DiscountBulkJobDto } from "@/lib/contract/discounts";
import { discountCalls } from "@/lib/client/endpoints";
import { BULK_JOBS_LOAD_FAILED, bulkJobFailedMessage } from "@/lib/discounts/messages";
import { DiscountBulkJobStatus } from "@/lib/enums";
import { Button } from "@/components/ui/button";
import { useErrorToast } from "@/components/ui/error-toast";
import { Notice } from "@/components/ui/notice";

export const BULK_POLL_MS = 1000;

const { RUNNING, DONE, FAILED } = DiscountBulkJobStatus.enum;

export const bulkPercent = (j: Pick<DiscountBulkJobDto, "created_count" | "number_of_codes">) =>
  j.number_of_codes === 0 ? 100 : Math.floor((j.created_count / j.number_of_codes) * 100);

export function BulkJobsProgress({ initial, only }: { initial: DiscountBulkJobDto[] | null; only?: number }) {
  const router = useRouter();
  const [jobs, setJobs] = useState(initial);
  const running = jobs?.some((j) => j.status === RUNNING) ?? false;
  const [retrying, setRetrying] = useState(false);
  const errorToast = useErrorToast();

  useEffect(() => {
    if (!running) return;
    let cancelled = false;
    const timer = setInterval(async () => {
      try {
        const next = only !== undefined ? [await callApi(discountCalls.getDiscountBulkJob, { params: { id: only } })] : await callApi(discountCalls.listDiscountBulkJobs);
        if (cancelled) return;
        setJobs((prev) => {
          const ended = (p: DiscountBulkJobDto) => {
            const latest = next.find((n) => n.id === p.id);
            return latest !== undefined && latest.status !== RUNNING;
          };
          if (prev?.some((p) => p.status === RUNNING && ended(p))) router.refresh();
          return next;
        });
      } catch {
        // A failed poll is tried again at the next tick.
      }
    }, BULK_POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [running, router, only]);

  if (jobs === null) {
    const retry = async () => {
      setRetrying(true);
      errorToast.clear();
      try {
        setJobs(await callApi(discountCalls.listDiscountBulkJobs));
      } catch (error) {
        errorToast.show(error);
      } finally {
        setRetrying(false);
      }
    };
    return (
      <section aria-label="Bulk creation batches" className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-sm font-semibold text-slate-900">Bulk creation</h2>
        <div className="flex flex-wrap items-center gap-2">
          <Notice tone="error" data-testid="bulk-jobs-failed">
            {BULK_JOBS_LOAD_FAILED}
          </Notice>
          <Button size="sm" variant="secondary" onClick={retry} busy={retrying}>
            Try again
          </Button>
        </div>
      </section>
    );
  }
  if (jobs.length === 0) return null;
  return (
    <section aria-label="Bulk creation batches" className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-semibold text-slate-900">Bulk creation</h2>
      <ul className="space-y-3">
        {jobs.map((j) => {
          const percent = bulkPercent(j);
          const label = `Batch ${j.prefix}: ${j.created_count} of ${j.number_of_codes} codes`;
          return (
            <li key={j.id} className="space-y-1" data-testid="bulk-job">
              <div className="flex justify-between text-sm text-slate-700">
                {only !== undefined ? (
                  <span>{label}</span>
                ) : (
                  <Link href={pages.discountBatch.href({ batchId: j.id })} className="text-brand-700 underline-offset-2 hover:underline">
                    {label}
                  </Link>
                )}
                <span>{j.status === DONE ? "Done · 100 %" : j.status === FAILED ? `Stopped · ${percent} %` : `${percent} %`}</span>
              </div>
              <div
                role="progressbar"
                aria-label={`Batch ${j.prefix}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={j.status === FAILED ? `${percent} %, stopped` : `${percent} %`}
                className="h-2 w-full overflow-hidden rounded bg-slate-100"
              >
                <div className={`h-full ${j.status === DONE ? "bg-green-600" : j.status === FAILED ? "bg-red-600" : "bg-brand-600"}`} style={{ width: `${percent}%` }} />
              </div>
              {j.status === FAILED ? (
                <Notice tone="error" data-testid="bulk-job-failed">
                  {bulkJobFailedMessage(j)}
                </Notice>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
