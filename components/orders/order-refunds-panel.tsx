/**
 * OrderRefundsPanel: the order page's Refunds section (issue 22, server component): the order's
 * records of GET refunds?account= (lib/contract/order-actions.ts listRefunds; the one read the page's
 * timeline shares, server/bff/pages/refund-reads.ts), one row per refund with its lines, staff,
 * time and reason (RefundRecordsTable). Shown only for an order with refunds
 * (`total_refunds` above zero, so other orders make no call); a failed load says so in the panel.
 * Props: ctx (OrderPageContext).
 */
import { SECTION_IDS } from "@/lib/page-sections";
import type { OrderPageContext } from "@/components/orders/order-context";
import { Notice } from "@/components/ui/notice";
import { Panel } from "@/components/ui/panel";
import type { RefundRecord } from "@/lib/contract/order-actions";
import { REFUNDS_LOAD_FAILED } from "@/lib/orders/messages";
import { readOrderRefunds } from "@/server/bff/pages/refund-reads";
import { unstable_rethrow } from "next/navigation";
// Server HTML first, the table's code when the agent reaches for it (issue 23).
import { RefundRecordsTableIsland as RefundRecordsTable } from "./islands";

export async function OrderRefundsPanel({ ctx }: { ctx: OrderPageContext }) {
  if (!(ctx.order.total_refunds > 0)) return null;
  let records: RefundRecord[] | null;
  try {
    // The customer's records, read once per request with the timeline's (server/bff/pages/refund-reads.ts).
    records = await readOrderRefunds(ctx.customerId, ctx.order.id);
  } catch (error) {
    unstable_rethrow(error);
    records = null;
  }
  return (
    <Panel id={SECTION_IDS.refunds} title="Refunds">{records === null ? <Notice tone="error">{REFUNDS_LOAD_FAILED}</Notice> : <RefundRecordsTable records={records} />}</Panel>
  );
}
