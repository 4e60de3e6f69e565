/**
 * Every CSV download (app/api/exports/**) is a GET that changes something: it records an export
 * in the staff audit log (server/bff/pages/csv-download.ts auditedCsvDownload) and makes the
 * upstream write the whole file. The session cookie is SameSite=Lax, so a link or a script on
 * another site that navigates the staff member's browser to a download URL carries the cookie: a
 * download the browser says comes from another site (Sec-Fetch-Site cross-site or same-site, or a
 * foreign Origin) is refused (403) before any upstream call, so no file is made and no audit entry
 * is forged in the staff member's name. The app's own download (fetch from its page: same-origin),
 * a typed address or bookmark (none) and a request that says nothing (a tool) still download.
 * Each route is the app's own module (app/api/exports/…/route.ts) on the process's configuration;
 * the rule is the route handlers' chain (server/bff/session/request-guard.ts isCrossSiteRequest).
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "@/lib/contract/endpoints";
import { endpointPath } from "../support/api-client";
import { ACCOUNTS, json, sessionCookie, startFakeUpstream, testConfig, TEST_SESSION_PASSWORDS, type FakeUpstream } from "../support/bff";

const EXPORTS_DIR = path.resolve(__dirname, "../../app/api/exports");

/** Every route.ts below app/api/exports, with the params its dynamic segment needs. */
function exportRouteFiles(dir: string = EXPORTS_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return exportRouteFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

type RouteGet = (request: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

describe("CSV downloads refuse a request from another site", () => {
  let upstream: FakeUpstream;
  let cookie: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    upstream = await startFakeUpstream((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      if (url.pathname === endpointPath(endpoints.recordExportAudit)) {
        return json(res, 201, { id: 1, created: new Date().toISOString(), staff_email: ACCOUNTS.all.email, action: "export", account_id: null, object_type: "export", object_id: "x", details: {}, request_id: "r" });
      }
      res.writeHead(200, { "content-type": "text/csv; charset=utf-8" });
      res.end("id\n1\n");
    });
    // The routes read the process's configuration (server/bff/config/config.ts, read once at first use).
    Object.assign(process.env, {
      LOCAL_API_BASE_URL: `${upstream.url}/api/`,
      LOCAL_AUTH_BASE_URL: `${upstream.url}/auth/`,
      SESSION_PASSWORDS: TEST_SESSION_PASSWORDS,
      LOG_LEVEL: "silent",
    });
    cookie = await sessionCookie(testConfig(upstream.url), { token: "tok-all", account: ACCOUNTS.all });
  });
  afterAll(async () => {
    process.env = saved;
    await upstream.close();
  });

  const files = exportRouteFiles();
  const relative = (file: string) => path.relative(path.resolve(__dirname, "../.."), file);
  const urlOf = (file: string) => `/${path.dirname(relative(file)).replace("[table]", "items")}`.replace("/app/", "/");
  const call = async (file: string, headers: Record<string, string>) => {
    const { GET } = (await import(file)) as { GET: RouteGet };
    const params: Record<string, string> = file.includes("[table]") ? { table: "ancillary" } : {};
    return GET(new Request(`http://localhost:3000${urlOf(file)}`, { headers: { host: "localhost:3000", cookie, ...headers } }), { params: Promise.resolve(params) });
  };

  it("finds the download routes", () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
  });

  for (const [label, headers] of [
    ["a link on another site (Sec-Fetch-Site: cross-site)", { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" }],
    ["a page of a sibling host (Sec-Fetch-Site: same-site)", { "sec-fetch-site": "same-site", "sec-fetch-mode": "no-cors" }],
    ["a foreign Origin", { origin: "https://evil.example" }],
  ] as const) {
    it(`${label}: 403 on every download route, no upstream call, no audit entry`, async () => {
      for (const file of files) {
        const before = upstream.calls.length;
        const res = await call(file, headers);
        expect(res.status, relative(file)).toBe(403);
        expect(await res.json()).toEqual({ detail: "Cross-site request refused." });
        expect(upstream.calls.slice(before).map((c) => c.url), relative(file)).toEqual([]);
      }
    });
  }

  it("the rule is the route handlers' chain: a proxied read linked from another site is refused too, before the upstream", async () => {
    const { GET } = (await import("@/app/api/upstream/[...path]/route")) as { GET: (request: Request) => Promise<Response> };
    const before = upstream.calls.length;
    const res = await GET(new Request("http://localhost:3000/api/upstream/discount_bulk_jobs", { headers: { host: "localhost:3000", cookie, "sec-fetch-site": "cross-site" } }));
    expect(res.status).toBe(403);
    expect(upstream.calls.length).toBe(before);
  });

  it("the app's own download (same-origin), a typed address (none) and a request that says nothing still download, recorded", async () => {
    const items = files.find((f) => f.endsWith(path.join("items", "route.ts")))!;
    for (const headers of [{ "sec-fetch-site": "same-origin" }, { "sec-fetch-site": "none" }, {}, { origin: "http://localhost:3000" }] as Record<string, string>[]) {
      const before = upstream.calls.length;
      const res = await call(items, headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(await res.text()).toBe("id\n1\n");
      expect(upstream.calls.slice(before).map((c) => new URL(c.url, "http://x").pathname)).toContain(endpointPath(endpoints.recordExportAudit));
    }
  });
});
