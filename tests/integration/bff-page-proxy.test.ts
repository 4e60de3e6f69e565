/**
 * proxy.ts's logic (server/bff/proxy/page-proxy.ts) on real NextRequest objects: the early redirects, the
 * Unauthorized rewrite, "Invalid domain name", and the security headers with a per-request nonce.
 */
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { BffConfig } from "@/server/bff/config/config-core";
import { pageProxy } from "@/server/bff/proxy/page-proxy";
import { ACCOUNTS, captureLogger, sessionCookie, sessionSetCookie, testConfig, yesterday } from "../support/bff";
import { DEMO } from "../support/demo-staff";

let config: BffConfig;
beforeAll(() => {
  config = testConfig("http://127.0.0.1:9", { DEV_API_BASE_URL: "http://127.0.0.1:9/api/", DEV_AUTH_BASE_URL: "http://127.0.0.1:9/auth/" });
});

function page(path: string, opts: { cookie?: string; host?: string; headers?: Record<string, string> } = {}) {
  const host = opts.host ?? "localhost:3000";
  return new NextRequest(`http://${host}${path}`, { headers: { host, ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers } });
}
const run = (r: NextRequest) => pageProxy(r, { config });
const cookieOf = (account: keyof typeof ACCOUNTS, entryDay?: string) =>
  sessionCookie(config, { token: "t0k", account: ACCOUNTS[account], ...(entryDay ? { entryDay } : {}) });

const passes = (res: Response) => res.headers.get("x-middleware-next") === "1";
const rewrittenTo = (res: Response) => res.headers.get("x-middleware-rewrite");

