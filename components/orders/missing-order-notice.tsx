/**
 * The order pages' 404 (issue 21): "Order 9999999 not found for this customer" and the way back to
 * the customer, instead of the generic 404 page. Under a page below the order (refund, split, claim)
 * the missing thing may be the order or what the page is about, so the sentence says so and offers
 * the order too.
 */
import Link from "next/link";
import { pages } from "@/lib/pages";
import { NOT_FOUND_TITLE } from "@/lib/ui-constants";

/** The generic 404 title, kept as the page's first line (the status stays 404). */
export const orderNotFoundText = (orderId: string) => `Order ${orderId} not found for this customer`;
export const orderPageNotFoundText = (orderId: string) => `This page of order ${orderId} was not found for this customer`;

export function MissingOrderNotice({ customerSegment, orderId, subPage }: { customerSegment: string; orderId: string; subPage: boolean }) {
  const link = "font-medium text-brand-600 hover:underline";
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{NOT_FOUND_TITLE}</p>
      <h1 className="text-2xl font-semibold text-slate-900">{subPage ? orderPageNotFoundText(orderId) : orderNotFoundText(orderId)}</h1>
      <ul className="flex flex-wrap gap-4">
        <li>
          <Link href={pages.customer.href({ customerSegment })} className={link}>
            Back to the customer
          </Link>
        </li>
        {subPage ? (
          <li>
            <Link href={pages.order.href({ customerSegment, orderId })} className={link}>
              Back to order {orderId}
            </Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
