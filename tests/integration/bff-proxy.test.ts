/**
 * The guarded upstream proxy (server/bff/proxy/bff-proxy.ts, the core of app/api/upstream/[...path]) driven
 * against a fake upstream that counts its calls.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint, type HttpMethod } from "@/lib/contract/endpoint";
import type { Capability } from "@/lib/roles";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_REQUIRED } from "@/lib/contract/idempotency";
import { routeOf, UPSTREAM_ROUTES } from "@/lib/upstream-routes";
import { endpoints } from "@/lib/contract/endpoints";
import { handleUpstreamProxy, type ProxyDeps } from "@/server/bff/proxy/bff-proxy";
import { withStaff } from "@/server/bff/session/with-staff";
import { SESSION_ENDED } from "@/lib/contract/session-answers";
import { UPSTREAM_CONNECTION_LOST, UPSTREAM_UNREACHABLE, UPSTREAM_UNREACHABLE_TEXT } from "@/lib/error-text";
import { ApiRequestError, mayHaveGoneThrough } from "@/lib/client/api";
import {
  ACCOUNTS,
  closedPort,
  fakeUpstreamSuite,
  json,
  sessionCookie,
  sessionSetCookie,
  testConfig,
  yesterday,
  type FakeUpstream,
} from "../support/bff";
import { endpointPath, proxyPath } from "../support/api-client";
import { DEMO } from "../support/demo-staff";
import { idempotentDescriptors } from "../support/idempotent-samples";

const TOKEN = "upstream-token-4f9d2c7a1b3e5f60718293a4b5c6d7e8";
/** A browser descriptor of this file's own (the fake upstream answers its path). */
const testEndpoint = (method: HttpMethod, path: string, capability: Capability, extra: { body?: z.ZodType; query?: z.ZodType; sensitive?: boolean } = {}) =>
  endpoint({ method, path, capability, response: z.unknown(), browser: true, ...extra });
/** A proxy row, derived from a browser descriptor exactly as the real table is. */
const route = (...args: Parameters<typeof testEndpoint>) => routeOf(testEndpoint(...args));
/** The rows whose upstream answers are special (a slow answer, a dropped connection, a 401, a redirect, a CSV). */
const SLOW = testEndpoint("GET", "slow", "customerLookup");
const RESET = testEndpoint("GET", "reset", "customerLookup");
const REVOKED = testEndpoint("GET", "revoked", "customerLookup");
const EXPORT = testEndpoint("GET", "export.csv", "customerLookup");
const MOVED = testEndpoint("GET", "moved", "customerLookup");
const ROUTES = [
  route("GET", "items", "customerLookup"),
  route("GET", "items/:id", "customerLookup"),
  route("GET", "search", "customerLookup", { query: z.object({ page: z.coerce.number().int().min(1).optional(), search: z.string().max(20).optional() }) }),
  route("POST", "accounts/:id/update_customer_email", "customerAccountActions", { body: z.object({ email: z.email() }) }),
  route("DELETE", "accounts/:id/pii", "deleteCustomerPii"),
  route("GET", "admin-only", "managePromotions"),
  routeOf(SLOW),
  routeOf(RESET),
  route("POST", RESET.path, "customerLookup", { body: z.object({}) }),
  routeOf(REVOKED),
  routeOf(EXPORT),
  routeOf(MOVED),
  route("GET", "broken", "customerLookup"),
  route("GET", "login-as", "customerLookup", { query: z.object({ account_id: z.coerce.number().int() }), sensitive: true }),
];

const fake = fakeUpstreamSuite(async (req, res) => {
  const path = (req.url ?? "").split("?")[0];
  if (path === endpointPath(SLOW)) {
    setTimeout(() => json(res, 200, { late: true }), 2000);
    return;
  }
  if (path === endpointPath(RESET)) {
    req.socket.destroy();
    return;
  }
  if (path === endpointPath(REVOKED)) return json(res, 401, { detail: "Invalid token." });
  if (path === endpointPath(MOVED)) {
    res.writeHead(302, { location: "http://elsewhere.example/" });
    res.end();
    return;
  }
  if (path === endpointPath(EXPORT)) {
    res.writeHead(200, { "content-type": "text/csv", "content-disposition": 'attachment; filename="export.csv"', "set-cookie": "upstream=1" });
    res.write("id,name\n");
    setTimeout(() => res.end("1,Rex\n"), 50);
    return;
  }
  json(res, 200, { ok: true, path: req.url });
});

function deps(over: Partial<ProxyDeps> = {}): ProxyDeps {
  return { config: fake.config, logger: fake.log.logger, routes: ROUTES, ...over };
}

