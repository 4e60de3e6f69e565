/**
 * Badge: a small label, e.g. a status (StatusBadge builds on it).
 * Props: tone?: "neutral" | "success" | "warning" | "danger" | "info" (default "neutral"); icon?: a
 * small icon before the text (give it an accessible name, or aria-hidden when it is decorative);
 * children; any other span attribute (data-*, title).
 */
import type { ComponentPropsWithoutRef, ReactNode } from "react";

export type BadgeTone = "neutral" | "success" | "warning" | "danger" | "info";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-slate-700 ring-slate-300",
  success: "bg-green-50 text-green-800 ring-green-300",
  warning: "bg-amber-50 text-amber-800 ring-amber-300",
  danger: "bg-red-50 text-red-800 ring-red-300",
  info: "bg-blue-50 text-blue-800 ring-blue-300",
};

export function Badge({
  tone = "neutral",
  icon,
  children,
  ...rest
}: { tone?: BadgeTone; icon?: ReactNode; children: ReactNode } & Omit<ComponentPropsWithoutRef<"span">, "children" | "className">) {
  return (
    <span {...rest} className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[tone]}`}>
      {icon}
      {children}
    </span>
  );
}
