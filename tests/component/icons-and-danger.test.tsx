/**
 * Issue 21, "Icons and danger": Delete personal data in a Danger zone, confirmed by typing the
 * customer's email (case-insensitive, trimmed); tooltips beside the spec labels that surprise, never
 * replacing them; the order pages' 404 says which order and links back to the customer.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import axe from "axe-core";
import { DangerZone } from "@/components/customers/danger-zone";
import { piiDeletionBlocker } from "@/lib/contract/customers";
import { TYPE_EMAIL_LABEL, TYPE_EMAIL_REASON } from "@/components/customers/delete-pii-dialog";
import { MissingOrderNotice } from "@/components/orders/missing-order-notice";
import { InfoTip } from "@/components/ui/tooltip";
import { typedConfirmationMatches } from "@/components/ui/confirm-action-dialog";
import * as api from "@/lib/client/api";

// happy-dom renders no layout: colour contrast is checked by the e2e axe runs.
const violations = async (root: Element) =>
  (await axe.run(root, { rules: { "color-contrast": { enabled: false }, region: { enabled: false } } })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));

describe("Danger zone: Delete personal data", () => {
  it("is a separate section whose delete button enables only once the customer's email is typed", async () => {
    const call = vi.spyOn(api, "callApi").mockResolvedValue({ detail: "ok" } as never);
    const user = userEvent.setup();
    render(<DangerZone email="Ann.Smith@example.com" customerId={7} unavailable={null} />);
    const zone = screen.getByRole("region", { name: "Danger zone" });
    await user.click(within(zone).getByRole("button", { name: "Delete personal data" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete personal data" });
    const erase = within(dialog).getByRole("button", { name: "Delete personal data" });
    expect(erase).toBeDisabled();
    expect(erase).toHaveAttribute("aria-description", TYPE_EMAIL_REASON);
    const box = within(dialog).getByLabelText(TYPE_EMAIL_LABEL);
    await user.type(box, "ann.smith@example.co");
    expect(erase).toBeDisabled();
    await user.click(erase);
    expect(call).not.toHaveBeenCalled();
    await user.type(box, "m  ");
    expect(erase).toBeEnabled();
    await user.click(erase);
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: "delete_pii" }), { body: { email: "Ann.Smith@example.com", account_id: 7 } });
    call.mockRestore();
  });

  it("Enter in the box confirms once the email matches, and does nothing before", async () => {
    const call = vi.spyOn(api, "callApi").mockResolvedValue({ detail: "ok" } as never);
    const user = userEvent.setup();
    render(<DangerZone email="Ann.Smith@example.com" customerId={7} unavailable={null} />);
    await user.click(within(screen.getByRole("region", { name: "Danger zone" })).getByRole("button", { name: "Delete personal data" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete personal data" });
    const box = within(dialog).getByLabelText(TYPE_EMAIL_LABEL);
    await user.type(box, "ann.smith@example{Enter}");
    expect(call).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    await user.type(box, ".com{Enter}");
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: "delete_pii" }), { body: { email: "Ann.Smith@example.com", account_id: 7 } });
    call.mockRestore();
  });

  it("with a plan or an order still in flight: disabled with the API's own reason, beside an info tip, and opens nothing (was: offered, erasing the address of a box still to ship)", async () => {
    const user = userEvent.setup();
    const reason = piiDeletionBlocker({ plans: [{ status: "ACTIVE", dog: "Rex" }], orders: [{ id: "1000123", status: "PREVIEW" }] })!;
    const { container } = render(<DangerZone email="ann@example.com" customerId={7} unavailable={reason} />);
    const button = within(screen.getByRole("region", { name: "Danger zone" })).getByRole("button", { name: "Delete personal data" });
    // Focusable (aria-disabled, not disabled): the reason is read out when focus reaches it.
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute("aria-description", reason);
    // The info icon beside it carries the same sentence (its tooltip's code waits: DeferredInfoTip).
    expect(await screen.findByRole("button", { name: reason })).toBeInTheDocument();
    await user.click(button);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it("shows nothing once the personal data is gone (no email)", () => {
    const { container } = render(<DangerZone email={null} customerId={7} unavailable={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("compares ignoring case and surrounding spaces, never an empty expectation", () => {
    expect(typedConfirmationMatches("  A@B.C ", "a@b.c")).toBe(true);
    expect(typedConfirmationMatches("a@b.c", "a@b.cd")).toBe(false);
    expect(typedConfirmationMatches("", "")).toBe(false);
  });

  it("the section and its dialog pass axe", async () => {
    const user = userEvent.setup();
    const { container } = render(<DangerZone email="ann@example.com" customerId={7} unavailable={null} />);
    expect(await violations(container)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Delete personal data" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete personal data" });
    expect(await violations(dialog)).toEqual([]);
  });
});

describe("tooltips beside surprising spec labels", () => {
  it("InfoTip is a named, focusable (i) whose tooltip explains, on keyboard focus too", async () => {
    const user = userEvent.setup();
    render(
      <h1>
        View Promotion <InfoTip text="This screen creates a new promotion." />
      </h1>,
    );
    expect(screen.getByRole("heading")).toHaveTextContent("View Promotion");
    await user.tab();
    const tip = screen.getByRole("button", { name: "This screen creates a new promotion." });
    expect(tip).toHaveFocus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("This screen creates a new promotion.");
  });
});

describe("the order pages' 404", () => {
  it("names the order beside the 404 page's title and links back to the customer", () => {
    render(<MissingOrderNotice customerSegment="1001__Connie_Complete" orderId="9999999" subPage={false} />);
    // Spec 01 §2's title stays the heading; which order is the hint beside it (tests/component/not-found-card.test.tsx).
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("404 - Page Not Found");
    expect(screen.getByText("Order 9999999 was not found for this customer.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the customer" })).toHaveAttribute("href", "/customer-lookup/1001__Connie_Complete");
    expect(screen.queryByRole("link", { name: /Back to order/ })).toBeNull();
  });
  it("under a page below the order, also links to the order", () => {
    render(<MissingOrderNotice customerSegment="1001__Connie_Complete" orderId="SHO-1" subPage />);
    expect(screen.getByRole("link", { name: "Back to order SHO-1" })).toHaveAttribute("href", "/customer-lookup/1001__Connie_Complete/order/SHO-1");
  });
});
