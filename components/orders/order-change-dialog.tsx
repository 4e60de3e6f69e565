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
 * The save is usePlaceOnce's (components/ui/use-action.ts), as the one-time order wizard's: one
 * Idempotency-Key per request (callApiOnce), and after a failure that may have saved it all the same
 * (mayHaveGoneThrough: the app's timeout, a lost connection) the page refreshes once the back office
 * answers. The dialog then stays on the order it sent the change on, as long as the agent's choice is
 * unchanged (a change is built from an order: `changeFor(order)`, and the refreshed order, holding
 * the change if it was saved, would make it a new request, one-time products added twice): a notice
 * says the change may have been saved, the preview stays as it was, and confirming again sends the
 * very same request with the same key, answered with the first save's answer if it went through, else
 * made now (or 409 if someone else changed the order meanwhile: Reload then builds the change on the
 * current order). A choice changed meanwhile is a new change, built on the order as the page shows it.
 *
 * OrderChangeDialog: a confirmed change (the remove-discount and remove-one-time-product
 * confirmations). Shows `message` and the preview of the change (its call with ?dry_run=true:
 * order-change-preview.tsx previewOrderChange); the confirm button makes that call, then the page refreshes.
 * Props: open; onClose; title; message; confirmLabel; order; changeFor (the change built on an order); successText.
 *
 * OrderEditDialog: a change built in a form (apply a discount code, add extra meals, add one-time
 * products); the caller renders the fields and the preview as children. Confirming saves the body
 * (PUT orders/{id}, the call its preview made with ?dry_run=true); a failure's text goes to onError.
 * Props: useOrderEdit's `dialog`; title; size?; confirmLabel; successText; onError (over the
 * dialog's); children.
 *
 * useOrderEdit({ open, onClose, order, bodyFor, reset }): what an OrderEditDialog's caller keeps:
 * `base`, the order the change is built on (the page's order, or the one an unanswered save was
 * sent on), `body` (bodyFor(base), null while incomplete), the preview of `body` while open (show it
 * against `base`), the save error's text, and `dialog`, the OrderEditDialog props whose onClose
 * resets the fields (`reset`), clears the error and then calls onClose:
 *   const edit = useOrderEdit({ open, onClose, order, bodyFor: (o) => orderChange(o, …), reset: () => form.reset(defaults) });
 *   <OrderEditDialog {...edit.dialog} title="…" confirmLabel="…" successText={…}>
 *     … <OrderChangePreview current={edit.base} preview={edit.preview} />
 *   </OrderEditDialog>
 */
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogWithButtons, type DialogProps } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { isStaleVersionError, StaleVersionNotice, useStaleVersion } from "@/components/ui/stale-version-notice";
import { useAction, usePlaceOnce } from "@/components/ui/use-action";
import { mayHaveGoneThrough } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import type { UpdateOrderRequest } from "@/lib/contract/order-edits";
import type { OrderDto } from "@/lib/contract/orders";
import { unsettledChangeText } from "@/lib/order-edit";
import { ORDER_TOAST } from "@/lib/ui-constants";
import { changeErrorText, useOrderPreview, OrderChangePreview, type OrderChange } from "./order-change-preview";

/** A PUT orders/{id} change of a form's body (null while incomplete). */
const updateOf = (body: UpdateOrderRequest | null): OrderChange | null => (body ? { call: "updateOrder", body } : null);

/** A change sent, and the order it was built on. */
interface Sent {
  on: OrderDto;
  change: OrderChange;
}

/**
 * The change a dialog saves and the order it is built on: `changeFor(order)`, except after a save
 * that may have gone through went unanswered, while the agent's choice is unchanged (`changeFor` of
 * the order it was sent on still gives it): then that very change, on that order (see the header).
 */
function useChangeToSave<C extends OrderChange | null>(order: OrderDto, changeFor: (base: OrderDto) => C) {
  const [unanswered, setUnanswered] = useState<Sent | null>(null);
  const kept = unanswered !== null && JSON.stringify(changeFor(unanswered.on)) === JSON.stringify(unanswered.change);
  const base = kept ? unanswered.on : order;
  return {
    base,
    change: kept ? (unanswered.change as C) : changeFor(order),
    /** A save of this change may have gone through unanswered. */
    unanswered: kept,
    /** A save failed: kept for Confirm again when it may have gone through; forgotten on a 409 (the order moved on: Reload re-bases it). */
    failed: (sent: Sent, error: unknown) => {
      if (mayHaveGoneThrough(error)) setUnanswered(sent);
      else if (isStaleVersionError(error)) setUnanswered(null);
    },
    forget: () => setUnanswered(null),
  };
}

