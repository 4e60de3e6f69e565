/**
 * The 404 page's card (spec 01: "404 - Page Not Found", the page you are looking for doesn't exist),
 * one for both places it shows: alone (app/not-found.tsx, its own <main>) and inside the signed-in
 * shell, whose <main> it is already in (app/(app)/not-found.tsx: a second main landmark would be
 * nested in the first). `back`: where the way out goes (default Home).
 */
import Link from "next/link";
import { NOT_FOUND_TITLE } from "@/lib/ui-constants";


export function NotFoundCard({ back = { href: "/", label: "Back to Home" } }: { back?: { href: string; label: string } }) {
  return (
    <div className="mx-auto mt-10 max-w-lg rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-semibold text-slate-900">{NOT_FOUND_TITLE}</h1>
      <p className="mt-3 text-slate-700">Sorry, the page you are looking for doesn&apos;t exist.</p>
      <p className="mt-6">
        <Link href={back.href} className="font-medium text-brand-600 hover:underline">
          {back.label}
        </Link>
      </p>
    </div>
  );
}
