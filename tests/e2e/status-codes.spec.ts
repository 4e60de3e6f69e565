/**
 * HTTP statuses and headers as a client sees them (issue 7 "Correct statuses and small gaps"):
 * with a valid session, a missing customer's page answers 404 with the 404 page and an existing one
 * 200 (docs/architecture.md "Status codes of entity pages"); static files and their 404s carry the
 * security headers the pages have.
 */
import { customerChangelogPath, customerPath } from "../../lib/customers/paths";
import { TEXT } from "./support/accounts";
import { expect, test, type APIResponse } from "./support/fixtures";

/** A customer id far past the seeded ones (60 generated from 1001, the scenarios below). */
const MISSING_ID = 999_999;

function expectSecurityHeaders(res: APIResponse) {
  const h = res.headers();
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBe("same-origin");
  expect(h["x-frame-options"]).toBe("DENY");
  expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
}

test.describe("entity pages with a valid session", () => {
  // The saved Team Member sign-in.
  test.use({ role: "team" });

  test("an existing customer answers 200, a missing one 404 with the 404 page", async ({ page, api }) => {
    const customer = await api.scenario("complete");

    for (const path of [customerPath(customer), customerChangelogPath(customer.id)]) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
    }

    for (const path of [`/customer-lookup/${MISSING_ID}__Nobody_Here`, `/customer-lookup/${MISSING_ID}`, customerChangelogPath(MISSING_ID)]) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain(TEXT.notFoundTitle);
      expectSecurityHeaders(res);
    }
  });

  test("an unparsable customer segment answers 404", async ({ page }) => {
    for (const path of ["/customer-lookup/abc", "/customer-lookup/%ZZ", "/customer-lookup/0", "/customer-lookup/abc/changelog", "/customer-lookup/%ZZ/changelog"]) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain(TEXT.notFoundTitle);
    }
  });

  test("the browser shows the 404 page with status 404", async ({ page, asRole }) => {
    const res = await page.goto(`/customer-lookup/${MISSING_ID}__Nobody_Here`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: TEXT.notFoundTitle })).toBeVisible();
    // Inside the shell: one main landmark (not a second nested in the shell's), the 404 title, not
    // the name typed in the address, and the way back to Customer Lookup.
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(TEXT.notFoundTitle));
    await expect(page.getByRole("link", { name: "Back to Customer Lookup" })).toHaveAttribute("href", "/customer-lookup");
    // Another page of the shell (a missing discount, as an Admin): the same, back to Home.
    const admin = await asRole("admin");
    await admin.goto("/discounts/999999999");
    await expect(admin.getByRole("heading", { name: TEXT.notFoundTitle })).toBeVisible();
    await expect(admin.getByRole("main")).toHaveCount(1);
    await expect(admin.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    // Outside the shell (an unmatched path) the page is its own main.
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: TEXT.notFoundTitle })).toBeVisible();
    await expect(page.getByRole("main")).toHaveCount(1);
  });
});

test.describe("security headers of static files", () => {
  test("a built script, a public file and a static 404 carry them", async ({ page, request }) => {
    await page.goto("/login");
    const script = await page.locator("script[src^='/_next/static/']").first().getAttribute("src");
    expect(script).toBeTruthy();

    const asset = await request.get(script!);
    expect(asset.status()).toBe(200);
    expectSecurityHeaders(asset);

    const icon = await request.get("/icon.svg");
    expect(icon.status()).toBe(200);
    expectSecurityHeaders(icon);

    for (const path of ["/_next/static/chunks/no-such-chunk.js", "/_next/static/no-such-file", "/no-such-file.css"]) {
      const missing = await request.get(path, { maxRedirects: 0 });
      expect(missing.status(), path).toBe(404);
      expectSecurityHeaders(missing);
    }
  });
});
