/**
 * Customer Details' Cards row (components/customers/customer-details-panel.tsx): the card's expiry
 * month as two digits, or "--" when it is missing or not a month (spec 01 §9), as the order page's
 * Payment Details shows it (lib/order-display.ts expiryMonthText).
 */
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CustomerDetailsPanel } from "@/components/customers/customer-details-panel";
import type { AccountDto, PaymentMethodDto } from "@/lib/contract/customers";

const customer = {
  id: 7,
  status: "ACTIVE",
  email: "card.holder@example.com",
  phone_number: null,
  addresses: [],
  primary_payment_processor: "stripe",
  default_pricing_model: null,
  default_country: "US",
  gladly_customer_id: null,
  proactive_customer_support_opted_in: false,
  created: "2025-01-02T15:00:00Z",
  pii_deleted_at: null,
} as unknown as AccountDto;

const card = (id: number, last4: string, exp_month: number | null, exp_year: number | null): PaymentMethodDto =>
  ({ id, is_default: id === 1, card: { brand: "visa", last4, exp_month, exp_year } }) as unknown as PaymentMethodDto;

describe("CustomerDetailsPanel: Cards", () => {
  it("shows each card's expiry month as two digits, or -- when it is missing or not a month", () => {
    render(<CustomerDetailsPanel customer={customer} paymentMethods={[card(1, "4242", 3, 2029), card(2, "0005", 13, 2030), card(3, "1111", null, 2031), card(4, "2222", null, null)]} />);
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual(["visa •••• 4242 (exp. 03/2029)(default)", "visa •••• 0005 (exp. --/2030)", "visa •••• 1111 (exp. --/2031)", "visa •••• 2222"]);
  });
});
