/**
 * The upcoming-order editor's branches (components/orders): extra meals offered only with a MEAL-U-
 * line; the Fresh dog and the dog with extra meals already added disabled; bag options 0..allowed
 * labelled bags × extra days; the apply-discount lookup ("Discount code not found"), the preview of
 * the new totals before saving, a rule refusal shown and the save disabled; Mark cancelled, then the
 * refund prompt linking to the refund page, and focus back on the page (not <body>) when it closes; a change based on an older version of the order (409)
 * shows the sentence and Reload, which keeps the agent's choice and sends it again on the current
 * version (issue 19).
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Link from "next/link";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApplyDiscountDialog } from "@/components/orders/apply-discount-dialog";
import { ExtraMealsDialog } from "@/components/orders/extra-meals-dialog";
import { MarkCancelledAction } from "@/components/orders/mark-cancelled-action";
import { OneTimeProductsDialog } from "@/components/orders/one-time-products-dialog";
import { UpcomingOrderEditor } from "@/components/orders/upcoming-order-editor";
import { ApiRequestError } from "@/lib/client/api";
import { STALE_ORDER_MESSAGE, type OrderChangeResult } from "@/lib/contract/order-edits";
import type { OrderDto, OrderProductDto } from "@/lib/contract/orders";
import type { OneTimeProductDto } from "@/lib/contract/products";
import { ALLOWANCE } from "../support/buffer-bag-dto";
import { orderDto } from "../support/order-dto";
import { endpoints } from "@/lib/contract/endpoints";
import { Toaster } from "@/components/ui/toaster";
import { DISCOUNT_APPLIED_HINT, DISCOUNT_APPLIED_TEXT } from "@/lib/order-edit";
import { UPSTREAM_UNREACHABLE } from "@/lib/error-text";
import { DISCOUNT_ALREADY_APPLIED_MESSAGE } from "@/lib/discount-apply-rules";

const mocks = vi.hoisted(() => ({ callApi: vi.fn(), refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mocks.refresh, push: vi.fn(), replace: vi.fn() }) }));
// Previews are callApi's, saves usePlaceOnce's (callApiOnce): one mock sees both, in order (the keys: order-edit-retry.test.tsx).
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/api")>()), callApi: mocks.callApi, callApiOnce: mocks.callApi }));

/** The signed-in account the editor asks canCall of (every order edit is allowed to a Team Member). */
const TEAM = { is_active: true, groups: [{ name: "BarkTeamMember" }] };

const line = (id: number, code: string, planId: number, name: string, extra: Partial<OrderProductDto> = {}): OrderProductDto => ({
  id,
  code,
  description: code,
  quantity: 1,
  unit_price: 50,
  discount_amount: 0,
  tax_amount: 0,
  total_price: 50,
  total_refunds: 0,
  refund_amount: 50,
  type: "SUBSCRIPTION",
  product_type: "MEAL",
  pet_id: `pet-${planId}`,
  pet_plan: { id: planId, pet_name: name },
  ...extra,
});

const order = (products: OrderProductDto[]): OrderDto => orderDto({ products });

const result = (total: number): OrderChangeResult => ({
  id: "7001",
  status: "PREVIEW",
  order_type: "SUBSCRIPTION",
  dry_run: true,
  order_products: [],
  discount_codes: [],
  subtotal_price: total,
  total_discounts: 0,
  total_tax: 0,
  total_shipping_price: 0,
  total_price: total,
});

beforeEach(() => {
  mocks.callApi.mockReset();
  mocks.refresh.mockReset();
});

