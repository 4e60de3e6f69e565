"use client";
/**
 * ReplaceOrderOnDemand: the customer page's ONE "Replace Order" dialog for every row of its Orders
 * table (./orders-table.tsx, which loads this code on the first opening: lazyDialog), issue 23. The
 * page sends no order lines to the browser: when a row's button opens it, the account is read
 * (GET accounts/{id}, no fulfillment contents, through the BFF proxy) and the order's rows are
 * built as on the order page (lib/orders/rules.ts replaceLinesOf: what earlier replacements sent
 * is subtracted). Until they are there the kit's dialog skeleton stands in (nothing jumps); a
 * failed read is the error toast of the answer (toastError) and nothing opens. Each opening starts
 * from a fresh form (keyed by the order); closing unmounts it.
 * Props: accountId, customerPath (where a replacement returns to), order: the row being replaced
 * ({id, status}) or null, onClose.
 */
import { useEffect, useState } from "react";
import { ReplaceOrderDialog } from "@/components/orders/replace-order-dialog";
import { DialogSkeleton } from "@/components/ui/lazy-dialog";
import { callApi, toastError } from "@/lib/client/api";
import { FULFILLMENT_CONTENTS_NONE } from "@/lib/contract/customers";
import { endpoints } from "@/lib/contract/endpoints";
import type { OrderStatus } from "@/lib/enums";
import { replaceLinesOf, type ReplaceLine } from "@/lib/orders/rules";

/** The replace dialog's rows of `orderId`, read from the account now (null: no such order any more). */
export async function loadReplaceLines(accountId: number, orderId: string): Promise<ReplaceLine[] | null> {
  const account = await callApi(endpoints.getAccount, { params: { id: accountId }, query: { fulfillment_contents: FULFILLMENT_CONTENTS_NONE } });
  const all = [...account.orders.upcoming, ...account.orders.processing, ...account.orders.past];
  const order = all.find((o) => o.id === orderId);
  return order ? replaceLinesOf(order, all) : null;
}

export function ReplaceOrderOnDemand({
  accountId,
  customerPath,
  order,
  onClose,
}: {
  accountId: number;
  customerPath: string;
  order: { id: string; status: OrderStatus } | null;
  onClose: () => void;
  /** lazyDialog's: open while an order is given. */
  open?: boolean;
}) {
  const [loaded, setLoaded] = useState<{ orderId: string; lines: ReplaceLine[] } | null>(null);
  const orderId = order?.id ?? null;

  useEffect(() => {
    if (orderId === null) return;
    let cancelled = false;
    loadReplaceLines(accountId, orderId)
      .then((lines) => {
        if (cancelled) return;
        if (lines === null) throw new Error(`order ${orderId} is no longer on the account`);
        setLoaded({ orderId, lines });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        toastError(error);
        onClose();
      });
    return () => {
      cancelled = true;
      setLoaded(null);
    };
  }, [accountId, orderId, onClose]);

  if (!order) return null;
  if (loaded?.orderId !== order.id) return <DialogSkeleton />;
  return <ReplaceOrderDialog key={order.id} open onClose={onClose} accountId={accountId} order={order} customerPath={customerPath} lines={loaded.lines} />;
}
