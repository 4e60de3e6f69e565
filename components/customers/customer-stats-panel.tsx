/**
 * CustomerStatsPanel: order count and total spent (CANCELLED, HOLD and ERROR orders
 * excluded, refunds subtracted, 2 decimals) and the discount-code history checks.
 * Props: orders: every order of the customer (all groups); now?: the reference time of the checks.
 */
import { Panel } from "@/components/ui/panel";
import type { OrderDto } from "@/lib/contract/orders";
import { customerStats, discountHistoryChecks } from "@/lib/customers/display";
import { formatMoney } from "@/lib/money";

export function CustomerStatsPanel({ orders, now }: { orders: OrderDto[]; now?: Date }) {
  const stats = customerStats(orders);
  const checks = discountHistoryChecks(orders, now);
  return (
    <Panel title="Customer Stats">
      <dl className="grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-slate-500">Orders</dt>
          <dd className="text-2xl font-semibold" data-testid="stats-order-count">
            {stats.orderCount}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Total spent</dt>
          <dd className="text-2xl font-semibold" data-testid="stats-total-spent">
            {formatMoney(stats.totalSpent)}
          </dd>
        </div>
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-slate-700">Discount-code history</h3>
      <dl className="mt-1 divide-y divide-slate-100">
        {checks.map((c) => (
          <div key={c.label} className="flex items-center justify-between py-1.5 text-sm">
            <dt className="text-slate-600">
              {c.label}
              <span className="block text-xs text-slate-500">
                {c.count} used in the last {c.windowDays} days
              </span>
            </dt>
            <dd className={c.answer === "Yes" ? "font-semibold text-green-700" : "font-semibold text-red-700"}>{c.answer}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
