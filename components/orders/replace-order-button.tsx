"use client";
/**
 * ReplaceOrderButton: "Replace Order"; opens its dialog (./replace-order-dialog.tsx: the product
 * picker and the replacement's form), whose code is fetched when it is first opened (issue 23;
 * hovering the button starts the download).
 * Props: accountId, order {id, status}, customerPath, lines (lib/orders/rules.ts replaceLinesOf);
 * namesOrder: the button's accessible name carries the order id ("Replace order {id}"), for a list
 * of orders (the customer page's Orders table).
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { ReplaceOrderProps } from "./replace-order-dialog";

const ReplaceOrderDialog = lazyDialog(() => import("./replace-order-dialog").then((m) => m.ReplaceOrderDialog));

export function ReplaceOrderButton({ namesOrder = false, ...props }: ReplaceOrderProps & { namesOrder?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        onPointerEnter={ReplaceOrderDialog.preload}
        aria-label={namesOrder ? `Replace order ${props.order.id}` : undefined}
      >
        Replace Order
      </Button>
      <ReplaceOrderDialog open={open} onClose={() => setOpen(false)} {...props} />
    </>
  );
}