async function cookieFor(account: keyof typeof ACCOUNTS, extra: { entryDay?: string; environment?: "local" | "dev" } = {}) {
  return sessionCookie(fake.config, { token: TOKEN, account: ACCOUNTS[account], ...extra });
}

function req(path: string, init: { method?: string; cookie?: string; headers?: Record<string, string>; body?: string; host?: string; signal?: AbortSignal } = {}) {
  const host = init.host ?? "localhost:3000";
  const headers: Record<string, string> = { host, ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  return new Request(`http://${host}/api/upstream/${path}`, { method: init.method ?? "GET", headers, body: init.body, signal: init.signal });
}

describe("sessions", () => {
  it("no session → 401, no upstream call", async () => {
    const res = await handleUpstreamProxy(req("items"), deps());
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: "Authentication credentials were not provided." });
    expect(fake.upstream.calls).toHaveLength(0);
  });

  it.each([
    ["x-middleware-subrequest", "middleware:middleware:middleware:middleware:middleware"],
    ["x-middleware-subrequest", "proxy:proxy:proxy:proxy:proxy"],
    ["x-nextjs-data", "1"],
    ["rsc", "1"],
    ["next-router-prefetch", "1"],
  ])("bypass header %s: %s gains nothing → still 401", async (name, value) => {
    const res = await handleUpstreamProxy(req("items", { headers: { [name]: value } }), deps());
    expect(res.status).toBe(401);
    expect(fake.upstream.calls).toHaveLength(0);
  });

  it("a cookie sealed with another password counts as no session", async () => {
    const other = testConfig(fake.upstream.url, { SESSION_PASSWORDS: `1:${"z".repeat(40)}` });
    const forged = await sessionCookie(other, { token: TOKEN, account: ACCOUNTS.all });
    const res = await handleUpstreamProxy(req("items", { cookie: forged }), deps());
    expect(res.status).toBe(401);
    expect(fake.upstream.calls).toHaveLength(0);
  });

  it("a cookie sealed with the older rotated password still opens", async () => {
    const older = testConfig(fake.upstream.url, { SESSION_PASSWORDS: `1:${"o".repeat(32)}-older-test-password` });
    const cookie = await sessionCookie(older, { token: TOKEN, account: ACCOUNTS.team });
    const res = await handleUpstreamProxy(req("items", { cookie }), deps());
    expect(res.status).toBe(200);
  });

  it("a session from yesterday → 401 daily_login_expired and the cookie is cleared", async () => {
    const cookie = await cookieFor("admin", { entryDay: yesterday(fake.config) });
    const res = await handleUpstreamProxy(req("items", { cookie }), deps());
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: "Daily login expired", code: "daily_login_expired" });
    const cleared = sessionSetCookie(res);
    expect(cleared).toMatch(/Max-Age=0/i);
    expect(fake.upstream.calls).toHaveLength(0);
  });

  it("an injected clock decides the day (the session of 23:59 is gone at 00:00 New York time)", async () => {
    const signIn = new Date("2026-03-10T03:59:00Z"); // 23:59 on 9 March in New York
    const cookie = await sessionCookie(fake.config, { token: TOKEN, account: ACCOUNTS.team }, signIn);
    const sameDay = await handleUpstreamProxy(req("items", { cookie }), deps({ now: () => signIn }));
    expect(sameDay.status).toBe(200);
    const nextDay = await handleUpstreamProxy(req("items", { cookie }), deps({ now: () => new Date("2026-03-10T04:00:30Z") }));
    expect(nextDay.status).toBe(401);
  });

  it("upstream 401 → session destroyed (Set-Cookie clears it) and 401", async () => {
    const res = await handleUpstreamProxy(req("revoked", { cookie: await cookieFor("team") }), deps());
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe("session_ended");
    const cleared = sessionSetCookie(res);
    expect(cleared).toBeDefined();
    expect(cleared).toMatch(/^bark_session=;/);
    expect(cleared).toMatch(/Max-Age=0/i);
  });
});

