/**
 * PaymentDetailsCard (components/orders/payment-details-card.tsx): the charged card's expiry month as
 * two digits (spec 01 §9), and its month and year when the charge's payload carries the year
 * (lib/order-display.ts chargeExpiry): never a year the data does not have.
 */
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PaymentDetailsCard } from "@/components/orders/payment-details-card";
import { orderDto } from "../support/order-dto";

const charged = (payload: Record<string, unknown>) =>
  orderDto({ charge: { status: "SUCCESS", error: null, card_number: "************9899", card_type: "Visa", payload } });

const row = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling;

describe("PaymentDetailsCard: the card's expiry", () => {
  it("shows month/year under Expiry when the charge carries the year", () => {
    render(<PaymentDetailsCard order={charged({ exp_month: 11, exp_year: 2026 })} />);
    expect(row("Expiry")).toHaveTextContent("11/2026");
    expect(screen.queryByText("Expiry month")).not.toBeInTheDocument();
  });

  it("shows the month alone under Expiry month when the charge carries no year", () => {
    render(<PaymentDetailsCard order={charged({ exp_month: 11 })} />);
    expect(row("Expiry month")).toHaveTextContent(/^11$/);
  });
});
