/**
 * Add a New Dog (components/customers/add-dog-wizard.tsx): the agent chooses the first shipment date
 * (`pet_plan.start_date`; issue 18): today + 7 days by default (from the page's business
 * day), a date that is not after today blocks Continue with the rule's message, and the chosen date
 * is shown on the review and sent. The plan calculator (issue 21): the review marks every answer
 * left at its default "default, not confirmed"; a warning when the plan size does not cover the
 * dog's need; another size may be taken and is what is saved; Back keeps the recipes, the size and
 * the answers; a weight over the limit says why Continue is disabled.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AddDogWizard } from "@/components/customers/add-dog-wizard";
import { UpdateDogWizard } from "@/components/customers/update-dog-wizard";
import { petDto, petPlanDto } from "../support/pet-dto";
import { endpoints } from "@/lib/contract/endpoints";
import type { BuildPlanDto, PetFormOptionsDto, PlanOptionsDto } from "@/lib/contract/pets";
import { BUILT_PLAN, formOption as opt, PLAN_OPTIONS, planOffer as offer } from "../support/plan-dto";
import { BIRTH_MONTH_FUTURE, DOG_WEIGHT_TOO_HEAVY, FIRST_SHIPMENT_NOT_AFTER_TODAY, PET_AND_PLAN_UPDATED_TEXT, PLAN_SAVED_DOG_NOT_TEXT } from "@/lib/pet-form";
import { ApiRequestError } from "@/lib/client/api";
import { STALE_PET_PLAN_MESSAGE } from "@/lib/contract/pets";

const mocks = vi.hoisted(() => ({ callApi: vi.fn(), once: [] as unknown[], error: vi.fn(), success: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/api")>()), callApi: mocks.callApi,
  // Save's call is made once per intended dog (callApiOnce, issue 23): recorded, then answered like any call.
  callApiOnce: (endpoint: unknown, input: unknown) => {
    mocks.once.push(endpoint);
    return mocks.callApi(endpoint, input);
  },
}));
vi.mock("@/lib/client/toast", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/toast")>()), toast: Object.assign(vi.fn(), { error: mocks.error, success: mocks.success, dismiss: vi.fn() }) }));

const TODAY = "2031-03-10";
const NEW_YORK = "America/New_York";
const OPTIONS: PetFormOptionsDto = {
  lifestyles: [opt("Lazy"), opt("Active")],
  body_types: [opt("Skinny"), opt("Ideal")],
  health_conditions: [opt("Allergies")],
  breeds: [opt("Mixed Breed"), opt("Beagle")],
};

beforeEach(() => {
  mocks.callApi.mockReset();
  mocks.callApi.mockImplementation(async (endpoint: unknown) => {
    if (endpoint === endpoints.getPlanOptions) return PLAN_OPTIONS;
    if (endpoint === endpoints.buildPlan) return BUILT_PLAN;
    if (endpoint === endpoints.createPetAndPetPlan) return {};
    throw new Error("unexpected call");
  });
});

describe("Add a New Dog: the birth year", () => {
  it("offers New York's current year first, whatever the browser's clock zone (New Year's Eve in New York, already 2027 in UTC)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-01-01T02:00:00Z"));
    try {
      render(<AddDogWizard open onClose={vi.fn()} customerId={7} options={OPTIONS} timeZone={NEW_YORK} today="2026-12-31" />);
      const wizard = screen.getByRole("dialog", { name: "Add a New Dog" });
      expect(within(wizard).getByRole("combobox", { name: "Birth year" })).toHaveTextContent("2026");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("Add a New Dog and Update Dog: the configured business time zone, not New York", () => {
  // 12:00 UTC on Dec 31, 2026: New Year's Eve morning in New York, already 02:00 on Jan 1, 2027 at UTC+14.
  const KIRITIMATI = "Pacific/Kiritimati";

  it("offers the zone's current year first and dates the first shipment from the zone's today", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-31T12:00:00Z"));
    try {
      const user = userEvent.setup();
      render(<AddDogWizard open onClose={vi.fn()} customerId={7} options={OPTIONS} timeZone={KIRITIMATI} />);
      const wizard = screen.getByRole("dialog", { name: "Add a New Dog" });
      expect(within(wizard).getByRole("combobox", { name: "Birth year" })).toHaveTextContent("2027");
      await fillProfile(user, wizard, "20");
      const next = within(wizard).getByRole("button", { name: "Continue" });
      await vi.waitFor(() => expect(next).toBeEnabled());
      await user.click(next);
      // Today there is Jan 1, 2027: the first shipment defaults to a week on.
      expect(await within(wizard).findByLabelText("First shipment date")).toHaveValue("2027-01-08");
    } finally {
      vi.useRealTimers();
    }
  });

  it("Update Dog: the birth years run back from the zone's current year", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-31T12:00:00Z"));
    try {
      const pet = petDto({ birth_year: 2020, birth_month: 5 });
      render(<UpdateDogWizard open onClose={vi.fn()} customerId={7} pet={pet} plan={null} options={OPTIONS} timeZone={KIRITIMATI} />);
      const wizard = screen.getByRole("dialog", { name: /Update/ });
      const user = userEvent.setup();
      await user.click(within(wizard).getByRole("combobox", { name: "Birth year" }));
      const years = (await screen.findAllByRole("option")).map((o) => o.textContent?.replace("✓", "").trim());
      expect(years[0]).toBe("2027");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("Add a New Dog: the breeds", () => {
  it("lists Mixed Breed first when the options come in another order (spec 01 §9)", async () => {
    const user = userEvent.setup();
    const options = { ...OPTIONS, breeds: [opt("Akita"), opt("Beagle"), opt("Mixed Breed")] };
    render(<AddDogWizard open onClose={vi.fn()} customerId={7} options={options} timeZone={NEW_YORK} today={TODAY} />);
    const wizard = screen.getByRole("dialog", { name: "Add a New Dog" });
    await user.click(within(wizard).getByRole("combobox", { name: "Breeds" }));
    const names = (await screen.findAllByRole("option")).map((o) => o.textContent?.trim());
    expect(names).toEqual(["Mixed Breed", "Akita", "Beagle"]);
  });
});

describe("Add a New Dog: the birth month", () => {
  it("refuses a month after this one in this year, under the field, and takes this month", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-03-10T15:00:00Z"));
    try {
      const user = userEvent.setup();
      render(<AddDogWizard open onClose={vi.fn()} customerId={7} options={OPTIONS} timeZone={NEW_YORK} today={TODAY} />);
      const wizard = screen.getByRole("dialog", { name: "Add a New Dog" });
      await fillProfile(user, wizard, "20");
      const next = within(wizard).getByRole("button", { name: "Continue" });
      await vi.waitFor(() => expect(next).toBeEnabled());
      await user.click(within(wizard).getByRole("combobox", { name: "Birth month" }));
      await user.click(await screen.findByRole("option", { name: "April" }));
      expect(await within(wizard).findByText(BIRTH_MONTH_FUTURE)).toBeInTheDocument();
      await vi.waitFor(() => expect(next).toBeDisabled());
      await user.click(within(wizard).getByRole("combobox", { name: "Birth month" }));
      await user.click(await screen.findByRole("option", { name: "March" }));
      await vi.waitFor(() => expect(next).toBeEnabled());
      expect(within(wizard).queryByText(BIRTH_MONTH_FUTURE)).toBeNull();
      // The year decides too: April of last year is fine, and this year's April again is not.
      await user.click(within(wizard).getByRole("combobox", { name: "Birth month" }));
      await user.click(await screen.findByRole("option", { name: "April" }));
      expect(await within(wizard).findByText(BIRTH_MONTH_FUTURE)).toBeInTheDocument();
      await user.click(within(wizard).getByRole("combobox", { name: "Birth year" }));
      await user.click(await screen.findByRole("option", { name: "2030" }));
      await vi.waitFor(() => expect(within(wizard).queryByText(BIRTH_MONTH_FUTURE)).toBeNull());
      await vi.waitFor(() => expect(next).toBeEnabled());
      await user.click(within(wizard).getByRole("combobox", { name: "Birth year" }));
      await user.click(await screen.findByRole("option", { name: "2031" }));
      expect(await within(wizard).findByText(BIRTH_MONTH_FUTURE)).toBeInTheDocument();
      await vi.waitFor(() => expect(next).toBeDisabled());
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("Add a New Dog: the first shipment date", () => {
  it("defaults to today + 7 days, refuses today, and sends the chosen date", async () => {
    const user = userEvent.setup();
    render(<AddDogWizard open onClose={vi.fn()} customerId={7} options={OPTIONS} timeZone={NEW_YORK} today={TODAY} />);
    const wizard = screen.getByRole("dialog", { name: "Add a New Dog" });
    await fillProfile(user, wizard, "20");
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
    expect(mocks.once.at(-1)).toBe(endpoints.createPetAndPetPlan);
  });
});

// ───────────────────────────── The plan calculator (issue 21) ─────────────────────────────

const CALORIES = [300, 375, 450, 600, 750, 900];
const sizeRow = (id: number) => ({ id, daily_amount: CALORIES[id - 1]! * 7, calories_per_day: CALORIES[id - 1]! });
/** The 45 lb adult: 1,076 kcal a day needed, recommended the largest size (900 kcal a day). */
const HEAVY: PlanOptionsDto = { ...PLAN_OPTIONS, plan_size: sizeRow(6), daily_calories: 1076 };
const builtAt = (plan_size: number): BuildPlanDto => ({ ...BUILT_PLAN, plan_size: sizeRow(plan_size) });

