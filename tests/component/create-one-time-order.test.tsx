/**
 * CreateOneTimeOrderButton (components/orders/create-one-time-order.tsx): step 1's rules (one meal,
 * meals fixed at 1, the UnKibble clip rule) keep Continue disabled; step 2 shows the dry run's
 * summary; a discount-code error of the dry run clears the applied code; a preset generates a code
 * and applies it ("Discount created and applied to one time order."); a product the API refuses
 * (order_products.{n}, by the dry run or by Confirm and Charge) shows the message under its row; the
 * products list and the summary that fail to load show the failure's sentence and Try again.
 */
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { ORDER_TOAST } from "@/lib/ui-constants";
import { CreateOneTimeOrderButton } from "@/components/orders/create-one-time-order";
import { ApiRequestError, upstreamUrl } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import {
  CLIP_ONLY_MESSAGE,
  ONE_MEAL_MESSAGE,
  ONE_TIME_DISCOUNT_APPLIED,
  ONE_TIME_DOG_REQUIRED,
  ONE_TIME_NO_DOG_WITH_PLAN,
  ONE_TIME_PRODUCT_REQUIRED,
  ONE_TIME_PRODUCT_UNAVAILABLE,
  oneTimeNothingChargedText,
} from "@/lib/orders/messages";
import { oneTimeOrderOffer, REPROCESS_CODE } from "@/lib/orders/rules";
import { PII_DELETED_NO_NEW_ORDER_MESSAGE } from "@/lib/contract/customers";

const mocks = vi.hoisted(() => ({ callApi: vi.fn(), callApiOnce: vi.fn(), refresh: vi.fn(), toastError: vi.fn(), toastSuccess: vi.fn(), toastDismiss: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mocks.refresh, push: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/lib/client/toast", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/client/toast")>();
  return { ...actual, toast: Object.assign(vi.fn(), actual.toast, { error: mocks.toastError, success: mocks.toastSuccess, dismiss: mocks.toastDismiss }) };
});
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/api")>()), callApi: mocks.callApi, callApiOnce: mocks.callApiOnce }));

const product = (id: number, code: string, product_type: string, price: number) => ({
  id,
  code,
  name: code,
  description: code,
  product_type,
  category: "SNACK",
  is_frozen: false,
  recipes: [],
  price,
});
const PRODUCTS = [product(1, "MEAL-U-B-4200-4W", "MEAL", 100), product(2, "MEAL-F-L-3150-2W", "MEAL", 120), product(3, "CLIP", "MATERIAL", 4.99), product(4, "SNACK-JERKY-BEEF", "SNACK", 12.99)];
const DOGS = [{ planId: 7, name: "Bean", planProducts: [{ code: "MEAL-U-S-4200-4W", product_type: "MEAL" as const }] }];

function summary(codes: string[]) {
  const discount = codes.length ? 3.9 : 0;
  return {
    id: null,
    order_type: "ONETIME",
    order_products: [{ product_code: "SNACK-JERKY-BEEF", description: "x", quantity: 1, unit_price: 12.99, discount_amount: discount, tax_amount: 0.64, total_price: 9.73, type: "ONETIME", pet_plan: 7 }],
    subtotal_price: 12.99,
    total_discounts: discount,
    total_tax: 0.64,
    total_price: 12.99 - discount + 0.64,
    discount_codes: codes,
    charge: null,
    fulfillment_ids: [],
  };
}

beforeEach(() => {
  mocks.callApi.mockReset();
  mocks.callApiOnce.mockReset();
  mocks.refresh.mockReset();
  mocks.toastError.mockReset();
  mocks.toastSuccess.mockReset();
  mocks.toastDismiss.mockReset();
  mocks.callApi.mockImplementation(async (endpoint: unknown, input: { body?: { discount_codes?: string[]; discount_type?: string } }) => {
    if (endpoint === endpoints.listOneTimeOrderProducts) return PRODUCTS;
    if (endpoint === endpoints.generateExclusiveDiscount) return { discount_code: "30POFFX1-ABCDEF" };
    if (endpoint === endpoints.createOrder) {
      const codes = input.body?.discount_codes ?? [];
      if (codes.includes("BAD")) throw new ApiRequestError(400, { discount_codes: ["Discount code not found"] });
      return summary(codes);
    }
    throw new Error("unexpected call");
  });
  // A preset's code is generated once per intended code (callApiOnce), like the order itself.
  mocks.callApiOnce.mockImplementation(async (endpoint: unknown) => {
    if (endpoint === endpoints.generateExclusiveDiscount) return { discount_code: "30POFFX1-ABCDEF" };
    throw new Error("unexpected call");
  });
});