describe("proxy.ts", () => {
  it("unknown host → 400 Invalid domain name, for pages and /api", async () => {
    const p = await run(page("/customer-lookup", { host: "evil.example.com" }));
    expect(p.status).toBe(400);
    expect(await p.text()).toBe("Invalid domain name");
    // Any /api path: the page proxy passes them all on (no descriptor involved).
    const a = await run(page("/api/upstream/accounts", { host: "evil.example.com" }));
    expect(a.status).toBe(400);
    expect(await a.json()).toEqual({ detail: "Invalid domain name" });
  });

  it("no session → /login?next=<path+search>", async () => {
    const res = await run(page("/customer-lookup/12__Jane_Doe?tab=orders"));
    expect(res.status).toBe(307);
    expect(new URL(res.headers.get("location")!).pathname + new URL(res.headers.get("location")!).search).toBe(
      "/login?next=%2Fcustomer-lookup%2F12__Jane_Doe%3Ftab%3Dorders",
    );
    const home = await run(page("/"));
    expect(new URL(home.headers.get("location")!).pathname).toBe("/login");
  });

  it.each<Record<string, string>>([
    { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
    { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" },
    { "x-nextjs-data": "1" },
    { rsc: "1" },
  ])("bypass headers gain nothing: %o → still redirected", async (headers) => {
    const res = await run(page("/discounts", { headers }));
    expect(res.status).toBe(307);
    expect(new URL(res.headers.get("location")!).pathname).toBe("/login");
  });

  it("public pages pass without a session; a signed-in user on a login-only page goes to /", async () => {
    for (const p of ["/login", "/resetpassword", "/reset-password/1/abc"]) expect(passes(await run(page(p))), p).toBe(true);
    const signedIn = await run(page("/login?next=/x", { cookie: await cookieOf("team") }));
    expect(signedIn.status).toBe(307);
    expect(new URL(signedIn.headers.get("location")!).pathname).toBe("/");
  });

  it("a day-old session → cookie cleared and /session-expired; /login then shows (not bounced to /)", async () => {
    const old = await cookieOf("admin", yesterday(config));
    const res = await run(page("/customer-lookup", { cookie: old }));
    expect(res.status).toBe(307);
    expect(new URL(res.headers.get("location")!).pathname).toBe("/session-expired");
    expect(sessionSetCookie(res)).toMatch(/Max-Age=0/i);
    expect(passes(await run(page("/session-expired", { cookie: old })))).toBe(true);
    expect(passes(await run(page("/login", { cookie: old })))).toBe(true);
  });

  it("a role the table does not allow → the Unauthorized page (rewrite)", async () => {
    const team = await cookieOf("team");
    for (const p of ["/discounts", "/promotions", "/user-management", "/manage-data"]) {
      const res = await run(page(p, { cookie: team }));
      expect(rewrittenTo(res), p).toMatch(/\/unauthorized$/);
      expect(res.status, p).toBe(403);
    }
    expect(passes(await run(page("/customer-lookup", { cookie: team })))).toBe(true);
    expect(passes(await run(page("/", { cookie: team })))).toBe(true);
    const guest = await cookieOf("guest");
    expect(rewrittenTo(await run(page("/", { cookie: guest })))).toMatch(/\/unauthorized$/);
    expect(rewrittenTo(await run(page("/customer-lookup", { cookie: guest })))).toMatch(/\/unauthorized$/);
    const all = await cookieOf("all");
    expect(passes(await run(page("/promotions", { cookie: all })))).toBe(true);
  });

  it("a page path ending in a file extension is still a page: method, session and role checked, one log line", async () => {
    // A dynamic last segment takes any text: Next routes these to the page, so the guard must run.
    const team = await cookieOf("team");
    for (const p of ["/promotions/1.js", "/discounts/5.css", "/product-items/update-product-items/3.txt", "/discounts/batches/2.map"]) {
      const res = await run(page(p, { cookie: team }));
      expect(rewrittenTo(res), p).toMatch(/\/unauthorized$/);
      expect(res.status, p).toBe(403);
      const anonymous = await run(page(p));
      expect(anonymous.status, p).toBe(307);
      expect(new URL(anonymous.headers.get("location")!).pathname, p).toBe("/login");
    }
    expect(passes(await run(page("/discount-lookup/9.svg", { cookie: team })))).toBe(true);
    const customer = await run(page("/customer-lookup/12__Jane_Doe.txt"));
    expect(customer.status).toBe(307);
    expect(new URL(customer.headers.get("location")!).pathname).toBe("/login");
    const post = await run(new NextRequest("http://localhost:3000/promotions/1.js", { method: "POST", headers: { host: "localhost:3000", cookie: team } }));
    expect(post.status).toBe(405);
    // A browser's own form submit (a kit form sent before its page's scripts ran, POST since the review of
    // secrets: a GET put the password in the URL): back to the page by GET, the body unread; other POSTs 405.
    for (const [path, type] of [["/login", "application/x-www-form-urlencoded"], ["/reset-password/7/key", "multipart/form-data; boundary=x"]] as const) {
      const submit = await run(new NextRequest(`http://localhost:3000${path}`, { method: "POST", body: "email=a%40b.c&password=secret", headers: { host: "localhost:3000", "sec-fetch-mode": "navigate", "content-type": type } }));
      expect(submit.status, path).toBe(303);
      expect(new URL(submit.headers.get("location")!, "http://localhost:3000").pathname, path).toBe(path);
      expect(submit.headers.get("location")).not.toContain("secret");
    }
    const withNext = await run(new NextRequest("http://localhost:3000/login?next=%2Fdiscounts", { method: "POST", body: "password=secret", headers: { host: "localhost:3000", "sec-fetch-mode": "navigate", "content-type": "application/x-www-form-urlencoded" } }));
    expect(withNext.headers.get("location")).toBe("/login?next=%2Fdiscounts");
    const script = await run(new NextRequest("http://localhost:3000/login", { method: "POST", body: "{}", headers: { host: "localhost:3000", "sec-fetch-mode": "cors", "content-type": "application/json" } }));
    expect(script.status).toBe(405);
    const log = captureLogger();
    await pageProxy(page("/promotions/1.js", { cookie: team }), { config, logger: log.logger });
    expect(log.lines().filter((l) => l.msg === "page").map((l) => [l.path, l.decision])).toEqual([["/promotions/1.js", "unauthorized"]]);
    // Files that are no page still pass without a session (a favicon, the app icon, robots.txt, Next's assets).
    for (const p of ["/favicon.ico", "/icon.svg", "/robots.txt", "/_next/static/chunks/app.js"]) expect(passes(await run(page(p))), p).toBe(true);
  });

  it("/api/** passes to its handler (which checks again) with Cache-Control: no-store", async () => {
    // Any /api path: the page proxy passes them all on (no descriptor involved).
    const res = await run(page("/api/upstream/accounts"));
    expect(passes(res)).toBe(true);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("security headers: a fresh CSP nonce per request (also handed to Next on the request), frame-ancestors 'none', nosniff, Referrer-Policy", async () => {
    const cookie = await cookieOf("team");
    const a = await run(page("/customer-lookup", { cookie }));
    const b = await run(page("/customer-lookup", { cookie }));
    const csp = a.headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(b.headers.get("content-security-policy")).not.toBe(csp);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(a.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(a.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
    expect(a.headers.get("referrer-policy")).toBe("same-origin");
    expect(a.headers.get("strict-transport-security")).toBeNull();
  });

  it("one log line per page request: who, path, and the guard's decision", async () => {
    const log = captureLogger();
    const team = await cookieOf("team");
    await pageProxy(page("/discounts", { cookie: team }), { config, logger: log.logger });
    await pageProxy(page("/customer-lookup", { cookie: team }), { config, logger: log.logger });
    await pageProxy(page("/customer-lookup"), { config, logger: log.logger });
    const lines = log.lines().filter((l) => l.msg === "page");
    expect(lines.map((l) => [l.staff_email, l.path, l.decision, l.status ?? null])).toEqual([
      [DEMO.team, "/discounts", "unauthorized", 403],
      [DEMO.team, "/customer-lookup", "pass", null],
      [null, "/customer-lookup", "redirect", 307],
    ]);
    expect(lines[0]!.request_id).toEqual(expect.any(String));
    expect(log.text()).not.toContain("t0k");
  });

  it("HSTS outside local", async () => {
    const res = await run(page("/login", { host: "dev.backoffice.example" }));
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("the path the user asked for is handed to the page (for a later sign-in redirect); a forged one is replaced", async () => {
    const res = await run(page("/customer-lookup?search=rex", { cookie: await cookieOf("team"), headers: { "x-bark-path": "//evil.com" } }));
    expect(res.headers.get("x-middleware-request-x-bark-path")).toBe("/customer-lookup?search=rex");
  });
});
