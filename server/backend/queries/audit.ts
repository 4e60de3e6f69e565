/**
 * The staff audit log (lib/contract/audit.ts): `recordAudit(tx, actor, entry)` is THE one way an
 * entry is written, called inside the privileged write's own transaction (so the entry exists
 * exactly when the action does: a refused or rolled-back action leaves none, an idempotent replay
 * none more). The list and the export read it; nothing updates or deletes a row (a trigger refuses
 * both, migration 0011).
 *
 * Audited writes: createRefund, createOrder (replacement; one-time, not the dry run),
 * createImpersonationToken, deleteCustomerPii, updateCustomerEmail, switchPaymentProcessor,
 * updateDiscountStatus, createBulkJob, setBulkJobActive, the promotion routes (create, status), the
 * staff-user routes (add, activate, deactivate, a password-reset link sent) and the BFF's exports
 * (POST audit_log/exports). Which writes are audited and why: docs/backend.md "Staff audit log".
 */
import { and, count, eq, getTableColumns, gte, lt, type SQL } from "drizzle-orm";
import type { AuditAction, AuditEntryDto, AuditFilters, AuditObjectType } from "../../../lib/contract/audit";
import { startOfBusinessDay } from "../../../lib/business-day";
import type { Db, Tx } from "../db/client";
import { staffAuditLog } from "../db/schema";
import { listOrder, type SortPosition } from "../http/list-order";

/** Who made the privileged call and under which request (the id of the server logs), and when. */
export interface AuditActor {
  staffEmail: string;
  requestId: string;
  now: Date;
}

/** What an audited query's input adds to its staff email and clock: the request id. */
export interface Audited {
  requestId: string;
}

export interface AuditEntryInput {
  action: AuditAction;
  /** The customer the action concerns. */
  accountId?: number | null;
  objectType?: AuditObjectType;
  objectId?: string | number | null;
  /** A few facts (amounts, counts, filters); never a customer's personal data. */
  details?: Record<string, unknown>;
}

/** Writes one entry; call it with the transaction handle of the action it records. */
export async function recordAudit(tx: Db | Tx, actor: AuditActor, entry: AuditEntryInput): Promise<AuditEntryDto> {
  const [row] = await tx
    .insert(staffAuditLog)
    .values({
      staffEmail: actor.staffEmail.toLowerCase(),
      action: entry.action,
      accountId: entry.accountId ?? null,
      objectType: entry.objectType ?? null,
      objectId: entry.objectId === undefined || entry.objectId === null ? null : String(entry.objectId),
      details: entry.details ?? {},
      requestId: actor.requestId,
      created: actor.now,
    })
    .returning();
  return auditEntryDto(row!);
}

type Row = typeof staffAuditLog.$inferSelect;

export const auditEntryDto = (r: Row): AuditEntryDto => ({
  id: r.id,
  created: r.created.toISOString(),
  staff_email: r.staffEmail,
  action: r.action,
  account_id: r.accountId,
  object_type: r.objectType,
  object_id: r.objectId,
  details: r.details,
  request_id: r.requestId,
});

/** The WHERE of the filters: staff exact (stored lower-cased), action, and whole business days from/to. */
export function auditWhere(f: AuditFilters, timeZone: string): SQL | undefined {
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return and(
    f.staff ? eq(staffAuditLog.staffEmail, f.staff) : undefined,
    f.action ? eq(staffAuditLog.action, f.action) : undefined,
    f.from ? gte(staffAuditLog.created, startOfBusinessDay(f.from, timeZone)) : undefined,
    f.to ? lt(staffAuditLog.created, startOfBusinessDay(nextDay(f.to), timeZone)) : undefined,
  );
}

/** The list's order and its export's: newest first (no `ordering`). */
const auditOrder = listOrder<never>({ columns: {}, id: staffAuditLog.id, byDefault: { column: staffAuditLog.created, desc: true } });

/** One page, newest first, and the count of all that match. */
export async function listAuditLog(db: Db, where: SQL | undefined, window: { limit: number; offset: number }) {
  const [totals, rows] = await Promise.all([
    db.select({ n: count() }).from(staffAuditLog).where(where),
    db.select().from(staffAuditLog).where(where).orderBy(...auditOrder.orderBy()).limit(window.limit).offset(window.offset),
  ]);
  return { count: Number(totals[0]?.n ?? 0), results: rows.map(auditEntryDto) };
}

/** A batch of the export in the list's order, newest first: the rows after `after` (keysetBatches with http/list-order.ts `sortKeyOf`). */
export function auditExportBatch(db: Db, where: SQL | undefined) {
  const order = auditOrder.keyset();
  return (after: SortPosition | null, limit: number) =>
    db
      .select({ ...getTableColumns(staffAuditLog), sortKey: order.sortKey })
      .from(staffAuditLog)
      .where(and(where, order.after(after)))
      .orderBy(...order.orderBy)
      .limit(limit);
}
