"use client";
/**
 * LoginAsCustomerDialog: open the customer portal signed in as the customer
 * (GET impersonate/?account_id=, then redirect_to in a new tab). The tab is opened synchronously on
 * the click (so no popup blocker intervenes) and pointed at redirect_to once it arrives; it is
 * closed again if the call fails.
 * Props: open; onClose; customerId.
 */
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiFetch, toastError } from "@/lib/client/api";
import type { ImpersonateResponse } from "@/lib/contract/customers";

export const LOGGED_IN_AS_CUSTOMER = "The customer portal opened in a new tab.";

export function LoginAsCustomerDialog({ open, onClose, customerId }: { open: boolean; onClose: () => void; customerId: number }) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    const tab = window.open("about:blank", "_blank");
    setBusy(true);
    try {
      const answer = await apiFetch<ImpersonateResponse>("impersonate/", { query: { account_id: customerId } });
      if (tab) {
        tab.opener = null;
        tab.location.href = answer.redirect_to;
      } else {
        window.open(answer.redirect_to, "_blank", "noopener,noreferrer");
      }
      toast.success(LOGGED_IN_AS_CUSTOMER);
      onClose();
    } catch (error) {
      tab?.close();
      toastError(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <ConfirmDialog
      open={open}
      title="Log in as customer"
      message="Open the customer portal, signed in as this customer, in a new tab? The link is valid once and for a few minutes."
      confirmLabel="Log in as customer"
      busy={busy}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
