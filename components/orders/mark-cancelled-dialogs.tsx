"use client";
/**
 * MarkCancelledDialogs: the confirmation of "Mark cancelled" and the refund prompt after it
 * (./mark-cancelled-action.tsx, which loads this code when it is first opened, issue 23).
 * Props: open, onClose (the confirmation), orderId, version, refundPath; promptFocusOnClose?: the
 * refund prompt's Dialog focusOnClose (the page's "Mark cancelled": the prompt opens as the
 * confirmation closes, so the opener it would record is the confirmation's own button).
 * A failure that may have cancelled the order all the same (a timeout) refreshes the page once the
 * back office answers (useRefreshAfterUncertainWrite): the order then shows as it is (cancelled, with
 * its Refund action), instead of a retry on the old version answering that someone else changed it.
 */
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, buttonClassName } from "@/components/ui/button";
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { Dialog } from "@/components/ui/dialog";
import { useRefreshAfterUncertainWrite } from "@/components/ui/use-action";
import { callApi } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { ORDER_MARKED_CANCELLED_TEXT } from "@/lib/order-edit";
import { ORDER_TOAST } from "@/lib/ui-constants";

export interface MarkCancelledProps {
  orderId: string;
  version: number | undefined;
  refundPath: string;
}

export function MarkCancelledDialogs({
  open,
  onClose,
  orderId,
  version,
  refundPath,
  promptFocusOnClose,
}: MarkCancelledProps & { open: boolean; onClose: () => void; promptFocusOnClose?: () => boolean }) {
  const router = useRouter();
  const [prompt, setPrompt] = useState(false);
  const afterUncertainWrite = useRefreshAfterUncertainWrite();
  const closePrompt = () => {
    setPrompt(false);
    router.refresh();
  };
  return (
    <>
      <ConfirmActionDialog
        open={open}
        onClose={onClose}
        title="Mark order cancelled"
        message={`Order ${orderId} is being fulfilled. Mark it cancelled, with its fulfillments not shipped yet?`}
        confirmLabel="Mark cancelled"
        destructive
        action={() =>
          callApi(endpoints.markOrderCancelled, { body: { order_id: orderId, version } }).catch((error: unknown) => {
            afterUncertainWrite(error);
            throw error;
          })
        }
        successText={() => ORDER_MARKED_CANCELLED_TEXT}
        toastOptions={ORDER_TOAST}
        refresh={false}
        onDone={() => setPrompt(true)}
      />
      <Dialog
        open={prompt}
        onClose={closePrompt}
        focusOnClose={promptFocusOnClose}
        title="Refund this order?"
        footer={
          <>
            <Button variant="secondary" onClick={closePrompt}>
              Not now
            </Button>
            <Link href={refundPath} className={buttonClassName()}>
              Refund order
            </Link>
          </>
        }
      >
        <p className="text-sm text-slate-700">Order {orderId} is cancelled. Do you want to refund the customer now?</p>
      </Dialog>
    </>
  );
}
