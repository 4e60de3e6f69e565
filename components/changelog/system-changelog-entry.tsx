/**
 * One entry of a system changelog: discounts, items, product items: category, operation (as spec 02
 * §3 names it: CREATE, UPDATE, DELETE), object, author, application, when, and the new value's fields,
 * worded as the audit log words its details (lib/audit-log.ts detailText: "discount type: Percentage
 * Discount", "limit type: X orders per customer", "previous items: UB-BAG-1200-V1 × 4"). No hooks (server page).
 */
import { Badge } from "@/components/ui/badge";
import { detailText } from "@/lib/audit-log";
import type { SystemChangelogEntryDto } from "@/lib/contract/system-changelog";
import { formatDateTime } from "@/lib/format";

export function SystemChangelogEntry({ entry }: { entry: SystemChangelogEntryDto }) {
  const value = entry.newValue && typeof entry.newValue === "object" ? Object.entries(entry.newValue as Record<string, unknown>) : [];
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={entry.category === "Bulk Discount" ? "info" : "neutral"}>{entry.category}</Badge>
        <span className="font-medium text-slate-900">{entry.operationType}</span>
        <span className="font-mono text-slate-900">{entry.objectId ?? "—"}</span>
        <span className="text-slate-600">
          by {entry.authorEmail ?? "unknown"}
          {entry.application ? ` via ${entry.application}` : ""} · {formatDateTime(entry.createdAt)}
        </span>
      </div>
      {value.length ? (
        <p className="text-xs text-slate-700">
          {value.map(([k, v]) => detailText(k, v)).join(" · ")}
        </p>
      ) : null}
    </div>
  );
}
