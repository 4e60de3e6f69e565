/**
 * The customer page's summary band (components/customers/customer-summary-band.tsx, issue 21 "The
 * customer at a glance"): the next charge and what needs attention, each linking to the canonical
 * order URL, the jump links, and axe clean.
 */
import { render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { CustomerSummaryBand, NO_UPCOMING_CHARGE, NOTHING_NEEDS_ATTENTION } from "@/components/customers/customer-summary-band";
import { attentionItems, CLAIMS_UNKNOWN_ATTENTION, expiredDefaultCardText, nextCharge, PENDING_ACCOUNT_ATTENTION, planChargeText } from "@/lib/customers/at-a-glance";
import { CARD_EXPIRED_LABEL } from "@/lib/customers/messages";

const SEGMENT = "42__Hal_Hold";
const SECTIONS = [
  { id: "orders", label: "Orders" },
  { id: "orders-past", label: "Past orders" },
];
const violations = async (root: Element) => (await axe.run(root, { rules: { "color-contrast": { enabled: false } } })).violations.map((v) => v.id);

describe("CustomerSummaryBand", () => {
  it("shows the next charge's date and total and each order needing attention, linking to the canonical order URL", async () => {
    const orders = {
      upcoming: [{ id: "2001", status: "PREVIEW" as const, scheduled: "2026-12-06", total_price: 61.5, charge: null }],
      processing: [{ id: "1000008", status: "HOLD" as const, scheduled: null, total_price: 40, charge: { status: "FAILED" as const } }],
    };
    const { container } = render(
      <CustomerSummaryBand customerSegment={SEGMENT} next={nextCharge(orders.upcoming)} attention={attentionItems({ status: "ACTIVE", orders })} sections={SECTIONS} />,
    );
    const band = screen.getByRole("region", { name: "At a glance" });
    const next = within(screen.getByTestId("next-charge")).getByRole("link");
    expect(next).toHaveTextContent("Dec 6, 2026 · $61.50");
    expect(next).toHaveAccessibleName(/order 2001/);
    expect(next).toHaveAttribute("href", `/customer-lookup/${SEGMENT}/order/2001`);
    const hold = within(screen.getByTestId("needs-attention")).getByRole("link", { name: "Order 1000008: on hold, payment failed" });
    expect(hold).toHaveAttribute("href", `/customer-lookup/${SEGMENT}/order/1000008`);

    const jump = within(band).getByRole("navigation", { name: "Sections of this page" });
    expect(within(jump).getByRole("link", { name: "Past orders" })).toHaveAttribute("href", "#orders-past");
    expect(await violations(container)).toEqual([]);
  });

  it("says so when there is no upcoming charge and nothing needs attention", async () => {
    const { container } = render(<CustomerSummaryBand customerSegment={SEGMENT} next={null} attention={[]} sections={[]} />);
    expect(screen.getByTestId("next-charge")).toHaveTextContent(NO_UPCOMING_CHARGE);
    expect(screen.getByTestId("needs-attention")).toHaveTextContent(NOTHING_NEEDS_ATTENTION);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it("no upcoming order but an active plan: the plan's next charge date and whose plan, linking to Dogs & Plans", async () => {
    const next = nextCharge([], [{ status: "ACTIVE", next_charge_date: "2026-12-07", dogName: "Waffles" }]);
    const { container } = render(<CustomerSummaryBand customerSegment={SEGMENT} next={next} attention={[]} sections={[]} />);
    const link = within(screen.getByTestId("next-charge")).getByRole("link");
    expect(link).toHaveTextContent(`Dec 7, 2026 · ${planChargeText("Waffles")}`);
    expect(link).toHaveAttribute("href", "#dogs-plans");
    expect(screen.getByTestId("next-charge")).not.toHaveTextContent(NO_UPCOMING_CHARGE);
    expect(await violations(container)).toEqual([]);
  });

  it("shows open claims per order, linking to the order page's Claims panel, and a PENDING account, each with a badge in words", async () => {
    const orders = { upcoming: [], processing: [{ id: "1000008", status: "HOLD" as const, scheduled: null, total_price: 40, charge: null }] };
    const attention = attentionItems({ status: "PENDING", orders }, new Map([["1000016", 2]]));
    const { container } = render(<CustomerSummaryBand customerSegment={SEGMENT} next={null} attention={attention} sections={[]} />);
    const items = within(screen.getByTestId("needs-attention")).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([`Pending${PENDING_ACCOUNT_ATTENTION}`, "On holdOrder 1000008: on hold", "ClaimsOrder 1000016: 2 open claims"]);
    // Never colour alone: each badge names its tone ("Needs attention") besides its words.
    for (const li of items) expect(within(li).getByRole("img", { name: "Needs attention" })).toBeInTheDocument();
    expect(within(items[2]!).getByRole("link", { name: "Order 1000016: 2 open claims" })).toHaveAttribute("href", `/customer-lookup/${SEGMENT}/order/1000016#claims`);
    expect(await violations(container)).toEqual([]);
  });

  it("an expired default card: an \"Expired\" badge in words and the line, linking to Customer Details when the page shows it", async () => {
    const orders = { upcoming: [], processing: [] };
    // A fixed business day, never the real clock: the card was good through March 2026.
    const cards = { methods: [{ is_default: true, card: { brand: "Visa", last4: "9899", exp_month: 3, exp_year: 2026 } }], today: "2026-11-28" };
    const attention = attentionItems({ status: "ACTIVE", orders }, new Map(), cards);
    const text = expiredDefaultCardText("Visa •••• 9899", "03/2026");
    const { container, rerender } = render(
      <CustomerSummaryBand customerSegment={SEGMENT} next={null} attention={attention} sections={[{ id: "customer-details", label: "Customer Details" }]} />,
    );
    const needs = screen.getByTestId("needs-attention");
    expect(needs).not.toHaveTextContent(NOTHING_NEEDS_ATTENTION);
    const item = within(needs).getByRole("listitem");
    expect(item).toHaveTextContent(`${CARD_EXPIRED_LABEL}${text}`);
    expect(within(item).getByRole("img", { name: "Needs attention" })).toBeInTheDocument();
    expect(within(item).getByRole("link", { name: text })).toHaveAttribute("href", "#customer-details");
    expect(await violations(container)).toEqual([]);

    // A page without Customer Details (a PENDING account's notice): the line, no dead link.
    rerender(<CustomerSummaryBand customerSegment={SEGMENT} next={null} attention={attention} sections={[]} />);
    expect(within(screen.getByTestId("needs-attention")).getByRole("listitem")).toHaveTextContent(text);
    expect(within(screen.getByTestId("needs-attention")).queryByRole("link")).not.toBeInTheDocument();

    // Good through this month: nothing to say.
    const current = attentionItems({ status: "ACTIVE", orders }, new Map(), { ...cards, today: "2026-03-31" });
    rerender(<CustomerSummaryBand customerSegment={SEGMENT} next={null} attention={current} sections={[]} />);
    expect(screen.getByTestId("needs-attention")).toHaveTextContent(NOTHING_NEEDS_ATTENTION);
  });

  it("says when the claims could not be checked", () => {
    render(<CustomerSummaryBand customerSegment={SEGMENT} next={null} attention={attentionItems({ status: "ACTIVE", orders: { upcoming: [], processing: [] } }, null)} sections={[]} />);
    expect(screen.getByTestId("needs-attention")).toHaveTextContent(`Claims unknown${CLAIMS_UNKNOWN_ATTENTION}`);
  });
});