type Call = [unknown, { body?: Record<string, unknown> }?];
const callsTo = (endpoint: unknown) => (mocks.callApi.mock.calls as Call[]).filter(([e]) => e === endpoint);

function renderHeavy() {
  mocks.callApi.mockImplementation(async (endpoint: unknown, init?: { body?: { plan_size?: number } }) => {
    if (endpoint === endpoints.getPlanOptions) return HEAVY;
    if (endpoint === endpoints.buildPlan) return builtAt(init?.body?.plan_size ?? 0);
    if (endpoint === endpoints.createPetAndPetPlan) return {};
    throw new Error("unexpected call");
  });
  const user = userEvent.setup();
  render(<AddDogWizard open onClose={vi.fn()} customerId={7} options={OPTIONS} timeZone={NEW_YORK} today={TODAY} />);
  return { user, wizard: screen.getByRole("dialog", { name: "Add a New Dog" }) };
}

async function fillProfile(user: ReturnType<typeof userEvent.setup>, wizard: HTMLElement, weight = "45") {
  await user.type(within(wizard).getByLabelText("Name"), "Maple");
  await user.type(within(wizard).getByLabelText("Weight (lbs)"), weight);
  await user.click(within(wizard).getByRole("combobox", { name: "Breeds" }));
  await user.click(await screen.findByRole("option", { name: "Beagle" }));
  await user.keyboard("{Escape}");
}

