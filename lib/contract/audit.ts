/**
 * The staff audit log (issue 22), an extension of the upstream contract (docs/backend.md): every
 * privileged action leaves one entry (who, when, what, on which customer or object, and the request
 * id of the server logs), written by the embedded API in the same transaction as the action. Exports,
 * which write nothing upstream, are recorded by the BFF through `recordExportAudit` once per download
 * (server/bff/pages/csv-download.ts). Append-only: no call edits or deletes an entry.
 *
 * Calls: `GET audit_log/` (filters staff, action, from, to; paged), `GET audit_log_export` (the same
 * filters, streamed CSV), `POST audit_log/exports` (one export). All server-side (no proxy row).
 */
import { z } from "zod";
import { endpoint } from "./endpoint";
import { dayRangesInOrder, INVALID_DATE_MESSAGE, isCalendarDay, pageField, pageSchema } from "./paging";
import { DAY_RANGE_ORDER_MESSAGE } from "../day-range";
import { EMAIL_MAX_LENGTH, maxLengthMessage, safeString } from "./strings";
import { streamedAnswerSchema } from "./streamed";

/** What an entry records, in the order the filter offers them; the label is what the screen shows. */
export const AUDIT_ACTION_LABELS = {
  refund: "Refund",
  replacement_order: "Replacement order",
  // Placed whether its charge succeeded or was declined (details: charge status); the key stays as stored.
  one_time_order: "One-time order placed",
  login_as_customer: "Login as customer",
  pii_deletion: "Personal data deleted",
  email_change: "Email changed",
  payment_processor_switch: "Payment processor switched",
  export: "Export",
  staff_user_created: "Staff user added",
  staff_user_activated: "Staff user activated",
  staff_user_deactivated: "Staff user deactivated",
  staff_password_reset_link: "Staff password reset link sent",
  discount_activated: "Discount activated",
  discount_deactivated: "Discount deactivated",
  bulk_discount_batch: "Bulk discount batch",
  promotion_created: "Promotion created",
  promotion_activated: "Promotion activated",
  promotion_deactivated: "Promotion deactivated",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);

/** The kind of object an entry names (with `object_id`); the customer is `account_id`. */
export const AUDIT_OBJECT_LABELS = {
  order: "Order",
  customer: "Customer",
  export: "Export",
  staff_user: "Staff user",
  discount: "Discount",
  discount_batch: "Discount batch",
  promotion: "Promotion",
} as const;
export type AuditObjectType = keyof typeof AUDIT_OBJECT_LABELS;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created: z.string(),
  staff_email: z.string(),
  action: AuditActionSchema,
  account_id: z.number().int().nullable(),
  object_type: z.string().nullable(),
  object_id: z.string().nullable(),
  /** A few facts of the action (amounts, counts, filters); never a customer's personal data. */
  details: z.record(z.string(), z.unknown()),
  request_id: z.string(),
});
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

export const AUDIT_MESSAGES = {
  invalidDate: INVALID_DATE_MESSAGE,
  /** The one rule of a range of days (lib/day-range.ts), shared with the other lists. */
  dateOrder: DAY_RANGE_ORDER_MESSAGE,
} as const;

export { isCalendarDay };

const dayField = z.string().refine(isCalendarDay, AUDIT_MESSAGES.invalidDate).optional();

/**
 * The filters of the list and of its export: `staff` (an email, exact, case-insensitive), `action`,
 * `from` and `to` (calendar days in the business time zone, both included).
 */
export const auditFilterShape = {
  staff: safeString().trim().toLowerCase().max(EMAIL_MAX_LENGTH, maxLengthMessage(EMAIL_MAX_LENGTH)).optional(),
  action: AuditActionSchema.optional(),
  from: dayField,
  to: dayField,
};
export const auditExportQuerySchema = z.object(auditFilterShape).superRefine(dayRangesInOrder);
export const auditListQuerySchema = z.object({ ...auditFilterShape, page: pageField }).superRefine(dayRangesInOrder);
export type AuditFilters = z.infer<typeof auditExportQuerySchema>;

/** At most this many filters of an export are recorded, each cut to this length. */
const MAX_EXPORT_FILTERS = 20;
const MAX_FILTER_TEXT = 500;

/** POST audit_log/exports: which export (its file prefix) and the filters it was made with. */
export const recordExportSchema = z.object({
  export: safeString().trim().min(1).max(100, maxLengthMessage(100)),
  filters: z
    .record(safeString().max(100, maxLengthMessage(100)), safeString().max(MAX_FILTER_TEXT, maxLengthMessage(MAX_FILTER_TEXT)))
    .refine((f) => Object.keys(f).length <= MAX_EXPORT_FILTERS, `At most ${MAX_EXPORT_FILTERS} filters.`)
    .default({}),
});
export type RecordExportRequest = z.input<typeof recordExportSchema>;

export const auditEndpoints = {
  listAuditLog: endpoint({
    method: "GET",
    path: "audit_log/",
    capability: "auditLog",
    query: auditListQuerySchema,
    response: pageSchema(auditEntrySchema),
  }),
  /** CSV of every entry the filters select, newest first (downloaded through app/api/exports/audit-log). */
  exportAuditLog: endpoint({
    method: "GET",
    path: "audit_log_export",
    capability: "auditLog",
    query: auditExportQuerySchema,
    response: streamedAnswerSchema,
  }),
  /** One export, recorded by the BFF before the file is handed on (any signed-in user may export something). */
  recordExportAudit: endpoint({
    method: "POST",
    path: "audit_log/exports",
    capability: "auditExports",
    body: recordExportSchema,
    response: auditEntrySchema,
    status: 201,
  }),
};