describe("the table and the role table", () => {
  it("unknown host → 400 Invalid domain name, nothing proxied", async () => {
    const res = await handleUpstreamProxy(req("items", { host: "evil.example.com", cookie: await cookieFor("all") }), deps());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: "Invalid domain name" });
    expect(fake.upstream.calls).toHaveLength(0);
  });

  it("a configured-but-absent environment is not proxied either", async () => {
    const res = await handleUpstreamProxy(req("items", { host: "dev.backoffice.example", cookie: await cookieFor("all", { environment: "dev" }) }), deps());
    expect(res.status).toBe(503);
    expect(fake.upstream.calls).toHaveLength(0);
  });

  it("unlisted path → 404 with NO upstream call", async () => {
    const cookie = await cookieFor("all");
    for (const path of ["bark_user/", "items/1/secret", "accounts/1/update_customer_email", "items/..%2F..%2Fauth%2Flogin", "items/%2e%2e", "../auth/login"]) {
      const res = await handleUpstreamProxy(req(path, { cookie }), deps());
      expect(res.status, path).toBe(404);
    }
    const del = await handleUpstreamProxy(req("items/1", { method: "DELETE", cookie, headers: { origin: "http://localhost:3000" } }), deps());
    expect(del.status).toBe(404);
    expect(fake.upstream.calls).toHaveLength(0);
  });

  it("the real table is the default: a path it does not list goes nowhere", async () => {
    const res = await handleUpstreamProxy(req("items", { cookie: await cookieFor("all") }), { config: fake.config, logger: fake.log.logger });
    expect(res.status).toBe(404);
    expect(fake.upstream.calls).toHaveLength(0);
  });

  it("Team Member on an admin-only row → 403, no upstream call", async () => {
    const team = await cookieFor("team");
    expect((await handleUpstreamProxy(req("admin-only", { cookie: team }), deps())).status).toBe(403);
    const del = await handleUpstreamProxy(req("accounts/5/pii", { method: "DELETE", cookie: team, headers: { origin: "http://localhost:3000" } }), deps());
    expect(del.status).toBe(403);
    expect(fake.upstream.calls).toHaveLength(0);
    // The roles that may, do.
    const admin = await cookieFor("admin");
    const ok = await handleUpstreamProxy(req("accounts/5/pii", { method: "DELETE", cookie: admin, headers: { origin: "http://localhost:3000" } }), deps());
    expect(ok.status).toBe(200);
    expect(fake.upstream.calls).toHaveLength(1);
  });

  it("an unsupported group (Marketing) may not use any guarded row", async () => {
    const res = await handleUpstreamProxy(req("items", { cookie: await cookieFor("guest") }), deps());
    expect(res.status).toBe(403);
  });
});

