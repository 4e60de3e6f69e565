/** Create Promotion shows spec 02 §2's help text word for word above the form. */
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CreatePromotionForm } from "@/components/promotions/create-promotion-form";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }), usePathname: () => "/promotions/create-promotion" }));

describe("CreatePromotionForm", () => {
  it("shows the spec's help text", () => {
    render(<CreatePromotionForm freeProducts={[{ id: 1, code: "MERCH-TOTE" }]} productCodes={[]} />);
    expect(screen.getByText("The promotion applies to trial orders only. When it is active, free products are shown on the funnel checkout page with a banner.")).toBeTruthy();
  });
});
