/**
 * Add a New Dog (components/customers/add-dog-wizard.tsx): the agent chooses the first shipment date
 * (`pet_plan.start_date`; issue 18): today + 7 days by default (from the page's business
 * day), a date that is not after today blocks Continue with the rule's message, and the chosen date
 * is shown on the review and sent.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AddDogWizard } from "@/components/customers/add-dog-wizard";
import { endpoints } from "@/lib/contract/endpoints";
import type { BuildPlanDto, PetFormOptionsDto, PlanOptionsDto } from "@/lib/contract/pets";
import { FIRST_SHIPMENT_NOT_AFTER_TODAY } from "@/lib/pet-form";

const mocks = vi.hoisted(() => ({ callApi: vi.fn(), error: vi.fn(), success: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/api")>()), callApi: mocks.callApi }));
vi.mock("sonner", async (importOriginal) => ({ ...(await importOriginal<typeof import("sonner")>()), toast: { error: mocks.error, success: mocks.success } }));

const TODAY = "2031-03-10";
const opt = (name: string) => ({ name, slug: name.toLowerCase().replace(/ /g, "-") });
const OPTIONS: PetFormOptionsDto = {
  lifestyles: [opt("Lazy"), opt("Active")],
  body_types: [opt("Skinny"), opt("Ideal")],
  health_conditions: [opt("Allergies")],
  breeds: [opt("Mixed Breed"), opt("Beagle")],
};
const size = { id: 2, daily_amount: 2625, calories_per_day: 375 };
const offer = (meal_type: "UNKIBBLE" | "FRESH") => ({
  meal_type,
  max_recipes: meal_type === "UNKIBBLE" ? 2 : 3,
  subscription: { product: { code: "MEAL-U-B-2625-4W", name: "UnKibble Beef", recipes: [{ id: "U-B", name: "Beef" }] }, price: 50, frequency: 4 },
});
const PLAN_OPTIONS: PlanOptionsDto = { plan_size: size, daily_calories: 360, life_stage: "adult", pricing_model: "ALL PRODUCTS STANDARD PRICING", prices: { unkibble: offer("UNKIBBLE"), fresh: offer("FRESH") } };
const BUILT: BuildPlanDto = {
  plan_size: size,
  subscription: {
    meal_type: "UNKIBBLE",
    product: { code: "MEAL-U-B-2625-4W", name: "UnKibble Beef 2625 every 4 weeks" },
    products: [{ code: "MEAL-U-B-2625-4W", name: "UnKibble Beef", recipe: "U-B", unit_price: 50 }],
    price: { price: 50 },
    frequency: 4,
  },
};

beforeEach(() => {
  mocks.callApi.mockReset();
  mocks.callApi.mockImplementation(async (endpoint: unknown) => {
    if (endpoint === endpoints.getPlanOptions) return PLAN_OPTIONS;
    if (endpoint === endpoints.buildPlan) return BUILT;
    if (endpoint === endpoints.createPetAndPetPlan) return {};
    throw new Error("unexpected call");
  });
});

describe("Add a New Dog: the first shipment date", () => {
  it("defaults to today + 7 days, refuses today, and sends the chosen date", async () => {
    const user = userEvent.setup();
    render(<AddDogWizard open onClose={vi.fn()} customerId={7} options={OPTIONS} today={TODAY} />);
    const wizard = screen.getByRole("dialog", { name: "Add a New Dog" });
    await user.type(within(wizard).getByLabelText("Name"), "Maple");
    await user.type(within(wizard).getByLabelText("Weight (lbs)"), "20");
    await user.click(within(wizard).getByRole("combobox", { name: "Breeds" }));
    await user.click(await screen.findByRole("option", { name: "Beagle" }));
    await user.keyboard("{Escape}");
    await user.click(within(wizard).getByRole("button", { name: "Continue" }));

    const date = await within(wizard).findByLabelText("First shipment date");
    expect(date).toHaveValue("2031-03-17");
    expect(date).toHaveAttribute("min", "2031-03-11");
    await user.click(await within(wizard).findByRole("checkbox", { name: "Beef" }));
    const next = within(wizard).getByRole("button", { name: "Continue" });
    await vi.waitFor(() => expect(next).toBeEnabled());

    await user.clear(date);
    await user.type(date, TODAY);
    expect(await within(wizard).findByText(FIRST_SHIPMENT_NOT_AFTER_TODAY)).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.clear(date);
    await user.type(date, "2031-03-12");
    await vi.waitFor(() => expect(next).toBeEnabled());
    await user.click(next);

    expect(within(wizard).getByTestId("review-first-shipment")).toHaveTextContent(/Mar(ch)? 12, 2031, then every 4 weeks/);
    await user.click(within(wizard).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(mocks.callApi.mock.calls.some(([e]) => e === endpoints.createPetAndPetPlan)).toBe(true));
    const create = mocks.callApi.mock.calls.find(([e]) => e === endpoints.createPetAndPetPlan)!;
    expect((create[1] as { body: { pet_plan: { start_date: string } } }).body.pet_plan.start_date).toBe("2031-03-12");
  });
});
