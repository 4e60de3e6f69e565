import type { Metadata } from "next";
import { NotFoundCard } from "@/components/ui/not-found-card";
import { NOT_FOUND_TITLE } from "@/lib/ui-constants";
import { pages } from "@/lib/pages";

export const metadata: Metadata = { title: NOT_FOUND_TITLE };

/** A missing customer (or a malformed segment): the 404 card, the way out back to Customer Lookup. */
export default function CustomerNotFound() {
  return <NotFoundCard links={[{ href: pages.customerLookup.href(), label: "Back to Customer Lookup" }]} />;
}
