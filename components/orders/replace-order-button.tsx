"use client";
/**
 * ReplaceOrderButton: "Replace Order"; opens its dialog (./replace-order-dialog.tsx: the product
 * picker and the replacement's form), whose code is fetched when it is first opened (issue 23;
 * hovering the button starts the download).
 * Props: accountId, order {id, status}, customerPath, lines (lib/orders/rules.ts replaceLinesOf);
 * namesOrder: the button's accessible name carries the order id ("Replace order {id}"), for a list
 * of orders (the customer page's Orders table); unavailable: why it is disabled (lib/orders/rules.ts
 * replaceOrderUnavailable: the customer's personal data was deleted), or null.
 */
import { useState } from "react";
import { ButtonWithReason } from "@/components/ui/button-with-reason";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { ReplaceOrderProps } from "./replace-order-dialog";

const ReplaceOrderDialog = lazyDialog(() => import("./replace-order-dialog").then((m) => m.ReplaceOrderDialog));

export function ReplaceOrderButton({ namesOrder = false, unavailable, ...props }: ReplaceOrderProps & { namesOrder?: boolean; unavailable: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ButtonWithReason
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        onPointerEnter={ReplaceOrderDialog.preload}
        aria-label={namesOrder ? `Replace order ${props.order.id}` : undefined}
        unavailable={unavailable}
      >
        Replace Order
      </ButtonWithReason>
      <ReplaceOrderDialog open={open} onClose={() => setOpen(false)} {...props} />
    </>
  );
}
