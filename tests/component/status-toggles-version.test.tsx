/**
 * The status toggles of discounts and promotions (issue 19): the change sends the version the page
 * loaded, and a 409 (someone changed it meanwhile) shows the stale notice with Reload in the
 * confirmation, which stays open; after the reload the new version is sent. The promotion's dialog
 * keeps the status it asked for when it opened: after the Reload it sends that one again, or closes
 * with a toast when the promotion already has it (never the opposite action); the discount's likewise.
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { toast as sonnerToast } from "sonner";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DiscountStatusToggle, discountAlreadyText } from "@/components/discounts/discount-status-toggle";
import { PromotionStatusToggle } from "@/components/promotions/promotion-status-toggle";
import { Toaster } from "@/components/ui/toaster";
import { ApiRequestError } from "@/lib/client/api";
import { STALE_DISCOUNT_MESSAGE } from "@/lib/contract/discounts";
import { discountCalls, promotionCalls } from "@/lib/client/endpoints";
import { STALE_PROMOTION_MESSAGE } from "@/lib/contract/promotions";
import { PROMOTION_TEXTS } from "@/lib/promotions/messages";

const mocks = vi.hoisted(() => ({ callApi: vi.fn(), refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mocks.refresh, push: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/api")>()), callApi: mocks.callApi }));

beforeEach(() => {
  mocks.callApi.mockReset();
  mocks.refresh.mockReset();
  act(() => sonnerToast.dismiss());
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

describe("promotion toggle after a 409 and Reload", () => {
  const promotion = { id: 8, name: "Free jerky", status: "ACTIVE" as const, version: 5 };
  const Toggle = ({ status = promotion.status, version = promotion.version }: { status?: "ACTIVE" | "INACTIVE"; version?: number }) => (
    <>
      <PromotionStatusToggle promotion={{ ...promotion, status, version }} />
      <Toaster />
    </>
  );

  async function deactivateThenReload(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole("switch", { name: "Promotion active" }));
    const dialog = await screen.findByRole("dialog", { name: "Deactivate promotion" });
    await user.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await user.click(within(await within(dialog).findByTestId("stale-version-notice")).getByRole("button", { name: "Reload" }));
    expect(mocks.refresh).toHaveBeenCalledTimes(1);
  }

  it("the promotion is already inactive: the dialog closes with a toast saying so, instead of offering Activate, and nothing more is sent", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockRejectedValue(new ApiRequestError(409, { detail: STALE_PROMOTION_MESSAGE }));
    const { rerender } = render(<Toggle />);
    await deactivateThenReload(user);
    // The reloaded page: someone else deactivated it.
    rerender(<Toggle status="INACTIVE" version={6} />);
    expect(await screen.findByText(PROMOTION_TEXTS.alreadyStatus("Free jerky", "INACTIVE"))).toBeInTheDocument();
    expect(PROMOTION_TEXTS.alreadyStatus("Free jerky", "INACTIVE")).toBe("Free jerky promotion is already deactivated");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("button", { name: "Activate" })).toBeNull();
    expect(mocks.callApi).toHaveBeenCalledTimes(1);
  });

  it("the promotion is still active (changed otherwise): the dialog still deactivates, with the current version", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockRejectedValueOnce(new ApiRequestError(409, { detail: STALE_PROMOTION_MESSAGE })).mockResolvedValueOnce({ ...promotion, status: "INACTIVE", version: 8 });
    const { rerender } = render(<Toggle />);
    await deactivateThenReload(user);
    rerender(<Toggle status="ACTIVE" version={7} />);
    const dialog = screen.getByRole("dialog", { name: "Deactivate promotion" });
    await waitFor(() => expect(within(dialog).queryByTestId("stale-version-notice")).toBeNull());
    expect(dialog).toHaveTextContent(PROMOTION_TEXTS.deactivateWarning);
    await user.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(mocks.callApi).toHaveBeenLastCalledWith(promotionCalls.updatePromotionStatus, { params: { id: 8 }, body: { status: "INACTIVE", version: 7 } }));
  });
});

describe("discount toggle after a 409 and Reload", () => {
  const Toggle = ({ active = true, version = 2 }: { active?: boolean; version?: number }) => (
    <>
      <DiscountStatusToggle id={4} code="SPRING" active={active} version={version} />
      <Toaster />
    </>
  );

  async function deactivateThenReload(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole("button", { name: "Deactivate" }));
    const dialog = await screen.findByRole("dialog", { name: "Deactivate discount" });
    await user.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await user.click(within(await within(dialog).findByTestId("stale-version-notice")).getByRole("button", { name: "Reload" }));
    expect(mocks.refresh).toHaveBeenCalledTimes(1);
  }

  it("the code is already deactivated: the dialog closes with a toast saying so, instead of offering Activate, and nothing more is sent", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockRejectedValue(new ApiRequestError(409, { detail: STALE_DISCOUNT_MESSAGE }));
    const { rerender } = render(<Toggle />);
    await deactivateThenReload(user);
    // The reloaded page: someone else deactivated it.
    rerender(<Toggle active={false} version={3} />);
    expect(discountAlreadyText("SPRING", false)).toBe("SPRING is already deactivated");
    expect(await screen.findByText("SPRING is already deactivated")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(mocks.callApi).toHaveBeenCalledTimes(1);
    // The page's own button now offers Activate, as a fresh choice.
    expect(screen.getByRole("button", { name: "Activate" })).toBeInTheDocument();
  });

  it("the code is still active (changed otherwise): the dialog still deactivates, with the current version", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockRejectedValueOnce(new ApiRequestError(409, { detail: STALE_DISCOUNT_MESSAGE })).mockResolvedValueOnce({ code: "SPRING", is_active: false });
    const { rerender } = render(<Toggle />);
    await deactivateThenReload(user);
    rerender(<Toggle active version={5} />);
    const dialog = screen.getByRole("dialog", { name: "Deactivate discount" });
    await user.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(mocks.callApi).toHaveBeenLastCalledWith(discountCalls.updateDiscountStatus, { params: { id: 4 }, body: { code: "SPRING", is_active: false, version: 5 } }));
  });
});