describe("extra meals", () => {
  it("are offered only when a product code starts with MEAL-U-", () => {
    const { unmount } = render(<UpcomingOrderEditor order={order([line(1, "MEAL-F-L-3150-2W", 2, "Ivy")])} customerId={9} rows={[]} oneTimeProducts={[]} bufferBags={[]} freeBufferEligible={false} staff={TEAM} />);
    expect(screen.queryByRole("button", { name: "Add extra meals" })).not.toBeInTheDocument();
    unmount();
    render(<UpcomingOrderEditor order={order([line(1, "MEAL-U-B-4200-4W", 1, "Rex")])} customerId={9} rows={[]} oneTimeProducts={[]} bufferBags={[]} freeBufferEligible={false} staff={TEAM} />);
    expect(screen.getByRole("button", { name: "Add extra meals" })).toBeInTheDocument();
  });

  it("disable the Fresh dog and a dog with extra meals already; bags 0..allowed labelled in days; preview before saving", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockResolvedValue(result(125));
    const o = order([line(1, "MEAL-U-B-4200-4W", 1, "Rex"), line(2, "MEAL-F-L-3150-2W", 2, "Ivy"), line(3, "MEAL-U-C-4200-4W", 3, "Moe"), line(4, "U-C-BUFFER-1T", 3, "Moe", { type: "ONETIME", product_type: "BUFFER" })]);
    render(<ExtraMealsDialog open onClose={vi.fn()} order={o} customerId={9} allowances={[ALLOWANCE, { ...ALLOWANCE, pet_plan_id: 3, pet_name: "Moe" }]} freeBufferEligible={false} />);
    await user.click(screen.getByRole("combobox", { name: "Dog" }));
    const list = within(await screen.findByRole("listbox"));
    expect(list.getByRole("option", { name: "Ivy (Fresh plan)" })).toHaveAttribute("aria-disabled", "true");
    expect(list.getByRole("option", { name: "Moe (extra meals already added)" })).toHaveAttribute("aria-disabled", "true");
    await user.click(list.getByRole("option", { name: "Rex" }));
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    // Nothing to preview or save with 0 bags.
    expect(screen.getByRole("button", { name: "Add extra meals" })).toBeDisabled();
    expect(mocks.callApi).not.toHaveBeenCalled();
    await user.click(screen.getByRole("combobox", { name: "Extra meals" }));
    const bags = within(await screen.findByRole("listbox"));
    expect(bags.getAllByRole("option").map((o) => o.textContent?.replace("✓", ""))).toEqual(["0 extra days (0 bags)", "5 extra days (1 bag)", "10 extra days (2 bags)", "15 extra days (3 bags)"]);
    await user.click(bags.getByRole("option", { name: "15 extra days (3 bags)" }));
    const preview = await screen.findByRole("table", { name: "New totals" });
    expect(preview).toHaveTextContent("$125.00");
    // Every column header has a name (the row labels' column is "Amount" to a screen reader).
    expect(within(preview).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Amount", "Now", "After the change"]);
    const [endpoint, input] = mocks.callApi.mock.calls[0]!;
    expect(endpoint).toBe(endpoints.updateOrder);
    expect(input.query).toEqual({ dry_run: "true" });
    expect(input.body.order_products.at(-1)).toEqual({ pet_plan: 1, product_code: "U-B-BUFFER-1T", quantity: 3, type: "ONETIME" });
    await user.click(screen.getByRole("button", { name: "Add extra meals" }));
    await waitFor(() => expect(mocks.callApi).toHaveBeenCalledTimes(2));
    expect(mocks.callApi.mock.calls[1]![1].query).toEqual({});
  });
});

describe("extra meals: the default product", () => {
  // As the seed and the API list them: the paid buffer bag first, then the free one.
  const BOTH = { ...ALLOWANCE, buffer_bag_products: [{ code: "U-B-BUFFER-1T", price: 12.5, recipe_name: "Beef buffer" }, { code: "U-B-BUFFER-1T-FREE", price: 0, recipe_name: "Beef buffer" }] };

  async function chooseRexAndOneBag(freeBufferEligible: boolean) {
    const user = userEvent.setup();
    mocks.callApi.mockResolvedValue(result(50));
    render(<ExtraMealsDialog open onClose={vi.fn()} order={order([line(1, "MEAL-U-B-4200-4W", 1, "Rex")])} customerId={9} allowances={[BOTH]} freeBufferEligible={freeBufferEligible} />);
    await user.click(screen.getByRole("combobox", { name: "Dog" }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "Rex" }));
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    const product = screen.getByRole("combobox", { name: "Extra-meal product" });
    await user.click(screen.getByRole("combobox", { name: "Extra meals" }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "5 extra days (1 bag)" }));
    await waitFor(() => expect(mocks.callApi).toHaveBeenCalledTimes(1));
    return { product, line: mocks.callApi.mock.calls[0]![1].body.order_products.at(-1) };
  }

  it("is the free buffer bag when the customer is eligible for it (was the paid one, listed first)", async () => {
    const { product, line: added } = await chooseRexAndOneBag(true);
    expect(product).toHaveTextContent("U-B-BUFFER-1T-FREE");
    expect(product).toHaveAccessibleDescription("Free buffer bag eligible: Yes. The free bag is the default.");
    expect(added).toEqual({ pet_plan: 1, product_code: "U-B-BUFFER-1T-FREE", quantity: 1, type: "ONETIME" });
  });

  it("is the paid buffer bag when the customer is not eligible", async () => {
    const { product, line: added } = await chooseRexAndOneBag(false);
    expect(product).toHaveTextContent("(U-B-BUFFER-1T)");
    expect(product).toHaveAccessibleDescription("Free buffer bag eligible: No (BUFFER-1T-FREE used 2 or more times in the last 365 days). The paid bag is the default.");
    expect(added).toEqual({ pet_plan: 1, product_code: "U-B-BUFFER-1T", quantity: 1, type: "ONETIME" });
  });
});

