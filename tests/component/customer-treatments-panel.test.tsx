/**
 * CustomerTreatmentsPanel (components/customers/customer-treatments-panel.tsx): the feature flag's
 * status reads as every status of the product does, a StatusBadge with its label ("Active",
 * "Inactive"; another code in sentence case), never the raw code.
 */
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CustomerTreatmentsPanel } from "@/components/customers/customer-treatments-panel";
import type { TreatmentDto } from "@/lib/contract/customers";

const treatment = (feature_flag: string, feature_flag_status: string): TreatmentDto => ({
  feature_flag,
  feature_flag_status,
  created: "2026-01-02T10:00:00Z",
  treatment_name: "variant-b",
  treatment_control: false,
  treatment_distribution: 33.33,
});

describe("CustomerTreatmentsPanel", () => {
  it("shows each flag's status as a badge with its readable label (was: ACTIVE, INACTIVE as stored)", () => {
    render(
      <CustomerTreatmentsPanel
        treatments={[treatment("new-checkout-flow", "ACTIVE"), treatment("fresh-upsell-banner", "INACTIVE"), treatment("beta-flag", "ROLLING_OUT")]}
      />,
    );
    const table = screen.getByRole("table", { name: "Customer treatments" });
    const statusOf = (flag: string) => {
      const cells = within(within(table).getByRole("row", { name: new RegExp(flag) })).getAllByRole("cell");
      return cells[1]!;
    };
    expect(statusOf("new-checkout-flow")).toHaveTextContent(/^Active$/);
    expect(statusOf("new-checkout-flow").querySelector("[data-kind='treatment']")).toHaveAttribute("data-tone", "done");
    expect(statusOf("fresh-upsell-banner")).toHaveTextContent(/^Inactive$/);
    expect(statusOf("fresh-upsell-banner").querySelector("[data-kind='treatment']")).toHaveAttribute("data-tone", "inactive");
    expect(statusOf("beta-flag")).toHaveTextContent(/^Rolling out$/);
    expect(table.textContent).not.toMatch(/ACTIVE|INACTIVE|ROLLING_OUT/);
  });
});
