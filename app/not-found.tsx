import type { Metadata } from "next";
import { NotFoundCard } from "@/components/ui/not-found-card";
import { NOT_FOUND_TITLE } from "@/lib/ui-constants";

export const metadata: Metadata = { title: NOT_FOUND_TITLE };

/** The 404 page and the fallback for every unmatched path outside the signed-in shell (its own <main>). */
export default function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <NotFoundCard />
    </main>
  );
}
