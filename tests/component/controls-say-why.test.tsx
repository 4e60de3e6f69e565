/**
 * Controls that would mislead staff (a review of what each role is shown): the header's Find only for
 * those who may open /search (a user of no supported group found Unauthorized behind it), and the
 * discount's activation question says its dates and usage limit still apply (activating changes the
 * flag only: an expired code stays refused).
 */
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AppHeader } from "@/components/shell/app-header";
import { discountActivateQuestion } from "@/components/discounts/discount-status-toggle";
import type { StaffAccount } from "@/lib/contract/session";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }), usePathname: () => "/product-pricing-nutrient-info" }));

const staff = (group: string): StaffAccount => ({ email: `${group.toLowerCase()}+bark@example.com`, is_active: true, groups: [{ name: group }] });

describe("the header's Find", () => {
  it("is offered to staff who may search", () => {
    render(<AppHeader account={staff("BarkTeamMember")} />);
    expect(screen.getByRole("button", { name: /Find/ })).toBeInTheDocument();
  });
  it("is not offered to a user of no supported group (the search page would be Unauthorized)", () => {
    render(<AppHeader account={staff("Marketing")} />);
    expect(screen.queryByRole("button", { name: /Find/ })).toBeNull();
  });
});

describe("a discount's activation question", () => {
  it("says the code's dates and usage limit still apply, and until when it is available", () => {
    expect(discountActivateQuestion("SUMMER2024", "2024-09-01T04:00:00Z")).toBe(
      "Customers will be able to use the code SUMMER2024 again, within its dates and usage limit (available until Sep 1, 2024, 12:00 AM EDT). Activate it?",
    );
    expect(discountActivateQuestion("FOREVER", null)).toBe("Customers will be able to use the code FOREVER again, within its dates and usage limit. Activate it?");
  });
});
