/**
 * CancelPlanWizard (components/customers/cancel-plan-wizard.tsx): the survey's branches on screen:
 * no second step for the different-issue reason (comments required there), the comment box
 * required for "Other" and hidden for "No reason provided", the body sent, and the failure toast
 * "cancelPetPlan Error: …"; the dog's version sent, and a 409 (the dog changed meanwhile) shown as
 * the stale notice with Reload, the answers kept (issue 19).
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CancelPlanWizard } from "@/components/customers/cancel-plan-wizard";
import { ApiRequestError } from "@/lib/client/api";
import { cancelSurveyErrors, COMMENTS_REQUIRED } from "@/lib/cancel-survey";
import { STALE_PET_MESSAGE, type PetDto, type PetPlanDto } from "@/lib/contract/pets";
import { petDto, petPlanDto } from "../support/pet-dto";

const mocks = vi.hoisted(() => ({ callApi: vi.fn(), error: vi.fn(), success: vi.fn(), dismiss: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/api")>()), callApi: mocks.callApi }));
vi.mock("@/lib/client/toast", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/toast")>()), toast: Object.assign(vi.fn(), { error: mocks.error, success: mocks.success, dismiss: mocks.dismiss }) }));

const pet: PetDto = petDto({ version: 5 });
const plan: PetPlanDto = petPlanDto({ pet: pet.id });

const open = () => {
  render(<CancelPlanWizard open onClose={vi.fn()} customerId={7} pet={pet} plan={plan} />);
  return screen.getByRole("dialog", { name: "Cancel Plan: Waffles" });
};

beforeEach(() => {
  mocks.callApi.mockReset();
  mocks.error.mockReset();
  mocks.success.mockReset();
  mocks.dismiss.mockReset();
});

describe("CancelPlanWizard", () => {
  it("the different-issue reason has no second step and requires comments", async () => {
    const user = userEvent.setup();
    const dialog = open();
    await user.click(within(dialog).getByRole("radio", { name: "I have a different issue not listed above" }));
    const confirm = within(dialog).getByRole("button", { name: "Confirm Cancellation" });
    expect(confirm).toBeDisabled();
    // It says why, as the other wizards do; a click on it shows the message under the box and focuses it.
    expect(confirm.getAttribute("aria-description")).toBe(COMMENTS_REQUIRED);
    const box = within(dialog).getByLabelText("Comments (required)");
    await user.click(confirm.parentElement!);
    await waitFor(() => expect(box).toHaveAccessibleDescription(expect.stringContaining(COMMENTS_REQUIRED)));
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, "Moving abroad");
    expect(confirm).toBeEnabled();
    expect(mocks.callApi).not.toHaveBeenCalled();
  });

  it("with no reason chosen, the disabled button says so", () => {
    const dialog = open();
    const next = within(dialog).getByRole("button", { name: "Confirm Cancellation" });
    expect(next).toBeDisabled();
    expect(next.getAttribute("aria-description")).toBe(cancelSurveyErrors({ primary_answer: "" }).primary_answer);
  });

  it("'Other' requires comments; 'No reason provided' hides them; the body carries the answers", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockResolvedValue({});
    const dialog = open();
    await user.click(within(dialog).getByRole("radio", { name: "Delivery problems" }));
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    await user.click(within(dialog).getByRole("radio", { name: "Other" }));
    expect(within(dialog).getByRole("button", { name: "Confirm Cancellation" })).toBeDisabled();
    expect(within(dialog).getByLabelText("Comments (required)")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: "No reason provided" }));
    expect(within(dialog).queryByLabelText(/Comments/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: "Late deliveries" }));
    expect(within(dialog).getByLabelText("Comments (optional)")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Confirm Cancellation" }));
    expect(mocks.callApi).toHaveBeenCalledTimes(1);
    expect(mocks.callApi.mock.calls[0]![1]).toMatchObject({
      params: { petId: pet.id },
      body: { account_id: 7, primary_answer: "Delivery problems", secondary_answer: "Late deliveries", pet_plan: 11, pet_plan_product: 21, survey_tag: "cancel_plan", version: 5 },
    });
    expect(mocks.success).toHaveBeenCalledWith("Pet plan cancelled successfully");
  });

  it("a failure toasts 'cancelPetPlan Error: …' and keeps the dialog open", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockRejectedValue(new ApiRequestError(400, { detail: "This dog has no active plan to cancel." }));
    const dialog = open();
    await user.click(within(dialog).getByRole("radio", { name: "Price" }));
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    await user.click(within(dialog).getByRole("radio", { name: "Too expensive" }));
    await user.click(within(dialog).getByRole("button", { name: "Confirm Cancellation" }));
    expect(mocks.error).toHaveBeenCalledWith("cancelPetPlan Error: This dog has no active plan to cancel.", expect.objectContaining({ id: expect.any(String) }));
    expect(screen.getByRole("dialog", { name: "Cancel Plan: Waffles" })).toBeInTheDocument();
    // Trying again takes the first failure's toast away (one toast per attempt, not a pile).
    const firstId = (mocks.error.mock.calls[0]![1] as { id: string }).id;
    await user.click(within(dialog).getByRole("button", { name: "Confirm Cancellation" }));
    expect(mocks.dismiss).toHaveBeenCalledWith(firstId);
    expect(mocks.error).toHaveBeenCalledTimes(2);
  });

  it("a 409 (the dog changed since the page loaded it) shows the stale notice with Reload and keeps the answers", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockRejectedValue(new ApiRequestError(409, { detail: STALE_PET_MESSAGE }));
    const dialog = open();
    await user.click(within(dialog).getByRole("radio", { name: "Price" }));
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    await user.click(within(dialog).getByRole("radio", { name: "Too expensive" }));
    await user.click(within(dialog).getByRole("button", { name: "Confirm Cancellation" }));
    expect(await within(dialog).findByTestId("stale-version-notice")).toHaveTextContent(STALE_PET_MESSAGE);
    // Its toast is the spec's cancel failure too (the Wizard's errorText words a 409 as well).
    expect(mocks.error).toHaveBeenCalledWith(`cancelPetPlan Error: ${STALE_PET_MESSAGE}`, expect.objectContaining({ id: expect.any(String) }));
    expect(within(dialog).getByRole("radio", { name: "Too expensive" })).toBeChecked();
    expect(within(dialog).getByRole("button", { name: "Reload" })).toBeInTheDocument();
  });
});
