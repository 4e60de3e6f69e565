/**
 * PageHeader: the top of a page: its <h1> (with an optional badge beside it, e.g. a StatusBadge),
 * an optional description under it, and on the right an actions slot (links, buttons).
 *   <PageHeader title="Discounts" actions={<Link href={…}>Back to Manage Discounts</Link>} />
 * Props: title: ReactNode; badge?: ReactNode; description?: ReactNode; actions?: ReactNode.
 */
import type { ReactNode } from "react";

export interface PageHeaderProps {
  title: ReactNode;
  badge?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The page's title (h1), optional badge and description, and its actions on the right. */
export function PageHeader({ title, badge, description, actions }: PageHeaderProps) {
  const heading = <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>;
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <div>
        {badge ? (
          <div className="flex items-center gap-3">
            {heading}
            {badge}
          </div>
        ) : (
          heading
        )}
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
    </header>
  );
}

/** The look of a page header's text link (e.g. "Back to order 1000"). */
export const PAGE_HEADER_LINK = "text-sm font-medium text-brand-700 underline-offset-2 hover:underline";
