/**
 * Skeletons: grey placeholders shaped like what is loading (issue 21 "Feedback while waiting").
 * Every skeleton that stands for a whole region is one `role="status"` with a visually hidden
 * "Loading {what}…", so a screen reader hears one line instead of many empty boxes; the boxes
 * themselves are hidden from the accessibility tree. `motion-safe` keeps the pulse off for people
 * who ask for reduced motion.
 *
 *   <Skeleton className="h-4 w-32" />                          a single box (decorative)
 *   <TableSkeleton label="orders" rows={5} columns={6} />      a table's rows
 *   <PanelSkeleton title="Customer Treatments" />              a Panel whose body is loading
 *   <PageSkeleton label="discounts" />                         a page: header, a toolbar, a table (loading.tsx)
 *   <FormSkeleton label="sign-in form" fields={2} />          a form: labelled inputs and a button (deferred forms)
 *
 * Props: Skeleton: className; TableSkeleton: label, rows? (5), columns? (5); PanelSkeleton: title,
 * rows? (3); PageSkeleton: label, rows? (8), columns? (5), panels? (a panel grid above the table),
 * wide? (the shell's wide column, as the page it stands for: ListPage's `wide`);
 * FormSkeleton: label, fields? (3).
 */
import type { ReactNode } from "react";
import { Panel } from "./panel";
import { WIDE_PAGE } from "@/components/shell/page-width";

export const loadingText = (what: string) => `Loading ${what}…`;

export function Skeleton({ className = "" }: { className?: string }) {
  return <div aria-hidden="true" data-skeleton="" className={`rounded bg-slate-200 motion-safe:animate-pulse ${className}`} />;
}

function Loading({ label, children, className = "", wide = false }: { label: string; children: ReactNode; className?: string; wide?: boolean }) {
  return (
    <div role="status" aria-busy="true" className={className} {...(wide ? WIDE_PAGE : {})}>
      <span className="sr-only">{loadingText(label)}</span>
      {children}
    </div>
  );
}

function Rows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <div className="flex gap-4 border-b border-slate-200 bg-slate-50 px-4 py-3">
        {Array.from({ length: columns }, (_, c) => (
          <Skeleton key={c} className="h-3 flex-1" />
        ))}
      </div>
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} className="flex gap-4 border-b border-slate-100 px-4 py-3 last:border-b-0">
          {Array.from({ length: columns }, (_, c) => (
            <Skeleton key={c} className={`h-4 flex-1 ${c === 0 ? "max-w-24" : ""}`} />
          ))}
        </div>
      ))}
    </div>
  );
}

export function TableSkeleton({ label, rows = 5, columns = 5 }: { label: string; rows?: number; columns?: number }) {
  return (
    <Loading label={label}>
      <Rows rows={rows} columns={columns} />
    </Loading>
  );
}

export function PanelSkeleton({ title, rows = 3 }: { title: string; rows?: number }) {
  return (
    <Panel title={title}>
      <Loading label={title}>
        <div aria-hidden="true" className="space-y-3">
          {Array.from({ length: rows }, (_, r) => (
            <Skeleton key={r} className={`h-4 ${r % 2 === 0 ? "w-full" : "w-2/3"}`} />
          ))}
        </div>
      </Loading>
    </Panel>
  );
}

export function PageSkeleton({ label, rows = 8, columns = 5, panels = 0, wide = false }: { label: string; rows?: number; columns?: number; panels?: number; wide?: boolean }) {
  return (
    <Loading label={label} className="space-y-6" wide={wide}>
      <div aria-hidden="true" className="flex flex-wrap items-center justify-between gap-3">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-9 w-32" />
      </div>
      {panels > 0 ? (
        <div aria-hidden="true" className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          {Array.from({ length: panels }, (_, p) => (
            <div key={p} className={`space-y-3 rounded-lg border border-slate-200 bg-white p-4 ${p === 0 && panels > 1 ? "lg:col-span-2" : ""}`}>
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          ))}
        </div>
      ) : (
        <div aria-hidden="true" className="flex gap-3">
          <Skeleton className="h-9 w-72" />
          <Skeleton className="h-9 w-24" />
        </div>
      )}
      <Rows rows={rows} columns={columns} />
    </Loading>
  );
}

export function FormSkeleton({ label, fields = 3 }: { label: string; fields?: number }) {
  return (
    <Loading label={label} className="space-y-4">
      {Array.from({ length: fields }, (_, f) => (
        <div key={f} aria-hidden="true" className="space-y-1">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
      <div aria-hidden="true">
        <Skeleton className="h-9 w-28" />
      </div>
    </Loading>
  );
}