describe("writes", () => {
  const body = JSON.stringify({ email: "new@example.com" });

  it("foreign Origin → 403, no upstream call", async () => {
    const cookie = await cookieFor("team");
    for (const headers of [{ origin: "https://evil.example" }, { origin: "http://localhost:3000.evil.example" }, { origin: "null" }, { "sec-fetch-site": "cross-site" }, {}] as Record<string, string>[]) {
      const res = await handleUpstreamProxy(req("accounts/12/update_customer_email", { method: "POST", cookie, body, headers }), deps());
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(fake.upstream.calls).toHaveLength(0);
  });

  it("same-origin write (Origin or Sec-Fetch-Site) goes through with the validated body, one audit line", async () => {
    const cookie = await cookieFor("team");
    const a = await handleUpstreamProxy(
      req("accounts/12/update_customer_email", { method: "POST", cookie, body: JSON.stringify({ email: "new@example.com", is_staff: true }), headers: { origin: "http://localhost:3000" } }),
      deps(),
    );
    expect(a.status).toBe(200);
    const b = await handleUpstreamProxy(req("accounts/12/update_customer_email/", { method: "POST", cookie, body, headers: { "sec-fetch-site": "same-origin" } }), deps());
    expect(b.status).toBe(200);
    expect(fake.upstream.calls).toHaveLength(2);
    // The row's spelling of the path, with or without the browser's trailing slash.
    expect(fake.upstream.calls[0]!.url).toBe("/api/accounts/12/update_customer_email");
    expect(fake.upstream.calls[1]!.url).toBe("/api/accounts/12/update_customer_email");
    // Unknown keys never reach the upstream.
    expect(JSON.parse(fake.upstream.calls[0]!.body)).toEqual({ email: "new@example.com" });
    const audits = fake.log.lines().filter((l) => l.audit === true);
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ staff_email: DEMO.team, method: "POST", route: "accounts/:id/update_customer_email", object_ids: { id: "12" }, status: 200 });
  });

  it("bad body → 400 with field messages; malformed JSON → 400; no upstream call", async () => {
    const cookie = await cookieFor("team");
    const headers = { origin: "http://localhost:3000" };
    const bad = await handleUpstreamProxy(req("accounts/12/update_customer_email", { method: "POST", cookie, headers, body: JSON.stringify({ email: "nope" }) }), deps());
    expect(bad.status).toBe(400);
    const data = (await bad.json()) as Record<string, string[]>;
    expect(Object.keys(data)).toEqual(["email"]);
    expect(data.email![0]).toEqual(expect.any(String));
    const missing = await handleUpstreamProxy(req("accounts/12/update_customer_email", { method: "POST", cookie, headers, body: "{}" }), deps());
    expect(missing.status).toBe(400);
    expect(Object.keys(await missing.json())).toEqual(["email"]);
    const malformed = await handleUpstreamProxy(req("accounts/12/update_customer_email", { method: "POST", cookie, headers, body: "{email:" }), deps());
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).detail).toMatch(/JSON/);
    expect(fake.upstream.calls).toHaveLength(0);
  });

  it("bad query → 400 with field messages; a valid one is re-serialised", async () => {
    const cookie = await cookieFor("team");
    const bad = await handleUpstreamProxy(req("search?page=0&search=x", { cookie }), deps());
    expect(bad.status).toBe(400);
    expect(Object.keys(await bad.json())).toEqual(["page"]);
    expect(fake.upstream.calls).toHaveLength(0);
    const ok = await handleUpstreamProxy(req("search?page=2&search=rex&debug=1", { cookie }), deps());
    expect(ok.status).toBe(200);
    expect(fake.upstream.calls[0]!.url).toBe("/api/search?page=2&search=rex");
  });

  it("a query parameter whose parsed value is not text goes on as the browser wrote it (was: bark_user?ordering=-email sent on as ordering=[object Object], the upstream's 400)", async () => {
    const cookie = await cookieFor("all");
    const res = await handleUpstreamProxy(
      req(proxyPath(endpoints.listStaffUsers, { query: "ordering=-email&page_size=25&search=&debug=1" }).replace(/^\/api\/upstream\//, ""), { cookie }),
      deps({ routes: UPSTREAM_ROUTES }),
    );
    expect(res.status).toBe(200);
    // What the schema read (the default page filled in), the ordering as sent; a blank search (read as absent) and an unknown parameter stay behind.
    expect(fake.upstream.calls[0]!.url).toBe(endpointPath(endpoints.listStaffUsers, undefined, "page=1&page_size=25&ordering=-email"));
  });

  it("text the schema cleans goes on cleaned (was, for a while, sent as typed): the discount lookup's code upper-cased and trimmed", async () => {
    const cookie = await cookieFor("team");
    const res = await handleUpstreamProxy(req(proxyPath(endpoints.lookupDiscount, { query: "discount_code=%20welcome10%20" }).replace(/^\/api\/upstream\//, ""), { cookie }), deps({ routes: UPSTREAM_ROUTES }));
    expect(res.status).toBe(200);
    expect(new URL(fake.upstream.calls[0]!.url, "http://x").searchParams.get("discount_code")).toBe("WELCOME10");
  });
});

describe("the upstream call", () => {
  it("sends the token and the application headers, never the browser's cookie", async () => {
    const cookie = await cookieFor("ops");
    const res = await handleUpstreamProxy(req("items/7?x=1", { cookie, headers: { authorization: "Token forged" } }), deps());
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const call = fake.upstream.calls[0]!;
    // A row without a query schema sends no query at all.
    expect(call.url).toBe("/api/items/7");
    expect(call.headers.authorization).toBe(`Token ${TOKEN}`);
    expect(call.headers["x-application"]).toBe("bark-backoffice");
    expect(call.headers["x-fe-gh-commit-hash"]).toEqual(expect.any(String));
    expect(call.headers["x-fe-build-date"]).toEqual(expect.any(String));
    expect(call.headers.cookie).toBeUndefined();
  });

  it("slow upstream → 504 JSON within the timeout", async () => {
    const started = Date.now();
    const res = await handleUpstreamProxy(req("slow", { cookie: await cookieFor("team") }), deps());
    const elapsed = Date.now() - started;
    expect(res.status).toBe(504);
    expect(res.headers.get("content-type")).toMatch(/json/);
    expect((await res.json()).detail).toEqual(expect.any(String));
    expect(elapsed).toBeGreaterThanOrEqual(380);
    expect(elapsed).toBeLessThan(1500);
    // A timed-out GET is not retried.
    expect(fake.upstream.callsTo(endpointPath(SLOW))).toHaveLength(1);
  });

  it("upstream down → 502 JSON, coded upstream_unreachable (the request never reached it)", async () => {
    const down = testConfig(`http://127.0.0.1:${await closedPort()}`);
    const res = await handleUpstreamProxy(req("items", { cookie: await sessionCookie(down, { token: TOKEN, account: ACCOUNTS.team }) }), deps({ config: down }));
    expect(res.status).toBe(502);
    expect(res.headers.get("content-type")).toMatch(/json/);
    expect(await res.json()).toEqual({ detail: UPSTREAM_UNREACHABLE_TEXT, code: "upstream_unreachable" });
  });

  it("connection reset: a GET is retried once, a POST is sent once", async () => {
    const cookie = await cookieFor("team");
    const get = await handleUpstreamProxy(req("reset", { cookie }), deps());
    expect(get.status).toBe(502);
    expect(fake.upstream.callsTo(endpointPath(RESET)).filter((c) => c.method === "GET")).toHaveLength(2);
    const post = await handleUpstreamProxy(req("reset", { method: "POST", cookie, body: "{}", headers: { origin: "http://localhost:3000" } }), deps());
    expect(post.status).toBe(502);
    expect(fake.upstream.callsTo(endpointPath(RESET)).filter((c) => c.method === "POST")).toHaveLength(1);
    // The GET: not reached. The POST was sent before the connection broke: it may have been made, so it
    // says so (coded: the placing screens look again), never "could not be reached" (was: the same 502 as a refused connection).
    expect(await get.json()).toEqual(UPSTREAM_UNREACHABLE);
    expect(await post.json()).toEqual(UPSTREAM_CONNECTION_LOST);
    expect(mayHaveGoneThrough(new ApiRequestError(502, UPSTREAM_CONNECTION_LOST))).toBe(true);
  });

  it("a write to an upstream that refuses the connection: certainly not made, 'could not be reached'", async () => {
    const down = testConfig(`http://127.0.0.1:${await closedPort()}`);
    const cookie = await sessionCookie(down, { token: TOKEN, account: ACCOUNTS.team });
    const res = await handleUpstreamProxy(req("reset", { method: "POST", cookie, body: "{}", headers: { origin: "http://localhost:3000" } }), deps({ config: down }));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual(UPSTREAM_UNREACHABLE);
    expect(mayHaveGoneThrough(new ApiRequestError(502, UPSTREAM_UNREACHABLE))).toBe(false);
  });

  it("a GET that fails once and then answers is served by the retry", async () => {
    let n = 0;
    fake.upstream.handle((req, res) => {
      n++;
      if (n === 1) req.socket.destroy();
      else json(res, 200, { second: true });
    });
    try {
      const res = await handleUpstreamProxy(req("items", { cookie: await cookieFor("team") }), deps());
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ second: true });
      expect(fake.upstream.calls).toHaveLength(2);
    } finally {
      fake.upstream.handle(async (req, res) => json(res, 200, { ok: true, path: req.url }));
    }
  });

  it("redirects are not followed (→ 502)", async () => {
    // restore the default handler's redirect path
    fake.upstream.handle((req, res) => {
      res.writeHead(302, { location: "http://elsewhere.example/" });
      res.end();
    });
    try {
      const res = await handleUpstreamProxy(req("moved", { cookie: await cookieFor("team") }), deps());
      expect(res.status).toBe(502);
      expect(fake.upstream.calls).toHaveLength(1);
    } finally {
      fake.upstream.handle(async (req, res) => json(res, 200, { ok: true, path: req.url }));
    }
  });

  it("the browser aborting aborts the upstream call", async () => {
    fake.upstream.handle((_req, res) => {
      setTimeout(() => json(res, 200, { late: true }), 3000);
    });
    try {
      const controller = new AbortController();
      const pending = handleUpstreamProxy(req("slow", { cookie: await cookieFor("team"), signal: controller.signal }), deps({ config: testConfig(fake.upstream.url, { UPSTREAM_TIMEOUT_MS: "10000" }) }));
      await new Promise((r) => setTimeout(r, 100));
      controller.abort();
      const res = await pending;
      expect(res.status).toBe(499);
      await new Promise((r) => setTimeout(r, 100));
      expect(fake.upstream.aborted).toEqual(["/api/slow"]);
      expect(fake.upstream.calls).toHaveLength(1);
    } finally {
      fake.upstream.handle(async (req, res) => json(res, 200, { ok: true, path: req.url }));
    }
  });
});

describe("upstream error answers (the body goes to the log only)", () => {
  const HTML = "<html><body>Internal Server Error at db-primary-7.internal: password=hunter2</body></html>";
  const withHandler = async (handler: Parameters<FakeUpstream["handle"]>[0], run: () => Promise<void>) => {
    fake.upstream.handle(handler);
    try {
      await run();
    } finally {
      fake.upstream.handle(async (req, res) => json(res, 200, { ok: true, path: req.url }));
    }
  };

  it("a 5xx HTML page → 502 {detail} JSON; the page is logged, never sent", async () => {
    await withHandler(
      (_req, res) => {
        res.writeHead(500, { "content-type": "text/html" });
        res.end(HTML);
      },
      async () => {
        const res = await handleUpstreamProxy(req("broken", { cookie: await cookieFor("team") }), deps());
        expect(res.status).toBe(502);
        expect(res.headers.get("content-type")).toMatch(/json/);
        const text = await res.text();
        expect(JSON.parse(text)).toEqual({ detail: "The back-office service failed to answer the request." });
        expect(text).not.toContain("db-primary");
        const logged = fake.log.lines().find((l) => l.msg === "upstream error answer withheld");
        expect(logged).toMatchObject({ status: 500, upstream_body: HTML });
      },
    );
  });

  it("a 5xx JSON answer is withheld too (503 → 502 {detail})", async () => {
    await withHandler(
      (_req, res) => json(res, 503, { detail: "maintenance", trace: "File /srv/app.py line 12" }),
      async () => {
        const res = await handleUpstreamProxy(req("broken", { cookie: await cookieFor("team") }), deps());
        expect(res.status).toBe(502);
        expect(await res.json()).toEqual({ detail: "The back-office service failed to answer the request." });
      },
    );
  });

  it("a non-JSON 4xx keeps its status with {detail}; a JSON 4xx passes unchanged", async () => {
    await withHandler(
      (_req, res) => {
        res.writeHead(404, { "content-type": "text/html" });
        res.end("<h1>Not Found</h1><p>nginx/1.25</p>");
      },
      async () => {
        const res = await handleUpstreamProxy(req("broken", { cookie: await cookieFor("team") }), deps());
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ detail: "The back-office service sent an unexpected answer." });
      },
    );
    await withHandler(
      (_req, res) => {
        res.writeHead(400, { "content-type": "application/json" });
        res.end("{not json");
      },
      async () => {
        const res = await handleUpstreamProxy(req("broken", { cookie: await cookieFor("team") }), deps());
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ detail: "The back-office service sent an unexpected answer." });
      },
    );
    await withHandler(
      (_req, res) => json(res, 400, { new_email: ["An account with this email already exists."] }),
      async () => {
        const res = await handleUpstreamProxy(req("broken", { cookie: await cookieFor("team") }), deps());
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ new_email: ["An account with this email already exists."] });
      },
    );
  });
});