async function open(user: ReturnType<typeof userEvent.setup>) {
  render(<CreateOneTimeOrderButton accountId={11} country="US" dogs={DOGS} unavailable={null} />);
  await user.click(screen.getByRole("button", { name: "Create One-Time Order" }));
  const wizard = await screen.findByRole("dialog", { name: "Create one-time order" });
  await user.click(within(wizard).getByRole("combobox", { name: "Dog" }));
  await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "Bean" }));
  await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
  return wizard;
}

/** Picks a product in the wizard's product picker as a person would: open it, type, Enter on the first match. */
async function pick(user: ReturnType<typeof userEvent.setup>, wizard: HTMLElement, search: string) {
  await user.click(within(wizard).getByRole("combobox", { name: "Add a product" }));
  await screen.findByRole("listbox");
  await user.keyboard(search);
  await waitFor(() => expect(screen.getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true"));
  await user.keyboard("{Enter}");
  await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
}
const row = (wizard: HTMLElement, code: string) => within(wizard).getAllByTestId("one-time-row").find((r) => r.textContent?.includes(code))!;

async function choosePreset(user: ReturnType<typeof userEvent.setup>, wizard: HTMLElement, label: string) {
  await user.click(within(wizard).getByRole("combobox", { name: "Discount" }));
  await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: label }));
  await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
}

/** The wizard on its Summary step for one jerky, no discount code yet. */
async function openSummaryOfJerky(user: ReturnType<typeof userEvent.setup>) {
  const wizard = await open(user);
  await pick(user, wizard, "jerky");
  await user.click(within(wizard).getByRole("button", { name: "Continue" }));
  expect(await within(wizard).findByTestId("one-time-codes")).toHaveTextContent("None");
  return wizard;
}

