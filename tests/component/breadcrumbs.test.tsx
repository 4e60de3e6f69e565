/**
 * The header's breadcrumbs (components/shell/breadcrumbs.tsx) on a page of one object whose URL holds
 * only its internal id (review ui-consistency 5): the last crumb names the object as the page's heading
 * does once the page says so (CurrentCrumb), and is the kind alone until then, never the id
 * ("Batch SPRING-" above the heading "Batch SPRING-", was "Batch 12").
 */
import { act, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Breadcrumbs, CurrentCrumb } from "@/components/shell/breadcrumbs";
import { pages } from "@/lib/pages";

const nav = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", async (actual) => ({
  ...(await actual<typeof import("next/navigation")>()),
  usePathname: () => nav.pathname,
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }),
}));
vi.mock("@/server/bff/session/guards", () => ({ requirePageAccess: vi.fn(async () => ({ email: "all+bark@example.com", is_active: true, groups: [{ name: "BarkAllModuleAccess" }] })) }));
vi.mock("@/server/bff/pages/discount", () => ({
  parseDiscountId: (raw: string) => Number(raw),
  loadDiscount: vi.fn(async (id: number) => ({
    id,
    code: "SPRING20",
    description: "",
    is_active: true,
    created_by: null,
    usage: { accounts: 0, charged: 0, orders: 0 },
    available_start_date: null,
    available_end_date: null,
    limit_type: "UNLIMITED",
    limit_value: null,
    discount_type: "PERCENTAGE",
    value: 20,
    trial_value: null,
    order_trial: false,
    order_subscription: true,
    order_onetime: false,
    eligible_products: [],
    exempt_from_sale_state: false,
    bulk_prefix: null,
    bulk_job_id: null,
    version: 1,
  })),
}));

const current = () => screen.getByRole("navigation", { name: "Breadcrumb" }).querySelector('[aria-current="page"]')!.textContent;

beforeEach(() => {
  nav.pathname = "/discounts/batches/12";
});

describe("Breadcrumbs: an object's page names it as its heading does", () => {
  it("a bulk batch: 'Batch SPRING-' once the page names it, 'Batch' before, never 'Batch 12'", () => {
    const { rerender } = render(<Breadcrumbs />);
    expect(current()).toBe("Batch");
    rerender(
      <>
        <Breadcrumbs />
        <CurrentCrumb label={pages.discountBatch.named("SPRING-")} />
      </>,
    );
    expect(current()).toBe("Batch SPRING-");
    expect(screen.getByRole("link", { name: "Manage Discounts" })).toHaveAttribute("href", "/discounts");
    // The page gone (a navigation away), its name goes with it.
    rerender(<Breadcrumbs />);
    expect(current()).toBe("Batch");
  });

  it("a discount by its code, on both of its pages", () => {
    nav.pathname = "/discounts/57";
    const { unmount } = render(
      <>
        <Breadcrumbs />
        <CurrentCrumb label={pages.discount.named("SPRING20")} />
      </>,
    );
    expect(current()).toBe("Discount SPRING20");
    unmount();
    nav.pathname = "/discount-lookup/57";
    render(
      <>
        <Breadcrumbs />
        <CurrentCrumb label={pages.discountLookupDetail.named("SPRING20")} />
      </>,
    );
    expect(current()).toBe("Discount SPRING20");
  });

  it("a name given for another path never labels this one", () => {
    nav.pathname = "/promotions/4";
    const { rerender } = render(
      <>
        <Breadcrumbs />
        <CurrentCrumb label={pages.promotion.named("Spring treat")} />
      </>,
    );
    expect(current()).toBe("Promotion Spring treat");
    // The pathname moves on before the next page names itself (a page still loading).
    act(() => {
      nav.pathname = "/promotions/5";
    });
    rerender(
      <>
        <Breadcrumbs />
      </>,
    );
    expect(current()).toBe("Promotion");
  });
});

describe("the discount pages name their discount in the breadcrumb", () => {
  it("/discount-lookup/57: 'Discount SPRING20', the code its panel shows (was: Discount 57)", async () => {
    nav.pathname = "/discount-lookup/57";
    // The one discount page of /discount-lookup/{id} and /discounts/{id} (an async server component: awaited here).
    const { DiscountPage } = await import("@/components/discounts/discount-page");
    render(
      <>
        <Breadcrumbs />
        {await DiscountPage({ route: pages.discountLookupDetail, list: pages.discountLookup, segment: "57", title: "View Discount", back: "Look up another code" })}
      </>,
    );
    // Rendered in the browser first (as after a client navigation), the page waits for its code.
    expect(await screen.findByRole("heading", { name: "SPRING20" })).toBeInTheDocument();
    expect(current()).toBe("Discount SPRING20");
  });
});
