/**
 * PaymentDetailsCard (components/orders/payment-details-card.tsx): the charged card's expiry month as
 * two digits (spec 01 §9), and its month and year when the charge's payload carries the year
 * (lib/order-display.ts chargeExpiry): never a year the data does not have. Without a charge: not
 * charged yet, or nothing charged for an order placed at $0.00 (lib/order-display.ts noChargeText).
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

describe("PaymentDetailsCard: an order without a charge", () => {
  it("placed at $0.00 (a one-time order at 100% off, a replacement): nothing was charged; still to be charged: not charged yet", () => {
    const text = (over: Parameters<typeof orderDto>[0]) => {
      const { container, unmount } = render(<PaymentDetailsCard order={orderDto({ charge: null, ...over })} />);
      const out = container.textContent;
      unmount();
      return out;
    };
    expect(text({ order_type: "ONETIME", status: "READY_FOR_FULFILLMENT", total_price: 0 })).toBe("Payment DetailsNothing was charged: the order's total is $0.00.");
    expect(text({ order_type: "REPLACEMENT", status: "FULFILLED", total_price: 0 })).toContain("Nothing was charged: the order's total is $0.00.");
    // Upcoming or on hold (still to be charged), or with a total: not charged yet.
    expect(text({ status: "PREVIEW", total_price: 0 })).toContain("Not charged yet.");
    expect(text({ status: "HOLD", total_price: 0 })).toContain("Not charged yet.");
    expect(text({ status: "PREVIEW", total_price: 100 })).toContain("Not charged yet.");
    expect(screen.queryByTestId("payment-details")).not.toBeInTheDocument();
  });
});
