/**
 * The audit log screen's URL state and filter form (issue 22): `staff`, `action`, `from`, `to`
 * (calendar days, YYYY-MM-DD) and `page` live in the query string, so a view can be bookmarked and
 * shared; the export link carries the same filters. Bad URL values read as "no filter" (never an
 * error page); a range given backwards is refused with the one rule's sentence (lib/day-range.ts:
 * the page shows it instead of the entries, the form under "To"), as on the other lists. Isomorphic.
 */
import { createLoader, createParser, createSerializer, parseAsStringLiteral } from "nuqs/server";
import { z } from "zod";
import { AUDIT_ACTIONS, AUDIT_MESSAGES, AUDIT_OBJECT_LABELS, isCalendarDay, type AuditAction, type AuditFilters } from "./contract/audit";
import { dayRangesInOrder } from "./contract/paging";
import { EMAIL_MAX_LENGTH } from "./contract/strings";
import { dayRangeMessage } from "./day-range";
import { changeValueText } from "./format";
import { EXPORT_ROUTES } from "./csv";
import { parseAsDay, parseAsPage, urlText } from "./list-params";
import { ROLE_DISPLAY_NAMES } from "./roles";
import { statusLabel } from "./status";
import { fieldText, fieldValueText } from "./timeline/context";

const parseAsStaff = createParser<string>({
  parse: (v) => urlText(v.toLowerCase(), EMAIL_MAX_LENGTH),
  serialize: (v) => v,
});

export const auditLogParsers = {
  staff: parseAsStaff,
  action: parseAsStringLiteral(AUDIT_ACTIONS),
  from: parseAsDay,
  to: parseAsDay,
  page: parseAsPage,
};
export const loadAuditLogParams = createLoader(auditLogParsers);
export const serializeAuditLogParams = createSerializer(auditLogParsers);
export type AuditLogParams = Awaited<ReturnType<typeof loadAuditLogParams>>;

/** The contract's filters of the URL state. */
export function auditFiltersOf(p: Omit<AuditLogParams, "page">): AuditFilters {
  return { staff: p.staff ?? undefined, action: p.action ?? undefined, from: p.from ?? undefined, to: p.to ?? undefined };
}

/** The sentence when the URL's range of days is backwards (it would select nothing: the page shows it instead), else null. */
export const auditRangeProblem = (p: Pick<AuditLogParams, "from" | "to">) => dayRangeMessage({ from: p.from, to: p.to });

export const hasAuditFilters = (p: Omit<AuditLogParams, "page">) => Boolean(p.staff || p.action || p.from || p.to);

/**
 * What the page says when it lists nothing: with filters, that none match them (the filters' Clear
 * is beside it); without, that nothing has been recorded yet (a new installation), rather
 * than a bare "No results".
 */
export const AUDIT_LOG_EMPTY_TEXTS = {
  none: "No privileged action has been recorded yet. Each one appears here as it happens.",
  noMatch: "No audit entries match these filters.",
} as const;
export const auditEmptyText = (p: Omit<AuditLogParams, "page">) => (hasAuditFilters(p) ? AUDIT_LOG_EMPTY_TEXTS.noMatch : AUDIT_LOG_EMPTY_TEXTS.none);

/** The CSV download of exactly what the filters select. */
export const auditExportHref = (p: Omit<AuditLogParams, "page">) => `${EXPORT_ROUTES.auditLog}${serializeAuditLogParams({ ...auditFiltersOf(p), page: null })}`;

/** The filters' labels (the form's, and the page's when the upstream refuses one), by URL name. */
export const AUDIT_FILTER_LABELS = { staff: "Staff email", action: "Action", from: "From", to: "To" } as const;

/** The filter form: "" = no filter; the dates must be in order (lib/day-range.ts; the message under "To"). */
export const auditFilterFormSchema = z
  .object({
    staff: z.string().trim().max(EMAIL_MAX_LENGTH),
    action: z.union([z.enum(AUDIT_ACTIONS), z.literal("")]),
    from: z.string().refine((v) => v === "" || isCalendarDay(v), AUDIT_MESSAGES.invalidDate),
    to: z.string().refine((v) => v === "" || isCalendarDay(v), AUDIT_MESSAGES.invalidDate),
  })
  .superRefine(dayRangesInOrder);
export type AuditFilterForm = z.infer<typeof auditFilterFormSchema>;

/** The form's values of the URL state. */
export const auditFilterFormOf = (p: Omit<AuditLogParams, "page">): AuditFilterForm => ({
  staff: p.staff ?? "",
  action: (p.action ?? "") as AuditAction | "",
  from: p.from ?? "",
  to: p.to ?? "",
});

/**
 * How the values of the keys only the audit log records read: an export's filters as typed
 * ("search=beef, status=ACTIVE"), a staff group by its role's name ("Team Member"), a promotion's
 * status by its badge's label (names and prefixes read as written by the changelog's own rule).
 */
const AUDIT_VALUE_TEXT: Record<string, (value: unknown) => string> = {
  filters: (v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.entries(v as Record<string, unknown>)
          .map(([k, x]) => `${k}=${changeValueText(x)}`)
          .join(", ") || "none"
      : changeValueText(v),
  group: (v) => (typeof v === "string" ? ((ROLE_DISPLAY_NAMES as Partial<Record<string, string>>)[v] ?? v) : changeValueText(v)),
  status: (v) => (typeof v === "string" && v !== "" ? statusLabel("promotion", v) : changeValueText(v)),
};

/**
 * How a value of the details under `key` reads: by the audit log's own keys (AUDIT_VALUE_TEXT),
 * else by the changelog's rules for the field (lib/timeline/context.ts fieldValueText: money as money
 * "$12.50", a refund's reason and a charge's status by their labels, a time as on screen); a
 * `previous_…` value as the value of its field.
 */
function auditValueText(key: string): (value: unknown) => string {
  const field = key.replace(/^previous_/, "");
  return AUDIT_VALUE_TEXT[field] ?? fieldValueText(field);
}

/**
 * One key of a record of details as "field: value", the key in words and the value by its field's
 * rules ("limit type: X orders per customer", "previous is active: true"): the audit log's details,
 * and the new value of a system changelog entry (items, product items, discounts).
 */
export const detailText = (key: string, value: unknown): string => `${fieldText(key)}: ${auditValueText(key)(value)}`;

/** An entry's details as one line ("amount: $12.50; lines: 1; reason: Damaged product", "filters: search=beef"). */
export function auditDetailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([k, v]) => detailText(k, v))
    .join("; ");
}

/** What an entry concerns, as text: "Order 1000014", "Staff user a+bark@example.com" (the customer is its own column). */
export function auditObjectText(entry: { object_type: string | null; object_id: string | null }): string {
  if (!entry.object_type) return "—";
  const label = (AUDIT_OBJECT_LABELS as Record<string, string>)[entry.object_type] ?? entry.object_type;
  return entry.object_id ? `${label} ${entry.object_id}` : label;
}
