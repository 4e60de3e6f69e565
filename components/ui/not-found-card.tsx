/**
 * The 404 page's card (spec 01 §2: "404 - Page Not Found", the page you are looking for doesn't
 * exist), the one 404 of the app: an unmatched path, and a missing customer, order or product row.
 * The spec's title and sentence stay word for word (lib/ui-constants.ts); what the page knows goes
 * beside them as a `hint` (which order was not found), with its ways out as `links` (default Home).
 * It shows alone (app/not-found.tsx, its own <main>) and inside the signed-in shell, whose <main> it
 * is already in (a second main landmark would be nested in the first).
 */
import Link from "next/link";
import type { ReactNode } from "react";
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from "@/lib/ui-constants";

export type NotFoundLink = { href: string; label: string };

const HOME: readonly NotFoundLink[] = [{ href: "/", label: "Back to Home" }];

export function NotFoundCard({ hint, links = HOME }: { hint?: ReactNode; links?: readonly NotFoundLink[] }) {
  return (
    <div className="mx-auto mt-10 max-w-lg rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-semibold text-slate-900">{NOT_FOUND_TITLE}</h1>
      <p className="mt-3 text-slate-700">{NOT_FOUND_TEXT}</p>
      {hint ? <p className="mt-2 text-sm text-slate-600">{hint}</p> : null}
      <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="font-medium text-brand-600 hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
