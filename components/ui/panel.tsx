/**
 * Panel: a titled card.
 * Props: title: ReactNode (rendered as an <h2>); actions?: ReactNode (right of the title);
 * children; className?: extra classes for the outer <section>; id?: the section's id (a jump
 * link's target, `<a href="#orders">`; with an id the section takes focus when jumped to,
 * tabIndex -1, so the next Tab continues inside it). The section is labelled by its title.
 */
import { useId, type ReactNode } from "react";

export function Panel({ title, actions, children, className = "", id }: { title: ReactNode; actions?: ReactNode; children: ReactNode; className?: string; id?: string }) {
  const headingId = useId();
  return (
    <section id={id} tabIndex={id ? -1 : undefined} aria-labelledby={headingId} className={`rounded-lg border border-slate-200 bg-white shadow-sm ${className}`}>
      <header className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
      </header>
      <div className="p-4">{children}</div>
    </section>
  );
}
