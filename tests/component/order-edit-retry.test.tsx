/**
 * The order page's change dialogs after a save whose answer was lost (a timeout, a lost connection:
 * mayHaveGoneThrough). The save is usePlaceOnce's (callApiOnce: one Idempotency-Key per request),
 * the page refreshes once the back office answers, and the dialog stays on the order it sent the
 * change on while the agent's choice is unchanged: Confirm again sends the very same request with
 * the same key (the API replays the first answer), not the change rebuilt on the refreshed order
 * (which already holds the one-time product: a second line, the customer charged twice).
 * The client api is the real one; `fetch` plays the BFF proxy.
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OneTimeProductsDialog } from "@/components/orders/one-time-products-dialog";
import { UpcomingOrderEditor } from "@/components/orders/upcoming-order-editor";
import { Toaster } from "@/components/ui/toaster";
import { upstreamUrl } from "@/lib/client/api";
import type { ApiEndpoint } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import { IDEMPOTENCY_KEY_HEADER } from "@/lib/contract/idempotency";
import type { OrderChangeResult } from "@/lib/contract/order-edits";
import type { OrderDto, OrderProductDto } from "@/lib/contract/orders";
import type { OneTimeProductDto } from "@/lib/contract/products";
import { DISCOUNT_REMOVED_TEXT, ONE_TIME_ADDED_TEXT, unsettledChangeText } from "@/lib/order-edit";
import { orderDto } from "../support/order-dto";
import { UPSTREAM_CONNECTION_LOST } from "@/lib/error-text";

const mocks = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mocks.refresh, push: vi.fn(), replace: vi.fn() }) }));

const TIMEOUT = { detail: "The back-office service did not answer in time." };
const TEAM = { is_active: true, groups: [{ name: "BarkTeamMember" }] };

const line = (id: number, code: string, extra: Partial<OrderProductDto> = {}): OrderProductDto => ({
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
  pet_id: "pet-1",
  pet_plan: { id: 1, pet_name: "Rex" },
  ...extra,
});
const MEAL = line(1, "MEAL-U-B-4200-4W");
const JERKY = line(2, "SNACK-JERKY-CHICKEN", { type: "ONETIME", product_type: "SNACK", unit_price: 12.99, total_price: 13.9 });

const result = (total: number, dryRun: boolean, version: number): OrderChangeResult => ({
  id: "7001",
  status: "PREVIEW",
  order_type: "SUBSCRIPTION",
  dry_run: dryRun,
  order_products: [],
  discount_codes: [],
  subtotal_price: total,
  total_discounts: 0,
  total_tax: 0,
  total_shipping_price: 0,
  total_price: total,
  version,
});

const PRODUCTS: OneTimeProductDto[] = [
  { id: 4, code: "SNACK-JERKY-CHICKEN", name: "Chicken Jerky Bites", description: "x", product_type: "SNACK", category: "SNACK", is_frozen: false, recipes: [], price: 12.99 },
];

/** The BFF proxy: each save's answer in turn (status, body); dry runs and the probe read answer 200. */
let saveAnswers: [number, unknown][];
let fetchMock: ReturnType<typeof vi.fn>;
const saves = (endpoint: ApiEndpoint) =>
  (fetchMock.mock.calls as [string, RequestInit][])
    .filter(([url, init]) => url.startsWith(upstreamUrl(endpoint.path.replace(":id", "7001"))) && init.method === endpoint.method && !url.includes("dry_run"))
    .map(([, init]) => ({ key: (init.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER], body: JSON.parse(init.body as string) as Record<string, unknown> }));

