"use client";
/** The claim wizard's header above the steps (below the Wizard's stale-version notice after a 409): a warning (`warning`, e.g. a reloaded claim that breaks a rule), then the step name, customer, pet and product. */
import { Notice } from "@/components/ui/notice";
import type { ClaimProduct } from "@/lib/claim-rules";

export function ClaimWizardHeader({
  stepTitle,
  warning,
  customer,
  petName,
  product,
}: {
  stepTitle: string | undefined;
  warning?: string | null;
  customer: string;
  petName: string;
  product: Pick<ClaimProduct, "code" | "name">;
}) {
  return (
    <>
      {warning ? (
        <div className="mb-4">
          <Notice tone="warning" data-testid="claim-reload-warning">
            {warning}
          </Notice>
        </div>
      ) : null}
      <dl className="mb-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-600">Step</dt>
        <dd className="text-slate-900" data-testid="claim-step-name">
          {stepTitle}
        </dd>
        <dt className="font-medium text-slate-600">Customer</dt>
        <dd className="text-slate-900">{customer}</dd>
        <dt className="font-medium text-slate-600">Pet</dt>
        <dd className="text-slate-900">{petName}</dd>
        <dt className="font-medium text-slate-600">Product</dt>
        <dd className="text-slate-900">
          {product.code} · {product.name}
        </dd>
      </dl>
    </>
  );
}