describe("hostile paths and methods", () => {
  // TRACE itself cannot be built as a fetch Request: the end-to-end probe (hostile-probes.spec.ts) sends it to the server.
  it("methods outside the table's (OPTIONS, PROPFIND, PURGE) → 405 with Allow, no upstream call", async () => {
    const cookie = await cookieFor("all");
    for (const method of ["OPTIONS", "PROPFIND", "PURGE"]) {
      const res = await handleUpstreamProxy(req("items", { method, cookie }), deps());
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, POST, PUT, PATCH, DELETE");
    }
    expect(fake.upstream.calls).toHaveLength(0);
  });

  it("bad percent encoding or a NUL in a segment → 404, no upstream call", async () => {
    const cookie = await cookieFor("all");
    for (const path of ["%ZZ", "items/%ZZ", "items/%E0%A4%A", "items/%00", "items/a%00b"]) {
      const res = await handleUpstreamProxy(req(path, { cookie }), deps());
      expect(res.status, path).toBe(404);
    }
    expect(fake.upstream.calls).toHaveLength(0);
  });
});

describe("sensitive rows (same-origin and audited whatever the method)", () => {
  it("a sensitive GET without a same-origin signal → 403, no upstream call", async () => {
    const cookie = await cookieFor("team");
    for (const headers of [{}, { "sec-fetch-site": "cross-site" }, { origin: "https://evil.example" }] as Record<string, string>[]) {
      const res = await handleUpstreamProxy(req("login-as?account_id=12", { cookie, headers }), deps());
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(fake.upstream.calls).toHaveLength(0);
  });

  it("a same-origin sensitive GET goes through with one audit line naming the ids", async () => {
    const cookie = await cookieFor("team");
    const res = await handleUpstreamProxy(req("login-as?account_id=12", { cookie, headers: { "sec-fetch-site": "same-origin" } }), deps());
    expect(res.status).toBe(200);
    const audits = fake.log.lines().filter((l) => l.audit === true);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ method: "GET", route: "login-as", object_ids: { account_id: "12" }, staff_email: DEMO.team, status: 200 });
  });

  it("an ordinary GET needs no same-origin signal and writes no audit line", async () => {
    const res = await handleUpstreamProxy(req("items/3", { cookie: await cookieFor("team") }), deps());
    expect(res.status).toBe(200);
    expect(fake.log.lines().filter((l) => l.audit === true)).toHaveLength(0);
  });

  it("login-as-customer (GET impersonate/) is a sensitive row of the real table", async () => {
    const { UPSTREAM_ROUTES } = await import("@/lib/upstream-routes");
    const row = UPSTREAM_ROUTES.find((r) => r.path === "impersonate/");
    expect(row).toMatchObject({ method: "GET", sensitive: true });
    const res = await handleUpstreamProxy(req("impersonate/?account_id=1", { cookie: await cookieFor("team") }), { config: fake.config, logger: fake.log.logger });
    expect(res.status).toBe(403);
    expect(fake.upstream.calls).toHaveLength(0);
  });
});