beforeEach(() => {
  mocks.refresh.mockReset();
  fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith(upstreamUrl(endpoints.listRecipeIds.path))) return Response.json(["U-B"]);
    if (url.includes("dry_run=true")) return Response.json(result(113.9, true, 1));
    const [status, body] = saveAnswers.shift()!;
    return Response.json(body, { status });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** The order page: router.refresh() renders it again with the order as the back office has it then. */
function Page({ initial, refreshed, children }: { initial: OrderDto; refreshed: OrderDto; children: (order: OrderDto) => React.ReactNode }) {
  const [order, setOrder] = useState(initial);
  mocks.refresh.mockImplementation(() => act(() => setOrder(refreshed)));
  return (
    <>
      {children(order)}
      <Toaster />
    </>
  );
}

describe("Add one-time products, confirmed again after its answer was lost", () => {
  const opened = orderDto({ products: [MEAL], version: 1 });
  // The first save went through: the refreshed page shows the jerky, at version 2.
  const saved = orderDto({ products: [MEAL, JERKY], version: 2, total_price: 113.9 });

  const chooseJerkyAndConfirm = async (user: ReturnType<typeof userEvent.setup>, onClose: () => void) => {
    render(<Page initial={opened} refreshed={saved}>{(order) => <OneTimeProductsDialog open onClose={onClose} order={order} customerId={9} products={PRODUCTS} />}</Page>);
    await user.click(screen.getByRole("combobox", { name: "Add a product" }));
    await within(await screen.findByRole("listbox")).findByRole("option", { name: /Chicken Jerky Bites/ });
    await user.keyboard("jerky{ArrowDown}{Enter}");
    await waitFor(() => expect(screen.getByRole("button", { name: "Add products" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Add products" }));
  };

  it("the page refreshes, the dialog says the change may be saved; Confirm again sends the same request with the same key (the jerky once), and closes on the replayed answer", async () => {
    saveAnswers = [
      [504, TIMEOUT],
      [200, result(113.9, false, 2)],
    ];
    const user = userEvent.setup();
    const onClose = vi.fn();
    await chooseJerkyAndConfirm(user, onClose);
    await waitFor(() => expect(mocks.refresh).toHaveBeenCalledTimes(1));
    expect(await screen.findByTestId("unanswered-save-notice")).toHaveTextContent(unsettledChangeText("Add products"));
    // The preview is the one confirmed: the order as it was ($100.00) and after the change.
    expect(screen.getByRole("table", { name: "New totals" })).toHaveTextContent("Total$100.00$113.90");
    await user.click(screen.getByRole("button", { name: "Add products" }));
    expect(await screen.findByText(ONE_TIME_ADDED_TEXT)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();

    const [first, again] = saves(endpoints.updateOrder);
    expect(first!.key).toMatch(/\S+/);
    expect(again).toEqual(first);
    expect(again!.body.version).toBe(1);
    expect((again!.body.order_products as { product_code: string }[]).filter((l) => l.product_code === "SNACK-JERKY-CHICKEN")).toHaveLength(1);
  });

  it("a choice changed after it is a new change, built on the order as the page shows it (its version, its lines), with a key of its own", async () => {
    saveAnswers = [
      [504, TIMEOUT],
      [200, result(127.8, false, 3)],
    ];
    const user = userEvent.setup();
    await chooseJerkyAndConfirm(user, vi.fn());
    expect(await screen.findByTestId("unanswered-save-notice")).toBeInTheDocument();
    const row = screen.getByTestId("one-time-row");
    await user.click(within(row).getByRole("combobox", { name: "Quantity" }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "2" }));
    await waitFor(() => expect(screen.queryByTestId("unanswered-save-notice")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Add products" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Add products" }));
    await waitFor(() => expect(saves(endpoints.updateOrder)).toHaveLength(2));
    const [first, second] = saves(endpoints.updateOrder);
    expect(second!.key).not.toBe(first!.key);
    expect(second!.body.version).toBe(2);
  });
});

describe("Remove discount, confirmed again after its answer was lost", () => {
  it("sends the same removal with the same key (was: 409 'changed by someone else' on the old version)", async () => {
    saveAnswers = [
      [504, TIMEOUT],
      [200, result(100, false, 3)],
    ];
    const user = userEvent.setup();
    const opened = orderDto({ products: [MEAL], discounts: [{ discount: { code: "SAVE10" } }] as OrderDto["discounts"], version: 2 });
    const removed = orderDto({ products: [MEAL], version: 3 });
    render(
      <Page initial={opened} refreshed={removed}>
        {(order) => <UpcomingOrderEditor order={order} customerId={9} rows={[]} oneTimeProducts={[]} bufferBags={[]} freeBufferEligible={false} staff={TEAM} />}
      </Page>,
    );
    await user.click(screen.getByRole("button", { name: "Remove discount SAVE10" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove discount" });
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Remove discount" })).toBeEnabled());
    await user.click(within(dialog).getByRole("button", { name: "Remove discount" }));
    await waitFor(() => expect(mocks.refresh).toHaveBeenCalledTimes(1));
    expect(await within(dialog).findByTestId("unanswered-save-notice")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Remove discount" }));
    expect(await screen.findByText(DISCOUNT_REMOVED_TEXT)).toBeInTheDocument();
    const [first, again] = saves(endpoints.removeOrderDiscount);
    expect(again).toEqual(first);
    expect(again!.body).toEqual({ discount_code: "SAVE10", version: 2 });
  });
});

describe("Add one-time products after a lost connection (502 upstream_connection_lost)", () => {
  it("one instruction: the dialog's own, press the button again (was: the answer's 'reload the page to check' beside it)", async () => {
    saveAnswers = [[502, UPSTREAM_CONNECTION_LOST]];
    const opened = orderDto({ products: [MEAL], version: 1 });
    const user = userEvent.setup();
    render(<Page initial={opened} refreshed={opened}>{(order) => <OneTimeProductsDialog open onClose={vi.fn()} order={order} customerId={9} products={PRODUCTS} />}</Page>);
    await user.click(screen.getByRole("combobox", { name: "Add a product" }));
    await within(await screen.findByRole("listbox")).findByRole("option", { name: /Chicken Jerky Bites/ });
    await user.keyboard("jerky{ArrowDown}{Enter}");
    await waitFor(() => expect(screen.getByRole("button", { name: "Add products" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Add products" }));
    const dialog = await screen.findByRole("dialog", { name: "Add one-time products" });
    const warning = await within(dialog).findByTestId("unanswered-save-notice");
    expect(warning).toHaveTextContent('Press "Add products" again to finish it');
    const error = within(dialog).getByRole("alert");
    // The answer's sentence says what happened, not what to do (no reload: it would drop the dialog and its key).
    expect(error).toHaveTextContent(UPSTREAM_CONNECTION_LOST.detail);
    expect(error).not.toHaveTextContent(/reload/i);
  });
});
