"use client";
/**
 * LoginAsCustomerDialog: open the customer portal signed in as the customer
 * (GET impersonate/?account_id=, then redirect_to in a new tab). The tab is opened synchronously on
 * the click (so no popup blocker intervenes) and pointed at redirect_to once it arrives; it is
 * closed again if the call fails. The call writes a customer changelog entry ("Logged in as the
 * customer"), which the page's Timeline shows: the page refreshes after it, as after every account
 * action (ConfirmActionDialog's default, useAction's router.refresh, then the toast).
 * Props: open; onClose; customerId.
 */
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { callApi } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import type { ImpersonateResponse } from "@/lib/contract/customers";

export const LOGGED_IN_AS_CUSTOMER = "The customer portal opened in a new tab.";

/** Opens a blank tab now (inside the click), then points it at the portal address the call answers. */
async function impersonateInNewTab(customerId: number): Promise<ImpersonateResponse> {
  const tab = window.open("about:blank", "_blank");
  try {
    const answer = await callApi(endpoints.impersonate, { query: { account_id: customerId } });
    if (tab) {
      tab.opener = null;
      tab.location.href = answer.redirect_to;
    } else {
      window.open(answer.redirect_to, "_blank", "noopener,noreferrer");
    }
    return answer;
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export function LoginAsCustomerDialog({ open, onClose, customerId }: { open: boolean; onClose: () => void; customerId: number }) {
  return (
    <ConfirmActionDialog
      open={open}
      onClose={onClose}
      title="Log in as customer"
      message="Open the customer portal, signed in as this customer, in a new tab? The link is valid once and for a few minutes."
      confirmLabel="Log in as customer"
      action={() => impersonateInNewTab(customerId)}
      successText={() => LOGGED_IN_AS_CUSTOMER}
      // The default refresh (router.refresh), not a reload of the Timeline alone: the Timeline is a
      // server component of the page (components/timeline/timeline-section.tsx) with no reload of its
      // own, and router.refresh re-renders it in place. It cannot disturb the new tab: the tab was
      // opened synchronously on the click and is pointed at the portal before the call's promise
      // resolves, so the refresh starts only once the tab is on its way.
    />
  );
}
