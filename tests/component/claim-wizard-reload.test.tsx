/**
 * The claim wizard after a Reload whose merged claim broke a rule: the warning naming the step goes
 * once the claim holds, and stays gone; a later unfinished edit is the agent's own, not the reload's
 * (was: any later unfinished step brought back "The reloaded claim cannot be saved as it is").
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ClaimWizard } from "@/components/claims/claim-wizard";
import { claimWizardProps } from "../support/claim-wizard-props";
import { Toaster } from "@/components/ui/toaster";
import { STALE_CLAIM_MESSAGE } from "@/lib/contract/claims";
import { CLAIM_TEXTS } from "@/lib/claim-texts";
import { navigation } from "../support/pending-navigation";

const mocks = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock("next/navigation", async () => ({ useRouter: (await import("../support/pending-navigation")).useTestRouter }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/api")>()), callApi: mocks.callApi, callApiOnce: mocks.callApi }));

const { ApiRequestError } = await import("@/lib/client/api");

const props = claimWizardProps({
  product: { code: "MEAL-1", name: "Beef", productType: "MEAL", isFrozen: true, items: [{ sku: "B-1", name: "Beef bag", quantity: 1, recipeId: null }] },
});

const claim = {
  id: 7,
  order_id: "1000",
  account_id: 1,
  claim_types: ["FEEDING_GUIDE", "ORDER_MANIFEST"],
  gladly_conversation_url: "https://bark.gladly.qa/x",
  photos_received: "NO",
  resolution_types: ["REFUND"],
  product_code: "MEAL-1",
  fulfillment_id: "F1",
  pet_id: "pet-1",
  order_manifest_issue_type: "PRINTING_ISSUE",
  feeding_guide_issue_type: "PRINTING_ISSUE",
  version: 3,
  created_by: "team+bark@example.com",
  created: "2026-01-01T00:00:00.000Z",
  last_updated: "2026-01-01T00:00:00.000Z",
};

beforeEach(() => {
  mocks.callApi.mockReset();
  navigation.reset();
});
afterEach(() => {
  act(() => toast.dismiss());
});

describe("ClaimWizard after a Reload", { timeout: 20_000 }, () => {
  it("the warning of a merged claim that broke a rule goes once the claim holds, and an unfinished claim type added later does not bring it back", async () => {
    let loads = 0;
    mocks.callApi.mockImplementation((endpoint: { method: string; path: string }) => {
      if (endpoint.path === "items/skus") return Promise.resolve(["B-1"]);
      if (endpoint.method === "GET") return Promise.resolve(++loads === 1 ? claim : { ...claim, claim_types: ["FEEDING_GUIDE"], order_manifest_issue_type: null, version: 5 });
      return Promise.reject(new ApiRequestError(409, { detail: STALE_CLAIM_MESSAGE }));
    });
    const user = userEvent.setup();
    render(
      <>
        <ClaimWizard {...props} />
        <Toaster />
      </>,
    );
    expect(await screen.findByRole("heading", { name: "Update claim" })).toBeInTheDocument();
    // The agent removes Feeding guide; the other person removed Order manifest meanwhile: no type is left.
    await user.click(screen.getByRole("button", { name: "Remove Feeding guide issue" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.click(within(await screen.findByRole("dialog", { name: CLAIM_TEXTS.saveQuestion })).getByRole("button", { name: "Save" }));
    const notice = await screen.findByTestId("stale-version-notice");
    await user.click(within(notice).getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(screen.queryByTestId("stale-version-notice")).not.toBeInTheDocument());
    expect(screen.getByTestId("claim-reload-warning")).toHaveTextContent(CLAIM_TEXTS.reloadedInvalid("General", "Select at least one claim type."));
    await user.click(screen.getByRole("combobox", { name: "Claim Types" }));
    await user.click(await screen.findByRole("option", { name: "Order manifest issue" }));
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("radio", { name: "Unknown" }));
    expect(screen.queryByTestId("claim-reload-warning")).not.toBeInTheDocument();
    // The claim held; another claim type, its step not answered yet, is the agent's own unfinished edit.
    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(screen.getByRole("combobox", { name: "Claim Types" }));
    await user.click(await screen.findByRole("option", { name: "Warm Box" }));
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Continue" })).toBeEnabled();
    expect(screen.queryByTestId("claim-reload-warning")).not.toBeInTheDocument();
  });
});
