/**
 * HomeTile: a home-menu tile linking to a module. Props: title: string; href: string.
 * TilePage: a hub page (the home menu, Manage Products & Items, Product/Pricing/Nutrient Info): its
 *   PageHeader and the list of its tiles. Props: title; label (the list's name); columns? (the
 *   grid's column classes, default two from sm up); children: the tiles (<li>s).
 */
import Link from "next/link";
import type { ReactNode } from "react";
import { ArrowRightIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";

export function HomeTile({ title, href }: { title: string; href: string }) {
  return (
    <li>
      <Link
        href={href}
        className="flex h-full min-h-28 items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-5 text-base font-semibold text-slate-900 shadow-sm transition hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span>{title}</span>
        <ArrowRightIcon className="text-brand-600" size={20} />
      </Link>
    </li>
  );
}

export function TilePage({ title, label, columns = "sm:grid-cols-2", children }: { title: string; label: string; columns?: string; children: ReactNode }) {
  return (
    <div className="space-y-6">
      <PageHeader title={title} />
      <ul aria-label={label} className={`grid gap-4 ${columns}`}>
        {children}
      </ul>
    </div>
  );
}