describe("streaming", () => {
  it("a CSV export streams through with its content headers; upstream cookies stay behind", async () => {
    fake.upstream.handle((_req, res) => {
      res.writeHead(200, { "content-type": "text/csv", "content-disposition": 'attachment; filename="export.csv"', "set-cookie": "upstream=1" });
      res.write("id,name\n");
      setTimeout(() => res.end("1,Rex\n"), 50);
    });
    try {
      const res = await handleUpstreamProxy(req("export.csv", { cookie: await cookieFor("team"), headers: { accept: "text/csv" } }), deps());
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv");
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="export.csv"');
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(fake.upstream.calls[0]!.headers.accept).toBe("text/csv");
      const reader = res.body!.getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toBe("id,name\n");
      let rest = "";
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        rest += new TextDecoder().decode(value);
      }
      expect(rest).toBe("1,Rex\n");
    } finally {
      fake.upstream.handle(async (req, res) => json(res, 200, { ok: true, path: req.url }));
    }
  });
});

describe("logging", () => {
  it("one request line with id, staff email, method, path, status and duration; the token never appears", async () => {
    await handleUpstreamProxy(req("items/3", { cookie: await cookieFor("admin"), headers: { "x-request-id": "req-123" } }), deps());
    const lines = fake.log.lines().filter((l) => l.msg === "request");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      request_id: "req-123",
      staff_email: DEMO.admin,
      method: "GET",
      path: "/api/upstream/items/3",
      status: 200,
      route: "GET items/:id",
    });
    expect(lines[0]!.duration_ms).toEqual(expect.any(Number));
    expect(fake.log.text()).not.toContain(TOKEN);
    expect(fake.log.text()).not.toContain("bark_session");
  });

  it("the redaction list covers secrets whatever the logger is handed", () => {
    fake.log.logger.info({ password: "hunter2-secret", token: "tok-secret", code: "123456", headers: { authorization: "Token tok-secret", cookie: "bark_session=x" }, body: { totp: "654321", password_confirm: "hunter2-secret" } }, "x");
    const text = fake.log.text();
    for (const secret of ["hunter2-secret", "tok-secret", "123456", "654321", "bark_session=x"]) expect(text).not.toContain(secret);
  });
});