describe("one-time products (issue 21: the product picker)", () => {
  const product = (id: number, code: string, name: string, product_type: OneTimeProductDto["product_type"], price: number): OneTimeProductDto => ({
    id,
    code,
    name,
    description: name,
    product_type,
    category: "SNACK",
    is_frozen: false,
    recipes: [],
    price,
  });
  const PRODUCTS = [
    product(1, "MEAL-U-C-4200-4W", "UnKibble Chicken 4200 every 4 weeks", "MEAL", 90),
    product(2, "SCOOP-75-B", "Scoop 75 (Beef)", "SCOOP", 0),
    product(3, "SNACK-JERKY-BEEF", "Beef Jerky Bites", "SNACK", 12.99),
    product(4, "SNACK-JERKY-CHICKEN", "Chicken Jerky Bites", "SNACK", 12.99),
    product(5, "PUPGUM-MINT", "Pup Gum Mint", "PUPGUM", 15.99),
  ];

  it("offers the add-ons only (no meals, no scoops); a pick adds a row with its quantity, Remove takes it out; the preview sends the rows", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockResolvedValue(result(140));
    render(<OneTimeProductsDialog open onClose={vi.fn()} order={order([line(1, "MEAL-U-B-4200-4W", 1, "Rex")])} customerId={9} products={PRODUCTS} />);
    expect(screen.queryAllByTestId("one-time-row")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Add products" })).toBeDisabled();
    await user.click(screen.getByRole("combobox", { name: "Add a product" }));
    const menu = within(await screen.findByRole("listbox"));
    expect(menu.getAllByRole("option").map((o) => o.getAttribute("data-value"))).toEqual(["SNACK-JERKY-BEEF", "SNACK-JERKY-CHICKEN", "PUPGUM-MINT"]);
    await user.keyboard("jerky{ArrowDown}{Enter}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    const row = screen.getByTestId("one-time-row");
    expect(row).toHaveTextContent("Chicken Jerky Bites SNACK-JERKY-CHICKEN$12.99");
    await user.click(within(row).getByRole("combobox", { name: "Quantity" }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "2" }));
    await waitFor(() => expect(mocks.callApi.mock.calls.at(-1)![1].body.order_products.at(-1)).toEqual({ pet_plan: 1, product_code: "SNACK-JERKY-CHICKEN", quantity: 2, type: "ONETIME" }));
    expect(await screen.findByRole("table", { name: "New totals" })).toHaveTextContent("$140.00");
    await user.click(within(row).getByRole("button", { name: "Remove Chicken Jerky Bites" }));
    expect(screen.queryAllByTestId("one-time-row")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Add products" })).toBeDisabled();
  });
});

describe("a stale order (issue 19)", () => {
  const rex = (version: number) => ({ ...order([line(1, "MEAL-U-B-4200-4W", 1, "Rex")]), version });
  const chooseRex = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole("combobox", { name: "Dog" }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "Rex" }));
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
  };

  it("shows the 409's sentence with Reload; after the reload the choice is kept and saved on the current version", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockImplementation(async (_endpoint, input: { query: { dry_run?: string } }) => {
      if (input.query.dry_run) return result(125);
      throw new ApiRequestError(409, { detail: STALE_ORDER_MESSAGE });
    });
    const { rerender } = render(<ExtraMealsDialog open onClose={vi.fn()} order={rex(1)} customerId={9} allowances={[ALLOWANCE]} freeBufferEligible={false} />);
    await chooseRex(user);
    await user.click(screen.getByRole("combobox", { name: "Extra meals" }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "10 extra days (2 bags)" }));
    expect(await screen.findByRole("table", { name: "New totals" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add extra meals" }));
    const notice = await screen.findByTestId("stale-version-notice");
    expect(notice).toHaveTextContent(STALE_ORDER_MESSAGE);
    expect(mocks.callApi.mock.calls[1]![1].body.version).toBe(1);

    await user.click(within(notice).getByRole("button", { name: "Reload" }));
    expect(mocks.refresh).toHaveBeenCalledTimes(1);
    // The page's server data now carries the current order (version 2): the notice goes, the choice stays.
    mocks.callApi.mockImplementation(async (_endpoint, input: { query: { dry_run?: string } }) => (input.query.dry_run ? result(125) : { ...result(125), dry_run: false, version: 3 }));
    rerender(<ExtraMealsDialog open onClose={vi.fn()} order={rex(2)} customerId={9} allowances={[ALLOWANCE]} freeBufferEligible={false} />);
    expect(screen.queryByTestId("stale-version-notice")).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Extra meals" })).toHaveTextContent("10 extra days (2 bags)");
    await waitFor(() => expect(mocks.callApi.mock.calls.at(-1)![1].body.version).toBe(2));
    await waitFor(() => expect(screen.getByRole("button", { name: "Add extra meals" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Add extra meals" }));
    await waitFor(() => expect(mocks.callApi.mock.calls.at(-1)![1].query).toEqual({}));
    const saved = mocks.callApi.mock.calls.at(-1)![1].body;
    expect(saved.version).toBe(2);
    expect(saved.order_products.at(-1)).toEqual({ pet_plan: 1, product_code: "U-B-BUFFER-1T", quantity: 2, type: "ONETIME" });
  });

  it("shows the notice when the preview itself answers 409, and saving stays disabled", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockRejectedValue(new ApiRequestError(409, { detail: STALE_ORDER_MESSAGE }));
    render(<ExtraMealsDialog open onClose={vi.fn()} order={rex(1)} customerId={9} allowances={[ALLOWANCE]} freeBufferEligible={false} />);
    await chooseRex(user);
    await user.click(screen.getByRole("combobox", { name: "Extra meals" }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "5 extra days (1 bag)" }));
    const notice = await screen.findByTestId("stale-version-notice");
    expect(notice).toHaveTextContent(STALE_ORDER_MESSAGE);
    expect(screen.getByRole("button", { name: "Add extra meals" })).toBeDisabled();
    await user.click(within(notice).getByRole("button", { name: "Reload" }));
    expect(mocks.refresh).toHaveBeenCalledTimes(1);
  });
});

describe("apply a discount", () => {
  it("says 'Discount code not found' for an unknown code and previews nothing", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockRejectedValue(new ApiRequestError(404, { detail: "Discount code not found" }));
    render(<ApplyDiscountDialog open onClose={vi.fn()} order={order([line(1, "MEAL-U-B-4200-4W", 1, "Rex")])} customerId={9} />);
    await user.type(screen.getByLabelText("Discount code"), "nope");
    await user.click(screen.getByRole("button", { name: "Look up" }));
    expect(await screen.findByText("Discount code not found")).toBeInTheDocument();
    expect(mocks.callApi).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Apply discount" })).toBeDisabled();
  });

  it("a code the order already has (in any case): the rule's message under the code at once, no preview, Apply disabled", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockResolvedValue({ code: "SAVE10", description: "x", discount_type: "PERCENTAGE", value: 10 });
    const withCode = orderDto({ products: [line(1, "MEAL-U-B-4200-4W", 1, "Rex")], discounts: [{ discount: { code: "SAVE10" } }] } as never);
    render(<ApplyDiscountDialog open onClose={vi.fn()} order={withCode} customerId={9} />);
    await user.type(screen.getByLabelText("Discount code"), "save10");
    await user.click(screen.getByRole("button", { name: "Look up" }));
    expect(await screen.findByText(DISCOUNT_ALREADY_APPLIED_MESSAGE)).toBeInTheDocument();
    expect(DISCOUNT_ALREADY_APPLIED_MESSAGE).toBe("This discount code is already applied to this order.");
    expect(mocks.callApi).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId("discount-found")).toBeNull();
    expect(screen.getByRole("button", { name: "Apply discount" })).toBeDisabled();
  });

  it("shows the rule a found code breaks, from the preview, and keeps Apply disabled", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockImplementation(async (endpoint) => {
      if (endpoint === endpoints.lookupDiscount) return { code: "ONLY1T", description: "x", discount_type: "PERCENTAGE", value: 10 };
      throw new ApiRequestError(400, { discount_codes: ["ONLY1T: This discount code cannot be used on subscription orders."] });
    });
    render(<ApplyDiscountDialog open onClose={vi.fn()} order={order([line(1, "MEAL-U-B-4200-4W", 1, "Rex")])} customerId={9} />);
    await user.type(screen.getByLabelText("Discount code"), "only1t");
    await user.click(screen.getByRole("button", { name: "Look up" }));
    expect(await screen.findByText("ONLY1T: This discount code cannot be used on subscription orders.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Apply discount" })).toBeDisabled();
  });
});

