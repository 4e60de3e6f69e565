"use client";
/**
 * The update page of a product that does not exist (the page called notFound(): HTTP 404): the app's
 * frame with "No product with id ... exists" and the way back to the list.
 */
import { useParams } from "next/navigation";
import { MissingProductNotice } from "@/components/catalogue/missing-product-notice";

export default function ProductItemsNotFound() {
  const params = useParams<{ productId?: string }>();
  return <MissingProductNotice productId={decodeURIComponent(params?.productId ?? "")} />;
}
