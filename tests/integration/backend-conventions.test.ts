/**
 * Conventions every embedded-API endpoint follows (issue 2 "Conventions"; the role table, environments and paging):
 * 401/403 {detail}, paging shape, malformed JSON, unknown paths, trailing slashes, /health, the
 * request log, and one pass through a real listening port.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@/server/backend/auth/password";
import { staffUsers } from "@/server/backend/db/schema";
import { createLogger } from "@/server/backend/logger";
import { Writable } from "node:stream";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import type { ApiEndpoint } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import type { UncheckedArgs } from "../support/api-client";
import { authEndpoints } from "@/lib/contract/auth";
import { DEMO } from "../support/demo-staff";

type Page = { next: string | null; previous: string | null; count: number; results: Record<string, unknown>[] };
const EXTRA = 25;

describe(`embedded API conventions (${TEST_DB_DRIVER})`, () => {
  let b: TestBackend;
  let admin: string;
  let team: string;

  beforeAll(async () => {
    b = await createTestBackend();
    // 8 demo staff + 25 more: 33 users, four pages of 10.
    const passwordHash = await hashPassword("Extra-user-password-1");
    await b.db.insert(staffUsers).values(
      Array.from({ length: EXTRA }, (_, i) => ({
        email: `extra${String(i).padStart(2, "0")}@example.com`,
        firstName: i % 2 ? "Pat" : "Quinn",
        lastName: `Extra${i}`,
        passwordHash,
        groups: ["BarkTeamMember"],
        isActive: i !== 3,
      })),
    );
    admin = await b.tokenFor(DEMO.admin);
    team = await b.tokenFor(DEMO.team);
  });
  afterAll(async () => b?.close());

  const answer = async (res: Response) => ({ status: res.status, json: (await res.json()) as Record<string, unknown>, type: res.headers.get("content-type") });
  /** A GET of the descriptor with any query (this file sends invalid ones on purpose). */
  const getJson = async <E extends ApiEndpoint>(endpoint: E, input: UncheckedArgs<E>[0], token?: string) => answer(await b.as({ token }).unchecked(endpoint, ...([input] as UncheckedArgs<E>)));
  /**
   * A GET of a path written by hand: only the deliberate path variants (trailing slash, unknown
   * path), and the paging tests, whose links echo the request's path with its trailing slash.
   */
  const getPath = async (path: string, token?: string) => {
    const res = await b.call("GET", path, { token });
    return { status: res.status, json: (await res.json()) as Record<string, unknown>, type: res.headers.get("content-type") };
  };

  describe("authentication on /api/", () => {
    it("answers 401 {detail} without a token", async () => {
      const r = await getJson(endpoints.listStaffUsers, {});
      expect(r.status).toBe(401);
      expect(r.json).toEqual({ detail: "Authentication credentials were not provided." });
    });

    it("answers 401 {detail} with an unknown token or a malformed header", async () => {
      const bad = await getJson(endpoints.listStaffUsers, {}, "0".repeat(40));
      expect(bad.status).toBe(401);
      expect(bad.json).toEqual({ detail: "Invalid token." });
      // unchecked: a token under the wrong scheme on purpose (no descriptor-built token).
      const res = await b.as(null).unchecked(endpoints.listStaffUsers, { headers: { authorization: `Bearer ${admin}` } });
      expect(res.status).toBe(401);
    });

    it("answers 401 once the user is deactivated, even with a token issued before", async () => {
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      await b.db.insert(staffUsers).values({ email: "leaver@example.com", firstName: "Lee", lastName: "Leaver", passwordHash, groups: ["BarkAdmin"] });
      const token = await b.tokenFor("leaver@example.com");
      expect((await getJson(endpoints.listStaffUsers, {}, token)).status).toBe(200);
      const { eq } = await import("drizzle-orm");
      await b.db.update(staffUsers).set({ isActive: false }).where(eq(staffUsers.email, "leaver@example.com"));
      const r = await getJson(endpoints.listStaffUsers, {}, token);
      expect(r.status).toBe(401);
      expect(r.json).toEqual({ detail: expect.any(String) });
      await b.db.delete(staffUsers).where(eq(staffUsers.email, "leaver@example.com"));
    });

    it("answers 403 {detail} from the role table: a Team Member may not manage users", async () => {
      const r = await getJson(endpoints.listStaffUsers, {}, team);
      expect(r.status).toBe(403);
      expect(r.json).toEqual({ detail: "You do not have permission to perform this action." });
    });

    it.each([DEMO.ops, DEMO.all])("lets %s (a Manage Users role) list staff users", async (email) => {
      const token = await b.tokenFor(email);
      expect((await getJson(endpoints.listStaffUsers, {}, token)).status).toBe(200);
    });
  });

  describe("paging and search (GET /api/bark_user/)", () => {
    it("answers {next, previous, count, results} with 10 a page and full URLs", async () => {
      // The paths by hand on purpose: the trailing-slash spelling of GET bark_user and the paging links' own queries, as a browser would follow them.
      const p1 = (await getPath("/api/bark_user/", admin)).json as unknown as Page;
      expect(Object.keys(p1).sort()).toEqual(["count", "next", "previous", "results"]);
      expect(p1.count).toBe(8 + EXTRA);
      expect(p1.results).toHaveLength(10);
      expect(p1.previous).toBeNull();
      expect(p1.next).toBe("http://localhost/api/bark_user/?page=2");

      const p2 = (await getPath("/api/bark_user/?page=2", admin)).json as unknown as Page;
      expect(p2.results).toHaveLength(10);
      expect(p2.previous).toBe("http://localhost/api/bark_user/");
      expect(p2.next).toBe("http://localhost/api/bark_user/?page=3");
      const ids1 = p1.results.map((r) => r.id);
      expect(p2.results.some((r) => ids1.includes(r.id))).toBe(false);

      const p4 = (await getPath("/api/bark_user/?page=4", admin)).json as unknown as Page;
      expect(p4.results).toHaveLength(3);
      expect(p4.next).toBeNull();
      expect(p4.previous).toBe("http://localhost/api/bark_user/?page=3");
    });

    it("returns the documented row shape", async () => {
      const p = (await getJson(endpoints.listStaffUsers, { query: { search: "admin+bark" } }, admin)).json as unknown as Page;
      expect(p.count).toBe(1);
      expect(p.results[0]).toEqual({
        id: expect.any(Number),
        first_name: "Ada",
        last_name: "Admin",
        email: DEMO.admin,
        is_active: true,
        groups: [{ name: "BarkAdmin" }],
        created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        last_updated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        version: expect.any(Number),
      });
    });

    it("searches names and emails case-insensitively and keeps the search in next", async () => {
      const byFirst = (await getPath("/api/bark_user/?search=QUINN", admin)).json as unknown as Page;
      expect(byFirst.count).toBe(13);
      expect(byFirst.next).toBe("http://localhost/api/bark_user/?search=QUINN&page=2");
      const byFull = (await getJson(endpoints.listStaffUsers, { query: { search: "pat extra1" } }, admin)).json as unknown as Page;
      // Pat Extra1, Pat Extra11, 13, 15, 17, 19.
      expect(byFull.count).toBe(6);
      const byEmail = (await getJson(endpoints.listStaffUsers, { query: { search: "EXTRA0" } }, admin)).json as unknown as Page;
      expect(byEmail.results.map((r) => r.email)).toEqual(Array.from({ length: 10 }, (_, i) => `extra0${i}@example.com`));
      const none = (await getJson(endpoints.listStaffUsers, { query: { search: "%" } }, admin)).json as unknown as Page;
      expect(none).toEqual({ next: null, previous: null, count: 0, results: [] });
    });

    it("answers a bad page number with 400, not 500", async () => {
      const r = await getJson(endpoints.listStaffUsers, { query: { page: "abc" } }, admin);
      expect(r.status).toBe(400);
      expect(r.json).toHaveProperty("page");
      expect((await getJson(endpoints.listStaffUsers, { query: { page: "0" } }, admin)).status).toBe(400);
    });
  });

  describe("requests and errors", () => {
    it("answers malformed JSON with 400 {detail}, never 500", async () => {
      // unchecked: malformed JSON and wrong types on purpose.
      const res = await b.as(null).unchecked(authEndpoints.login, { rawBody: '{"email": DEMO.admin, ' });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: expect.stringContaining("JSON") });
      const wrongType = await b.as(null).unchecked(authEndpoints.login, { body: ["not", "an", "object"] });
      expect(wrongType.status).toBe(400);
      const numbers = await b.as(null).unchecked(authEndpoints.login, { body: { email: 5, password: 6 } });
      expect(numbers.status).toBe(400);
      expect(await numbers.json()).toEqual({ email: [expect.any(String)], password: [expect.any(String)] });
    });

    it("answers an unknown path with 404 JSON", async () => {
      // Paths of no descriptor on purpose.
      for (const path of ["/nope", "/api/nope/", "/auth/nope"]) {
        const r = await getPath(path, admin);
        expect(r.status, path).toBe(404);
        expect(r.json).toEqual({ detail: "Not found." });
        expect(r.type).toContain("application/json");
      }
    });

    it("accepts paths with and without a trailing slash", async () => {
      // The paths by hand on purpose: both spellings of each, whatever the descriptor writes.
      for (const path of ["/api/bark_user", "/api/bark_user/"]) expect((await getPath(path, admin)).status, path).toBe(200);
      for (const path of ["/auth/login", "/auth/login/"]) {
        const res = await b.call("POST", path, { body: { email: DEMO.ops, password: DEMO_PASSWORD } });
        expect(res.status, path).toBe(200);
      }
      for (const path of ["/auth/totp", "/auth/totp/", "/auth/password_reset_request/", "/auth/reset_password/"]) {
        const res = await b.call("POST", path, { body: {} });
        expect(res.status, path).toBe(400);
      }
    });

    it("answers /health with 200 when the database answers", async () => {
      const r = await getPath("/health");
      expect(r.status).toBe(200);
      expect(r.json).toEqual({ status: "ok" });
    });

    it("writes one request log line per request, with the staff email and no Authorization", async () => {
      await b.as({ token: admin }).call(endpoints.listStaffUsers, { query: { page: "2" } });
      const line = b
        .logLines()
        .filter((l) => l.msg === "request" && String(l.path).replace(/\/$/, "") === "/api/bark_user")
        .at(-1)!;
      expect(line).toMatchObject({ method: "GET", status: 200, staff_email: DEMO.admin, duration_ms: expect.any(Number) });
      expect(b.logText()).not.toContain(admin);
      expect(b.logText()).not.toContain(team);
      expect(b.logText()).not.toContain(DEMO_PASSWORD);
    });

    it("redacts secret fields when code logs them by mistake", () => {
      const out: string[] = [];
      const logger = createLogger("info", new Writable({ write: (c, _e, done) => (out.push(String(c)), done()) }));
      logger.info({ password: "p-secret-1", token: "t-secret-2", body: { reset_token_key: "k-secret-3", code: "123456" }, headers: { authorization: "Token a-secret-4" } }, "oops");
      const text = out.join("");
      for (const s of ["p-secret-1", "t-secret-2", "k-secret-3", "123456", "a-secret-4"]) expect(text).not.toContain(s);
      expect(text).toContain("[REDACTED]");
    });
  });

  // Dev routes (off by default, links withheld): tests/integration/backend-dev-routes.test.ts.

  it("serves the same API through a real listening port", async () => {
    const server = await b.listen();
    expect(server.port).toBeGreaterThan(0);
    const login = await fetch(`${server.url}/auth/login/`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-application": "bark-backoffice" },
      body: JSON.stringify({ email: DEMO.all, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const list = await fetch(`${server.url}/api/bark_user/?page=2`, { headers: { authorization: `Token ${token}` } });
    expect(list.status).toBe(200);
    const page = (await list.json()) as Page;
    expect(page.next).toBe(`${server.url}/api/bark_user/?page=3`);
    expect(page.previous).toBe(`${server.url}/api/bark_user/`);
    const noToken = await fetch(`${server.url}/api/bark_user/`);
    expect(noToken.status).toBe(401);
    const malformed = await fetch(`${server.url}/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    expect(malformed.status).toBe(400);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    await server.close();
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
  });
});
