"use client";
/**
 * SwitchPaymentProcessorDialog: move the customer off the first payment provider
 * (POST payment_methods/switch_payment_processor). Offered only to roles with
 * switchPaymentProcessor and only while the processor is braintree.
 * Success toast: "Payment processor switched to {new processor}." (assumption: no spec text).
 * Props: open; onClose; customerId; currentProcessor.
 */
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiFetch } from "@/lib/client/api";
import type { SwitchPaymentProcessorResponse } from "@/lib/contract/customers";
import { useAccountAction } from "./use-account-action";

export const processorSwitchedText = (processor: string) => `Payment processor switched to ${processor}.`;

export function SwitchPaymentProcessorDialog({ open, onClose, customerId, currentProcessor }: { open: boolean; onClose: () => void; customerId: number; currentProcessor: string }) {
  const { busy, run } = useAccountAction();
  return (
    <ConfirmDialog
      open={open}
      title="Switch payment processor"
      message={`Move this customer's payment processor away from ${currentProcessor}? The customer may need to add a card again.`}
      confirmLabel="Switch processor"
      busy={busy}
      onCancel={onClose}
      onConfirm={async () => {
        const answer = await run(
          () => apiFetch<SwitchPaymentProcessorResponse>("payment_methods/switch_payment_processor", { method: "POST", body: { account_id: customerId } }),
          (a) => processorSwitchedText(a.new_payment_processor),
        );
        if (answer !== undefined) onClose();
      }}
    />
  );
}