describe("the preview of the new totals that fails", () => {
  it("shows the failure's sentence with Try again, which asks the same dry run again; Apply waits for its answer", async () => {
    const user = userEvent.setup();
    let previews = 0;
    mocks.callApi.mockImplementation(async (endpoint) => {
      if (endpoint === endpoints.lookupDiscount) return { code: "SAVE10", description: "x", discount_type: "PERCENTAGE", value: 10 };
      previews += 1;
      if (previews === 1) throw new ApiRequestError(504, { detail: "The back-office service did not answer in time." });
      return result(90);
    });
    render(<ApplyDiscountDialog open onClose={vi.fn()} order={order([line(1, "MEAL-U-B-4200-4W", 1, "Rex")])} customerId={9} />);
    await user.type(screen.getByLabelText("Discount code"), "save10");
    await user.click(screen.getByRole("button", { name: "Look up" }));
    expect(await screen.findByText("The back-office service did not answer in time.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Apply discount" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("order-preview")).toHaveTextContent("$90.00");
    const dryRuns = mocks.callApi.mock.calls.filter(([e]) => e === endpoints.updateOrder);
    expect(dryRuns).toHaveLength(2);
    expect(dryRuns[1]).toEqual(dryRuns[0]);
    expect(screen.getByRole("button", { name: "Apply discount" })).toBeEnabled();
  });
});

describe("apply a discount: the spec's toast keeps its words and gains an InfoTip (issue 21)", () => {
  it("toasts \"Discount applied to account.\" with a focusable (i) whose tooltip says the code went on this order", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockImplementation(async (endpoint, input: { query?: { dry_run?: string } }) => {
      if (endpoint === endpoints.lookupDiscount) return { code: "SAVE10", description: "x", discount_type: "PERCENTAGE", value: 10 };
      return input.query?.dry_run ? result(90) : { ...result(90), dry_run: false, version: 2 };
    });
    render(
      <>
        <Toaster />
        <ApplyDiscountDialog open onClose={vi.fn()} order={order([line(1, "MEAL-U-B-4200-4W", 1, "Rex")])} customerId={9} />
      </>,
    );
    await user.type(screen.getByLabelText("Discount code"), "save10");
    await user.click(screen.getByRole("button", { name: "Look up" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Apply discount" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Apply discount" }));
    const text = await screen.findByText(DISCOUNT_APPLIED_TEXT);
    const tip = within(text).getByRole("button", { name: DISCOUNT_APPLIED_HINT });
    tip.focus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent(DISCOUNT_APPLIED_HINT);
  });
});

