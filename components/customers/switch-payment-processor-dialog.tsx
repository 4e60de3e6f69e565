"use client";
/**
 * SwitchPaymentProcessorDialog: move the customer off the first payment provider
 * (POST payment_methods/switch_payment_processor), then check that the customer added a credit
 * card through the customer portal (issue 18). Offered only to roles with
 * switchPaymentProcessor and only while the processor is braintree.
 * 1. Confirm: the switch; its toast "Payment processor switched to {new processor}." (assumption:
 *    no spec text). The dialog stays open on step 2.
 * 2. "Check for the card" (GET payment_methods/?account_id=): a card on the new processor →
 *    "Success! The customer was able to add a credit card through the portal." and the
 *    dialog closes; none yet → a message in the dialog, and the agent may check again or close.
 * The page refreshes when the dialog closes after a switch (refreshing earlier would unmount the
 * dialog: the switch is no longer offered once the processor is stripe).
 * Props: open; onClose; customerId; currentProcessor.
 */
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toaster";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { useAction } from "@/components/ui/use-action";
import { callApi, toastError } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { hasCardOn } from "@/lib/customers/display";
import { PORTAL_CARD_ADDED_TEXT } from "@/lib/customers/messages";

export const processorSwitchedText = (processor: string) => `Payment processor switched to ${processor}.`;
export const noPortalCardText = (processor: string) => `No ${processor} card yet: the customer has not added a credit card through the portal.`;

export function SwitchPaymentProcessorDialog({ open, onClose, customerId, currentProcessor }: { open: boolean; onClose: () => void; customerId: number; currentProcessor: string }) {
  const router = useRouter();
  const { busy: switching, run } = useAction();
  const [checking, setChecking] = useState(false);
  const [switchedTo, setSwitchedTo] = useState<string | null>(null);
  const [noCard, setNoCard] = useState(false);
  const busy = switching || checking;

  const close = () => {
    const switched = switchedTo !== null;
    setSwitchedTo(null);
    setNoCard(false);
    onClose();
    if (switched) router.refresh();
  };

  const doSwitch = async () => {
    const result = await run(() => callApi(endpoints.switchPaymentProcessor, { body: { account_id: customerId } }), (a) => processorSwitchedText(a.new_payment_processor), {
      refresh: false,
    });
    if (result.ok) setSwitchedTo(result.answer.new_payment_processor);
  };

  const checkCard = async () => {
    if (!switchedTo) return;
    setChecking(true);
    try {
      const methods = await callApi(endpoints.listPaymentMethods, { query: { account_id: customerId } });
      if (hasCardOn(methods, switchedTo)) {
        toast.success(PORTAL_CARD_ADDED_TEXT);
        close();
      } else {
        setNoCard(true);
      }
    } catch (error) {
      toastError(error);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Switch payment processor"
      size="sm"
      dismissible={!busy}
      footer={
        switchedTo ? (
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              Done
            </Button>
            <Button busy={checking} onClick={() => void checkCard()}>
              Check for the card
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button busy={switching} onClick={() => void doSwitch()}>
              Switch processor
            </Button>
          </>
        )
      }
    >
      {switchedTo ? (
        <div className="space-y-3 text-sm text-slate-700">
          <p>
            The payment processor is now {switchedTo}. Ask the customer to add a credit card through the customer portal, then check for it here.
          </p>
          {noCard ? <Notice tone="error">{noPortalCardText(switchedTo)}</Notice> : null}
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          Move this customer&apos;s payment processor away from {currentProcessor}? The customer then adds a credit card through the customer portal.
        </p>
      )}
    </Dialog>
  );
}
