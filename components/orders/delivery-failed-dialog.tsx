"use client";
/**
 * DeliveryFailedDialog: the confirmation of "Mark Delivery Failed" (./delivery-failed-button.tsx,
 * which loads this code when it is first opened, issue 23): PUT the fulfillment's status to
 * DELIVERY_FAILED, then the spec's texts.
 * Props: open, onClose, fulfillmentId.
 */
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { callApi } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import { DELIVERY_FAILED_ERROR, DELIVERY_FAILED_SUCCESS } from "@/lib/orders/messages";
import { statusLabel } from "@/lib/status";
import { ORDER_TOAST } from "@/lib/ui-constants";

export function DeliveryFailedDialog({ open, onClose, fulfillmentId }: { open: boolean; onClose: () => void; fulfillmentId: string }) {
  return (
    <ConfirmActionDialog
      open={open}
      onClose={onClose}
      title="Mark delivery failed?"
      message={`Mark fulfillment ${fulfillmentId} as Delivery Failed? Its status changes from ${statusLabel("fulfillment", "SHIPPED")} to ${statusLabel("fulfillment", "DELIVERY_FAILED")}.`}
      confirmLabel="Mark Delivery Failed"
      destructive
      action={() => callApi(endpoints.markFulfillmentDeliveryFailed, { body: { fulfillment_id: fulfillmentId } })}
      successText={() => DELIVERY_FAILED_SUCCESS}
      errorText={() => DELIVERY_FAILED_ERROR}
      toastOptions={ORDER_TOAST}
    />
  );
}