async function pick(user: ReturnType<typeof userEvent.setup>, wizard: HTMLElement, select: string, option: string) {
  await user.click(within(wizard).getByRole("combobox", { name: select }));
  await user.click(await screen.findByRole("option", { name: option }));
  await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
}

const reviewRow = (wizard: HTMLElement, label: string) => within(wizard).getByText(label, { selector: "dt" }).nextElementSibling as HTMLElement;

describe("Add a New Dog: the plan calculator", () => {
  it("marks on the review every answer left at its default, and none the agent gave", async () => {
    const { user, wizard } = renderHeavy();
    await fillProfile(user, wizard);
    await pick(user, wizard, "Gender", "Female");
    // Picking the default shown confirms it.
    await pick(user, wizard, "Lifestyle", "Active");
    await user.click(within(wizard).getByRole("button", { name: "Continue" }));
    await user.click(await within(wizard).findByRole("checkbox", { name: "Beef" }));
    const next = within(wizard).getByRole("button", { name: "Continue" });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);

    expect(within(wizard).getByTestId("unconfirmed-defaults")).toHaveTextContent(
      "Warning: Neutered, Birth month, Birth year, Body type and First shipment date were left at their defaults, not confirmed.",
    );
    for (const label of ["Neutered", "Birth", "Body type"]) expect(reviewRow(wizard, label), label).toHaveTextContent("default, not confirmed");
    for (const label of ["Name", "Gender", "Lifestyle", "Weight"]) expect(reviewRow(wizard, label), label).not.toHaveTextContent("default, not confirmed");
    expect(within(wizard).getByTestId("review-first-shipment")).toHaveTextContent("default, not confirmed");
  });

  it("warns when the largest plan does not cover the need, takes another size, and saves the size taken", async () => {
    const { user, wizard } = renderHeavy();
    await fillProfile(user, wizard);
    await user.click(within(wizard).getByRole("button", { name: "Continue" }));

    expect(await within(wizard).findByTestId("recommendation")).toHaveTextContent("Recommended plan size: Size 6 — 900 kcal/day (daily amount 6300)");
    expect(within(wizard).getByTestId("daily-calories")).toHaveTextContent("1,076");
    const size = within(wizard).getByRole("combobox", { name: "Plan size" });
    expect(size).toHaveTextContent("Size 6 — 900 kcal/day (recommended)");
    expect(within(wizard).getByTestId("plan-shortfall")).toHaveTextContent(
      "Warning: No plan size covers this dog's daily need of 1,076 kcal: the largest, Size 6 — 900 kcal/day, is 176 kcal/day short.",
    );

    await pick(user, wizard, "Plan size", "Size 5 — 750 kcal/day");
    expect(size).toHaveTextContent("Size 5 — 750 kcal/day");
    expect(within(wizard).getByTestId("plan-shortfall")).toHaveTextContent("The chosen Size 5 — 750 kcal/day is 326 kcal/day short.");
    await user.click(within(wizard).getByRole("checkbox", { name: "Beef" }));
    await waitFor(() => expect(callsTo(endpoints.buildPlan).at(-1)?.[1]?.body).toMatchObject({ plan_size: 5, recipes: ["U-B"] }));
    const next = within(wizard).getByRole("button", { name: "Continue" });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);

    expect(within(wizard).getByTestId("review-plan-size")).toHaveTextContent("Size 5 — 750 kcal/day (recommended: Size 6 — 900 kcal/day)");
    expect(within(wizard).getByTestId("review-plan-shortfall")).toHaveTextContent("Warning: No plan size covers");
    await user.click(within(wizard).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(callsTo(endpoints.createPetAndPetPlan)).toHaveLength(1));
    const body = callsTo(endpoints.createPetAndPetPlan)[0]![1]!.body as { pet: { recommended_calories_day: number }; pet_plan: { plan_size: number } };
    expect(body.pet_plan.plan_size).toBe(5);
    expect(body.pet.recommended_calories_day).toBe(6);
  });

  it("Back keeps the recipes, the size and the answers", async () => {
    const { user, wizard } = renderHeavy();
    await fillProfile(user, wizard);
    await pick(user, wizard, "Gender", "Female");
    await user.click(within(wizard).getByRole("button", { name: "Continue" }));
    await pick(user, wizard, "Plan size", "Size 4 — 600 kcal/day");
    await user.click(await within(wizard).findByRole("checkbox", { name: "Beef" }));
    await waitFor(() => expect(within(wizard).getByRole("button", { name: "Continue" })).toBeEnabled());

    await user.click(within(wizard).getByRole("button", { name: "Back" }));
    expect(within(wizard).getByRole("combobox", { name: "Gender" })).toHaveTextContent("Female");
    expect(within(wizard).getByLabelText("Weight (lbs)")).toHaveValue(45);
    await user.click(within(wizard).getByRole("button", { name: "Continue" }));
    expect(within(wizard).getByRole("checkbox", { name: "Beef" })).toBeChecked();
    expect(within(wizard).getByRole("combobox", { name: "Plan size" })).toHaveTextContent("Size 4 — 600 kcal/day");
    await waitFor(() => expect(within(wizard).getByRole("button", { name: "Continue" })).toBeEnabled());
  });

  it("a weight over the limit shows its message and says why Continue is disabled", async () => {
    const { user, wizard } = renderHeavy();
    await fillProfile(user, wizard, "500");
    const weight = within(wizard).getByLabelText("Weight (lbs)");
    expect(weight).toHaveAccessibleDescription(expect.stringContaining(DOG_WEIGHT_TOO_HEAVY));
    const next = within(wizard).getByRole("button", { name: "Continue" });
    expect(next).toBeDisabled();
    expect(next).toHaveAttribute("aria-description", `Weight (lbs): ${DOG_WEIGHT_TOO_HEAVY}`);
    expect(callsTo(endpoints.getPlanOptions)).toHaveLength(0);
  });

  it("a click on the disabled Continue shows every missing field's message under it and puts the focus on the first", async () => {
    const { user, wizard } = renderHeavy();
    await user.type(within(wizard).getByLabelText("Name"), "Rex");
    await user.type(within(wizard).getByLabelText("Weight (lbs)"), "40");
    const next = within(wizard).getByRole("button", { name: "Continue" });
    expect(next).toBeDisabled();
    const breeds = within(wizard).getByRole("combobox", { name: "Breeds" });
    // Untouched: no message yet.
    expect(breeds).not.toHaveAccessibleDescription(expect.stringContaining(next.getAttribute("aria-description")!.replace(/^Breeds: /, "")));
    // A disabled button takes no click: its wrapper does.
    await user.click(next.parentElement!);
    await waitFor(() => expect(breeds).toHaveAccessibleDescription(expect.stringContaining(next.getAttribute("aria-description")!.replace(/^Breeds: /, ""))));
    await waitFor(() => expect(breeds).toHaveFocus());
    expect(callsTo(endpoints.getPlanOptions)).toHaveLength(0);
  });
});