describe("remove a discount", () => {
  it("previews the removal's own dry run (POST remove_discount?dry_run=true), and confirming makes that same call (was: previewed with PUT orders/{id}, another pricing)", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockImplementation(async (_endpoint, input: { query?: { dry_run?: string } }) => (input.query?.dry_run ? result(110) : { ...result(110), dry_run: false, version: 3 }));
    const o = orderDto({ products: [line(1, "MEAL-U-B-4200-4W", 1, "Rex")], discounts: [{ discount: { code: "SAVE10" } }], version: 2 });
    render(<UpcomingOrderEditor order={o} customerId={9} rows={[]} oneTimeProducts={[]} bufferBags={[]} freeBufferEligible={false} staff={TEAM} />);
    await user.click(screen.getByRole("button", { name: "Remove discount SAVE10" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove discount" });
    expect(await within(dialog).findByRole("table", { name: "New totals" })).toHaveTextContent("$110.00");
    const body = { discount_code: "SAVE10", version: 2 };
    expect(mocks.callApi.mock.calls).toEqual([[endpoints.removeOrderDiscount, { params: { id: "7001" }, query: { dry_run: "true" }, body }]]);
    await user.click(within(dialog).getByRole("button", { name: "Remove discount" }));
    await waitFor(() => expect(mocks.callApi).toHaveBeenCalledTimes(2));
    expect(mocks.callApi.mock.calls[1]).toEqual([endpoints.removeOrderDiscount, { params: { id: "7001" }, query: {}, body }]);
  });
});

describe("mark cancelled", () => {
  it("confirms, then offers the refund page; the page refreshes when the prompt closes", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockResolvedValue({ id: "7002", status: "CANCELLED", fulfillments: [] });
    render(<MarkCancelledAction orderId="7002" version={4} refundPath="/customer-lookup/9__A_B/order/7002/refund" />);
    await user.click(screen.getByRole("button", { name: "Mark cancelled" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Mark order cancelled" })).getByRole("button", { name: "Mark cancelled" }));
    const prompt = await screen.findByRole("dialog", { name: "Refund this order?" });
    expect(mocks.callApi).toHaveBeenCalledWith(endpoints.markOrderCancelled, { body: { order_id: "7002", version: 4 } });
    expect(within(prompt).getByRole("link", { name: "Refund order" })).toHaveAttribute("href", "/customer-lookup/9__A_B/order/7002/refund");
    expect(mocks.refresh).not.toHaveBeenCalled();
    await user.click(within(prompt).getByRole("button", { name: "Not now" }));
    expect(mocks.refresh).toHaveBeenCalled();
  });

  /** The order page's action group around Mark cancelled; `cancelled`: as the page's refresh renders it after the change (Refund in its place). */
  const orderActions = (cancelled: boolean) => (
    <main>
      <h1>Order 7002</h1>
      <div role="group" aria-label="Order actions">
        {cancelled ? <Link href="/customer-lookup/9__A_B/order/7002/refund">Refund</Link> : <MarkCancelledAction orderId="7002" version={4} refundPath="/customer-lookup/9__A_B/order/7002/refund" />}
        <Link href="/customer-lookup/9__A_B">Customer</Link>
      </div>
    </main>
  );

  it("by keyboard: when the refund prompt closes (Not now, Escape), focus goes back to Mark cancelled, then to the control the refresh puts in its place (was: <body>)", async () => {
    const user = userEvent.setup();
    mocks.callApi.mockResolvedValue({ id: "7002", status: "CANCELLED", fulfillments: [], version: 5 });
    const { rerender } = render(orderActions(false));
    const opener = screen.getByRole("button", { name: "Mark cancelled" });
    const markCancelled = async () => {
      opener.focus();
      await user.keyboard("{Enter}");
      const confirm = await screen.findByRole("dialog", { name: "Mark order cancelled" });
      within(confirm).getByRole("button", { name: "Mark cancelled" }).focus();
      await user.keyboard("{Enter}");
      const prompt = await screen.findByRole("dialog", { name: "Refund this order?" });
      await waitFor(() => expect(prompt.contains(document.activeElement)).toBe(true));
      return prompt;
    };
    // Escape: back on the page's Mark cancelled (still there: the refresh has not answered yet).
    await markCancelled();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    // Not now, then the refresh replaces Mark cancelled with Refund: focus follows to it.
    const prompt = await markCancelled();
    within(prompt).getByRole("button", { name: "Not now" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    rerender(orderActions(true));
    await waitFor(() => expect(screen.getByRole("link", { name: "Refund" })).toHaveFocus());
  });

  it.each([
    ["a timeout (504): it may have been cancelled, so the page refreshes once the back office answers", 504, { detail: "The back-office service did not answer in time." }, true],
    ["'could not be reached' (502): it never got there, no refresh", 502, UPSTREAM_UNREACHABLE, false],
  ])("a failure, %s (a retry on the old version would say someone else changed it)", async (_, status, body, refreshes) => {
    const user = userEvent.setup();
    // The probe read (components/ui/use-action.ts): the back office answers again.
    const probe = vi.fn(async () => Response.json(["U-B"]));
    vi.stubGlobal("fetch", probe);
    try {
      mocks.callApi.mockRejectedValue(new ApiRequestError(status, body));
      render(<MarkCancelledAction orderId="7002" version={4} refundPath="/customer-lookup/9__A_B/order/7002/refund" />);
      await user.click(screen.getByRole("button", { name: "Mark cancelled" }));
      await user.click(within(await screen.findByRole("dialog", { name: "Mark order cancelled" })).getByRole("button", { name: "Mark cancelled" }));
      await waitFor(() => expect(mocks.callApi).toHaveBeenCalledTimes(1));
      if (refreshes) await waitFor(() => expect(mocks.refresh).toHaveBeenCalledTimes(1));
      else {
        await new Promise((r) => setTimeout(r, 20));
        expect(probe).not.toHaveBeenCalled();
        expect(mocks.refresh).not.toHaveBeenCalled();
      }
      expect(screen.queryByRole("dialog", { name: "Refund this order?" })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
