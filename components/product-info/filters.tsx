"use client";
/** The pieces of the product information filter bars. */
import { useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DownloadButton } from "@/components/ui/download-button";
import { Select } from "@/components/ui/select";

export const CLEAR_FILTERS = "Clear Filters";

/** The first control of the bar a keyboard can reach (Clear Filters itself disables once clicked). */
const FIRST_CONTROL = "input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex='-1'])";

export function FilterBar({ children, onClear }: { children: ReactNode; onClear?: () => void }) {
  const bar = useRef<HTMLElement>(null);
  return (
    <section ref={bar} aria-label="Filters" className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      {children}
      {onClear !== undefined || children ? (
        <Button
          variant="secondary"
          onClick={() => {
            onClear?.();
            // Clear Filters disables once nothing is filtered: the focus goes to the bar's first filter, not back to the page's top.
            bar.current?.querySelector<HTMLElement>(FIRST_CONTROL)?.focus();
          }}
          disabled={!onClear}
        >
          {CLEAR_FILTERS}
        </Button>
      ) : null}
    </section>
  );
}

export function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="w-64">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

export function PricingModelFilter({ models, value, onChange }: { models: string[]; value: string; onChange: (v: string) => void }) {
  return (
    <FilterField id="pricing-model-filter" label="Pricing Model">
      <Select id="pricing-model-filter" value={value} onValueChange={onChange} options={models.map((m) => ({ value: m, label: m }))} />
    </FilterField>
  );
}

/** "showing N of M products", and how many rows are selected. */
export function ShowingCount({ shown, total, selected }: { shown: number; total: number; selected: number }) {
  return (
    <p className="text-sm text-slate-700" role="status">
      <span data-testid="showing-count">
        showing {shown} of {total} products
      </span>
      {selected > 0 ? <span className="ml-2 text-slate-600">({selected} selected)</span> : null}
    </p>
  );
}

/**
 * The CSV download of the filtered rows (a server route: app/api/exports/product-info/…), through the
 * kit's DownloadButton: progress while it streams, and an error message on the page when the route
 * fails (a plain link saved the error answer as a file, issue 23's degraded-upstream QA).
 */
export function DownloadCsvLink({ href }: { href: string }) {
  return <DownloadButton href={href} label="Download CSV" />;
}
