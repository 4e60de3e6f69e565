/** The header of a page below an order (Refund, Split Fulfillment): its title and "Back to order {id}". */
import Link from "next/link";
import { PAGE_HEADER_LINK, PageHeader } from "@/components/ui/page-header";

export function OrderSubPageHeader({ title, orderId, orderPath }: { title: string; orderId: string; orderPath: string }) {
  return (
    <PageHeader
      title={title}
      actions={
        <Link href={orderPath} className={PAGE_HEADER_LINK}>
          Back to order {orderId}
        </Link>
      }
    />
  );
}