type ChangeToSave = ReturnType<typeof useChangeToSave<OrderChange | null>>;

function OrderChangeFrame({
  version,
  save,
  confirmLabel,
  confirmVariant,
  ready,
  successText,
  onError,
  children,
  ...dialog
}: {
  open: boolean;
  onClose: () => void;
  /** The page's order's version (the stale notice shows while the order is still at the version a 409 answered). */
  version: number | undefined;
  /** The change and the order it is built on (useChangeToSave); its change null: nothing to save yet. */
  save: ChangeToSave;
  title: string;
  description?: string;
  size?: DialogProps["size"];
  confirmLabel: string;
  confirmVariant?: "danger";
  ready: boolean;
  successText: ReactNode;
  onError?: (error: unknown) => void;
  children: ReactNode;
}) {
  const { busy, run } = useAction();
  const placeOnce = usePlaceOnce();
  const stale = useStaleVersion(version);
  const confirm = async () => {
    if (!save.change) return;
    const sent = { on: save.base, change: save.change };
    const input = { params: { id: sent.on.id }, query: {} };
    const result = await run(
      () => (sent.change.call === "updateOrder" ? placeOnce(endpoints.updateOrder, { ...input, body: sent.change.body }) : placeOnce(endpoints.removeOrderDiscount, { ...input, body: sent.change.body })),
      () => successText,
      {
        toast: ORDER_TOAST,
        onError: (e) => {
          save.failed(sent, e);
          if (!stale.catch(e)) onError?.(e);
        },
      },
    );
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
        {save.unanswered ? (
          <Notice tone="warning" data-testid="unanswered-save-notice">
            {unsettledChangeText(confirmLabel)}
          </Notice>
        ) : null}
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
  changeFor,
  successText,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  order: OrderDto;
  /** The change, built on an order (the page's, or the one an unanswered save was sent on). */
  changeFor: (order: OrderDto) => OrderChange;
  successText: ReactNode;
}) {
  const save = useChangeToSave(order, changeFor);
  const preview = useOrderPreview(order.id, open ? save.change : null);
  return (
    <OrderChangeFrame
      open={open}
      onClose={onClose}
      title={title}
      confirmLabel={confirmLabel}
      confirmVariant="danger"
      version={order.version}
      save={save}
      ready={preview.status === "ready"}
      successText={successText}
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{message}</p>
        <OrderChangePreview current={save.base} preview={preview} />
      </div>
    </OrderChangeFrame>
  );
}

export function useOrderEdit({
  open,
  onClose,
  order,
  bodyFor,
  reset,
}: {
  open: boolean;
  onClose: () => void;
  order: OrderDto;
  /** The body of PUT orders/{id} built on an order (null while the form is incomplete). */
  bodyFor: (base: OrderDto) => UpdateOrderRequest | null;
  /** Puts the caller's fields back to their defaults. */
  reset: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const save = useChangeToSave(order, (base) => updateOf(bodyFor(base)));
  const preview = useOrderPreview(order.id, open ? save.change : null);
  const close = () => {
    reset();
    setError(null);
    save.forget();
    onClose();
  };
  const body = save.change?.call === "updateOrder" ? save.change.body : null;
  return { base: save.base, body, preview, error, dialog: { open, onClose: close, order, save, ready: preview.status === "ready", onError: setError } };
}

export function OrderEditDialog({
  order,
  onError,
  ...frame
}: {
  open: boolean;
  onClose: () => void;
  order: OrderDto;
  save: ChangeToSave;
  title: string;
  size?: DialogProps["size"];
  ready: boolean;
  confirmLabel: string;
  successText: ReactNode;
  onError: (text: string) => void;
  children: ReactNode;
}) {
  return <OrderChangeFrame {...frame} version={order.version} description={`Order ${order.id}`} onError={(e) => onError(changeErrorText(e))} />;
}
