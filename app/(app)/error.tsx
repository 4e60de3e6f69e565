"use client";
/** Error boundary of the authenticated pages: a calm message, a retry and a way home. */
import Link from "next/link";
import { Button } from "@/components/ui/button";

export default function AppError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-lg border border-red-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="mt-3 text-slate-700">This page could not be loaded. Please try again.</p>
      {error.digest ? <p className="mt-2 text-xs text-slate-500">Reference: {error.digest}</p> : null}
      <div className="mt-6 flex justify-center gap-3">
        {/* retry() re-renders the server content too; reset() alone would show the same error again. */}
        <Button onClick={() => retry()}>Try again</Button>
        <Link href="/" className="inline-flex items-center rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100">
          Home
        </Link>
      </div>
    </div>
  );
}
