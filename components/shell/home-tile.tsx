/**
 * A home-menu tile linking to a module. Props: title: string; href: string.
 */
import Link from "next/link";
import { ArrowRightIcon } from "@/components/ui/icons";

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
