/**
 * OrderActionsBar: the order-level actions next to the order page's title (server component).
 * Each action is its own component in components/orders/, rendered here when it applies to the
 * order and the staff member's role; add a line per new action.
 * Props: ctx (OrderPageContext).
 */
import type { ReactNode } from "react";
import { canCall } from "@/lib/roles";
import { MarkCancelledAction } from "./mark-cancelled-action";
import type { OrderPageContext } from "./order-context";
import { OrderMoneyActions } from "./order-money-actions";
import { pages } from "@/lib/pages";
import { endpoints } from "@/lib/contract/endpoints";

export function OrderActionsBar({ ctx }: { ctx: OrderPageContext }) {
  const actions: ReactNode[] = [];
  if (ctx.order.status === "FULFILLING" && canCall(ctx.staff, endpoints.markOrderCancelled)) {
    actions.push(<MarkCancelledAction key="mark-cancelled" orderId={ctx.order.id} version={ctx.order.version} refundPath={pages.orderRefund.href(ctx.orderParams)} />);
  }
  actions.push(<OrderMoneyActions key="money" ctx={ctx} />);
  if (actions.length === 0) return null;
  return (
    <div role="group" aria-label="Order actions" className="flex flex-wrap items-center gap-2">
      {actions}
    </div>
  );
}
