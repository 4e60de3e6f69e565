import type { Metadata } from "next";
import { NotFoundCard } from "@/components/ui/not-found-card";
import { NOT_FOUND_TITLE } from "@/lib/ui-constants";

export const metadata: Metadata = { title: NOT_FOUND_TITLE };

/**
 * A page of the signed-in shell that called notFound() (a missing discount, item, promotion…): the
 * 404 card inside the shell's <main>, not a second <main> nested in it.
 */
export default function AppNotFound() {
  return <NotFoundCard />;
}
