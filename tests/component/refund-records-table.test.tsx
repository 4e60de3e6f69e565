/**
 * RefundRecordsTable (issue 22): one row per refund with its time (the app's date formatting),
 * staff, each line's product and amount, the total and the reason ("Other: note", "—" when none);
 * axe clean.
 */
import { render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { RefundRecordsTable } from "@/components/orders/refund-records-table";
import type { RefundRecord } from "@/lib/contract/order-actions";
import { formatDateTime } from "@/lib/format";

const RECORDS: RefundRecord[] = [
  {
    id: 7,
    order_id: "1000014",
    created: "2026-03-05T14:30:00.000Z",
    staff_email: "team+bark@example.com",
    total: 15.5,
    lines: [
      { id: 7, order_product_id: 1, product_code: "MEAL-U-B", description: "UnKibble beef", amount: 12, tax_amount: 0 },
      { id: 8, order_product_id: 2, product_code: "SNACK", description: "Jerky", amount: 3.5, tax_amount: 0.23 },
    ],
    reason: { code: "OTHER", note: "Parcel left in the rain" },
  },
  { id: 3, order_id: "1000014", created: "2026-02-01T10:00:00.000Z", staff_email: null, total: 20, lines: [{ id: 3, order_product_id: 1, product_code: "MEAL-U-B", description: "", amount: 20, tax_amount: 0 }], reason: null },
];

describe("RefundRecordsTable", () => {
  it("shows each refund's time, staff, lines, total and reason", async () => {
    const { container } = render(<RefundRecordsTable records={RECORDS} />);
    const table = screen.getByRole("table", { name: "Refunds of this order" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["When", "Staff", "Lines", "Total", "Reason"]);
    const [first, second] = within(table).getAllByRole("row").slice(1);
    const cells = (row: HTMLElement) => within(row).getAllByRole("cell").map((c) => c.textContent);
    expect(cells(first!)).toEqual([
      formatDateTime(RECORDS[0]!.created),
      "team+bark@example.com",
      "MEAL-U-B UnKibble beef$12.00SNACK Jerky$3.50",
      "$15.50",
      "Other: Parcel left in the rain",
    ]);
    expect(cells(second!)).toEqual([formatDateTime(RECORDS[1]!.created), "—", "MEAL-U-B$20.00", "$20.00", "—"]);
    const violations = (await axe.run(container, { rules: { "color-contrast": { enabled: false } } })).violations;
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it("says so when there is none", () => {
    render(<RefundRecordsTable records={[]} />);
    expect(screen.getByText("No refunds")).toBeInTheDocument();
  });
});
