import { describe, expect, it } from "vitest";
import { safeNextPath } from "@/lib/safe-redirect";

describe("safeNextPath: after sign-in, only a page of this site", () => {
  it.each([
    ["/", "/"],
    ["/customer-lookup", "/customer-lookup"],
    ["/customer-lookup/12__Jane_Doe", "/customer-lookup/12__Jane_Doe"],
    ["/customer-lookup?search=jane%20doe&page=2", "/customer-lookup?search=jane%20doe&page=2"],
    ["/discounts#top", "/discounts#top"],
    ["/customer-lookup/12__Jane_Doe/order/1000123/refund", "/customer-lookup/12__Jane_Doe/order/1000123/refund"],
    ["/audit-log?kind=export", "/audit-log?kind=export"],
  ])("keeps %s", (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    "//evil.com",
    "//evil.com/path",
    "/\\evil.com",
    "\\\\evil.com",
    "/\\/evil.com",
    "https://evil.com",
    "http://evil.com/customer-lookup",
    "HTTPS://evil.com",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "%2F%2Fevil.com",
    "/%2F/evil.com",
    "%2f%2fevil.com",
    "/%5Cevil.com",
    "/%255Cevil.com",
    "%252F%252Fevil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "/%09/evil.com",
    "evil.com",
    "customer-lookup",
    "%",
    "/%E0%A4%A",
    "",
    // Paths of this site that are no page: the form would send them from the site itself.
    "/api/upstream/impersonate/?account_id=123",
    "/api/exports/items?search=x",
    "/api/auth/session-gone",
    "/API/upstream/impersonate/",
    "/./api/upstream/impersonate/",
    "/customer-lookup/../api/upstream/impersonate/",
    "/customer-lookup/%2e%2e/api/upstream/impersonate/",
    "/_next/static/chunks/x.js",
    "/no-such-page",
  ])("refuses %j → /", (value) => {
    expect(safeNextPath(value)).toBe("/");
  });

  it("refuses non-strings", () => {
    expect(safeNextPath(undefined)).toBe("/");
    expect(safeNextPath(null)).toBe("/");
    expect(safeNextPath(["/x"])).toBe("/");
  });
});
