import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "404 - Page Not Found" };

/** The 404 page and the fallback for every unmatched path. */
export default function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-lg rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-semibold text-slate-900">404 - Page Not Found</h1>
        <p className="mt-3 text-slate-700">Sorry, the page you are looking for doesn&apos;t exist.</p>
        <p className="mt-6">
          <Link href="/" className="font-medium text-brand-600 hover:underline">
            Back to Home
          </Link>
        </p>
      </div>
    </main>
  );
}
