/**
 * CSV downloads through the app's own route handlers (items_{timestamp}.csv and
 * productitems_{timestamp}.csv; issue 13:
 * "Downloads go through the app's own route handlers (app/api/exports/...), which check the session
 * and the role, stream the upstream CSV to the browser without buffering it"):
 *
 *   // app/api/exports/items/route.ts
 *   export const GET = csvDownloadRoute(endpoints.exportItems, { filePrefix: "items" });
 *
 * Order: host → session (401; 401 daily_login_expired) → the descriptor's capability (403) →
 * the descriptor's query schema on the URL's query (400 {field: [msg]}; e.g. the list's `search`,
 * an unknown `ordering`) → the upstream call (`upstreamStream`; the parsed query, a value the schema
 * reads into a structure, the list's `ordering` → {key, desc}, as the URL wrote it: `queryToSend`) → the export recorded in the staff audit log → its body
 * passed on as it arrives (never read here),
 * `Content-Type: text/csv`, `Content-Disposition: attachment; filename="{prefix}_{yyyy-MM-dd_hh.mm.ss}.csv"`
 * (business time zone), `Cache-Control: no-store`. An upstream 401 (token revoked) ends the session
 * as the proxy does; other upstream errors pass as their (sanitised) JSON.
 *
 * Every download answers through `auditedCsvDownload` (issue 22): once the file is ready to go, the
 * export (its file prefix and the filters it was made with) is recorded by the upstream's
 * `POST audit_log/exports` under the request's id, and an export that cannot be recorded is not
 * served. For a CSV the app writes itself (no upstream export), build the body with
 * lib/csv-stream.ts `csvStream` inside `withStaff` and answer it with `auditedCsvDownload`.
 */
import "server-only";
import type { ApiEndpoint, CallInput } from "../../../lib/contract/endpoint";
import { zodFieldErrors } from "../../../lib/contract/field-errors";
import { attachmentDisposition, csvFileName, CSV_CONTENT_TYPE } from "../../../lib/csv";
import { endpoints } from "../../../lib/contract/endpoints";
import { withStaff, type StaffContext } from "../session/with-staff";
import type { BffDeps } from "../session/request-guard";
import { upstreamSessionEnded } from "../session/session-ended";
import { AnswerTooLargeError, jsonResponse, readUpstreamBody, upstreamStream, UPSTREAM_MESSAGES } from "../upstream/upstream";

/** The headers of a CSV download named `{prefix}_{timestamp}.csv` (answer through auditedCsvDownload). */
function csvDownloadHeaders(filePrefix: string, now: Date, timeZone: string): Headers {
  return new Headers({
    "content-type": CSV_CONTENT_TYPE,
    "content-disposition": attachmentDisposition(csvFileName(filePrefix, now, timeZone)),
    "x-content-type-options": "nosniff",
  });
}

export interface CsvDownloadOptions {
  /** The file name's prefix: "items" → items_{yyyy-MM-dd_hh.mm.ss}.csv. */
  filePrefix: string;
  /** Tests hand in their own dependencies. */
  deps?: () => BffDeps;
}

/**
 * A download answers GET only: Next runs a route's GET handler for HEAD too, and a HEAD (a link
 * checker, a probing client) would run the export and record it in the audit log with no file
 * delivered. 405 with Allow: GET, as the proxy answers a method its table does not list.
 */
export const downloadMethodRefusal = (request: Request): Response | null =>
  request.method === "GET" ? null : new Response(null, { status: 405, headers: { allow: "GET" } });

