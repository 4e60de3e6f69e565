"use client";
/**
 * An order page that called notFound() (HTTP 404: the order is in none of the customer's lists, or
 * a page below it found no such fulfillment, pet or product): "Order … not found for this customer"
 * with a link back to the customer, in the app's frame (components/orders/missing-order-notice).
 */
import { useParams, usePathname } from "next/navigation";
import { MissingOrderNotice } from "@/components/orders/missing-order-notice";

const decode = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

export default function OrderNotFound() {
  const params = useParams<{ customerSegment?: string; orderId?: string }>();
  const pathname = usePathname() ?? "";
  const customerSegment = decode(params?.customerSegment ?? "");
  const orderId = decode(params?.orderId ?? "");
  // The order page itself ends in /order/{orderId}; anything longer is a page below it.
  const subPage = !/\/order\/[^/]+\/?$/.test(pathname);
  return <MissingOrderNotice customerSegment={customerSegment} orderId={orderId} subPage={subPage} />;
}
