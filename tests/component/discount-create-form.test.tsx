/**
 * DiscountCreateForm (issue 12): the bulk switch only with `canBulk`, Create disabled until the
 * shared rules hold, messages beside the fields, the split type's forced order types, and a bulk
 * batch started once per intended batch (an Idempotency-Key through callApiOnce).
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DiscountCreateForm } from "@/components/discounts/discount-create-form";
import { bulkPercent } from "@/components/discounts/bulk-jobs-progress";
import { DISCOUNT_MESSAGES as M } from "@/lib/discount-rules";
import { BOUND_MESSAGES } from "@/lib/contract/zod-messages";
import { IDEMPOTENCY_KEY_HEADER } from "@/lib/contract/idempotency";
import { pages } from "@/lib/pages";
import { expectLeavingTo, navigation } from "../support/pending-navigation";

// Next's push: a transition that lands when the test says so (the form stays on screen meanwhile).
vi.mock("next/navigation", async () => ({ useRouter: (await import("../support/pending-navigation")).useTestRouter }));
beforeEach(() => navigation.reset());

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

describe("DiscountCreateForm", () => {
  it("shows the Create in Bulk switch only to the highest tier; bulk replaces the code by prefix and number", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DiscountCreateForm productCodes={[]} canBulk={false} />);
    expect(screen.queryByLabelText("Create in Bulk")).toBeNull();
    unmount();
    render(<DiscountCreateForm productCodes={[]} canBulk />);
    await user.click(screen.getByLabelText("Create in Bulk"));
    expect(screen.queryByLabelText("Code")).toBeNull();
    expect(screen.getByLabelText("Prefix")).toBeTruthy();
    expect(screen.getByLabelText("Number of codes")).toBeTruthy();
  });

  it("Create is disabled until every rule holds; messages appear beside the fields", async () => {
    const user = userEvent.setup();
    render(<DiscountCreateForm productCodes={["MEAL-A"]} canBulk={false} />);
    const create = screen.getByRole("button", { name: "Create" });
    expect(create).toHaveProperty("disabled", true);
    await user.type(screen.getByLabelText("Code"), "cx-accom");
    expect(screen.getByLabelText("Code")).toHaveProperty("value", "CX-ACCOM");
    expect(await screen.findByText(M.codeReserved)).toBeTruthy();
    await user.clear(screen.getByLabelText("Code"));
    await user.type(screen.getByLabelText("Code"), "good1");
    await choose(user, "Discount type", "Amount Discount");
    await user.type(screen.getByLabelText(/^Value/), "5");
    await choose(user, "Limit type", "X orders per customer");
    expect(await screen.findByText(M.limitValueRequired)).toBeTruthy();
    await user.type(screen.getByLabelText("Limit value"), "2");
    expect(create).toHaveProperty("disabled", true);
    await user.click(screen.getByLabelText("Onetime"));
    expect(create).toHaveProperty("disabled", false);
  });

  it("the split type ticks trial and subscription, unticks one-time and locks them", async () => {
    const user = userEvent.setup();
    render(<DiscountCreateForm productCodes={[]} canBulk={false} />);
    await user.click(screen.getByLabelText("Onetime"));
    await choose(user, "Limit type", "X orders per customer, subscription/trial split");
    expect(screen.getByLabelText("Trial")).toHaveProperty("checked", true);
    expect(screen.getByLabelText("Subscription")).toHaveProperty("checked", true);
    expect(screen.getByLabelText("Onetime")).toHaveProperty("checked", false);
    expect(screen.getByLabelText("Onetime")).toHaveProperty("disabled", true);
    expect(await screen.findByText(M.trialValueRequired)).toBeTruthy();
  });

  it("a trial value or limit value left in a field the limit type no longer uses keeps no message and does not hold Create back", async () => {
    const user = userEvent.setup();
    render(<DiscountCreateForm productCodes={[]} canBulk={false} />);
    const create = screen.getByRole("button", { name: "Create" });
    await user.type(screen.getByLabelText("Code"), "left1");
    await choose(user, "Discount type", "Amount Discount");
    await user.type(screen.getByLabelText(/^Value/), "5");
    // A trial value of 3 decimals typed for the split type, which then gives way to another type.
    await choose(user, "Limit type", "X orders per customer, subscription/trial split");
    await user.type(screen.getByLabelText("Limit value"), "2");
    await user.type(screen.getByLabelText("Trial value"), "12.345");
    await waitFor(() => expect(screen.getByLabelText("Trial value")).toHaveAccessibleDescription(BOUND_MESSAGES.decimalPlaces(2)));
    expect(create).toHaveProperty("disabled", true);
    await choose(user, "Limit type", "X orders per customer");
    expect(screen.getByLabelText("Trial value")).toHaveProperty("disabled", true);
    await waitFor(() => expect(screen.getByLabelText("Trial value")).toHaveAccessibleDescription("Only for the subscription/trial split limit type."));
    expect(create).toHaveProperty("disabled", false);
    // A limit value of 1.5 typed, then Unlimited chosen.
    await user.clear(screen.getByLabelText("Limit value"));
    await user.type(screen.getByLabelText("Limit value"), "1.5");
    await waitFor(() => expect(screen.getByLabelText("Limit value")).toHaveAccessibleDescription("Enter a whole number."));
    expect(create).toHaveProperty("disabled", true);
    await choose(user, "Limit type", "Unlimited");
    expect(screen.getByLabelText("Limit value")).toHaveProperty("disabled", true);
    await waitFor(() => expect(screen.getByLabelText("Limit value")).toHaveAccessibleDescription("Not needed for Unlimited."));
    expect(create).toHaveProperty("disabled", false);
  });

  /** Create in Bulk, filled with a valid batch: 50 codes "shelter", $5 off, 2 orders per customer, one-time orders too. */
  const fillBulkBatch = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByLabelText("Create in Bulk"));
    await user.type(screen.getByLabelText("Prefix"), "shelter");
    await user.type(screen.getByLabelText("Number of codes"), "50");
    await choose(user, "Discount type", "Amount Discount");
    await user.type(screen.getByLabelText(/^Value/), "5");
    await choose(user, "Limit type", "X orders per customer");
    await user.type(screen.getByLabelText("Limit value"), "2");
    await user.click(screen.getByLabelText("Onetime"));
  };

  it("a bulk-create error keyed numberOfCodes lands under the Number of codes input", async () => {
    const message = "Ensure this value is less than or equal to 100000.";
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ numberOfCodes: [message] }, { status: 400 })));
    try {
      const user = userEvent.setup();
      render(<DiscountCreateForm productCodes={[]} canBulk />);
      await fillBulkBatch(user);
      await user.click(screen.getByRole("button", { name: "Create in Bulk" }));
      const dialog = await screen.findByRole("dialog", { name: "Create discounts in bulk" });
      await user.click(within(dialog).getByRole("button", { name: "Create" }));
      await waitFor(() => expect(screen.getByLabelText("Number of codes")).toHaveAccessibleDescription(message));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("starts a batch once per intended batch: POST discounts/bulk_create carries an Idempotency-Key, the same one when the agent tries again after a timeout", async () => {
    const fetch = vi.fn(async () => Response.json({ detail: "The back-office service did not answer in time." }, { status: 504 }));
    vi.stubGlobal("fetch", fetch);
    try {
      const user = userEvent.setup();
      render(<DiscountCreateForm productCodes={[]} canBulk />);
      await fillBulkBatch(user);
      const submit = async () => {
        await user.click(screen.getByRole("button", { name: "Create in Bulk" }));
        const dialog = await screen.findByRole("dialog", { name: "Create discounts in bulk" });
        await user.click(within(dialog).getByRole("button", { name: "Create" }));
      };
      const keys = () => (fetch.mock.calls as unknown as [string, RequestInit][]).filter(([url]) => String(url).includes("discounts/bulk_create")).map(([, init]) => new Headers(init.headers).get(IDEMPOTENCY_KEY_HEADER));
      await submit();
      await waitFor(() => expect(keys()).toHaveLength(1));
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Create discounts in bulk" })).toBeNull());
      await submit();
      await waitFor(() => expect(keys()).toHaveLength(2));
      expect(keys()[0]).toMatch(/^[\x21-\x7e]{1,180}$/);
      expect(keys()[1]).toBe(keys()[0]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("after a successful Create in Bulk, Create stays busy until /discounts is on screen: a second batch cannot be started meanwhile", async () => {
    const job = { id: 4, prefix: "SHELTER", number_of_codes: 50, created_count: 0, status: "RUNNING", created_by: null, created: "2031-03-10T12:00:00Z", finished: null };
    const fetch = vi.fn(async () => Response.json(job, { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    try {
      const user = userEvent.setup();
      render(
        <navigation.Root>
          <DiscountCreateForm productCodes={[]} canBulk />
        </navigation.Root>,
      );
      await fillBulkBatch(user);
      await user.click(screen.getByRole("button", { name: "Create in Bulk" }));
      await user.click(within(await screen.findByRole("dialog", { name: "Create discounts in bulk" })).getByRole("button", { name: "Create" }));
      // The list is loading: the form is still on screen, its Create busy and disabled; Enter in a field asks nothing either.
      await expectLeavingTo(pages.discounts.href(), { button: "Create in Bulk", again: () => user.type(screen.getByLabelText("Prefix"), "{Enter}"), sent: () => fetch.mock.calls.length });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("the progress of a batch in whole percent", () => {
    expect(bulkPercent({ created_count: 0, number_of_codes: 200 })).toBe(0);
    expect(bulkPercent({ created_count: 199, number_of_codes: 200 })).toBe(99);
    expect(bulkPercent({ created_count: 200, number_of_codes: 200 })).toBe(100);
  });
});
