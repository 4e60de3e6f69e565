/**
 * Customer Details' Cards row (components/customers/customer-details-panel.tsx): the card's expiry
 * month as two digits, or "--" when it is missing or not a month (spec 01 §9), as the order page's
 * Payment Details shows it (lib/order-display.ts expiryMonthText), and "Expired" beside a card whose
 * expiry month is before the business day's (lib/customers/display.ts cardExpired).
 */
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CustomerDetailsPanel } from "@/components/customers/customer-details-panel";
import { OrderDetailsCard } from "@/components/orders/order-details-card";
import type { AccountDto, PaymentMethodDto } from "@/lib/contract/customers";
import { CARD_EXPIRED_LABEL } from "@/lib/customers/messages";
import { orderDto } from "../support/order-dto";

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

// A fixed business day, never the real clock.
const TODAY = "2026-11-28";

describe("CustomerDetailsPanel: Cards", () => {
  it("shows each card's expiry month as two digits, or -- when it is missing or not a month", () => {
    render(<CustomerDetailsPanel customer={customer} today={TODAY} paymentMethods={[card(1, "4242", 3, 2029), card(2, "0005", 13, 2030), card(3, "1111", null, 2031), card(4, "2222", null, null)]} />);
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual(["visa •••• 4242 (exp. 03/2029)(default)", "visa •••• 0005 (exp. --/2030)", "visa •••• 1111 (exp. --/2031)", "visa •••• 2222"]);
  });

  it("marks a card whose expiry month is past \"Expired\" in words (and the attention icon named), a card good through this month not", () => {
    render(<CustomerDetailsPanel customer={customer} today={TODAY} paymentMethods={[card(1, "9899", 3, 2026), card(2, "4242", 11, 2026), card(3, "0005", 10, 2026), card(4, "1111", null, 2020)]} />);
    const [expiredDefault, current, expiredOther, unknown] = screen.getAllByRole("listitem");
    expect(expiredDefault).toHaveTextContent(`visa •••• 9899 (exp. 03/2026)(default)${CARD_EXPIRED_LABEL}`);
    expect(within(expiredDefault!).getByRole("img", { name: "Needs attention" })).toBeInTheDocument();
    expect(within(expiredOther!).getByText(CARD_EXPIRED_LABEL)).toBeInTheDocument();
    for (const li of [current!, unknown!]) expect(within(li).queryByText(CARD_EXPIRED_LABEL)).not.toBeInTheDocument();
  });
});

describe("the payment processor, spelled as stored (spec 01 §3) on the customer page and the order page alike", () => {
  // Was: "braintree" in Customer Details, "Braintree" in Order Details one click away (review ui-consistency 4).
  it.each(["braintree", "stripe"] as const)("%s", (processor) => {
    const { unmount } = render(<OrderDetailsCard order={orderDto({ payment_processor: processor })} />);
    expect(screen.getByText("Payment processor", { selector: "dt" }).nextElementSibling).toHaveTextContent(new RegExp(`^${processor}$`));
    unmount();
    render(<CustomerDetailsPanel customer={{ ...customer, primary_payment_processor: processor }} today={TODAY} paymentMethods={[]} />);
    expect(screen.getByTestId("payment-processor")).toHaveTextContent(new RegExp(`^${processor}$`));
  });
});
