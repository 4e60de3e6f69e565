"use client";
/**
 * MarkCancelledAction: mark a FULFILLING order cancelled (PUT
 * orders/mark_order_cancelled after a confirmation; "Order status was marked as cancelled.",
 * ORDER_TOAST), then a prompt offers to refund it: "Refund order" opens the refund page
 * (…/order/{orderId}/refund), "Not now" closes the prompt. The page refreshes when the prompt closes
 * (refreshing at once would remove this action, and the prompt with it, from the page). When the
 * prompt closes, focus goes back to this "Mark cancelled" (or, once the refresh has removed it, to
 * the control in its place: components/ui/focus-return.ts): the prompt opens as the confirmation
 * closes, so its own opener is the confirmation's button, gone by then (focus fell to <body>).
 * Props: orderId; version (the order's, sent with the change: stale → 409); refundPath (the order's refund page).
 */
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { focusReturnOf, type FocusReturn } from "@/components/ui/focus-return";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { MarkCancelledProps } from "./mark-cancelled-dialogs";

// The confirmation and the refund prompt are fetched when first opened (issue 23).
const MarkCancelledDialogs = lazyDialog(() => import("./mark-cancelled-dialogs").then((m) => m.MarkCancelledDialogs));

export function MarkCancelledAction(props: MarkCancelledProps) {
  const [confirming, setConfirming] = useState(false);
  // This button's place on the page, taken when it is pressed: where focus goes when the refund prompt closes.
  const back = useRef<FocusReturn | null>(null);
  const focusBack = () => {
    back.current?.restore();
    return back.current !== null;
  };
  return (
    <>
      <Button
        variant="danger"
        size="sm"
        onClick={(event) => {
          back.current = focusReturnOf(event.currentTarget);
          setConfirming(true);
        }}
        onPointerEnter={MarkCancelledDialogs.preload}
      >
        Mark cancelled
      </Button>
      <MarkCancelledDialogs open={confirming} onClose={() => setConfirming(false)} promptFocusOnClose={focusBack} {...props} />
    </>
  );
}
