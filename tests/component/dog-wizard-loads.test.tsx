/**
 * The reads of the dog wizards (components/customers/dog-profile-form.tsx useDogPlanOptions,
 * dog-plan-picker.tsx useBuiltPlan) that fail: the failure's sentence and Try again take the place
 * of "Calculating the recommended plan…" (Add a New Dog) or "Calculating…" (Update Dog), and of the
 * price; Try again asks the same again, and the wizard goes on (components/ui/load-status.tsx).
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AddDogWizard } from "@/components/customers/add-dog-wizard";
import { UpdateDogWizard } from "@/components/customers/update-dog-wizard";
import { TRY_AGAIN_LABEL } from "@/components/ui/load-status";
import { ApiRequestError } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import type { PetFormOptionsDto } from "@/lib/contract/pets";
import { BUILT_PLAN, formOption as opt, PLAN_OPTIONS } from "../support/plan-dto";
import { UPSTREAM_UNREACHABLE_TEXT } from "@/lib/error-text";
import { petDto, petPlanDto } from "../support/pet-dto";

const mocks = vi.hoisted(() => ({ callApi: vi.fn(), error: vi.fn(), success: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/api")>()), callApi: mocks.callApi, callApiOnce: mocks.callApi }));
vi.mock("@/lib/client/toast", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/toast")>()), toast: Object.assign(vi.fn(), { error: mocks.error, success: mocks.success }) }));

const OPTIONS: PetFormOptionsDto = { lifestyles: [opt("Lazy"), opt("Active")], body_types: [opt("Skinny"), opt("Ideal")], health_conditions: [], breeds: [opt("Mixed Breed"), opt("Beagle")] };
const DOWN = new ApiRequestError(502, { detail: UPSTREAM_UNREACHABLE_TEXT });

/** The calls answered as the API would, each endpoint failing first as many times as `failures` says. */
function serve(failures: Map<unknown, number>) {
  mocks.callApi.mockImplementation(async (endpoint: unknown) => {
    const left = failures.get(endpoint) ?? 0;
    if (left > 0) {
      failures.set(endpoint, left - 1);
      throw DOWN;
    }
    if (endpoint === endpoints.getPlanOptions) return PLAN_OPTIONS;
    if (endpoint === endpoints.buildPlan) return BUILT_PLAN;
    throw new Error("unexpected call");
  });
}
const callsTo = (endpoint: unknown) => mocks.callApi.mock.calls.filter(([e]) => e === endpoint);

beforeEach(() => {
  mocks.callApi.mockReset();
  mocks.error.mockReset();
});

describe("Add a New Dog: a failed read of the plan step", () => {
  it("plan_options: the failure's sentence and Try again instead of the loading text; Try again asks again and the step goes on", async () => {
    serve(new Map<unknown, number>([[endpoints.getPlanOptions, 1], [endpoints.buildPlan, 1]]));
    const user = userEvent.setup();
    render(<AddDogWizard open onClose={vi.fn()} customerId={7} options={OPTIONS} timeZone="America/New_York" today="2031-03-10" />);
    const wizard = screen.getByRole("dialog", { name: "Add a New Dog" });
    await user.type(within(wizard).getByLabelText("Name"), "Maple");
    await user.type(within(wizard).getByLabelText("Weight (lbs)"), "20");
    await user.click(within(wizard).getByRole("combobox", { name: "Breeds" }));
    await user.click(await screen.findByRole("option", { name: "Beagle" }));
    await user.keyboard("{Escape}");
    await user.click(within(wizard).getByRole("button", { name: "Continue" }));

    const step = within(wizard).getByRole("region", { name: /Step 2 of 3/ });
    expect(await within(step).findByRole("alert")).toHaveTextContent(UPSTREAM_UNREACHABLE_TEXT);
    // No loading text (LoadStatus's is a status) stays beside it.
    expect(within(step).queryByRole("status")).toBeNull();
    // Spec 01 §8: "Failed calls show an error toast built from the response", beside the step's own sentence.
    expect(mocks.error).toHaveBeenCalledWith(expect.stringContaining(UPSTREAM_UNREACHABLE_TEXT), expect.anything());
    const next = within(wizard).getByRole("button", { name: "Continue" });
    expect(next).toBeDisabled();
    const asked = callsTo(endpoints.getPlanOptions);
    await user.click(within(step).getByRole("button", { name: TRY_AGAIN_LABEL }));
    expect(await within(step).findByTestId("recommendation")).toBeInTheDocument();
    expect(callsTo(endpoints.getPlanOptions)).toHaveLength(asked.length + 1);
    expect(callsTo(endpoints.getPlanOptions).at(-1)).toEqual(asked.at(-1));

    // build_plan fails once too: the price's place says so, with Try again.
    await user.click(within(step).getByRole("checkbox", { name: "Beef" }));
    expect(await within(step).findByRole("alert")).toHaveTextContent(UPSTREAM_UNREACHABLE_TEXT);
    expect(within(step).queryByTestId("price-per-shipment")).toBeNull();
    expect(mocks.error).toHaveBeenCalledTimes(2);
    await user.click(within(step).getByRole("button", { name: TRY_AGAIN_LABEL }));
    expect(await within(step).findByTestId("price-per-shipment")).toHaveTextContent("$50.00");
    await waitFor(() => expect(next).toBeEnabled());
  });
});

describe("Update Dog: a failed read of the review", () => {
  it("plan_options and build_plan: the failure's sentence and Try again instead of Calculating…", async () => {
    serve(new Map<unknown, number>([[endpoints.getPlanOptions, 1], [endpoints.buildPlan, 1]]));
    const user = userEvent.setup();
    const pet = petDto({ version: 2 });
    const plan = petPlanDto({ pet: pet.id, plan_size_id: 1, version: 3 });
    render(<UpdateDogWizard open onClose={vi.fn()} customerId={7} pet={pet} plan={plan} options={OPTIONS} timeZone="America/New_York" />);
    const wizard = screen.getByRole("dialog", { name: /Update Dog/ });
    const recommended = within(wizard).getByRole("region", { name: "Recommended plan", hidden: true });
    await waitFor(() => expect(within(recommended).getByText(UPSTREAM_UNREACHABLE_TEXT)).toBeInTheDocument());
    expect(within(recommended).queryByRole("status", { hidden: true })).toBeNull();
    await user.click(within(wizard).getByRole("button", { name: "Continue" }));
    await user.click(within(recommended).getByRole("button", { name: TRY_AGAIN_LABEL }));
    await waitFor(() => expect(recommended).toHaveTextContent("daily calories needed"));
    // The price of the recommended plan failed once: Try again again.
    expect(within(recommended).getByRole("alert")).toHaveTextContent(UPSTREAM_UNREACHABLE_TEXT);
    await user.click(within(recommended).getByRole("button", { name: TRY_AGAIN_LABEL }));
    await waitFor(() => expect(recommended).toHaveTextContent("Price per shipment: $50.00"));
    expect(within(wizard).getByRole("radio", { name: "Update to recommended plan" })).toBeEnabled();
  });
});
