/**
 * DogsPlansSection (components/customers/dogs-plans-section.tsx): the Status column's actions (the
 * ACTIVE dog's edit link opens Cancel Plan, the CANCELLED dog's Deceased link asks first), the
 * deceased failure toast "Error when setting pet status to Deceased_to_not_list: …", and
 * "PET NOT FOUND" for a `?pet=` id that is not the customer's.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DogsPlansSection } from "@/components/customers/dogs-plans-section";
import { ApiRequestError } from "@/lib/client/api";
import type { PetDto } from "@/lib/contract/pets";
import { dogsAndPlans } from "@/lib/customers/display";
import { PET_FORM_OPTIONS_UNAVAILABLE } from "@/lib/customers/messages";

const mocks = vi.hoisted(() => ({ callApi: vi.fn(), error: vi.fn(), success: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/api")>()), callApi: mocks.callApi }));
vi.mock("@/lib/client/toast", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/toast")>()), toast: Object.assign(vi.fn(), { error: mocks.error, success: mocks.success, dismiss: vi.fn() }) }));

const pet = (id: string, name: string, status: PetDto["status"]): PetDto => ({
  id,
  name,
  gender: "FEMALE",
  status,
  account: 7,
  birth_month: 1,
  birth_year: 2020,
  breeds: ["Beagle"],
  pet_plan: null,
  properties: { weight: 20, neutered: true, lifestyle: "Active", body_type: "Ideal", health_conditions: [] },
  created: "2026-01-01T00:00:00Z",
});
const scout = pet("11111111-0000-4000-8000-000000000001", "Scout", "ACTIVE");
const luna = pet("11111111-0000-4000-8000-000000000002", "Luna", "CANCELLED");
const plan = { id: 5, pet: scout.id, account: 7, is_topper: false, status: "ACTIVE" as const, next_charge_date: null, plan_size_id: 4, recipe_data: [], products: [] };

const renderSection = (focusPetId: string | null = null) =>
  render(<DogsPlansSection customerId={7} rows={dogsAndPlans([scout, luna], [plan], [])} pets={[scout, luna]} plans={[plan]} options={null} focusPetId={focusPetId} canEdit timeZone="America/New_York" />);

beforeEach(() => {
  mocks.callApi.mockReset();
  mocks.error.mockReset();
});

describe("DogsPlansSection", () => {
  it("the ACTIVE dog's edit link opens Cancel Plan", async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole("button", { name: /Edit plan status of Scout/ }));
    expect(await screen.findByRole("dialog", { name: "Cancel Plan: Scout" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Edit plan status of Luna/ })).not.toBeInTheDocument();
  });

  it("the spec's 'Edit' label stays, with a tooltip saying it opens Cancel Plan (issue 21)", async () => {
    const user = userEvent.setup();
    renderSection();
    const edit = screen.getByRole("button", { name: /Edit plan status of Scout/ });
    expect(edit).toHaveTextContent(/^Edit$/);
    await user.hover(edit);
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Opens Cancel Plan");
  });

  it("an ACTIVE dog on a PAUSED plan has the cancel-plan control too; a dog without a plan has none", async () => {
    const user = userEvent.setup();
    const rex = pet("11111111-0000-4000-8000-000000000003", "Rex", "ACTIVE");
    const bo = pet("11111111-0000-4000-8000-000000000004", "Bo", "ACTIVE");
    const paused = { ...plan, id: 6, pet: rex.id, status: "PAUSED" as const };
    render(<DogsPlansSection customerId={7} rows={dogsAndPlans([rex, bo], [paused], [])} pets={[rex, bo]} plans={[paused]} options={null} focusPetId={null} canEdit timeZone="America/New_York" />);
    expect(screen.queryByRole("button", { name: /Edit plan status of Bo/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Edit plan status of Rex/ }));
    expect(await screen.findByRole("dialog", { name: "Cancel Plan: Rex" })).toBeInTheDocument();
  });

  it("a plan that is not ACTIVE shows its status beside the dog's (issue 21)", () => {
    const rex = pet("11111111-0000-4000-8000-000000000003", "Rex", "ACTIVE");
    const paused = { ...plan, id: 6, pet: rex.id, status: "PAUSED" as const };
    render(<DogsPlansSection customerId={7} rows={dogsAndPlans([rex, scout], [paused, plan], [])} pets={[rex, scout]} plans={[paused, plan]} options={null} focusPetId={null} canEdit timeZone="America/New_York" />);
    const rexRow = screen.getAllByRole("row").find((r) => r.textContent?.includes("Rex"))!;
    expect(within(rexRow).getByText("Paused", { exact: true })).toHaveAttribute("data-kind", "plan");
    expect(within(rexRow).getByRole("img", { name: "Inactive" })).toBeInTheDocument();
    const scoutRow = screen.getAllByRole("row").find((r) => r.textContent?.includes("Scout"))!;
    expect(scoutRow.querySelector('[data-kind="plan"]')).toBeNull();
  });

  it("a cancelled dog's cancelled plan does not repeat the status", () => {
    const cancelledPlan = { ...plan, id: 7, pet: luna.id, status: "CANCELLED" as const };
    render(<DogsPlansSection customerId={7} rows={dogsAndPlans([luna], [cancelledPlan], [])} pets={[luna]} plans={[cancelledPlan]} options={null} focusPetId={null} canEdit timeZone="America/New_York" />);
    expect(screen.getAllByText("Cancelled", { exact: true })).toHaveLength(1);
  });

  it("the Deceased link asks first; a failure toasts the spec's text", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockRejectedValue(new ApiRequestError(400, { status: ["Only a cancelled dog can be marked Deceased_to_not_list."] }));
    renderSection();
    expect(screen.queryByRole("button", { name: "Mark Scout Deceased_to_not_list" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Mark Luna Deceased_to_not_list" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark Luna Deceased_to_not_list?" });
    expect(mocks.callApi).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Mark Deceased_to_not_list" }));
    expect(mocks.callApi.mock.calls[0]![1]).toEqual({ params: { id: luna.id }, body: { status: "DECEASED_TO_NOT_LIST" } });
    expect(mocks.error).toHaveBeenCalledWith(
      "Error when setting pet status to Deceased_to_not_list: Only a cancelled dog can be marked Deceased_to_not_list.",
      expect.objectContaining({ id: expect.any(String) }),
    );
  });

  it("shows PET NOT FOUND for a pet id that is not the customer's", () => {
    renderSection("99999999-0000-4000-8000-000000000009");
    expect(screen.getByRole("alert")).toHaveTextContent("PET NOT FOUND");
  });
});

describe("DogsPlansSection: Add a New Dog", () => {
  const options = { lifestyles: [], body_types: [], health_conditions: [], breeds: [] };
  it("is offered with canAddDog (default: canEdit) and not without it (an account whose personal data was deleted)", () => {
    const { unmount } = render(<DogsPlansSection customerId={7} rows={[]} pets={[]} plans={[]} options={options} focusPetId={null} canEdit timeZone="America/New_York" />);
    expect(screen.getByRole("button", { name: "Add a New Dog" })).toBeInTheDocument();
    unmount();
    render(<DogsPlansSection customerId={7} rows={[]} pets={[]} plans={[]} options={options} focusPetId={null} canEdit canAddDog={false} timeZone="America/New_York" />);
    expect(screen.queryByRole("button", { name: "Add a New Dog" })).not.toBeInTheDocument();
  });
});

describe("DogsPlansSection: ?pet= and a dog marked Deceased_to_not_list", () => {
  const options = { lifestyles: [{ name: "Active", slug: "active" }], body_types: [{ name: "Ideal", slug: "ideal" }], health_conditions: [], breeds: [{ name: "Beagle", slug: "beagle" }] };
  const gone = pet("11111111-0000-4000-8000-000000000005", "Ghost", "DECEASED_TO_NOT_LIST");
  const section = (pets: PetDto[], focusPetId: string) => (
    <DogsPlansSection customerId={7} rows={dogsAndPlans(pets, [plan], [])} pets={pets} plans={[plan]} options={options} focusPetId={focusPetId} canEdit timeZone="America/New_York" />
  );
  beforeEach(() => {
    mocks.callApi.mockReturnValue(new Promise(() => {}));
  });

  it("?pet= of an ACTIVE dog opens its Update Dog; of a dog marked Deceased_to_not_list it opens nothing, as the table offers no Update dog for it (was: Update Dog opened)", async () => {
    const { unmount } = render(section([scout, gone], scout.id));
    expect(await screen.findByRole("dialog", { name: "Update Dog: Scout" })).toBeInTheDocument();
    unmount();
    render(section([scout, gone], gone.id));
    expect(screen.queryByRole("button", { name: "Update dog Ghost" })).not.toBeInTheDocument();
    // The lazy wizard would have been loaded and shown by now (the ACTIVE dog's opened in the same wait).
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByTestId("pet-not-found")).not.toBeInTheDocument();
  });

  it("an open Update Dog closes when the page's data says the dog is now marked Deceased_to_not_list (was: it stayed, for a save the API refuses)", async () => {
    const { rerender } = render(section([scout], scout.id));
    expect(await screen.findByRole("dialog", { name: "Update Dog: Scout" })).toBeInTheDocument();
    rerender(section([{ ...scout, status: "DECEASED_TO_NOT_LIST" }], scout.id));
    expect(screen.queryByRole("dialog", { name: "Update Dog: Scout" })).not.toBeInTheDocument();
  });
});

describe("DogsPlansSection: the dog form's options failed to load (options null)", () => {
  // Was: "Add a New Dog", every "Update dog" and the `?pet=` Update Dog vanished without a word
  // (review ui-consistency 1): staff read it as "not allowed".
  it("Add a New Dog and Update dog stay, unavailable, with the reason; a click opens nothing", async () => {
    const user = userEvent.setup();
    renderSection();
    const add = screen.getByRole("button", { name: "Add a New Dog" });
    const update = screen.getByRole("button", { name: "Update dog Scout" });
    for (const button of [add, update]) {
      expect(button).toHaveAttribute("aria-disabled", "true");
      expect(button).toHaveAccessibleDescription(PET_FORM_OPTIONS_UNAVAILABLE);
      await user.click(button);
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByTestId("pet-form-options-failed")).not.toBeInTheDocument();
  });

  it("a ?pet= link shows the sentence where its Update Dog would open", async () => {
    renderSection(scout.id);
    expect(screen.getByTestId("pet-form-options-failed")).toHaveTextContent(PET_FORM_OPTIONS_UNAVAILABLE);
    expect(screen.getByRole("alert")).toHaveTextContent("The dog form's options could not be loaded. Reload the page to try again.");
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("a role that may not edit sees neither the buttons nor the notice", () => {
    render(<DogsPlansSection customerId={7} rows={dogsAndPlans([scout], [plan], [])} pets={[scout]} plans={[plan]} options={null} focusPetId={scout.id} canEdit={false} timeZone="America/New_York" />);
    expect(screen.queryByRole("button", { name: "Add a New Dog" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Update dog/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId("pet-form-options-failed")).not.toBeInTheDocument();
  });
});
