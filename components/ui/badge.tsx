/**
 * Badge: a small status label.
 * Props: tone?: "neutral" | "success" | "warning" | "danger" | "info" (default "neutral"); children.
 */
import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "success" | "warning" | "danger" | "info";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-slate-700 ring-slate-300",
  success: "bg-green-50 text-green-800 ring-green-300",
  warning: "bg-amber-50 text-amber-800 ring-amber-300",
  danger: "bg-red-50 text-red-800 ring-red-300",
  info: "bg-blue-50 text-blue-800 ring-blue-300",
};

export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[tone]}`}>{children}</span>;
}