export function csvDownloadRoute<E extends ApiEndpoint>(endpoint: E, opts: CsvDownloadOptions) {
  return withStaff(
    async (ctx) => {
      const { request, environment, token, requestId, deps } = ctx;
      const refused = downloadMethodRefusal(request);
      if (refused) return refused;
      let query: unknown = undefined;
      if (endpoint.query) {
        const raw = Object.fromEntries(new URL(request.url).searchParams);
        const parsed = endpoint.query.safeParse(raw);
        if (!parsed.success) return jsonResponse(400, zodFieldErrors(parsed.error));
        query = queryToSend(parsed.data, raw);
      }
      const answer = await upstreamStream(endpoint, { query } as CallInput<E>, { environment, token, requestId, signal: request.signal }, deps);
      if (answer.status === 401) return upstreamSessionEnded(request, answer, deps);
      if (answer.status !== 200 || !answer.body) {
        // An error answer is small JSON (server/bff/upstream/upstream.ts sanitizeErrorAnswer); a redirect is the upstream's fault.
        if (answer.status >= 300 && answer.status < 400) {
          await answer.body?.cancel();
          return jsonResponse(502, { detail: UPSTREAM_MESSAGES.redirect });
        }
        return new Response(answer.body, { status: answer.status === 200 ? 502 : answer.status, headers: { "content-type": answer.headers.get("content-type") ?? "application/json" } });
      }
      const body = answer.body;
      return auditedCsvDownload(ctx, { filePrefix: opts.filePrefix, filters: filterTexts(query) }, body);
    },
    { capability: endpoint.capability, deps: opts.deps },
  );
}

/** A route handler's JSON call of a descriptor (the guarded request's token and id): its parsed answer, or the answer to give instead. */
export async function routeJsonCall<E extends ApiEndpoint>(ctx: StaffContext, endpoint: E, input: CallInput<E>): Promise<{ data: unknown; error?: undefined } | { error: Response }> {
  const { request, environment, token, requestId, deps } = ctx;
  const answer = await upstreamStream(endpoint, input, { environment, token, requestId, signal: request.signal }, deps);
  if (answer.status === 401) return { error: await upstreamSessionEnded(request, answer, deps) };
  let body: unknown;
  try {
    body = await readUpstreamBody(answer);
  } catch (err) {
    if (err instanceof AnswerTooLargeError) return { error: jsonResponse(502, err.data) };
    throw err;
  }
  if (answer.status < 200 || answer.status >= 300) {
    return { error: jsonResponse(answer.status >= 500 || answer.status < 400 ? 502 : answer.status, body ?? { detail: UPSTREAM_MESSAGES.unexpected }) };
  }
  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success) return { error: jsonResponse(502, { detail: UPSTREAM_MESSAGES.unexpected }) };
  return { data: parsed.data as unknown };
}

/**
 * The query a download sends on: the parsed values (trimmed, upper-cased… as the schema made them),
 * except those the schema reads into a structure (the list's `ordering`: {key, desc}), which go as
 * the URL wrote them (already validated).
 */
export function queryToSend(parsed: unknown, raw: Record<string, string>): Record<string, unknown> {
  if (!parsed || typeof parsed !== "object") return {};
  return Object.fromEntries(Object.entries(parsed as Record<string, unknown>).map(([k, v]) => [k, v !== null && typeof v === "object" && !Array.isArray(v) && !(v instanceof Date) ? raw[k] : v]));
}

/** A download's filters as the audit log keeps them: each defined value as text (a list's values joined by commas; an empty list, like an empty text, left out). */
export function filterTexts(values: unknown): Record<string, string> {
  if (!values || typeof values !== "object") return {};
  return Object.fromEntries(
    Object.entries(values as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null && v !== "" && !(Array.isArray(v) && v.length === 0))
      .map(([k, v]) => [k, String(v)]),
  );
}

/**
 * THE answer of every CSV download: the export recorded in the staff audit log first (once per
 * download: `POST audit_log/exports` with the file prefix and the filters, under the request's id),
 * then the body with the download headers. When the record fails the body is cancelled and the
 * failure answered: no export leaves without its entry.
 */
export async function auditedCsvDownload(
  ctx: StaffContext,
  what: { filePrefix: string; filters: Record<string, string> },
  body: ReadableStream<Uint8Array>,
): Promise<Response> {
  const recorded = await routeJsonCall(ctx, endpoints.recordExportAudit, { body: { export: what.filePrefix, filters: what.filters } });
  if (recorded.error) {
    await body.cancel().catch(() => undefined);
    ctx.deps.logger.error({ request_id: ctx.requestId, export: what.filePrefix, status: recorded.error.status }, "export not served: the audit log did not record it");
    return recorded.error;
  }
  const now = ctx.deps.now?.() ?? new Date();
  return new Response(body, { status: 200, headers: csvDownloadHeaders(what.filePrefix, now, ctx.deps.config.businessTimeZone) });
}
