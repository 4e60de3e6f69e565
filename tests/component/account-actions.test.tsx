import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AccountActions, type AccountActionsProps } from "@/components/customers/account-actions";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));

const BASE: AccountActionsProps = {
  customerId: 1001,
  email: "ann@example.com",
  status: "ACTIVE",
  proactiveOptedIn: false,
  paymentProcessor: "braintree",
  upcomingOrders: [{ id: "5001", scheduled: "2026-12-01" }],
  permissions: { accountActions: true, deletePii: false, switchProcessor: false },
};

const ALL = ["Change email", "Reset password", "Opt in to proactive outreach", "Log in as customer", "Create exclusive discount"];

const buttons = () => screen.queryAllByRole("button").map((b) => b.textContent);

describe("AccountActions: role-dependent visibility", () => {
  it("Team Member (account actions only): the five account actions, no deletion, no processor switch", () => {
    render(<AccountActions {...BASE} />);
    expect(buttons()).toEqual(ALL);
  });

  it("Admin (delete PII) sees Delete personal data; Ops (switch processor) sees the switch while braintree", () => {
    const { unmount } = render(<AccountActions {...BASE} permissions={{ accountActions: true, deletePii: true, switchProcessor: false }} />);
    expect(buttons()).toEqual([...ALL, "Delete personal data"]);
    unmount();
    render(<AccountActions {...BASE} permissions={{ accountActions: true, deletePii: false, switchProcessor: true }} />);
    expect(buttons()).toContain("Switch payment processor");
  });

  it("the processor switch is gone once the processor is stripe; deletion and password reset need an email", () => {
    render(<AccountActions {...BASE} email={null} paymentProcessor="stripe" permissions={{ accountActions: true, deletePii: true, switchProcessor: true }} />);
    const shown = buttons();
    expect(shown).not.toContain("Switch payment processor");
    expect(shown).not.toContain("Delete personal data");
    expect(shown).not.toContain("Reset password");
  });

  it("a customer whose personal data was deleted cannot be logged in as (issue 19)", () => {
    render(<AccountActions {...BASE} email={null} piiDeleted />);
    expect(buttons()).toEqual(["Change email", "Opt in to proactive outreach", "Create exclusive discount"]);
  });

  it("a CANCELLED account has no Change email; opted-in customers get Opt out", () => {
    render(<AccountActions {...BASE} status="CANCELLED" proactiveOptedIn />);
    expect(buttons()).not.toContain("Change email");
    expect(buttons()).toContain("Opt out of proactive outreach");
  });

  it("a role without any action permission sees nothing", () => {
    const { container } = render(<AccountActions {...BASE} permissions={{ accountActions: false, deletePii: false, switchProcessor: false }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("each button opens its dialog, from the keyboard", async () => {
    const user = userEvent.setup();
    render(<AccountActions {...BASE} permissions={{ accountActions: true, deletePii: true, switchProcessor: true }} />);
    const expected: [string, string][] = [
      ["Change email", "Change email"],
      ["Reset password", "Reset password"],
      ["Opt in to proactive outreach", "Opt in to proactive outreach"],
      ["Switch payment processor", "Switch payment processor"],
      ["Log in as customer", "Log in as customer"],
      ["Create exclusive discount", "Create exclusive discount"],
      ["Delete personal data", "Delete personal data"],
    ];
    for (const [button, title] of expected) {
      screen.getByRole("button", { name: button }).focus();
      await user.keyboard("{Enter}");
      const dialog = await screen.findByRole("dialog", { name: title });
      await user.click(within(dialog).getByRole("button", { name: "Close" }));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    }
  });
});
