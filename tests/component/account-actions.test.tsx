import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { toast } from "@/components/ui/toaster";
import { AccountActions, type AccountActionsProps } from "@/components/customers/account-actions";
import * as api from "@/lib/client/api";
import { CUSTOMER_RESET_LINK_TTL_HOURS } from "@/lib/contract/customers";
import { PORTAL_CARD_ADDED_TEXT } from "@/lib/customers/messages";
import { LOGGED_IN_AS_CUSTOMER } from "@/components/customers/login-as-customer-dialog";

const mocks = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mocks.refresh, push: vi.fn(), replace: vi.fn() }) }));

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

  it("Admin (delete PII) does not see Delete personal data among the routine actions (the Danger zone has it, issue 21); Ops (switch processor) sees the switch while braintree", () => {
    const { unmount } = render(<AccountActions {...BASE} permissions={{ accountActions: true, deletePii: true, switchProcessor: false }} />);
    expect(buttons()).toEqual(ALL);
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

  it("a customer whose personal data was deleted cannot be logged in as (issue 19), nor given an email again (it could never be erased)", () => {
    render(<AccountActions {...BASE} email={null} piiDeleted />);
    expect(buttons()).toEqual(["Opt in to proactive outreach", "Create exclusive discount"]);
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

describe("PasswordResetDialog (issue 18)", () => {
  it("says a single-use, expiring reset link is sent, and the toast says it was", async () => {
    const user = userEvent.setup();
    const callApi = vi.spyOn(api, "callApi").mockResolvedValue({ detail: "sent" });
    const success = vi.spyOn(toast, "success");
    render(<AccountActions {...BASE} />);
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    const dialog = await screen.findByRole("dialog", { name: "Reset password" });
    expect(dialog).toHaveTextContent(`Send ann@example.com a link to set a new password? The link works once and expires in ${CUSTOMER_RESET_LINK_TTL_HOURS} hours.`);
    expect(dialog).not.toHaveTextContent(/new password\.$|receive an email with the new password/);
    await user.click(within(dialog).getByRole("button", { name: "Send reset link" }));
    expect(callApi.mock.calls[0]![1]).toEqual({ body: { email: "ann@example.com", account_id: 1001 } });
    // Spec 01 §8's text, word for word, with what was done beneath it.
    await vi.waitFor(() => expect(success.mock.calls[0]?.[0]).toBe("Success! Password updated for ann@example.com."));
    expect(success.mock.calls[0]?.[1]).toMatchObject({ description: `A password reset link was sent to ann@example.com. It works once and expires in ${CUSTOMER_RESET_LINK_TTL_HOURS} hours.` });
    callApi.mockRestore();
    success.mockRestore();
  });
});

describe("SwitchPaymentProcessorDialog (issue 18)", () => {
  const card = (processor: "braintree" | "stripe") => ({ id: 1, is_default: true, processor, card: { brand: "Visa", last4: "4242", exp_month: 1, exp_year: 2030 } });

  it("switches, then shows the spec's success text only once a card on the new processor is there", async () => {
    const user = userEvent.setup();
    const callApi = vi
      .spyOn(api, "callApi")
      .mockResolvedValueOnce({ new_payment_processor: "stripe" })
      .mockResolvedValueOnce([card("braintree")])
      .mockResolvedValueOnce([card("braintree"), card("stripe")]);
    const success = vi.spyOn(toast, "success");
    render(<AccountActions {...BASE} permissions={{ accountActions: true, deletePii: false, switchProcessor: true }} />);
    await user.click(screen.getByRole("button", { name: "Switch payment processor" }));
    const dialog = await screen.findByRole("dialog", { name: "Switch payment processor" });
    await user.click(within(dialog).getByRole("button", { name: "Switch processor" }));
    expect(callApi.mock.calls[0]![1]).toEqual({ body: { account_id: 1001 } });
    await vi.waitFor(() => expect(success.mock.calls.map((c) => c[0])).toEqual(["Payment processor switched to stripe."]));

    await user.click(within(dialog).getByRole("button", { name: "Check for the card" }));
    expect(callApi.mock.calls[1]![1]).toEqual({ query: { account_id: 1001 } });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("No stripe card yet: the customer has not added a credit card through the portal.");
    expect(success).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole("button", { name: "Check for the card" }));
    await vi.waitFor(() => expect(success.mock.calls[1]?.[0]).toBe(PORTAL_CARD_ADDED_TEXT));
    expect(PORTAL_CARD_ADDED_TEXT).toBe("Success! The customer was able to add a credit card through the portal.");
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    callApi.mockRestore();
    success.mockRestore();
  });
});

describe("LoginAsCustomerDialog", () => {
  it("points the tab opened on the click at the portal, then refreshes the page: the call's changelog entry shows on its Timeline (was: no refresh)", async () => {
    const user = userEvent.setup();
    const steps: string[] = [];
    mocks.refresh.mockReset().mockImplementation(() => steps.push("refresh"));
    const callApi = vi.spyOn(api, "callApi").mockResolvedValue({ redirect_to: "https://portal.example/impersonate?token=t" });
    const tab = {
      opener: {} as unknown,
      location: {
        set href(url: string) {
          steps.push(`tab ${url}`);
        },
      },
      close: vi.fn(),
    };
    const open = vi.spyOn(window, "open").mockImplementation(() => {
      steps.push("open");
      return tab as unknown as Window;
    });
    const success = vi.spyOn(toast, "success");
    try {
      render(<AccountActions {...BASE} />);
      await user.click(screen.getByRole("button", { name: "Log in as customer" }));
      const dialog = await screen.findByRole("dialog", { name: "Log in as customer" });
      await user.click(within(dialog).getByRole("button", { name: "Log in as customer" }));
      await vi.waitFor(() => expect(success).toHaveBeenCalledWith(LOGGED_IN_AS_CUSTOMER, undefined));
      expect(callApi.mock.calls[0]![1]).toEqual({ query: { account_id: 1001 } });
      expect(steps).toEqual(["open", "tab https://portal.example/impersonate?token=t", "refresh"]);
      expect(tab.opener).toBeNull();
      expect(tab.close).not.toHaveBeenCalled();
    } finally {
      callApi.mockRestore();
      open.mockRestore();
      success.mockRestore();
    }
  });
});
