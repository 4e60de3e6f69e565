/**
 * The issue-10 order-level actions of the order page (async server component, rendered by
 * OrderActionsBar): "Refund" for any order past PREVIEW (a link to …/refund, which shows "Refund
 * Unavailable" when the order cannot be refunded), "Replace Order" when lib/orders/rules.ts canReplaceNow (replaceable, and something left to replace), and "Create One-Time
 * Order"; the last two disabled with their reason when nothing can ship (replaceOrderUnavailable, oneTimeOrderOffer). The customer (loadCustomer, cached per render) gives what earlier replacements already
 * sent, the dogs' plans and the country of the one-time products.
 */
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { canReplaceNow, oneTimeOrderOffer, replaceLinesOf, replaceOrderUnavailable } from "@/lib/orders/rules";
import { loadCustomer } from "@/server/bff/pages/customer";
import { CreateOneTimeOrderButton } from "./create-one-time-order";
import type { OrderPageContext } from "./order-context";
import { ReplaceOrderButton } from "./replace-order-button";
import { pages } from "@/lib/pages";
import { endpoints } from "@/lib/contract/endpoints";
import { canCall } from "@/lib/roles";

export async function OrderMoneyActions({ ctx }: { ctx: OrderPageContext }) {
  const customer = await loadCustomer(ctx.customerId);
  const order = ctx.order;
  const all = [...customer.orders.upcoming, ...customer.orders.processing, ...customer.orders.past];

  return (
    <>
      {order.status !== "PREVIEW" && canCall(ctx.staff, endpoints.createRefund) ? (
        <Link href={pages.orderRefund.href(ctx.orderParams)} className={buttonClassName({ variant: "secondary", size: "sm" })}>
          Refund
        </Link>
      ) : null}
      {/* Not offered once every line has been replaced in full (the dialog would have nothing to pick). */}
      {canReplaceNow(order, all) && canCall(ctx.staff, endpoints.createOrder) ? (
        <ReplaceOrderButton
          accountId={ctx.customerId}
          order={{ id: order.id, status: order.status }}
          customerPath={ctx.customerPath}
          lines={replaceLinesOf(order, all)}
          unavailable={replaceOrderUnavailable(customer)}
        />
      ) : null}
      {canCall(ctx.staff, endpoints.createOrder) ? (
        <CreateOneTimeOrderButton accountId={ctx.customerId} country={customer.default_country} {...oneTimeOrderOffer(customer)} />
      ) : null}
    </>
  );
}
