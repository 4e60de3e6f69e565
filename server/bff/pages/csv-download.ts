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
 * the descriptor's query schema on the URL's query (400 {field: [msg]}; e.g. the list's `search`)
 * → the upstream call (`upstreamStream`) → its body passed on as it arrives (never read here),
 * `Content-Type: text/csv`, `Content-Disposition: attachment; filename="{prefix}_{yyyy-MM-dd_hh.mm.ss}.csv"`
 * (business time zone), `Cache-Control: no-store`. An upstream 401 (token revoked) ends the session
 * as the proxy does; other upstream errors pass as their (sanitised) JSON.
 *
 * For a CSV the app writes itself (no upstream export), build the body with lib/csv-stream.ts
 * `csvStream` inside `withStaff` and answer it with `csvDownloadHeaders(prefix)`.
 */
import "server-only";
import type { ApiEndpoint, CallInput } from "../../../lib/contract/endpoint";
import { zodFieldErrors } from "../../../lib/contract/field-errors";
import { attachmentDisposition, csvFileName, CSV_CONTENT_TYPE } from "../../../lib/csv";
import { withStaff } from "../session/with-staff";
import type { BffDeps } from "../session/request-guard";
import { upstreamSessionEnded } from "../session/session-ended";
import { jsonResponse, upstreamStream, UPSTREAM_MESSAGES } from "../upstream/upstream";

/** The headers of a CSV download named `{prefix}_{timestamp}.csv`. */
export function csvDownloadHeaders(filePrefix: string, now: Date, timeZone: string): Headers {
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

export function csvDownloadRoute<E extends ApiEndpoint>(endpoint: E, opts: CsvDownloadOptions) {
  return withStaff(
    async ({ request, environment, token, requestId, deps }) => {
      let query: unknown = undefined;
      if (endpoint.query) {
        const parsed = endpoint.query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
        if (!parsed.success) return jsonResponse(400, zodFieldErrors(parsed.error));
        query = parsed.data;
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
      const now = deps.now?.() ?? new Date();
      return new Response(answer.body, { status: 200, headers: csvDownloadHeaders(opts.filePrefix, now, deps.config.businessTimeZone) });
    },
    { capability: endpoint.capability, deps: opts.deps },
  );
}
