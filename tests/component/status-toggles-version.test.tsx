/**
 * The status toggles of discounts and promotions (issue 19): the change sends the version the page
 * loaded, and a 409 (someone changed it meanwhile) shows the stale notice with Reload in the
 * confirmation, which stays open; after the reload the new version is sent.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DiscountStatusToggle } from "@/components/discounts/discount-status-toggle";
import { PromotionStatusToggle } from "@/components/promotions/promotion-status-toggle";
import { ApiRequestError } from "@/lib/client/api";
import { STALE_DISCOUNT_MESSAGE } from "@/lib/contract/discounts";
import { discountCalls, promotionCalls } from "@/lib/client/endpoints";
import { STALE_PROMOTION_MESSAGE } from "@/lib/contract/promotions";

const mocks = vi.hoisted(() => ({ callApi: vi.fn(), refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mocks.refresh, push: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/api")>()), callApi: mocks.callApi }));

beforeEach(() => {
  mocks.callApi.mockReset();
  mocks.refresh.mockReset();
});

describe("status toggles send the version", () => {
  it("discount: a 409 shows the notice; after Reload the current version is sent", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockRejectedValueOnce(new ApiRequestError(409, { detail: STALE_DISCOUNT_MESSAGE })).mockResolvedValueOnce({ code: "SPRING", is_active: false });
    const { rerender } = render(<DiscountStatusToggle id={4} code="SPRING" active version={2} />);
    await user.click(screen.getByRole("button", { name: "Deactivate" }));
    const dialog = await screen.findByRole("dialog", { name: "Deactivate discount" });
    await user.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    expect(mocks.callApi).toHaveBeenCalledWith(discountCalls.updateDiscountStatus, { params: { id: 4 }, body: { code: "SPRING", is_active: false, version: 2 } });
    const notice = await within(dialog).findByTestId("stale-version-notice");
    expect(notice).toHaveTextContent(STALE_DISCOUNT_MESSAGE);
    await user.click(within(notice).getByRole("button", { name: "Reload" }));
    expect(mocks.refresh).toHaveBeenCalledTimes(1);
    rerender(<DiscountStatusToggle id={4} code="SPRING" active version={3} />);
    await user.click(within(screen.getByRole("dialog", { name: "Deactivate discount" })).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(mocks.callApi).toHaveBeenLastCalledWith(discountCalls.updateDiscountStatus, { params: { id: 4 }, body: { code: "SPRING", is_active: false, version: 3 } }));
  });

  it("promotion: the version is sent and a 409 shows the notice", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockRejectedValue(new ApiRequestError(409, { detail: STALE_PROMOTION_MESSAGE }));
    render(<PromotionStatusToggle promotion={{ id: 8, name: "Free jerky", status: "ACTIVE", version: 5 }} />);
    await user.click(screen.getByRole("switch", { name: "Promotion active" }));
    const dialog = await screen.findByRole("dialog", { name: "Deactivate promotion" });
    await user.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    expect(mocks.callApi).toHaveBeenCalledWith(promotionCalls.updatePromotionStatus, { params: { id: 8 }, body: { status: "INACTIVE", version: 5 } });
    expect(await within(dialog).findByTestId("stale-version-notice")).toHaveTextContent(STALE_PROMOTION_MESSAGE);
  });
});
