import { describe, expect, it } from "vitest";
import { safeNextPath } from "@/lib/safe-redirect";

describe("safeNextPath: after sign-in, only a same-origin path", () => {
  it.each([
    ["/", "/"],
    ["/customer-lookup", "/customer-lookup"],
    ["/customer-lookup/12__Jane_Doe", "/customer-lookup/12__Jane_Doe"],
    ["/customer-lookup?search=jane%20doe&page=2", "/customer-lookup?search=jane%20doe&page=2"],
    ["/discounts#top", "/discounts#top"],
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
  ])("refuses %j → /", (value) => {
    expect(safeNextPath(value)).toBe("/");
  });

  it("refuses non-strings", () => {
    expect(safeNextPath(undefined)).toBe("/");
    expect(safeNextPath(null)).toBe("/");
    expect(safeNextPath(["/x"])).toBe("/");
  });
});
