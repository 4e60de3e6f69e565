"use client";
/**
 * AccountActions: the account-action buttons of the customer page, each opening
 * its confirmation dialog. The server decides which buttons a role may see (`can(account, …)` in
 * the page) and passes booleans; the API refuses the rest anyway.
 * - Change email: hidden when the account is CANCELLED.
 * - Reset password: needs an email (gone after personal data deletion).
 * - Delete personal data is not here: it is the page's Danger zone (./danger-zone.tsx, issue 21).
 * - Switch payment processor: only with `canSwitchProcessor` and while the processor is braintree.
 * Props: customerId; email; status; proactiveOptedIn; paymentProcessor; upcomingOrders;
 * permissions: { accountActions, deletePii, switchProcessor }.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { type AccountActionId, visibleAccountActions } from "@/lib/customers/display";
import { proactiveOutreachLabel } from "@/lib/customers/messages";
import type { AccountStatus, PaymentProcessor } from "@/lib/enums";

// Each dialog's code is fetched when it is first opened (issue 23).
const EmailChangeDialog = lazyDialog(() => import("./email-change-dialog").then((m) => m.EmailChangeDialog));
const ExclusiveDiscountDialog = lazyDialog(() => import("./exclusive-discount-dialog").then((m) => m.ExclusiveDiscountDialog));
const LoginAsCustomerDialog = lazyDialog(() => import("./login-as-customer-dialog").then((m) => m.LoginAsCustomerDialog));
const PasswordResetDialog = lazyDialog(() => import("./password-reset-dialog").then((m) => m.PasswordResetDialog));
const ProactiveOutreachDialog = lazyDialog(() => import("./proactive-outreach-dialog").then((m) => m.ProactiveOutreachDialog));
const SwitchPaymentProcessorDialog = lazyDialog(() => import("./switch-payment-processor-dialog").then((m) => m.SwitchPaymentProcessorDialog));

export interface AccountActionsProps {
  customerId: number;
  email: string | null;
  status: AccountStatus;
  /** The customer's personal data was deleted: no login as customer. */
  piiDeleted?: boolean;
  proactiveOptedIn: boolean;
  paymentProcessor: PaymentProcessor | null;
  upcomingOrders: { id: string; scheduled: string | null }[];
  permissions: { accountActions: boolean; deletePii: boolean; switchProcessor: boolean };
}

export function AccountActions(props: AccountActionsProps) {
  const { customerId, email, proactiveOptedIn, paymentProcessor, upcomingOrders } = props;
  const [open, setOpen] = useState<AccountActionId | null>(null);
  // Delete personal data lives in the page's Danger zone, apart from the routine actions.
  const visible = new Set(visibleAccountActions(props).filter((a) => a !== "pii"));
  const close = () => setOpen(null);

  if (visible.size === 0) return null;
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-700">Account actions</h3>
      <div className="flex flex-wrap gap-2">
        {visible.has("email") ? (
          <Button variant="secondary" size="sm" onClick={() => setOpen("email")}>
            Change email
          </Button>
        ) : null}
        {visible.has("password") ? (
          <Button variant="secondary" size="sm" onClick={() => setOpen("password")}>
            Reset password
          </Button>
        ) : null}
        {visible.has("outreach") ? (
          <Button variant="secondary" size="sm" onClick={() => setOpen("outreach")}>
            {proactiveOutreachLabel(proactiveOptedIn)}
          </Button>
        ) : null}
        {visible.has("processor") ? (
          <Button variant="secondary" size="sm" onClick={() => setOpen("processor")}>
            Switch payment processor
          </Button>
        ) : null}
        {visible.has("impersonate") ? (
          <Button variant="secondary" size="sm" onClick={() => setOpen("impersonate")}>
            Log in as customer
          </Button>
        ) : null}
        {visible.has("discount") ? (
          <Button variant="secondary" size="sm" onClick={() => setOpen("discount")}>
            Create exclusive discount
          </Button>
        ) : null}
      </div>

      {visible.has("email") ? <EmailChangeDialog open={open === "email"} onClose={close} customerId={customerId} currentEmail={email} /> : null}
      {visible.has("password") && email ? <PasswordResetDialog open={open === "password"} onClose={close} email={email} customerId={customerId} /> : null}
      {visible.has("outreach") ? <ProactiveOutreachDialog open={open === "outreach"} onClose={close} customerId={customerId} optedIn={proactiveOptedIn} /> : null}
      {visible.has("processor") && paymentProcessor ? (
        <SwitchPaymentProcessorDialog open={open === "processor"} onClose={close} customerId={customerId} currentProcessor={paymentProcessor} />
      ) : null}
      {visible.has("impersonate") ? <LoginAsCustomerDialog open={open === "impersonate"} onClose={close} customerId={customerId} /> : null}
      {visible.has("discount") ? <ExclusiveDiscountDialog open={open === "discount"} onClose={close} customerId={customerId} upcomingOrders={upcomingOrders} /> : null}
    </div>
  );
}
