import { MissingOrderNotFound } from "@/components/orders/missing-order-notice";

/**
 * An order page that called notFound() (HTTP 404: the order is in none of the customer's lists, or
 * a page below it found no such fulfillment, pet or product): the 404 page, with which order as its
 * hint and a link back to the customer, in the app's frame (components/orders/missing-order-notice).
 * The tab keeps the order page's title (its generateMetadata names the order).
 */
export default function OrderNotFound() {
  return <MissingOrderNotFound />;
}