describe("withStaff (route-handler wrapper)", () => {
  const handler = withStaff(async ({ account }) => Response.json({ email: account.email }), { capability: "manageUsers", deps: () => ({ config: fake.config, logger: fake.log.logger }) });
  const ctx = { params: Promise.resolve({}) };
  const r = (cookie?: string, method = "GET") => new Request("http://localhost:3000/api/x", { method, headers: { host: "localhost:3000", ...(cookie ? { cookie } : {}) } });

  it("401 anonymous, 401 daily_login_expired with the cookie cleared, 403 for a role that may not, 200 otherwise", async () => {
    expect((await handler(r(), ctx)).status).toBe(401);
    const expired = await handler(r(await cookieFor("admin", { entryDay: yesterday(fake.config) })), ctx);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ detail: "Daily login expired", code: "daily_login_expired" });
    expect(sessionSetCookie(expired)).toMatch(/Max-Age=0/i);
    expect((await handler(r(await cookieFor("team")), ctx)).status).toBe(403);
    const ok = await handler(r(await cookieFor("ops")), ctx);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(await ok.json()).toEqual({ email: DEMO.ops });
    expect((await handler(r(await cookieFor("ops"), "POST"), ctx)).status).toBe(403);
  });

  it("a handler using the server components' helpers answers JSON for their redirect() and notFound(), never a redirect to a page (was: 307 to session-gone for a revoked token)", async () => {
    const { redirect, notFound } = await import("next/navigation");
    const { SESSION_GONE_PATH } = await import("@/server/bff/upstream/upstream");
    const deps = () => ({ config: fake.config, logger: fake.log.logger });
    const throwing = (fail: () => never, notFoundDetail?: string) => withStaff(async () => fail(), { deps, notFoundDetail });
    // The upstream refused the token (upstreamCall's redirect): the session destroyed, the proxy's 401.
    const gone = await throwing(() => redirect(`${SESSION_GONE_PATH}?next=%2Fapi%2Ftimeline%2F1`))(r(await cookieFor("team")), ctx);
    expect(gone.status).toBe(401);
    expect(await gone.json()).toEqual(SESSION_ENDED);
    expect(sessionSetCookie(gone)).toMatch(/Max-Age=0/i);
    expect(gone.headers.get("location")).toBeNull();
    const missing = await throwing(() => notFound(), "Customer not found.")(r(await cookieFor("team")), ctx);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: "Customer not found." });
    const refused = await throwing(() => redirect("/unauthorized"))(r(await cookieFor("team")), ctx);
    expect(refused.status).toBe(403);
    // Any other error goes on (Next's own 500 page for a route handler).
    await expect(throwing(() => {
      throw new Error("boom");
    })(r(await cookieFor("team")), ctx)).rejects.toThrow("boom");
  });
});

