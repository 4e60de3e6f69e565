"use client";
/**
 * DeliveryFailedButton: marks a SHIPPED fulfillment "Delivery Failed" (PUT
 * /orders/mark_fulfillment_delivery_failed/) after a confirmation; "Fulfillment status updated
 * successfully" or "Failed to update fulfillment status". Props: fulfillmentId.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { callApi } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { DELIVERY_FAILED_ERROR, DELIVERY_FAILED_SUCCESS } from "@/lib/orders/messages";
import { statusLabel } from "@/lib/status";
import { ORDER_TOAST } from "@/lib/ui-constants";

export function DeliveryFailedButton({ fulfillmentId }: { fulfillmentId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Mark Delivery Failed
      </Button>
      <ConfirmActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Mark delivery failed?"
        message={`Mark fulfillment ${fulfillmentId} as Delivery Failed? Its status changes from ${statusLabel("fulfillment", "SHIPPED")} to ${statusLabel("fulfillment", "DELIVERY_FAILED")}.`}
        confirmLabel="Mark Delivery Failed"
        destructive
        action={() => callApi(endpoints.markFulfillmentDeliveryFailed, { body: { fulfillment_id: fulfillmentId } })}
        successText={() => DELIVERY_FAILED_SUCCESS}
        errorText={() => DELIVERY_FAILED_ERROR}
        toastOptions={ORDER_TOAST}
      />
    </>
  );
}
