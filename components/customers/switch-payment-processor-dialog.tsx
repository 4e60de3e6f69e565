"use client";
/**
 * SwitchPaymentProcessorDialog: move the customer off the first payment provider
 * (POST payment_methods/switch_payment_processor). Offered only to roles with
 * switchPaymentProcessor and only while the processor is braintree.
 * Success toast: "Payment processor switched to {new processor}." (assumption: no spec text).
 * Props: open; onClose; customerId; currentProcessor.
 */
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { callApi } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";

export const processorSwitchedText = (processor: string) => `Payment processor switched to ${processor}.`;

export function SwitchPaymentProcessorDialog({ open, onClose, customerId, currentProcessor }: { open: boolean; onClose: () => void; customerId: number; currentProcessor: string }) {
  return (
    <ConfirmActionDialog
      open={open}
      onClose={onClose}
      title="Switch payment processor"
      message={`Move this customer's payment processor away from ${currentProcessor}? The customer may need to add a card again.`}
      confirmLabel="Switch processor"
      action={() => callApi(endpoints.switchPaymentProcessor, { body: { account_id: customerId } })}
      successText={(a) => processorSwitchedText(a.new_payment_processor)}
    />
  );
}