describe("CreateOneTimeOrderButton", () => {
  // The pages' props: oneTimeOrderOffer of the customer (lib/orders/rules.ts), the one place the reason is chosen.
  const customer = (planStatus: string, pii_deleted_at: string | null = null) => ({
    pets: [{ id: "p1", name: "Bean" }],
    petplans: [{ id: 7, pet: "p1", status: planStatus, products: DOGS[0]!.planProducts }],
    pii_deleted_at,
  });
  const reasonOf = (button: HTMLElement) => button.getAttribute("aria-description");

  it("no dog with an active or paused plan: the button is disabled and says why", async () => {
    render(<CreateOneTimeOrderButton accountId={11} country="US" {...oneTimeOrderOffer(customer("CANCELLED"))} />);
    const button = screen.getByRole("button", { name: "Create One-Time Order" });
    // Focusable (aria-disabled, not disabled): the reason is read out when focus reaches it.
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).not.toBeDisabled();
    expect(reasonOf(button)).toBe(ONE_TIME_NO_DOG_WITH_PLAN);
    // The info icon beside it carries the same sentence (its tooltip's code waits: DeferredInfoTip).
    expect(await screen.findByRole("button", { name: ONE_TIME_NO_DOG_WITH_PLAN })).toBeInTheDocument();
  });

  it("a customer whose personal data was deleted: disabled with the API's own refusal, though the dog's plan is active (was: offered, charged, shipped to no address)", async () => {
    const user = userEvent.setup();
    render(<CreateOneTimeOrderButton accountId={11} country="US" {...oneTimeOrderOffer(customer("ACTIVE", "2026-01-04T12:00:00.000Z"))} />);
    const button = screen.getByRole("button", { name: "Create One-Time Order" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(reasonOf(button)).toBe(PII_DELETED_NO_NEW_ORDER_MESSAGE);
    expect(await screen.findByRole("button", { name: PII_DELETED_NO_NEW_ORDER_MESSAGE })).toBeInTheDocument();
    await user.click(button);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // With its personal data, the same customer gets the button.
    cleanup();
    render(<CreateOneTimeOrderButton accountId={11} country="US" {...oneTimeOrderOffer(customer("ACTIVE"))} />);
    expect(screen.getByRole("button", { name: "Create One-Time Order" })).toBeEnabled();
    expect(reasonOf(screen.getByRole("button", { name: "Create One-Time Order" }))).toBeNull();
  });

  it("step 1's Continue says what is missing; a customer's only dog is chosen already", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<CreateOneTimeOrderButton accountId={11} country="US" dogs={DOGS} unavailable={null} />);
    await user.click(screen.getByRole("button", { name: "Create One-Time Order" }));
    let wizard = await screen.findByRole("dialog", { name: "Create one-time order" });
    expect(within(wizard).getByRole("combobox", { name: "Dog" })).toHaveTextContent("Bean");
    expect(within(wizard).getByRole("button", { name: "Continue" })).toHaveAttribute("aria-description", ONE_TIME_PRODUCT_REQUIRED);
    unmount();
    render(<CreateOneTimeOrderButton accountId={11} country="US" dogs={[...DOGS, { ...DOGS[0]!, planId: 8, name: "Pip" }]} unavailable={null} />);
    await user.click(screen.getByRole("button", { name: "Create One-Time Order" }));
    wizard = await screen.findByRole("dialog", { name: "Create one-time order" });
    expect(within(wizard).getByRole("button", { name: "Continue" })).toHaveAttribute("aria-description", ONE_TIME_DOG_REQUIRED);
  });

  it("the summary names the default card Confirm charges, and warns when the account has none or it expired (was: the same sentence whatever the cards)", async () => {
    const user = userEvent.setup();
    const cardsAnswer = vi.fn();
    const base = mocks.callApi.getMockImplementation()!;
    mocks.callApi.mockImplementation(async (endpoint: unknown, input: never) => (endpoint === endpoints.listPaymentMethods ? cardsAnswer(input) : base(endpoint, input)));
    const method = (is_default: boolean, last4: string, exp_year: number) => ({ id: Number(last4), is_default, processor: "STRIPE", card: { brand: "Visa", last4, exp_month: 1, exp_year } });
    // Far from any day the suite runs on (the clock is the real one here, moved in CI): good, and long expired.
    cardsAnswer.mockResolvedValue([method(false, "1111", 2099), method(true, "4242", 2099)]);
    let wizard = await openSummaryOfJerky(user);
    await waitFor(() => expect(within(wizard).getByTestId("one-time-card")).toHaveTextContent("Confirming charges the total to the customer's default payment method, Visa •••• 4242."));
    expect(cardsAnswer).toHaveBeenCalledWith({ query: { account_id: 11 } });
    expect(within(wizard).queryByText("Warning:")).not.toBeInTheDocument();
    cleanup();
    cardsAnswer.mockResolvedValue([method(true, "4242", 2020)]);
    wizard = await openSummaryOfJerky(user);
    await waitFor(() => expect(within(wizard).getByTestId("one-time-card")).toHaveTextContent("Warning: The default card, Visa •••• 4242, expired (01/2020)"));
    expect(within(wizard).getByTestId("one-time-card")).toHaveAttribute("role", "status");
    cleanup();
    cardsAnswer.mockResolvedValue([method(false, "1111", 2099)]);
    wizard = await openSummaryOfJerky(user);
    await waitFor(() => expect(within(wizard).getByTestId("one-time-card")).toHaveTextContent("Warning: The customer has no default payment method, so the charge will fail"));
    // Confirm stays possible: staff may mean to place it (the order is created unpaid, as the API answers).
    expect(within(wizard).getByRole("button", { name: "Confirm and Charge" })).toBeInTheDocument();
  });

  it("a $0.00 total (100% off, reprocess): the summary says nothing will be charged, with no warning about the card, and the toast claims no charge (was: 'the charge will fail', '$0.00 was charged')", { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const base = mocks.callApi.getMockImplementation()!;
    const free = { ...summary([REPROCESS_CODE]), total_discounts: 12.99, total_tax: 0, total_price: 0 };
    mocks.callApi.mockImplementation(async (endpoint: unknown, input: { body?: { discount_codes?: string[] } }) => {
      // No default card: with a total to charge, the summary warns.
      if (endpoint === endpoints.listPaymentMethods) return [{ id: 1, is_default: false, processor: "STRIPE", card: { brand: "Visa", last4: "1111", exp_month: 1, exp_year: 2099 } }];
      if (endpoint === endpoints.createOrder && input.body?.discount_codes?.includes(REPROCESS_CODE)) return free;
      return base(endpoint, input as never);
    });
    const wizard = await openSummaryOfJerky(user);
    await waitFor(() => expect(within(wizard).getByTestId("one-time-card")).toHaveTextContent("Warning: The customer has no default payment method, so the charge will fail"));
    await choosePreset(user, wizard, "100% off (reprocess)");
    await user.click(within(wizard).getByRole("button", { name: "Apply Discount" }));
    await waitFor(() => expect(within(wizard).getByTestId("one-time-total")).toHaveTextContent("$0.00"));
    expect(within(wizard).getByTestId("one-time-card")).toHaveTextContent(/^The total is \$0\.00: nothing will be charged\.$/);
    expect(within(wizard).getByTestId("one-time-card")).not.toHaveAttribute("role", "status");
    expect(within(wizard).queryByText("Warning:")).not.toBeInTheDocument();
    // Placed: the API made no charge (charge null); the toast says nothing was charged.
    mocks.callApiOnce.mockResolvedValueOnce({ ...free, id: "10000003", charge: null, fulfillment_ids: ["10000003-1"] });
    const confirm = within(wizard).getByRole("button", { name: "Confirm and Charge" });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await waitFor(() => expect(mocks.toastSuccess).toHaveBeenCalledWith(oneTimeNothingChargedText("10000003"), ORDER_TOAST));
    expect(oneTimeNothingChargedText("10000003")).toBe("One-time order 10000003 created. The total is $0.00: nothing was charged.");
    expect(mocks.toastError).not.toHaveBeenCalled();
  });

  it("Confirm and Charge sends the order once per intended order (callApiOnce); after a timeout the page refreshes (once the upstream answers) and Confirm and Charge again sends the same order (charged once, issue 23)", { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const wizard = await openSummaryOfJerky(user);
    const probe = vi.fn(async () => Response.json(["U-B"]));
    vi.stubGlobal("fetch", probe);
    onTestFinished(() => void vi.unstubAllGlobals());
    mocks.callApiOnce.mockRejectedValueOnce(new ApiRequestError(504, { detail: "The back-office service did not answer in time." }));
    mocks.callApiOnce.mockResolvedValueOnce({ ...summary([]), id: "10000002", charge: { status: "SUCCESS", error: null, card_number: null } });
    const charge = within(wizard).getByRole("button", { name: "Confirm and Charge" });
    await waitFor(() => expect(charge).toBeEnabled());
    await user.click(charge);
    await waitFor(() => expect(mocks.toastError).toHaveBeenCalled());
    // The order may have been placed all the same: once a read through the proxy answers (usePlaceOnce's probe), the page shows what the upstream did.
    await waitFor(() => expect(mocks.refresh).toHaveBeenCalledTimes(1));
    expect(probe).toHaveBeenCalledWith(upstreamUrl(endpoints.listRecipeIds.path), expect.objectContaining({ method: "GET" }));
    await waitFor(() => expect(charge).toBeEnabled());
    await user.click(charge);
    await waitFor(() => expect(mocks.toastSuccess).toHaveBeenCalled());
    expect(mocks.callApiOnce).toHaveBeenCalledTimes(2);
    const [first, second] = mocks.callApiOnce.mock.calls as [unknown, { body: unknown }][];
    expect(first![0]).toBe(endpoints.createOrder);
    // The same request, so callApiOnce sends it with the same key (tests/unit/client-api.test.ts).
    expect(second).toEqual(first);
  });

  it("step 1: one meal at most, meals fixed at 1, no clip alone for an UnKibble dog", { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const wizard = await open(user);
    const next = within(wizard).getByRole("button", { name: "Continue" });
    expect(next).toBeDisabled();
    await pick(user, wizard, "clip");
    expect(within(wizard).getByText(CLIP_ONLY_MESSAGE)).toBeInTheDocument();
    expect(next).toBeDisabled();
    await pick(user, wizard, "MEAL-U-B");
    await pick(user, wizard, "MEAL-F-L");
    expect(within(wizard).getAllByText(ONE_MEAL_MESSAGE).length).toBeGreaterThan(0);
    expect(next).toBeDisabled();
    expect(within(row(wizard, "MEAL-U-B-4200-4W")).getByRole("combobox", { name: "Quantity" })).toBeDisabled();
    expect(within(row(wizard, "CLIP")).getByRole("combobox", { name: "Quantity" })).toBeEnabled();
    // A chosen product leaves the picker's menu; Remove takes its row out.
    await user.click(within(wizard).getByRole("combobox", { name: "Add a product" }));
    expect(within(await screen.findByRole("listbox")).getAllByRole("option").map((o) => o.getAttribute("data-value"))).toEqual(["SNACK-JERKY-BEEF"]);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await user.click(within(row(wizard, "MEAL-F-L-3150-2W")).getByRole("button", { name: "Remove MEAL-F-L-3150-2W" }));
    expect(within(wizard).getAllByTestId("one-time-row")).toHaveLength(2);
    expect(next).toBeEnabled();
  });

  it("step 2: a discount-code error clears the code; a preset generates one and applies it", { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const wizard = await openSummaryOfJerky(user);

    await choosePreset(user, wizard, "Custom code");
    await user.type(within(wizard).getByLabelText("Discount code"), "bad");
    await user.click(within(wizard).getByRole("button", { name: "Apply Discount" }));
    await waitFor(() => expect(mocks.toastError).toHaveBeenCalledWith("Discount code not found", { id: expect.any(String), ...ORDER_TOAST }));
    // The summary without the code again (its dry run).
    await waitFor(() => expect(within(wizard).getByTestId("one-time-codes")).toHaveTextContent("None"));
    const failedToastId = (mocks.toastError.mock.calls.at(-1)![1] as { id: string }).id;
    expect(mocks.toastDismiss).not.toHaveBeenCalledWith(failedToastId);

    await choosePreset(user, wizard, "30% off");
    await user.click(within(wizard).getByRole("button", { name: "Apply Discount" }));
    await waitFor(() => expect(mocks.toastSuccess).toHaveBeenCalledWith(ONE_TIME_DISCOUNT_APPLIED, expect.anything()));
    // The next attempt took the failure's toast away: it never sits beside "Discount created and applied…".
    expect(mocks.toastDismiss).toHaveBeenCalledWith(failedToastId);
    expect(within(wizard).getByTestId("one-time-codes")).toHaveTextContent("30POFFX1-ABCDEF");
    expect(within(wizard).getByTestId("one-time-discounts")).toHaveTextContent("$3.90");
    expect(mocks.callApiOnce).toHaveBeenCalledWith(endpoints.generateExclusiveDiscount, { body: { discount_type: "CX_30_PERCENT" } });
    expect(mocks.callApi).not.toHaveBeenCalledWith(endpoints.generateExclusiveDiscount, expect.anything());
    // One Apply, one dry run with its code (was: Apply's own, then the summary's again for the same request).
    const dryRunsWith = (code: string) =>
      mocks.callApi.mock.calls.filter(([endpoint, input]) => endpoint === endpoints.createOrder && (input as { query?: { dry_run?: string }; body: { discount_codes?: string[] } }).query?.dry_run === "true" && (input as { body: { discount_codes?: string[] } }).body.discount_codes?.includes(code)).length;
    expect(dryRunsWith("30POFFX1-ABCDEF")).toBe(1);
  });

  it("a product the API refuses (order_products.{n}) shows the API's message under its row, from the dry run and from Confirm and Charge", { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const refuse = (code: string) => (body: { order_products: { product_code: string }[] }) => {
      const n = body.order_products.findIndex((p) => p.product_code === code);
      if (n >= 0) throw new ApiRequestError(400, { [`order_products.${n}.product_code`]: [ONE_TIME_PRODUCT_UNAVAILABLE] });
    };
    const base = mocks.callApi.getMockImplementation()!;
    // The dry run refuses the clip (no longer sold).
    mocks.callApi.mockImplementation(async (endpoint: unknown, input: { body: { order_products: { product_code: string }[] } }) => {
      if (endpoint === endpoints.createOrder) refuse("CLIP")(input.body);
      return base(endpoint, input);
    });
    const wizard = await open(user);
    await pick(user, wizard, "jerky");
    await pick(user, wizard, "clip");
    const quantityOf = (code: string) => within(row(wizard, code)).getByRole("combobox", { name: "Quantity" });
    await waitFor(() => expect(quantityOf("CLIP")).toHaveAccessibleDescription(ONE_TIME_PRODUCT_UNAVAILABLE));
    expect(quantityOf("CLIP")).toHaveAttribute("aria-invalid", "true");
    expect(quantityOf("SNACK-JERKY-BEEF")).not.toHaveAccessibleDescription(ONE_TIME_PRODUCT_UNAVAILABLE);
    // Without the clip the dry run answers: the message goes.
    await user.click(within(row(wizard, "CLIP")).getByRole("button", { name: "Remove CLIP" }));
    await waitFor(() => expect(quantityOf("SNACK-JERKY-BEEF")).not.toHaveAttribute("aria-invalid"));
    await user.click(within(wizard).getByRole("button", { name: "Continue" }));
    expect(await within(wizard).findByTestId("one-time-codes")).toHaveTextContent("None");

    // Confirm and Charge: the jerky was withdrawn meanwhile.
    mocks.callApiOnce.mockImplementationOnce(async (_endpoint: unknown, input: { body: { order_products: { product_code: string }[] } }) => {
      refuse("SNACK-JERKY-BEEF")(input.body);
    });
    const charge = within(wizard).getByRole("button", { name: "Confirm and Charge" });
    await waitFor(() => expect(charge).toBeEnabled());
    await user.click(charge);
    await waitFor(() => expect(mocks.toastError).toHaveBeenCalledWith(expect.stringContaining(ONE_TIME_PRODUCT_UNAVAILABLE), expect.anything()));
    await user.click(within(wizard).getByRole("button", { name: "Back" }));
    expect(quantityOf("SNACK-JERKY-BEEF")).toHaveAccessibleDescription(ONE_TIME_PRODUCT_UNAVAILABLE);
  });

  it("the products and the summary that fail to load: the failure's sentence and Try again, which asks the same again", { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const base = mocks.callApi.getMockImplementation()!;
    const failing = new Map<unknown, number>([[endpoints.listOneTimeOrderProducts, 1], [endpoints.createOrder, 1]]);
    mocks.callApi.mockImplementation(async (endpoint: unknown, input: unknown) => {
      const left = failing.get(endpoint) ?? 0;
      if (left > 0) {
        failing.set(endpoint, left - 1);
        throw new ApiRequestError(502, { detail: "The back-office service could not be reached." });
      }
      return base(endpoint, input);
    });
    const wizard = await open(user);
    const step1 = within(wizard).getByRole("region", { name: /^Step 1 of 2/ });
    expect(await within(step1).findByTestId("load-failed")).toHaveTextContent("The back-office service could not be reached.");
    await user.click(within(step1).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(within(step1).queryByTestId("load-failed")).toBeNull());
    await pick(user, wizard, "jerky");
    await user.click(within(wizard).getByRole("button", { name: "Continue" }));
    const step2 = within(wizard).getByRole("region", { name: /^Step 2 of 2/ });
    expect(await within(step2).findByTestId("load-failed")).toHaveTextContent("The back-office service could not be reached.");
    expect(within(step2).queryByText("Loading...")).toBeNull();
    await user.click(within(step2).getByRole("button", { name: "Try again" }));
    expect(await within(step2).findByTestId("one-time-codes")).toHaveTextContent("None");
    await waitFor(() => expect(within(wizard).getByRole("button", { name: "Confirm and Charge" })).toBeEnabled());
  });
});
