/**
 * The issue-10 actions of one fulfilment on the order page (server component, rendered by
 * FulfillmentActions): "Split Fulfillment" (a link to …/{fulfillmentId}/split-fulfillment) when the
 * fulfilment can be split (lib/orders/rules.ts canSplit) and the role may split (Ops Admin, All
 * Module Access), and "Delivery Failed" for a SHIPPED fulfilment.
 */
import Link from "next/link";
import type { FulfillmentDto } from "@/lib/contract/fulfillments";
import { canMarkDeliveryFailed, canSplit } from "@/lib/orders/rules";
import { canCall } from "@/lib/roles";
import { buttonClassName } from "@/components/ui/button";
import { DeliveryFailedButton } from "./delivery-failed-button";
import type { OrderPageContext } from "./order-context";
import { pages } from "@/lib/pages";
import { endpoints } from "@/lib/contract/endpoints";

export function fulfillmentMoneyActions(ctx: OrderPageContext, fulfillment: FulfillmentDto) {
  const actions = [];
  if (canSplit(fulfillment) && canCall(ctx.staff, endpoints.splitFulfillment)) {
    actions.push(
      <Link
        key="split"
        href={pages.splitFulfillment.href({ ...ctx.orderParams, fulfillmentId: fulfillment.id })}
        className={buttonClassName({ variant: "secondary", size: "sm" })}
      >
        Split Fulfillment
      </Link>,
    );
  }
  if (canMarkDeliveryFailed(fulfillment) && canCall(ctx.staff, endpoints.markFulfillmentDeliveryFailed)) actions.push(<DeliveryFailedButton key="delivery-failed" fulfillmentId={fulfillment.id} />);
  return actions;
}