describe("Update Dog: the recommended plan keeps the plan's frequency", () => {
  it("prices the recommended size at the plan's own weeks between shipments (a 2-weekly UnKibble plan is not made 4-weekly)", async () => {
    const pet = petDto({ version: 2 });
    const plan = petPlanDto({ pet: pet.id, next_charge_date: "2031-04-01", plan_size_id: 1, version: 3 }, { code: "MEAL-U-B-2100-2W", frequency: 2, unit_price: 30 });
    render(<UpdateDogWizard open onClose={vi.fn()} customerId={7} pet={pet} plan={plan} options={OPTIONS} timeZone={NEW_YORK} />);
    await waitFor(() => expect(callsTo(endpoints.buildPlan).length).toBeGreaterThan(0));
    expect(callsTo(endpoints.buildPlan).at(-1)?.[1]?.body).toMatchObject({ plan_size: 2, recipes: ["U-B"], frequency: 2 });
  });
});

describe("Update Dog: the plan saved, the dog not", () => {
  it("says which part was saved, and Save again sends only the dog (was: the plan again with its old version, 409 'changed by someone else')", async () => {
    const pet = petDto({ version: 2 });
    const plan = petPlanDto({ pet: pet.id, plan_size_id: 1, version: 3 }, { code: "MEAL-U-B-2100-4W", unit_price: 30 });
    let petCalls = 0;
    mocks.callApi.mockImplementation(async (endpoint: unknown, input: { body?: { version?: number } }) => {
      if (endpoint === endpoints.getPlanOptions) return PLAN_OPTIONS;
      if (endpoint === endpoints.buildPlan) return BUILT_PLAN;
      if (endpoint === endpoints.updatePetPlan) {
        // The API: a plan sent with a version older than its own is refused.
        if (input.body?.version !== 3) throw new ApiRequestError(409, { detail: STALE_PET_PLAN_MESSAGE });
        return { pet_plan: { ...plan, plan_size_id: 2, version: 4 }, repriced_order_ids: [] };
      }
      if (endpoint === endpoints.updatePet) {
        petCalls += 1;
        if (petCalls === 1) throw new ApiRequestError(503, { detail: "The service is unavailable." });
        return pet;
      }
      throw new Error("unexpected call");
    });
    const user = userEvent.setup();
    render(<UpdateDogWizard open onClose={vi.fn()} customerId={7} pet={pet} plan={plan} options={OPTIONS} timeZone={NEW_YORK} />);
    const wizard = screen.getByRole("dialog", { name: /Update/ });
    const next = within(wizard).getByRole("button", { name: "Continue" });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    const recommended = within(wizard).getByRole("radio", { name: "Update to recommended plan" });
    await waitFor(() => expect(recommended).toBeEnabled());
    await user.click(recommended);
    const save = within(wizard).getByRole("button", { name: "Update to recommended plan" });
    await user.click(save);

    await waitFor(() => expect(mocks.error).toHaveBeenCalled());
    expect(callsTo(endpoints.updatePetPlan)).toHaveLength(1);
    expect(callsTo(endpoints.updatePet)).toHaveLength(1);
    expect(within(wizard).getByTestId("plan-saved-only")).toHaveTextContent(PLAN_SAVED_DOG_NOT_TEXT);
    expect(mocks.error.mock.calls.at(-1)![0]).toBe(`${PLAN_SAVED_DOG_NOT_TEXT} The service is unavailable.`);

    await user.click(within(wizard).getByRole("button", { name: "Update to recommended plan" }));
    await waitFor(() => expect(mocks.success).toHaveBeenCalledWith(PET_AND_PLAN_UPDATED_TEXT, undefined));
    expect(callsTo(endpoints.updatePetPlan)).toHaveLength(1);
    expect(callsTo(endpoints.updatePet)).toHaveLength(2);
    expect(callsTo(endpoints.updatePet)[1]![1]!.body).toMatchObject({ version: 2, account: 7 });
  });
});

