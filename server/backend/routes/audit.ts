/**
 * The staff audit log (lib/contract/audit.ts, an extension of the upstream contract): `GET audit_log/`
 * (paged, newest first, filters staff, action, from, to), `GET audit_log_export` (the same filters,
 * streamed CSV, newest first) and `POST audit_log/exports` (the BFF records one export). No route
 * updates or deletes an entry: PUT, PATCH and DELETE on these paths answer 404 like any unknown
 * route, and the table's trigger refuses both (migration 0011).
 */
import { Hono } from "hono";
import { AUDIT_ACTION_LABELS, auditEndpoints as e, type AuditEntryDto } from "../../../lib/contract/audit";
import type { CsvColumn } from "../../../lib/csv-stream";
import { auditActorOf, type AppDeps, type AppEnv } from "../http/context";
import { csvAnswer, keysetBatches } from "../http/csv";
import { sortKeyOf } from "../http/list-order";
import { pageOf, pageWindow } from "../http/paging";
import { register } from "../http/register";
import { auditEntryDto, auditExportBatch, auditWhere, listAuditLog, recordAudit } from "../queries/audit";

type CsvRow = AuditEntryDto & { action_label: string };
const csvRow = (r: Parameters<typeof auditEntryDto>[0]): CsvRow => {
  const dto = auditEntryDto(r);
  return { ...dto, action_label: AUDIT_ACTION_LABELS[dto.action] };
};

/** The export's columns (codes as stored, the action's label beside its code; details as JSON). */
const AUDIT_CSV_COLUMNS: CsvColumn<CsvRow>[] = [
  { key: "id", header: "ID" },
  { key: "created", header: "When" },
  { key: "staff_email", header: "Staff" },
  { key: "action", header: "Action" },
  { key: "action_label", header: "Action label" },
  { key: "account_id", header: "Customer ID" },
  { key: "object_type", header: "Object type" },
  { key: "object_id", header: "Object ID" },
  { key: "details", header: "Details" },
  { key: "request_id", header: "Request ID" },
];

export function auditRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const now = () => deps.now?.() ?? new Date();
  const tz = deps.config.BUSINESS_TIME_ZONE;

  register(app, e.listAuditLog, async ({ query }, c) => {
    const { page, limit, offset } = pageWindow(query.page);
    const { count, results } = await listAuditLog(deps.db, auditWhere(query, tz), { limit, offset });
    return pageOf(c, page, count, results);
  });

  register(app, e.exportAuditLog, async ({ query }) => {
    const batches = keysetBatches(auditExportBatch(deps.db, auditWhere(query, tz)), sortKeyOf);
    return csvAnswer(mapBatches(batches, csvRow), AUDIT_CSV_COLUMNS);
  });

  register(app, e.recordExportAudit, async ({ body }, c) =>
    recordAudit(
      deps.db,
      auditActorOf(c, now()),
      { action: "export", objectType: "export", objectId: body.export, details: { filters: body.filters } },
    ),
  );

  return app;
}

async function* mapBatches<A, B>(batches: AsyncIterable<readonly A[]>, f: (a: A) => B): AsyncGenerator<B[]> {
  for await (const batch of batches) yield batch.map(f);
}
