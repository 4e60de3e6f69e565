"use client";
/**
 * MarkCancelledAction: mark a FULFILLING order cancelled (PUT
 * orders/mark_order_cancelled after a confirmation; "Order status was marked as cancelled.",
 * ORDER_TOAST), then a prompt offers to refund it: "Refund order" opens the refund page
 * (…/order/{orderId}/refund), "Not now" closes the prompt. The page refreshes when the prompt closes
 * (refreshing at once would remove this action, and the prompt with it, from the page).
 * Props: orderId; version (the order's, sent with the change: stale → 409); refundPath (the order's refund page).
 */
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, buttonClassName } from "@/components/ui/button";
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { Dialog } from "@/components/ui/dialog";
import { callApi } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { ORDER_MARKED_CANCELLED_TEXT } from "@/lib/order-edit";
import { ORDER_TOAST } from "@/lib/ui-constants";

export function MarkCancelledAction({ orderId, version, refundPath }: { orderId: string; version: number | undefined; refundPath: string }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [prompt, setPrompt] = useState(false);
  const closePrompt = () => {
    setPrompt(false);
    router.refresh();
  };
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
        Mark cancelled
      </Button>
      <ConfirmActionDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Mark order cancelled"
        message={`Order ${orderId} is being fulfilled. Mark it and its fulfillments cancelled?`}
        confirmLabel="Mark cancelled"
        destructive
        action={() => callApi(endpoints.markOrderCancelled, { body: { order_id: orderId, version } })}
        successText={() => ORDER_MARKED_CANCELLED_TEXT}
        toastOptions={ORDER_TOAST}
        refresh={false}
        onDone={() => setPrompt(true)}
      />
      <Dialog
        open={prompt}
        onClose={closePrompt}
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
