/**
 * OrderRefundsPanel: the order page's Refunds section (issue 22, server component): GET refunds of
 * the order (lib/contract/order-actions.ts listRefunds), one row per refund with its lines, staff,
 * time and reason (RefundRecordsTable). Shown only for an order with refunds
 * (`total_refunds` above zero, so other orders make no call); a failed load says so in the panel.
 * Props: ctx (OrderPageContext).
 */
import { SECTION_IDS } from "@/lib/page-sections";
import type { OrderPageContext } from "@/components/orders/order-context";
import { Notice } from "@/components/ui/notice";
import { Panel } from "@/components/ui/panel";
import type { RefundRecord } from "@/lib/contract/order-actions";
import { endpoints } from "@/lib/contract/endpoints";
import { REFUNDS_LOAD_FAILED } from "@/lib/orders/messages";
import { upstreamCall } from "@/server/bff/upstream/upstream";
import { unstable_rethrow } from "next/navigation";
// Server HTML first, the table's code when the agent reaches for it (issue 23).
import { RefundRecordsTableIsland as RefundRecordsTable } from "./islands";

export async function OrderRefundsPanel({ ctx }: { ctx: OrderPageContext }) {
  if (!(ctx.order.total_refunds > 0)) return null;
  let records: RefundRecord[] | null;
  try {
    records = await upstreamCall(endpoints.listRefunds, { query: { order_id: ctx.order.id } });
  } catch (error) {
    unstable_rethrow(error);
    records = null;
  }
  return (
    <Panel id={SECTION_IDS.refunds} title="Refunds">{records === null ? <Notice tone="error">{REFUNDS_LOAD_FAILED}</Notice> : <RefundRecordsTable records={records} />}</Panel>
  );
}
