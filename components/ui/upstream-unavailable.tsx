"use client";
/**
 * What a page shows instead of its content when the back-office service is slow or down (a 502,
 * 503 or 504 of the BFF): the sentence and Try again, which renders the page's server content
 * again (router.refresh()). Props: detail (the sentence, e.g. "The back-office service did not
 * answer in time."); heading: "h1" when it stands for the whole page (default), "h2" under the
 * page's own title.
 */
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "./button";

export function UpstreamUnavailable({ detail, heading = "h1" }: { detail: string; heading?: "h1" | "h2" }) {
  const Heading = heading;
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <section role="alert" className="mx-auto max-w-lg rounded-lg border border-amber-200 bg-amber-50 p-6 text-center">
      <Heading className="text-lg font-semibold text-amber-900">{heading === "h1" ? "This page could not be loaded" : "The results could not be loaded"}</Heading>
      <p className="mt-2 text-sm text-amber-900">{detail} Please try again.</p>
      <div className="mt-4 flex justify-center">
        <Button onClick={() => startTransition(() => router.refresh())} disabled={pending}>
          {pending ? "Trying again…" : "Try again"}
        </Button>
      </div>
    </section>
  );
}
