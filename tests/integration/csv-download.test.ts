/**
 * The CSV download route pattern (server/bff/pages/csv-download.ts, app/api/exports/…): session (401),
 * role (403, before any upstream call), the descriptor's query schema (400), the file name, an
 * upstream 401 ends the session, and the upstream's body streams through unbuffered (the first
 * rows reach the browser while the upstream is still writing). Every download is recorded first
 * (POST audit_log/exports, issue 22): with its prefix, its filters and the request's id; when the
 * record fails the file is not served.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import { streamedAnswerSchema } from "@/lib/contract/streamed";
import { csvDownloadRoute } from "@/server/bff/pages/csv-download";
import type { BffConfig } from "@/server/bff/config/config-core";
import { endpointPath } from "../support/api-client";
import { ACCOUNTS, captureLogger, json, sessionCookie, sessionSetCookie, startFakeUpstream, testConfig, type FakeUpstream } from "../support/bff";

/** Test descriptors: the fake upstream answers their paths. */
const exportThings = endpoint({
  method: "GET",
  path: "things_export",
  capability: "manageProducts",
  query: z.object({ search: z.string().max(5, "Too long.").optional() }),
  response: streamedAnswerSchema,
});
const goneExport = { ...exportThings, path: "gone_export" };
/** An export whose audit record the fake upstream refuses (its search is "nolog"). */
const AUDIT_REFUSED = "nolog";

describe("csvDownloadRoute", () => {
  let upstream: FakeUpstream;
  let config: BffConfig;
  const log = captureLogger();
  let release: () => void = () => {};
  const now = new Date("2026-11-23T18:05:09Z");

  beforeAll(async () => {
    upstream = await startFakeUpstream((req, res, requestBody) => {
      const url = new URL(req.url ?? "/", "http://x");
      if (url.pathname === endpointPath(goneExport)) return json(res, 401, { detail: "Invalid token." });
      if (url.pathname === endpointPath(endpoints.recordExportAudit)) {
        const body = JSON.parse(requestBody || "{}") as { export: string; filters: Record<string, string> };
        if (body.filters.search === AUDIT_REFUSED) return json(res, 500, { detail: "down" });
        const entry = { id: 1, created: now.toISOString(), staff_email: "admin+bark@example.com", action: "export", account_id: null, object_type: "export", object_id: body.export, details: { filters: body.filters }, request_id: String(req.headers["x-request-id"]) };
        return json(res, 201, entry);
      }
      res.writeHead(200, { "content-type": "text/csv; charset=utf-8" });
      res.write(`sku,name\nA-1,${url.searchParams.get("search") ?? "all"}\n`);
      // The rest only when the test says so: the first rows must reach the browser before.
      release = () => res.end("B-2,last\n");
    });
    config = testConfig(upstream.url);
  });
  afterAll(async () => upstream.close());

  const route = csvDownloadRoute(exportThings, { filePrefix: "things", deps: () => ({ config, logger: log.logger, now: () => now }) });
  const ctx = { params: Promise.resolve({}) };
  const request = (cookie?: string, query = "") => new Request(`http://localhost:3000/api/exports/things${query}`, { headers: { host: "localhost:3000", ...(cookie ? { cookie } : {}) } });
  const cookieOf = (who: keyof typeof ACCOUNTS) => sessionCookie(config, { token: `tok-${who}`, account: ACCOUNTS[who] }, now);

  it("401 without a session and 403 for a Team Member, before any upstream call", async () => {
    const before = upstream.calls.length;
    expect((await route(request(), ctx)).status).toBe(401);
    const team = await route(request(await cookieOf("team")), ctx);
    expect(team.status).toBe(403);
    expect(upstream.calls.length).toBe(before);
  });

  it("400 with the field's message when the query does not parse", async () => {
    const res = await route(request(await cookieOf("admin"), "?search=toolong"), ctx);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ search: ["Too long."] });
  });

  it("streams the upstream CSV with the file name, the search passed on, the token sent", async () => {
    const res = await route(request(await cookieOf("admin"), "?search=bag"), ctx);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="things_2026-11-23_01.05.09.csv"');
    expect(res.headers.get("cache-control")).toBe("no-store");
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    // The upstream has not finished: what arrives now was not buffered.
    let first = "";
    while (!first.includes("A-1,bag\n")) first += decoder.decode((await reader.read()).value);
    expect(first).toBe("sku,name\nA-1,bag\n");
    release();
    let rest = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += decoder.decode(value);
    }
    expect(rest).toBe("B-2,last\n");
    const call = upstream.callsTo(endpointPath(exportThings)).at(-1)!;
    expect(call.url).toBe("/api/things_export?search=bag");
    expect(call.headers.authorization).toBe("Token tok-admin");
  });

  it("records the export once (prefix, filters, the request's id) before the file leaves; a failed record serves no file", async () => {
    const audits = () => upstream.callsTo(endpointPath(endpoints.recordExportAudit));
    const before = audits().length;
    const req = new Request("http://localhost:3000/api/exports/things?search=dog", { headers: { host: "localhost:3000", cookie: await cookieOf("admin"), "x-request-id": "req-export-1" } });
    const res = await route(req, ctx);
    expect(res.status).toBe(200);
    expect(audits()).toHaveLength(before + 1);
    const recorded = audits().at(-1)!;
    expect(recorded.method).toBe("POST");
    expect(JSON.parse(recorded.body)).toEqual({ export: "things", filters: { search: "dog" } });
    expect(recorded.headers["x-request-id"]).toBe("req-export-1");
    expect(recorded.headers.authorization).toBe("Token tok-admin");
    release();
    expect(await res.text()).toBe("sku,name\nA-1,dog\nB-2,last\n");

    const refused = await route(request(await cookieOf("admin"), `?search=${AUDIT_REFUSED}`), ctx);
    expect(refused.status).toBe(502);
    expect(refused.headers.get("content-disposition")).toBeNull();
    expect(await refused.text()).not.toContain("sku,name");
    expect(log.lines().some((l) => l.msg === "export not served: the audit log did not record it")).toBe(true);
  });

  it("a HEAD (Next runs the GET handler for it) is 405 with Allow: GET: no export run, nothing recorded in the audit log", async () => {
    const before = upstream.calls.length;
    const res = await route(new Request("http://localhost:3000/api/exports/things?search=dog", { method: "HEAD", headers: { host: "localhost:3000", cookie: await cookieOf("admin") } }), ctx);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET");
    expect(upstream.calls.length).toBe(before);
  });

  it("an upstream 401 ends the session", async () => {
    const gone = csvDownloadRoute(goneExport, { filePrefix: "things", deps: () => ({ config, logger: log.logger, now: () => now }) });
    const res = await gone(request(await cookieOf("all")), ctx);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "session_ended" });
    expect(sessionSetCookie(res)).toMatch(/Max-Age=0/i);
  });
});
