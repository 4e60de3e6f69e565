"use client";
/**
 * The dialogs that change an upcoming order after previewing its new totals. Both share
 * OrderChangeFrame: the Dialog whose footer is Cancel and the confirm button, disabled until the
 * preview is ready; confirming runs the change, toasts its success text (ORDER_TOAST) and closes.
 * A change based on an older version of the order (409) shows StaleVersionNotice in the dialog:
 * Reload brings the current order (and its version) while the dialog keeps what the agent chose
 * (the confirm button busy until it shows), so confirming again applies the same change to the
 * current order.
 *
 * OrderChangeDialog: a confirmed change (the remove-discount and remove-one-time-product
 * confirmations). Shows `message` and the preview of `change` (its call with ?dry_run=true:
 * order-change-preview.tsx callOrderChange); the confirm button makes that call, then the page refreshes.
 * Props: open; onClose; title; message; confirmLabel; order; change; successText.
 *
 * OrderEditDialog: a change built in a form (apply a discount code, add extra meals, add one-time
 * products); the caller renders the fields and the preview as children. Confirming saves `body`
 * (PUT orders/{id}, the call its preview made with ?dry_run=true); a failure's text goes to onError.
 * Props: open; onClose (also resets the caller's fields); order; title; size?; body (null while
 * incomplete); ready (the preview is ready); confirmLabel; successText; onError; children.
 *
 * useOrderEdit({ open, onClose, order, body, reset }): what an OrderEditDialog's caller keeps: the
 * preview of `body` while open, the save error's text, and `dialog`, the OrderEditDialog props
 * (open, onClose, order, body, ready, onError) whose onClose resets the fields (`reset`), clears the
 * error and then calls onClose:
 *   const edit = useOrderEdit({ open, onClose, order, body, reset: () => form.reset(defaults) });
 *   <OrderEditDialog {...edit.dialog} title="…" confirmLabel="…" successText={…}>…</OrderEditDialog>
 */
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogWithButtons, type DialogProps } from "@/components/ui/dialog";
import { StaleVersionNotice, useStaleVersion } from "@/components/ui/stale-version-notice";
import { useAction } from "@/components/ui/use-action";
import type { UpdateOrderRequest } from "@/lib/contract/order-edits";
import type { OrderDto } from "@/lib/contract/orders";
import { ORDER_TOAST } from "@/lib/ui-constants";
import { callOrderChange, changeErrorText, OrderChangePreview, useOrderPreview, type OrderChange } from "./order-change-preview";

/** A PUT orders/{id} change of a form's body (null while incomplete). */
const updateOf = (body: UpdateOrderRequest | null): OrderChange | null => (body ? { call: "updateOrder", body } : null);

function OrderChangeFrame({
  version,
  confirmLabel,
  confirmVariant,
  ready,
  action,
  successText,
  onError,
  children,
  ...dialog
}: {
  open: boolean;
  onClose: () => void;
  /** The order's version the change is based on. */
  version: number | undefined;
  title: string;
  description?: string;
  size?: DialogProps["size"];
  confirmLabel: string;
  confirmVariant?: "danger";
  ready: boolean;
  /** null: nothing to save yet. */
  action: (() => Promise<unknown>) | null;
  successText: ReactNode;
  onError?: (error: unknown) => void;
  children: ReactNode;
}) {
  const { busy, run } = useAction();
  const stale = useStaleVersion(version);
  const confirm = async () => {
    if (!action) return;
    const result = await run(action, () => successText, { toast: ORDER_TOAST, onError: (e) => stale.catch(e) || onError?.(e) });
    if (result.ok) dialog.onClose();
  };
  return (
    <DialogWithButtons
      {...dialog}
      busy={busy || stale.reloading}
      action={
        <Button variant={confirmVariant} onClick={confirm} busy={busy || stale.reloading} disabled={!ready}>
          {confirmLabel}
        </Button>
      }
    >
      <div className="space-y-4">
        {stale.message ? <StaleVersionNotice stale={stale} /> : null}
        {children}
      </div>
    </DialogWithButtons>
  );
}

export function OrderChangeDialog({
  open,
  onClose,
  title,
  message,
  confirmLabel,
  order,
  change,
  successText,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  order: OrderDto;
  change: OrderChange;
  successText: ReactNode;
}) {
  const preview = useOrderPreview(order.id, open ? change : null);
  return (
    <OrderChangeFrame
      open={open}
      onClose={onClose}
      title={title}
      confirmLabel={confirmLabel}
      confirmVariant="danger"
      version={order.version}
      ready={preview.status === "ready"}
      action={() => callOrderChange(order.id, change, false)}
      successText={successText}
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{message}</p>
        <OrderChangePreview current={order} preview={preview} />
      </div>
    </OrderChangeFrame>
  );
}

export function useOrderEdit({
  open,
  onClose,
  order,
  body,
  reset,
}: {
  open: boolean;
  onClose: () => void;
  order: OrderDto;
  body: UpdateOrderRequest | null;
  /** Puts the caller's fields back to their defaults. */
  reset: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const preview = useOrderPreview(order.id, open ? updateOf(body) : null);
  const close = () => {
    reset();
    setError(null);
    onClose();
  };
  return { preview, error, dialog: { open, onClose: close, order, body, ready: preview.status === "ready", onError: setError } };
}

export function OrderEditDialog({
  order,
  body,
  onError,
  ...frame
}: {
  open: boolean;
  onClose: () => void;
  order: OrderDto;
  title: string;
  size?: DialogProps["size"];
  body: UpdateOrderRequest | null;
  ready: boolean;
  confirmLabel: string;
  successText: ReactNode;
  onError: (text: string) => void;
  children: ReactNode;
}) {
  return (
    <OrderChangeFrame
      {...frame}
      version={order.version}
      description={`Order ${order.id}`}
      action={body ? () => callOrderChange(order.id, updateOf(body)!, false) : null}
      onError={(e) => onError(changeErrorText(e))}
    />
  );
}
