/**
 * SplitFulfillmentForm (components/orders/split-fulfillment-form.tsx): a refusal shows the server's
 * own reason (issue 18), and the spec's split error only when the
 * answer carries none; one checkbox per product code, with a hint beside a product of several lines.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SplitFulfillmentForm } from "@/components/orders/split-fulfillment-form";
import { ApiRequestError } from "@/lib/client/api";
import { SPLIT_KEEP_ONE, SPLIT_NOT_SENT, splitErrorText, splitLinesTogetherText } from "@/lib/orders/messages";

const mocks = vi.hoisted(() => ({ callApi: vi.fn(), error: vi.fn(), success: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: mocks.push, replace: vi.fn() }), usePathname: () => "/customer-lookup/7__A_B/order/100/500/split-fulfillment" }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/api")>()), callApi: mocks.callApi }));
vi.mock("@/lib/client/toast", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/toast")>()), toast: Object.assign(vi.fn(), { error: mocks.error, success: mocks.success, dismiss: vi.fn() }) }));

const PRODUCTS = [
  { id: 1, code: "MEAL-U-B-4200-4W", name: "Meal", type: "MEAL", dogName: "Ada" },
  { id: 2, code: "SNACK-1", name: "Snack", type: "SNACK", dogName: "Ada" },
];

async function splitOnce() {
  const user = userEvent.setup();
  render(<SplitFulfillmentForm fulfillmentId="500" products={PRODUCTS} />);
  await user.click(screen.getByRole("checkbox", { name: /SNACK-1/ }));
  await user.click(screen.getByRole("button", { name: "Split Fulfillment" }));
}

beforeEach(() => {
  mocks.callApi.mockReset();
  mocks.error.mockReset();
  mocks.push.mockReset();
});

describe("SplitFulfillmentForm refusals", () => {
  it("toast the server's own reason", async () => {
    mocks.callApi.mockRejectedValue(new ApiRequestError(400, { detail: SPLIT_NOT_SENT }));
    await splitOnce();
    await vi.waitFor(() => expect(mocks.error).toHaveBeenCalledWith(SPLIT_NOT_SENT, expect.objectContaining({ id: expect.any(String) })));
    expect(mocks.push).not.toHaveBeenCalled();
  });

  it("toast a field message of the answer as it is", async () => {
    mocks.callApi.mockRejectedValue(new ApiRequestError(400, { product_codes_to_split: ["This product is not part of this fulfillment."] }));
    await splitOnce();
    await vi.waitFor(() => expect(mocks.error).toHaveBeenCalledWith("This product is not part of this fulfillment.", expect.objectContaining({ id: expect.any(String) })));
  });

  it("fall back to the spec's split error when the answer has no message", async () => {
    mocks.callApi.mockRejectedValue(new TypeError("Failed to fetch"));
    await splitOnce();
    await vi.waitFor(() => expect(mocks.error).toHaveBeenCalledWith(splitErrorText("500"), expect.objectContaining({ id: expect.any(String) })));
  });
});

describe("SplitFulfillmentForm: one choice per product", () => {
  const TWO_DOGS = [
    { id: 1, code: "SNACK-1", name: "Snack", type: "SNACK", dogName: "Ada" },
    { id: 2, code: "SNACK-1", name: "Snack", type: "SNACK", dogName: "Bo" },
    { id: 3, code: "TOY-1", name: "Toy", type: "MERCH", dogName: null },
  ];

  it("a product on two dogs' lines is one checkbox, with the hint that its lines move together, and is sent once", async () => {
    mocks.callApi.mockResolvedValue({ fulfillment_id: "500", new_fulfillment_id: "500-S1", split_fulfillment_ids: ["500-S1"] });
    const user = userEvent.setup();
    render(<SplitFulfillmentForm fulfillmentId="500" products={TWO_DOGS} />);
    expect(screen.getAllByRole("checkbox")).toHaveLength(2);
    expect(screen.getByText(splitLinesTogetherText(2, ["Ada", "Bo"]))).toBeTruthy();
    // Only beside the product of several lines.
    expect(screen.getAllByText(/move together/)).toHaveLength(1);
    await user.click(screen.getByRole("checkbox", { name: /^SNACK-1/ }));
    await user.click(screen.getByRole("button", { name: "Split Fulfillment" }));
    await vi.waitFor(() => expect(mocks.callApi).toHaveBeenCalledWith(expect.anything(), { params: { id: "500" }, body: { product_codes_to_split: ["SNACK-1"] } }));
  });

  it("choosing every product keeps none: refused before the call", async () => {
    const user = userEvent.setup();
    render(<SplitFulfillmentForm fulfillmentId="500" products={TWO_DOGS} />);
    await user.click(screen.getByRole("checkbox", { name: /^SNACK-1/ }));
    await user.click(screen.getByRole("checkbox", { name: /^TOY-1/ }));
    expect(screen.getByText(SPLIT_KEEP_ONE)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Split Fulfillment" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
