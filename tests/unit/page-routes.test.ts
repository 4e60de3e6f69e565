/**
 * The page table (lib/pages.ts) and the app/ folder agree, as the endpoint parity test does for the
 * calls: every app/**\/page.tsx has its entry (its folder path, route groups left out, is an entry's
 * pattern) and every entry has its page.tsx. The guard tables derived from it give every page its
 * own access, and the link builders fill and encode every parameter.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_PAGES, fillPattern, matchPage, pages, patternSegments, type PageEntry } from "@/lib/pages";
import { pageFiles } from "../support/page-files";
import { CAPABILITIES, capabilityForPath, isPublicPath, PUBLIC_ROUTE_PREFIXES, ROUTE_GUARDS, ROUTE_SUFFIX_GUARDS } from "@/lib/roles";

const APP_DIR = path.resolve(__dirname, "../../app");

/** A page file's URL pattern: its folders below app/, route groups such as (app) left out. */
function patternOfPageFile(appDir: string, file: string): string {
  const folders = path.relative(appDir, path.dirname(file)).split(path.sep).filter((s) => s && !/^\(.*\)$/.test(s));
  return `/${folders.join("/")}`;
}

/** The two directions of the parity: page files without an entry, entries without a page file. */
function pageParity(appDir: string, patterns: readonly string[]): { withoutEntry: string[]; withoutPage: string[] } {
  const onDisk = pageFiles(appDir).map((f) => patternOfPageFile(appDir, f));
  return {
    withoutEntry: onDisk.filter((p) => !patterns.includes(p)).sort(),
    withoutPage: patterns.filter((p) => !onDisk.includes(p)).sort(),
  };
}

/** An example URL of a page: each parameter "1" (a catch-all, one segment). */
const exampleOf = (route: PageEntry) =>
  fillPattern(route.pattern, Object.fromEntries(patternSegments(route.pattern).flatMap((s) => {
    const name = /^\[{1,2}(?:\.\.\.)?(\w+)\]{1,2}$/.exec(s)?.[1];
    return name ? [[name, s.includes("...") ? ["1"] : "1"]] : [];
  })));

describe("page routes (lib/pages.ts)", () => {
  const patterns = ALL_PAGES.map((p) => p.pattern);

  it("every app/**/page.tsx has an entry and every entry has a page.tsx", () => {
    expect(pageFiles(APP_DIR).length).toBeGreaterThan(30);
    expect(pageParity(APP_DIR, patterns)).toEqual({ withoutEntry: [], withoutPage: [] });
  });

  it("the check flags a page without an entry and an entry without a page", () => {
    const root = mkdtempSync(path.join(tmpdir(), "bark-pages-"));
    try {
      for (const rel of ["(app)/orders/[orderId]/page.tsx", "(public)/login/page.tsx", "page.tsx"]) {
        mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
        writeFileSync(path.join(root, rel), "");
      }
      expect(pageParity(root, ["/", "/login", "/reports"])).toEqual({ withoutEntry: ["/orders/[orderId]"], withoutPage: ["/reports"] });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("declares each pattern once", () => {
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it("each page's example URL opens that page, and the proxy's guard table gives it the page's own capability", () => {
    for (const route of ALL_PAGES) {
      const url = exampleOf(route);
      expect(matchPage(url)?.page, url).toBe(route);
      if (route.access in CAPABILITIES) expect(capabilityForPath(url), url).toBe(route.access);
      expect(isPublicPath(url), url).toBe(route.access === "login-only");
    }
  });

  it("the derived guard tables", () => {
    expect(ROUTE_GUARDS.map((g) => g.prefix).sort()).toEqual(
      ["/audit-log", "/create-user", "/customer-lookup", "/discount-lookup", "/discounts", "/items", "/manage-data", "/product-items", "/product-pricing-nutrient-info", "/promotions", "/search", "/user-management"],
    );
    expect(ROUTE_SUFFIX_GUARDS).toEqual([{ prefix: "/customer-lookup", suffix: "/split-fulfillment", capability: "splitFulfillment" }]);
    expect([...PUBLIC_ROUTE_PREFIXES].sort()).toEqual(["/login", "/reset-password", "/resetpassword"]);
  });

  it("the link builders fill and URL-encode every parameter", () => {
    expect(pages.home.href()).toBe("/");
    expect(pages.items.href()).toBe("/items");
    // @ts-expect-error a page with parameters needs them (checked by tsc)
    expect(pages.order.href()).toBe("/customer-lookup/undefined/order/undefined");
    expect(pages.orderRefund.href({ customerSegment: "42__Zoë_O'Neil", orderId: "A 1" })).toBe("/customer-lookup/42__Zo%C3%AB_O'Neil/order/A%201/refund");
    expect(pages.splitFulfillment.href({ customerSegment: "7", orderId: "1000", fulfillmentId: "F/1" })).toBe("/customer-lookup/7/order/1000/F%2F1/split-fulfillment");
    const claim = { customerSegment: "7", orderId: "1000", fulfillmentId: "F1", petId: "p1", productCode: "SKU 1" };
    expect(pages.claim.href(claim)).toBe("/customer-lookup/7/order/1000/fulfillment/F1/pet/p1/product/SKU%201/claim");
    expect(pages.claim.href({ ...claim, claimId: ["9"] })).toBe("/customer-lookup/7/order/1000/fulfillment/F1/pet/p1/product/SKU%201/claim/9");
    // Each pattern is read once; every later link of it is filled with its own values.
    expect(pages.order.href({ customerSegment: 19, orderId: "1000188" })).toBe("/customer-lookup/19/order/1000188");
    expect(pages.order.href({ customerSegment: "19__Manny_Orders", orderId: "1000189" })).toBe("/customer-lookup/19__Manny_Orders/order/1000189");
    expect(pages.claim.href({ ...claim, claimId: ["9", "a b"] })).toBe("/customer-lookup/7/order/1000/fulfillment/F1/pet/p1/product/SKU%201/claim/9/a%20b");
  });

  it("fillPattern without encoding leaves the raw segments of a URL as given", () => {
    expect(fillPattern("/", {}, false)).toBe("/");
    expect(fillPattern(pages.order.pattern, { customerSegment: "42__Zo%C3%AB", orderId: "A%201" }, false)).toBe("/customer-lookup/42__Zo%C3%AB/order/A%201");
    expect(fillPattern(pages.claim.pattern, { customerSegment: "7", orderId: "1", fulfillmentId: "F", petId: "p", productCode: "S", claimId: [] }, false)).toBe(
      "/customer-lookup/7/order/1/fulfillment/F/pet/p/product/S/claim",
    );
  });

  it("static segments win over a parameter, as in Next's routing", () => {
    expect(matchPage("/discounts/changelog")?.page).toBe(pages.discountsChangelog);
    expect(matchPage("/discounts/5")?.page).toBe(pages.discount);
    expect(matchPage("/customer-lookup/7/order/1000/7")).toBeNull();
  });
});
