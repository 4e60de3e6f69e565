/**
 * Spec 02 §7 spells the staff-user calls apart: `GET /bark_user/` (the list, paginated, searchable)
 * and `POST bark_user` / `PUT bark_user` (add, activate/deactivate). An upstream that serves them
 * as written answers a list sent to `bark_user` from its write view (a 405) or with a redirect
 * (the BFF's 502). What the upstream receives, from the browser through the proxy.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { callApi } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { handleUpstreamProxy } from "@/server/bff/proxy/bff-proxy";
import { ACCOUNTS, fakeUpstreamSuite, json, sessionCookie } from "../support/bff";

const TOKEN = "tok_staff_paths_0123456789abcdef0123456789";
const HOST = "localhost:3000";
const USER = { id: 7, first_name: "Ann", last_name: "Lee", email: "ann+bark@example.com", is_active: true, groups: [{ name: "BarkTeamMember" }], created: "2026-01-01T10:00:00Z", last_updated: "2026-01-01T10:00:00Z", version: 1 };

const fake = fakeUpstreamSuite((req, res) =>
  req.method === "GET" ? json(res, 200, { next: null, previous: null, count: 1, results: [USER] }) : json(res, req.method === "POST" ? 201 : 200, USER),
);
const sent = () => fake.upstream.calls.map((c) => `${c.method} ${c.url.split("?")[0]}`);

/** The browser's fetch, answered by the proxy's handler as app/api/upstream/[...path] would (same-origin, signed in as the Admin). */
async function browserThroughProxy(): Promise<void> {
  const cookie = await sessionCookie(fake.config, { token: TOKEN, account: ACCOUNTS.admin });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("host", HOST);
    headers.set("cookie", cookie);
    headers.set("origin", `http://${HOST}`);
    return handleUpstreamProxy(new Request(`http://${HOST}${url}`, { ...init, headers }), { config: fake.config, logger: fake.log.logger });
  });
}

/** A request written by hand (an old link, a script): the path as given. */
async function proxied(path: string, method = "GET", body?: unknown): Promise<Response> {
  const cookie = await sessionCookie(fake.config, { token: TOKEN, account: ACCOUNTS.admin });
  const headers: Record<string, string> = { host: HOST, cookie, ...(method === "GET" ? {} : { origin: `http://${HOST}`, "content-type": "application/json" }) };
  return handleUpstreamProxy(new Request(`http://${HOST}/api/upstream/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }), {
    config: fake.config,
    logger: fake.log.logger,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("the staff-user calls as the upstream receives them (spec 02 §7)", () => {
  it("the browser's Manage Users list is GET bark_user/ (with its slash); adding and (de)activating a user are POST and PUT bark_user", async () => {
    await browserThroughProxy();
    const page = await callApi(endpoints.listStaffUsers, { query: { page: 2, search: "ann" } });
    expect(page.results.map((u) => u.email)).toEqual([USER.email]);
    await callApi(endpoints.createStaffUser, { body: { first_name: "Ann", last_name: "Lee", email: USER.email, is_active: true, group_name: "BarkTeamMember" } });
    await callApi(endpoints.updateStaffUser, { body: { email: USER.email, is_active: false, version: 1 } });
    expect(sent()).toEqual(["GET /api/bark_user/", "POST /api/bark_user", "PUT /api/bark_user"]);
    expect(new URL(fake.upstream.calls[0]!.url, "http://x").searchParams.get("search")).toBe("ann");
  });

  it("whatever trailing slash the browser writes, the upstream gets the descriptor's spelling", async () => {
    expect((await proxied("bark_user?page=2&search=ann")).status).toBe(200);
    expect((await proxied("bark_user/?page=2")).status).toBe(200);
    const create = { first_name: "Ann", last_name: "Lee", email: USER.email, is_active: true, group_name: "BarkTeamMember" };
    expect((await proxied("bark_user/", "POST", create)).status).toBe(201);
    expect((await proxied("bark_user/", "PUT", { email: USER.email, is_active: true, version: 1 })).status).toBe(200);
    expect(sent()).toEqual(["GET /api/bark_user/", "GET /api/bark_user/", "POST /api/bark_user", "PUT /api/bark_user"]);
  });
});
