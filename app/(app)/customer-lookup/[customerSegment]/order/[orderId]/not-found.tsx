import type { Metadata } from "next";
import { MissingOrderNotFound } from "@/components/orders/missing-order-notice";
import { NOT_FOUND_TITLE } from "@/lib/ui-constants";

export const metadata: Metadata = { title: NOT_FOUND_TITLE };

/**
 * An order page that called notFound() (HTTP 404: the order is in none of the customer's lists, or
 * a page below it found no such fulfillment, pet or product): the 404 page, with which order as its
 * hint and a link back to the customer, in the app's frame (components/orders/missing-order-notice).
 */
export default function OrderNotFound() {
  return <MissingOrderNotFound />;
}
