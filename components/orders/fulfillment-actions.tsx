/**
 * FulfillmentActions: the actions of one fulfilment on the Shipping Details card (server
 * component), e.g. split, delivery failed. Each action is its own component, rendered here when it
 * applies to the fulfilment and the role; add a line per new action.
 * Props: ctx (OrderPageContext), fulfillment.
 */
import type { ReactNode } from "react";
import type { FulfillmentDto } from "@/lib/contract/fulfillments";
import type { OrderPageContext } from "./order-context";
import { fulfillmentMoneyActions } from "./fulfillment-money-actions";

export function FulfillmentActions({ ctx, fulfillment }: { ctx: OrderPageContext; fulfillment: FulfillmentDto }) {
  const actions: ReactNode[] = [];
  actions.push(...fulfillmentMoneyActions(ctx, fulfillment));
  void ctx;
  void fulfillment;
  if (actions.length === 0) return null;
  return (
    <div role="group" aria-label={`Actions of fulfillment ${fulfillment.id}`} className="flex flex-wrap items-center gap-2">
      {actions}
    </div>
  );
}