describe("Add a New Dog: a meal type with no recipe priced for the customer", () => {
  it("is shown as not offered and cannot be chosen; the other offers only its priced recipes", async () => {
    const none = { ...offer("FRESH"), subscription: { product: { code: null, name: null, recipes: [] }, price: null, frequency: 2 } };
    mocks.callApi.mockImplementation(async (endpoint: unknown) => {
      if (endpoint === endpoints.getPlanOptions) return { ...PLAN_OPTIONS, prices: { unkibble: offer("UNKIBBLE"), fresh: none } };
      if (endpoint === endpoints.buildPlan) return BUILT_PLAN;
      throw new Error("unexpected call");
    });
    const user = userEvent.setup();
    render(<AddDogWizard open onClose={vi.fn()} customerId={7} options={OPTIONS} timeZone={NEW_YORK} today={TODAY} />);
    const wizard = screen.getByRole("dialog", { name: "Add a New Dog" });
    await fillProfile(user, wizard, "20");
    await user.click(within(wizard).getByRole("button", { name: "Continue" }));
    expect(await within(wizard).findByRole("radio", { name: "Fresh (not offered)" })).toBeDisabled();
    expect(within(wizard).getByRole("radio", { name: /UnKibble \(from \$50\.00 every 4 weeks/ })).toBeEnabled();
    expect(within(wizard).getAllByRole("checkbox")).toHaveLength(1);
  });
});
