"use client";
/**
 * OrderChangeDialog: a confirmed change of an upcoming order with its totals preview first (the
 * remove-discount and remove-one-time-product confirmations). Shows `message` and the preview of
 * `previewBody` (PUT orders/{id}?dry_run=true); the confirm button runs `action` once the preview
 * is ready, then toasts `successText` (ORDER_TOAST) and refreshes the page.
 * Props: open; onClose; title; message; confirmLabel; order; previewBody; action(); successText.
 */
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useAction } from "@/components/ui/use-action";
import type { UpdateOrderRequest } from "@/lib/contract/order-edits";
import type { OrderDto } from "@/lib/contract/orders";
import { ORDER_TOAST } from "@/lib/ui-constants";
import { OrderChangePreview, useOrderPreview } from "./order-change-preview";

export function OrderChangeDialog({
  open,
  onClose,
  title,
  message,
  confirmLabel,
  order,
  previewBody,
  action,
  successText,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  order: OrderDto;
  previewBody: UpdateOrderRequest | null;
  action: () => Promise<unknown>;
  successText: string;
}) {
  const { busy, run } = useAction();
  const preview = useOrderPreview(order.id, open ? previewBody : null);
  const confirm = async () => {
    const result = await run(action, () => successText, { toast: ORDER_TOAST });
    if (result.ok) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} busy={busy} disabled={preview.state !== "ready"}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{message}</p>
        <OrderChangePreview current={order} preview={preview} />
      </div>
    </Dialog>
  );
}
