"use client";
/**
 * Customer-load errors show an error page. The server's message is not shown (it may carry upstream details); the digest links the
 * page to the server log.
 */
import { useEffect } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { pages } from "@/lib/pages";

export default function CustomerLookupError({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = error instanceof Error ? (error as Error & { digest?: string }).digest : undefined;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6">
      <h1 className="text-xl font-semibold text-red-900">Unable to load this customer information</h1>
      <p className="mt-2 text-sm text-red-900">
        The back office could not be reached or answered with an error. Try again; if it keeps failing, report the reference
        below.
      </p>
      {digest ? <p className="mt-2 font-mono text-xs text-red-800">Reference: {digest}</p> : null}
      <div className="mt-4 flex gap-3">
        <Button onClick={() => retry()}>Try again</Button>
        <Link href={pages.customerLookup.href()} className="self-center text-sm font-medium text-brand-700 underline">
          Back to customer lookup
        </Link>
      </div>
    </section>
  );
}
