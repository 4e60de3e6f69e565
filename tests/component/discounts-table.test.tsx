/**
 * Manage Discounts' table (components/discounts/discounts-table.tsx): the code and the batch's prefix
 * are identifier columns, kept on one line (DataTable's `meta.identifier`), so "BULK-SHELTER-0005" is
 * never broken at its hyphens; the other cells wrap as before.
 */
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({
  usePathname: () => "/discounts",
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

import { DiscountsTable } from "@/components/discounts/discounts-table";
import { IDENTIFIER_CELL } from "@/components/ui/data-table/styles";
import type { DiscountDto } from "@/lib/contract/discounts";

const discount = {
  id: 5,
  code: "BULK-SHELTER-0005",
  description: "Shelter partner code",
  is_active: true,
  created_by: null,
  usage: { accounts: 0, charged: 0, orders: 0 },
  available_start_date: null,
  available_end_date: null,
  limit_type: "X_CUSTOMERS",
  limit_value: 1,
  discount_type: "PERCENTAGE",
  value: 10,
  trial_value: null,
  order_trial: true,
  order_subscription: true,
  order_onetime: false,
  eligible_products: [],
  exempt_from_sale_state: false,
  bulk_prefix: "BULK-SHELTER",
  bulk_job_id: 3,
  version: 1,
  created: "2026-11-01T12:00:00Z",
  last_updated: "2026-11-01T12:00:00Z",
} satisfies DiscountDto;

describe("DiscountsTable", () => {
  it("keeps the code and the batch prefix on one line; the other cells (the description) wrap", () => {
    render(<DiscountsTable rows={[discount]} view={{ count: 1, page: 1, pageSize: 10, ordering: "" }} />);
    const row = within(screen.getByRole("table")).getAllByRole("row").at(-1)!;
    const cellOf = (text: string) => within(row).getByText(text).closest("td")!;
    expect(cellOf("BULK-SHELTER-0005")).toHaveClass(IDENTIFIER_CELL);
    expect(cellOf("BULK-SHELTER")).toHaveClass(IDENTIFIER_CELL);
    expect(cellOf("Shelter partner code")).not.toHaveClass(IDENTIFIER_CELL);
    expect(within(row).getAllByRole("cell").filter((td) => td.classList.contains(IDENTIFIER_CELL))).toHaveLength(2);
  });
});
