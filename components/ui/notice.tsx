/**
 * A form-level message box. `tone="error"` is an alert (announced at once), `tone="success"` a
 * status message. Props: tone, children, and any <p> attribute (e.g. data-testid).
 */
import type { HTMLAttributes, ReactNode } from "react";

const TONES = {
  error: { role: "alert", className: "border-red-200 bg-red-50 text-red-700" },
  success: { role: "status", className: "border-green-200 bg-green-50 text-green-800" },
} as const;

export function Notice({
  tone,
  children,
  ...rest
}: { tone: keyof typeof TONES; children: ReactNode } & Omit<HTMLAttributes<HTMLParagraphElement>, "role" | "className">) {
  const t = TONES[tone];
  return (
    <p role={t.role} className={`rounded-md border px-3 py-2 text-sm ${t.className}`} {...rest}>
      {children}
    </p>
  );
}
