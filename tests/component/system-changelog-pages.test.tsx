/**
 * The changelog screens of spec 02 §2: "A heading (Items, Product Items or Discounts) and a
 * Changelog panel listing entries newest first".
 */
import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NO_CHANGELOG } from "@/lib/changelog";

const h = vi.hoisted(() => ({ upstream: vi.fn() }));

vi.mock("next/navigation", async (actual) => ({ ...(await actual<typeof import("next/navigation")>()), useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/server/bff/session/guards", () => ({ requirePageAccess: vi.fn(async () => ({ email: "all+bark@example.com", is_active: true, groups: [{ name: "BarkAllModuleAccess" }] })) }));
vi.mock("@/server/bff/upstream/upstream", () => ({ UpstreamError: class extends Error {}, upstreamCall: h.upstream }));

const { default: ItemChangelogPage, metadata: itemMetadata } = await import("@/app/(app)/items/changelog/page");
const { default: ProductItemChangelogPage, metadata: productItemMetadata } = await import("@/app/(app)/product-items/changelog/page");
const { default: DiscountChangelogPage, metadata: discountMetadata } = await import("@/app/(app)/discounts/changelog/page");

describe("system changelog screens", () => {
  beforeEach(() => {
    h.upstream.mockReset();
    h.upstream.mockResolvedValue([]);
  });

  it.each([
    ["Items", ItemChangelogPage],
    ["Product Items", ProductItemChangelogPage],
    ["Discounts", DiscountChangelogPage],
  ])("%s: the heading, then a Changelog panel", async (heading, Page) => {
    render(await Page(undefined));
    // Rendered in the browser first (as after a client navigation), the page waits for its islands' code.
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
    const panel = screen.getByRole("region", { name: "Changelog" });
    expect(within(panel).getByText(NO_CHANGELOG)).toBeTruthy();
  });

  it("a product-item UPDATE reads what the mapping packs now and what it packed before, as \"SKU × quantity\", never JSON", async () => {
    h.upstream.mockResolvedValue([
      {
        id: 1,
        category: "Product Item",
        operationType: "UPDATE",
        newValue: { items: [{ sku: "UB-BAG-1200-V1", quantity: 2 }], product_id: 3, product_code: "MEAL-U-B-2100-4W", previous_items: [{ sku: "UB-BAG-1200-V1", quantity: 4 }] },
        createdAt: "2026-03-05T14:30:00.000Z",
        authorEmail: "admin+bark@example.com",
        application: null,
        objectId: "MEAL-U-B-2100-4W",
      },
    ]);
    render(await ProductItemChangelogPage(undefined));
    const entry = await screen.findByTestId("changelog-entry");
    expect(entry.textContent).toContain("items: UB-BAG-1200-V1 × 2");
    expect(entry.textContent).toContain("previous items: UB-BAG-1200-V1 × 4");
    expect(entry.textContent).not.toContain('[{"');
  });

  it("a discount's entries word their keys and codes as the discount pages and the audit log do; the operation stays as spec 02 §3 names it (review ui-consistency 3; was: discount_type: PERCENTAGE, limit_type: X_ORDERS_PER_CUSTOMER, is_active: false)", async () => {
    const at = "2026-03-01T12:00:00.000Z";
    h.upstream.mockResolvedValue([
      {
        id: 2,
        category: "Discount",
        operationType: "UPDATE",
        newValue: { code: "SPRING20", is_active: false, previous_is_active: true },
        createdAt: "2026-03-02T12:00:00.000Z",
        authorEmail: "ops+bark@example.com",
        application: null,
        objectId: "SPRING20",
      },
      {
        id: 1,
        category: "Discount",
        operationType: "CREATE",
        newValue: { code: "SPRING20", is_active: true, discount_type: "PERCENTAGE", value: 20, limit_type: "X_ORDERS_PER_CUSTOMER", limit_value: 1, cx_kind: "CX_10_PERCENT_FOR_THREE_ORDERS" },
        createdAt: at,
        authorEmail: "ops+bark@example.com",
        application: null,
        objectId: "SPRING20",
      },
    ]);
    render(await DiscountChangelogPage(undefined));
    const [toggle, created] = await screen.findAllByTestId("changelog-entry");
    expect(created!.textContent).toContain(
      "code: SPRING20 · is active: true · discount type: Percentage Discount · value: 20 · limit type: X orders per customer · limit value: 1 · cx kind: 10% off 3 orders (winback)",
    );
    expect(created!.textContent).not.toMatch(/PERCENTAGE|X_ORDERS_PER_CUSTOMER|discount_type|limit_type/);
    expect(within(created!).getByText("CREATE")).toBeTruthy();
    expect(toggle!.textContent).toContain("code: SPRING20 · is active: false · previous is active: true");
    expect(within(toggle!).getByText("UPDATE")).toBeTruthy();
  });

  it("the browser tab titles are spec 02 §1's screen names (\"Item changelog\", \"Product-item changelog\", \"Discount changelog\")", () => {
    expect([itemMetadata.title, productItemMetadata.title, discountMetadata.title]).toEqual(["Item changelog", "Product-item changelog", "Discount changelog"]);
  });
});
