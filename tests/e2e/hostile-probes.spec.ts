/**
 * What a hostile probe of the running product (Next + the embedded API) must get: bad percent
 * encoding and unsupported methods are 4xx, never 500, on the proxy and on the pages.
 */
import { expect, test } from "./support/fixtures";

test.describe("hostile probes", () => {
  // With a valid session (the saved Admin sign-in): the probes reach past the sign-in guard.
  test.use({ role: "admin" });

  test("bad percent encoding in a path → 400 or 404, never 500", async ({ page }) => {
    for (const path of ["/api/upstream/%ZZ", "/api/upstream/accounts/%E0%A4%A/update_customer_email", "/customer-lookup/%ZZ", "/customer-lookup/%ZZ/changelog"]) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect([400, 404], `${path} → ${res.status()}`).toContain(res.status());
    }
  });

  test("TRACE and other unsupported methods → 405 on the proxy, the pages and the handlers", async ({ page }) => {
    for (const method of ["TRACE", "PROPFIND"]) {
      for (const path of ["/api/upstream/bark_user", "/customer-lookup", "/api/auth/logout", "/login"]) {
        const res = await page.request.fetch(path, { method, maxRedirects: 0 });
        expect(res.status(), `${method} ${path}`).toBe(405);
        expect(res.headers()["allow"]).toContain("GET");
      }
    }
  });

  test("an upstream call the descriptors do not list → 404 without reaching the upstream", async ({ page }) => {
    // The customer changelog is read by the server pages only (no browser row in lib/contract).
    const res = await page.request.get("/api/upstream/customer_changelog/1");
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ detail: "Not found." });
  });

  test("login-as-customer through the proxy needs a same-origin request", async ({ page }) => {
    // page.request sends no Origin nor Sec-Fetch-Site: the sensitive GET is refused.
    const res = await page.request.get("/api/upstream/impersonate/?account_id=1");
    expect(res.status()).toBe(403);
  });
});
