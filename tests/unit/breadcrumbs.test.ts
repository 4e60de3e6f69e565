import { describe, expect, it } from "vitest";
import { breadcrumbsFor } from "@/lib/breadcrumbs";

const labels = (p: string) => breadcrumbsFor(p).map((c) => c.label);

describe("breadcrumbsFor", () => {
  it("names the catalogue create and update screens (issue 13)", () => {
    expect(labels("/items/create-item")).toEqual(["Home", "Items", "Create Item"]);
    expect(labels("/product-items/create-product-items")).toEqual(["Home", "Product Items", "Create Product-Item Mapping"]);
    expect(labels("/product-items/update-product-items/42")).toEqual(["Home", "Product Items", "Update Mapping 42"]);
    expect(labels("/promotions/create-promotion")).toEqual(["Home", "Manage Promotions", "Create Promotion"]);
  });

  it("names a discount and a promotion by what they are, not by a bare id", () => {
    expect(labels("/discounts/22")).toEqual(["Home", "Manage Discounts", "Discount 22"]);
    expect(labels("/discount-lookup/16")).toEqual(["Home", "Discount Lookup", "Discount 16"]);
    expect(labels("/promotions/4")).toEqual(["Home", "Manage Promotions", "Promotion 4"]);
  });

  it("is just Home (not linked) on the home page", () => {
    expect(breadcrumbsFor("/")).toEqual([{ label: "Home", href: null }]);
  });

  it("uses the route titles of the home tiles", () => {
    expect(breadcrumbsFor("/customer-lookup")).toEqual([
      { label: "Home", href: "/" },
      { label: "Customer Lookup", href: null },
    ]);
    expect(labels("/discounts")).toEqual(["Home", "Manage Discounts"]);
    expect(labels("/manage-data")).toEqual(["Home", "Manage Products & Items"]);
    expect(labels("/product-pricing-nutrient-info")).toEqual(["Home", "Product/Pricing/Nutrient Info"]);
  });

  it("shows only the name part of a customer segment, underscores as spaces", () => {
    expect(breadcrumbsFor("/customer-lookup/42__Jane_Doe")).toEqual([
      { label: "Home", href: "/" },
      { label: "Customer Lookup", href: "/customer-lookup" },
      { label: "Jane Doe", href: null },
    ]);
    expect(labels("/customer-lookup/42__Mary_Ann_O%27Neil")).toEqual(["Home", "Customer Lookup", "Mary Ann O'Neil"]);
  });

  it("names the deeper customer pages and skips segments that have no page", () => {
    expect(breadcrumbsFor("/customer-lookup/42/order/A-100/refund")).toEqual([
      { label: "Home", href: "/" },
      { label: "Customer Lookup", href: "/customer-lookup" },
      { label: "Customer 42", href: "/customer-lookup/42" },
      { label: "Order A-100", href: "/customer-lookup/42/order/A-100" },
      { label: "Refund Order", href: null },
    ]);
    expect(labels("/customer-lookup/42/changelog")).toEqual(["Home", "Customer Lookup", "Customer 42", "Changelog"]);
    expect(labels("/customer-lookup/42/order/A-100/F-7/split-fulfillment")).toEqual(["Home", "Customer Lookup", "Customer 42", "Order A-100", "Split Fulfillment"]);
    expect(labels("/customer-lookup/42/order/A-100/fulfillment/F-7/pet/p1/product/SKU1/claim")).toEqual(["Home", "Customer Lookup", "Customer 42", "Order A-100", "Create Claim"]);
    expect(labels("/customer-lookup/42/order/A-100/fulfillment/F-7/pet/p1/product/SKU1/claim/9")).toEqual(["Home", "Customer Lookup", "Customer 42", "Order A-100", "Edit Claim"]);
  });
});

describe("product information pages (issue 14)", () => {
  it("names the hub and its sub-pages", () => {
    expect(breadcrumbsFor("/product-pricing-nutrient-info/unKibble")).toEqual([
      { label: "Home", href: "/" },
      { label: "Product/Pricing/Nutrient Info", href: "/product-pricing-nutrient-info" },
      { label: "UnKibble", href: null },
    ]);
    expect(breadcrumbsFor("/product-pricing-nutrient-info/nutrient-analysis").at(-1)).toEqual({ label: "Nutrient Analysis", href: null });
    expect(breadcrumbsFor("/product-pricing-nutrient-info/fresh").at(-1)!.label).toBe("Fresh");
    expect(breadcrumbsFor("/product-pricing-nutrient-info/ancillary").at(-1)!.label).toBe("Ancillary");
  });
});
