/**
 * A form-level message box. `tone="error"` is an alert (announced at once), `tone="success"` a
 * status message, `tone="warning"` a status message that says so in words ("Warning:" and an icon,
 * not colour alone), e.g. a plan size that does not cover the dog's need.
 * Props: tone, children, and any <p> attribute (e.g. data-testid).
 */
import type { HTMLAttributes, ReactNode } from "react";
import { WarningIcon } from "./icons";

const TONES = {
  error: { role: "alert", className: "border-red-200 bg-red-50 text-red-700" },
  success: { role: "status", className: "border-green-200 bg-green-50 text-green-800" },
  warning: { role: "status", className: "border-amber-300 bg-amber-50 text-amber-900" },
} as const;

export function Notice({
  tone,
  children,
  ...rest
}: { tone: keyof typeof TONES; children: ReactNode } & Omit<HTMLAttributes<HTMLParagraphElement>, "role" | "className">) {
  const t = TONES[tone];
  return (
    <p role={t.role} className={`rounded-md border px-3 py-2 text-sm ${t.className}`} {...rest}>
      {tone === "warning" ? (
        <>
          <WarningIcon className="mr-1 inline-block align-[-3px]" />
          <strong>Warning:</strong>{" "}
        </>
      ) : null}
      {children}
    </p>
  );
}
