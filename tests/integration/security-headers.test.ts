/**
 * Security headers on every answer (issue 7): the embedded API's (nosniff, no-store, …) through
 * app.request(), and proxy.ts's on static files, from the one list in lib/security-headers.mjs.
 * tests/e2e/status-codes.spec.ts checks a built app's static asset and static 404.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HSTS_VALUE, NO_CONTENT_CSP, STATIC_SECURITY_HEADERS } from "@/lib/security-headers.mjs";
import type { BffConfig } from "@/server/bff/config/config-core";
import { pageProxy } from "@/server/bff/proxy/page-proxy";
import { testConfig } from "../support/bff";
import { createTestBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { authEndpoints } from "@/lib/contract/auth";
import { endpoints } from "@/lib/contract/endpoints";
import { endpointPath } from "../support/api-client";

function expectStaticHeaders(res: Response) {
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
}

describe("the one header list", () => {
  it("has nosniff, Referrer-Policy and X-Frame-Options", () => {
    expect(STATIC_SECURITY_HEADERS).toMatchObject({ "x-content-type-options": "nosniff", "referrer-policy": "same-origin", "x-frame-options": "DENY" });
  });

  it("next.config.mjs sets exactly that list on every path", async () => {
    const configUrl = pathToFileURL(path.resolve(__dirname, "../../next.config.mjs")).href;
    const { default: nextConfig } = (await import(/* @vite-ignore */ configUrl)) as { default: { headers: () => Promise<{ source: string; headers: { key: string; value: string }[] }[]> } };
    const rules = await nextConfig.headers();
    expect(rules).toEqual([{ source: "/:path*", headers: Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value })) }]);
  });
});

describe(`embedded API security headers (${TEST_DB_DRIVER})`, () => {
  let b: TestBackend;
  let token: string;

  beforeAll(async () => {
    b = await createTestBackend();
    token = await b.demoToken("admin");
  });
  afterAll(async () => {
    await b?.close();
  });

  it.each([
    ["an authenticated answer", endpoints.listStaffUsers.method, endpointPath(endpoints.listStaffUsers), true, 200],
    ["a refused answer", endpoints.listStaffUsers.method, endpointPath(endpoints.listStaffUsers), false, 401],
    // A path of no descriptor on purpose.
    ["an unknown path", "GET", "/api/no-such-thing/", true, 404],
    ["a sign-in failure", authEndpoints.login.method, endpointPath(authEndpoints.login), false, 400],
    ["the health check", "GET", "/health", false, 200],
  ] as const)("%s carries nosniff, the frame and referrer rules, a no-content CSP and no-store", async (_name, method, path, signedIn, status) => {
    const res = await b.call(method, path, { ...(signedIn ? { token } : {}), ...(method === "POST" ? { body: {} } : {}) });
    expect(res.status).toBe(status);
    expectStaticHeaders(res);
    expect(res.headers.get("content-security-policy")).toBe(NO_CONTENT_CSP);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("proxy.ts on static files", () => {
  let config: BffConfig;
  beforeAll(() => {
    config = testConfig("http://127.0.0.1:9", { DEV_API_BASE_URL: "http://127.0.0.1:9/api/", DEV_AUTH_BASE_URL: "http://127.0.0.1:9/auth/" });
  });
  const get = (path: string, host: string) => pageProxy(new NextRequest(`http://${host}${path}`, { headers: { host } }), { config });

  it.each(["/_next/static/chunks/app.js", "/_next/static/no-such-file", "/icon.svg", "/_next/image?url=%2Ficon.svg&w=64&q=75"])(
    "%s passes without a session, with the security headers (HSTS outside local)",
    async (path) => {
      const local = await get(path, "localhost:3000");
      expect(local.headers.get("x-middleware-next")).toBe("1");
      expectStaticHeaders(local);
      expect(local.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(local.headers.get("strict-transport-security")).toBeNull();

      const dev = await get(path, "dev.bark.example.com");
      expect(dev.headers.get("x-middleware-next")).toBe("1");
      expect(dev.headers.get("strict-transport-security")).toBe(HSTS_VALUE);
    },
  );
});