describe("idempotency key (issue 10)", () => {
  it("an idempotent row passes the Idempotency-Key header through, scoped to the staff member (issue 19); another row drops it", async () => {
    const routes = [
      routeOf(endpoint({ method: "POST", path: "refunds", capability: "customerAccountActions", body: z.object({}), response: z.unknown(), browser: true, idempotent: true })),
      route("POST", "reset", "customerLookup", { body: z.object({}) }),
    ];
    const cookie = await cookieFor("team");
    const headers = { origin: "http://localhost:3000", "Idempotency-Key": "refund-key-1" };
    const a = await handleUpstreamProxy(req("refunds", { method: "POST", cookie, body: "{}", headers }), deps({ routes }));
    expect(a.status).toBe(200);
    expect(fake.upstream.calls.at(-1)!.headers["idempotency-key"]).toMatch(/^[0-9a-f]{16}\.refund-key-1$/);
    const b = await handleUpstreamProxy(req("reset", { method: "POST", cookie, body: "{}", headers }), deps({ routes }));
    expect(b.status).toBe(200);
    expect(fake.upstream.calls.at(-1)!.headers["idempotency-key"]).toBeUndefined();
  });
});

describe("idempotency key: every idempotent descriptor's row (lib/contract/idempotency.ts)", () => {
  const idempotent = idempotentDescriptors();
  it("every idempotent descriptor is an idempotent row of the real table", () => {
    for (const d of idempotent) {
      const row = UPSTREAM_ROUTES.find((r) => r.method === d.endpoint.method && r.path === d.endpoint.path);
      expect(row?.idempotent, d.name).toBe(d.endpoint.idempotent);
    }
  });

  for (const d of idempotent) {
    it(`${d.name}: 400 "${IDEMPOTENCY_KEY_REQUIRED}" without a well-formed browser key (${d.required ? "none, " : ""}over 180 characters, a space), no upstream call; a good key goes upstream scoped${d.required ? "" : "; none goes upstream without one"}`, async () => {
      const input = d.input as { params?: Record<string, unknown>; body?: unknown; query?: Record<string, unknown> };
      const cookie = await cookieFor("all");
      const send = (headers: Record<string, string>) =>
        handleUpstreamProxy(
          req(proxyPath(d.endpoint, input).replace(/^\/api\/upstream\//, ""), {
            method: d.endpoint.method,
            cookie,
            body: input.body === undefined ? undefined : JSON.stringify(input.body),
            headers: { origin: "http://localhost:3000", ...headers },
          }),
          deps({ routes: UPSTREAM_ROUTES }),
        );
      const badKeys: Record<string, string>[] = [...(d.required ? [{}] : []), { [IDEMPOTENCY_KEY_HEADER]: "k".repeat(181) }, { [IDEMPOTENCY_KEY_HEADER]: "two words" }];
      for (const headers of badKeys) {
        const res = await send(headers);
        expect(res.status, JSON.stringify(headers)).toBe(400);
        expect(await res.json()).toEqual({ detail: IDEMPOTENCY_KEY_REQUIRED });
      }
      expect(fake.upstream.calls).toHaveLength(0);
      const ok = await send({ [IDEMPOTENCY_KEY_HEADER]: "k".repeat(180) });
      expect(ok.status).toBe(200);
      expect(fake.upstream.calls.at(-1)!.headers["idempotency-key"]).toMatch(/^[0-9a-f]{16}\.k{180}$/);
      if (!d.required) {
        const none = await send({});
        expect(none.status).toBe(200);
        expect(fake.upstream.calls.at(-1)!.headers["idempotency-key"]).toBeUndefined();
      }
    });
  }
});
