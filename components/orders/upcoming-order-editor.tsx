"use client";
/**
 * UpcomingOrderEditor: the Products table of a PREVIEW order, editable:
 * apply a discount code, remove an applied one, add one-time products, remove a one-time product,
 * and add extra meals (offered only when an order product code starts with MEAL-U-). Every change
 * shows the server's new totals before it is saved: the dry run of the very call that saves it
 * (components/orders/order-change-preview).
 * Each control shows when the signed-in staff may make the call it makes (lib/roles.ts canCall).
 * Props: order; customerId; rows (the table's rows, built by the page); oneTimeProducts and
 * bufferBags (loaded by the page; null when they could not be loaded); freeBufferEligible (the
 * customer's "Free buffer bag eligible" check, for the extra meals' default product); staff (the signed-in account).
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { endpoints } from "@/lib/contract/endpoints";
import type { OrderDto } from "@/lib/contract/orders";
import type { BufferBagDto, OneTimeProductDto } from "@/lib/contract/products";
import { canCall, type StaffAccountLike } from "@/lib/roles";
import { appliedCodes, DISCOUNT_REMOVED_TEXT, extraMealsOffered, ONE_TIME_REMOVED_TEXT, orderChange } from "@/lib/order-edit";
import { OrderProductsTable, type OrderProductRow } from "./order-products-table";

// The dialogs' code is fetched when one is first opened (issue 23).
const ApplyDiscountDialog = lazyDialog(() => import("./apply-discount-dialog").then((m) => m.ApplyDiscountDialog));
const ExtraMealsDialog = lazyDialog(() => import("./extra-meals-dialog").then((m) => m.ExtraMealsDialog));
const OneTimeProductsDialog = lazyDialog(() => import("./one-time-products-dialog").then((m) => m.OneTimeProductsDialog));
const OrderChangeDialog = lazyDialog(() => import("./order-change-dialog").then((m) => m.OrderChangeDialog));

type Open = { kind: "apply" | "one-time" | "extra-meals" } | { kind: "remove-discount"; code: string } | { kind: "remove-line"; row: OrderProductRow } | null;

export function UpcomingOrderEditor({
  order,
  customerId,
  rows,
  oneTimeProducts,
  bufferBags,
  freeBufferEligible,
  staff,
}: {
  order: OrderDto;
  customerId: number;
  rows: OrderProductRow[];
  oneTimeProducts: OneTimeProductDto[] | null;
  bufferBags: BufferBagDto[] | null;
  freeBufferEligible: boolean;
  staff: StaffAccountLike;
}) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const codes = appliedCodes(order);
  const mayEdit = canCall(staff, endpoints.updateOrder);
  const mayLookUp = canCall(staff, endpoints.lookupDiscount);
  const mayRemoveDiscount = canCall(staff, endpoints.removeOrderDiscount);
  const [actions] = useState(() => ({
    header: "Actions",
    cell: (row: OrderProductRow) =>
      row.type === "ONETIME" && mayEdit ? (
        <Button variant="ghost" size="sm" onClick={() => setOpen({ kind: "remove-line", row })} aria-label={`Remove ${row.code}`}>
          Remove
        </Button>
      ) : null,
  }));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Change this upcoming order">
        {mayEdit && mayLookUp ? (
          <Button size="sm" onClick={() => setOpen({ kind: "apply" })}>
            Apply discount
          </Button>
        ) : null}
        {mayEdit ? (
          <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: "one-time" })}>
            Add one-time products
          </Button>
        ) : null}
        {mayEdit && extraMealsOffered(order) ? (
          <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: "extra-meals" })}>
            Add extra meals
          </Button>
        ) : null}
      </div>
      <div className="text-sm">
        <span className="font-medium text-slate-700">Applied discount codes: </span>
        {codes.length === 0 ? (
          <span className="text-slate-600">none</span>
        ) : (
          <ul className="inline-flex flex-wrap gap-2" aria-label="Applied discount codes">
            {codes.map((code) => (
              <li key={code} className="inline-flex items-center gap-1 rounded border border-slate-200 px-2 py-0.5">
                <span className="font-mono text-xs">{code}</span>
                {mayRemoveDiscount ? (
                  <Button variant="ghost" size="sm" onClick={() => setOpen({ kind: "remove-discount", code })} aria-label={`Remove discount ${code}`}>
                    Remove
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      <OrderProductsTable rows={rows} actions={actions} />

      <ApplyDiscountDialog open={open?.kind === "apply"} onClose={close} order={order} customerId={customerId} />
      <OneTimeProductsDialog open={open?.kind === "one-time"} onClose={close} order={order} customerId={customerId} products={oneTimeProducts} />
      {extraMealsOffered(order) ? (
        <ExtraMealsDialog open={open?.kind === "extra-meals"} onClose={close} order={order} customerId={customerId} allowances={bufferBags} freeBufferEligible={freeBufferEligible} />
      ) : null}
      {open?.kind === "remove-discount" ? (
        <OrderChangeDialog
          open
          onClose={close}
          title="Remove discount"
          message={`Remove the discount code ${open.code} from order ${order.id}?`}
          confirmLabel="Remove discount"
          order={order}
          changeFor={(base) => ({ call: "removeOrderDiscount", body: { discount_code: open.code, version: base.version } })}
          successText={DISCOUNT_REMOVED_TEXT}
        />
      ) : null}
      {open?.kind === "remove-line" ? (
        <OrderChangeDialog
          open
          onClose={close}
          title="Remove one-time product"
          message={`Remove ${open.row.description} (${open.row.code} × ${open.row.quantity}${open.row.dogName ? `, ${open.row.dogName}` : ""}) from order ${order.id}?`}
          confirmLabel="Remove product"
          order={order}
          changeFor={(base) => ({ call: "updateOrder", body: orderChange(base, customerId, { removeLineId: open.row.id }) })}
          successText={ONE_TIME_REMOVED_TEXT}
        />
      ) : null}
    </div>
  );
}
