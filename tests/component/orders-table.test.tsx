/**
 * OrdersTable (components/customers/orders-table.tsx): on the customer page a replaceable order's
 * row offers "Replace Order" with the order page's dialog (issue 18); other
 * rows, and the read-only table, offer none.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { OrdersTable, type OrderRow } from "@/components/customers/orders-table";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));

const row = (id: string, status: OrderRow["status"], replaceLines?: OrderRow["replaceLines"]): OrderRow => ({
  customerId: 7,
  id,
  status,
  order_type: "SUBSCRIPTION",
  total_price: 10,
  total_refunds: 0,
  scheduled: null,
  charged: null,
  discounts: [],
  has_claim: false,
  replaceLines,
});
const LINES = [{ id: 1, code: "MEAL-U-B-4200-4W", description: "UnKibble Beef", quantity: 2, petPlanId: 5, max: 2 }];
const ORDERS = { upcoming: [row("200", "PREVIEW")], processing: [], past: [row("100", "FULFILLED", LINES), row("101", "CANCELLED")] };

describe("OrdersTable: Replace Order on the customer page", () => {
  it("offers Replace Order on a replaceable order's row only, opening its dialog with the reminder", async () => {
    const user = userEvent.setup();
    render(<OrdersTable orders={ORDERS} customerPath="/customer-lookup/7__Ann_Lee" />);
    expect(screen.getAllByRole("button", { name: /^Replace order/ })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Replace order 100" }));
    const dialog = await screen.findByRole("dialog", { name: "Replace order 100" });
    expect(within(dialog).getByRole("checkbox", { name: /^MEAL-U-B-4200-4W/ })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Create Replacement" })).toBeDisabled();
  });

  it("has no actions column without a customer path (read-only)", () => {
    render(<OrdersTable orders={ORDERS} />);
    expect(screen.queryByRole("button", { name: /^Replace order/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Actions" })).not.toBeInTheDocument();
  });
});
