"use client";
/**
 * DeliveryFailedButton: marks a SHIPPED fulfillment "Delivery Failed" (PUT
 * /orders/mark_fulfillment_delivery_failed/) after a confirmation; "Fulfillment status updated
 * successfully" or "Failed to update fulfillment status". The confirmation's code
 * (./delivery-failed-dialog.tsx) is fetched when it is first opened (issue 23). Props: fulfillmentId.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/components/ui/lazy-dialog";

const DeliveryFailedDialog = lazyDialog(() => import("./delivery-failed-dialog").then((m) => m.DeliveryFailedDialog));

export function DeliveryFailedButton({ fulfillmentId }: { fulfillmentId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} onPointerEnter={DeliveryFailedDialog.preload}>
        Mark Delivery Failed
      </Button>
      <DeliveryFailedDialog open={open} onClose={() => setOpen(false)} fulfillmentId={fulfillmentId} />
    </>
  );
}
