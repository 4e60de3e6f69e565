/**
 * View Promotion ("GET promotions/{id}: a load failure is only logged"; issue 18): a
 * promotion that fails to load for another reason than 404 is logged, and the page keeps its frame
 * with a clear message instead of the error boundary; a 404 stays the 404 page.
 */
import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PROMOTION_TEXTS } from "@/lib/contract/promotions";

const h = vi.hoisted(() => ({ upstream: vi.fn(), logError: vi.fn() }));

vi.mock("next/navigation", async (actual) => ({
  ...(await actual<typeof import("next/navigation")>()),
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }),
  usePathname: () => "/promotions/15",
}));
vi.mock("@/server/bff/session/guards", () => ({ requirePageAccess: vi.fn(async () => ({ email: "all+bark@example.com", is_active: true, groups: [{ name: "BarkAllModuleAccess" }] })) }));
vi.mock("@/server/bff/logger", () => ({ getLogger: () => ({ error: h.logError, warn: vi.fn(), info: vi.fn() }) }));
vi.mock("@/server/bff/upstream/upstream", async () => {
  class UpstreamError extends Error {
    constructor(
      readonly status: number,
      readonly data: unknown,
    ) {
      super(`Upstream answered ${status}`);
    }
  }
  return { UpstreamError, upstreamCall: h.upstream };
});

const { default: PromotionPage } = await import("@/app/(app)/promotions/[promotionId]/page");
const { Breadcrumbs } = await import("@/components/shell/breadcrumbs");
const { UpstreamError } = await import("@/server/bff/upstream/upstream");

const page = async (promotionId: string) => render(await PromotionPage({ params: Promise.resolve({ promotionId }) }));

describe("View Promotion page", () => {
  beforeEach(() => {
    h.upstream.mockReset();
    h.logError.mockReset();
  });

  it.each([502, 500, 403, 504])("an upstream %i is logged and the frame shows the message and a retry", async (status) => {
    h.upstream.mockRejectedValue(new UpstreamError(status, { detail: "boom" }));
    await page("12");
    expect(screen.getByRole("heading", { name: "View Promotion" })).toBeTruthy();
    expect(screen.getByRole("alert")).toHaveTextContent(PROMOTION_TEXTS.loadFailed);
    expect(screen.getByRole("link", { name: "Back to promotions" })).toHaveAttribute("href", "/promotions");
    expect(screen.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/promotions/12");
    expect(h.logError).toHaveBeenCalledWith(expect.objectContaining({ promotion_id: "12", status }), expect.any(String));
  });

  it("a network failure too", async () => {
    h.upstream.mockRejectedValue(new TypeError("fetch failed"));
    await page("13");
    expect(screen.getByRole("alert")).toHaveTextContent(PROMOTION_TEXTS.loadFailed);
    expect(h.logError).toHaveBeenCalledTimes(1);
  });

  it("a 404 stays the 404 page (notFound), not logged as a failure", async () => {
    h.upstream.mockRejectedValue(new UpstreamError(404, { detail: "Not found." }));
    const error = await PromotionPage({ params: Promise.resolve({ promotionId: "14" }) }).catch((e: unknown) => e);
    expect((error as { digest?: string }).digest).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(h.logError).not.toHaveBeenCalled();
  });

  it("a promotion that loads shows its fields", async () => {
    h.upstream.mockResolvedValue({
      id: 15,
      name: "Spring Treats",
      created_by: null,
      status: "ACTIVE",
      promotion_type: "ORDER",
      banner_copy: null,
      marketing_site_desktop_banner_copy: null,
      marketing_site_mobile_banner_copy: null,
      start_timestamp: null,
      end_timestamp: null,
      banner_type: "NO_FUNNEL_UI",
      free_product_code: "SNACK-A",
      quantity: 1,
      required_conditions_products: [],
      minimum_order_gross_value_threshold_amount: 0,
    });
    render(
      <>
        <Breadcrumbs />
        {await PromotionPage({ params: Promise.resolve({ promotionId: "15" }) })}
      </>,
    );
    expect(screen.getByRole("heading", { name: "Spring Treats" })).toBeTruthy();
    expect(screen.queryByText(PROMOTION_TEXTS.loadFailed)).toBeNull();
    // The header's breadcrumb names it as the heading does (was: "Promotion 15", an id no screen shows).
    expect(screen.getByRole("navigation", { name: "Breadcrumb" })).toHaveTextContent(/Manage Promotions\/Promotion Spring Treats$/);
  });
});
