/**
 * One system changelog entry (spec 02 §3 "Changelog entry (system)"): operation, object, when, who
 * and from where, and the new value. Used in ChangelogPanel's renderEntry.
 */
import type { SystemChangelogEntryDto } from "@/lib/contract/system-changelog";
import { formatDateTime } from "@/lib/format";

export function SystemChangelogEntry({ entry }: { entry: SystemChangelogEntryDto }) {
  return (
    <div className="space-y-1">
      <p>
        <span className="font-semibold">{entry.operation_type}</span> {entry.category} <span className="font-mono">{entry.object_id ?? "—"}</span>
      </p>
      <p className="text-slate-600">
        {formatDateTime(entry.created)} by {entry.author_email ?? "unknown"}
        {entry.application ? ` (${entry.application})` : ""}
      </p>
      {entry.new_value !== null && entry.new_value !== undefined ? (
        <pre className="overflow-x-auto rounded bg-slate-50 p-2 text-xs text-slate-800">{JSON.stringify(entry.new_value, null, 2)}</pre>
      ) : null}
    </div>
  );
}
