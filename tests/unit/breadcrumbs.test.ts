import { describe, expect, it } from "vitest";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { pages } from "@/lib/pages";

const labels = (p: string) => breadcrumbsFor(p).map((c) => c.label);

describe("breadcrumbsFor", () => {
  it("names the catalogue create and update screens (issue 13)", () => {
    expect(labels("/items/create-item")).toEqual(["Home", "Items", "Create Item"]);
    expect(labels("/product-items/create-product-items")).toEqual(["Home", "Product Items", "Create Product-Item Mapping"]);
    expect(labels("/product-items/update-product-items/42")).toEqual(["Home", "Product Items", "Update Mapping"]);
    expect(labels("/product-items/update-product-items/42").at(-1)).not.toContain("42");
    expect(labels("/promotions/create-promotion")).toEqual(["Home", "Manage Promotions", "Create Promotion"]);
  });

  it("names a discount, a promotion and a bulk batch by what they are, never by their internal id, which no screen shows (was: Discount 22, Batch 12)", () => {
    expect(labels("/discounts/22")).toEqual(["Home", "Manage Discounts", "Discount"]);
    expect(labels("/discount-lookup/16")).toEqual(["Home", "Discount Lookup", "Discount"]);
    expect(labels("/promotions/4")).toEqual(["Home", "Manage Promotions", "Promotion"]);
    expect(labels("/discounts/batches/12")).toEqual(["Home", "Manage Discounts", "Bulk Batches", "Batch"]);
  });

  it("the current page's own name, once it has read its object, labels its last crumb (the heading's name: 'Batch SPRING-')", () => {
    expect(breadcrumbsFor("/discounts/batches/12", pages.discountBatch.named("SPRING-"))).toEqual([
      { label: "Home", href: "/" },
      { label: "Manage Discounts", href: "/discounts" },
      { label: "Bulk Batches", href: "/discounts/batches" },
      { label: "Batch SPRING-", href: null },
    ]);
    expect(labels("/discounts/57").length).toBe(breadcrumbsFor("/discounts/57", pages.discount.named("SPRING20")).length);
    expect(breadcrumbsFor("/discounts/57", pages.discount.named("SPRING20")).at(-1)!.label).toBe("Discount SPRING20");
    expect(breadcrumbsFor("/promotions/4", pages.promotion.named("Spring treat")).at(-1)!.label).toBe("Promotion Spring treat");
    expect(breadcrumbsFor("/product-items/update-product-items/42", pages.updateProductItems.named("MEAL-U-B-2100-4W")).at(-1)!.label).toBe("Update Mapping MEAL-U-B-2100-4W");
    // A path that is no page keeps its parts as written.
    expect(breadcrumbsFor("/no-such-page", "Name").at(-1)!.label).toBe("no-such-page");
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
