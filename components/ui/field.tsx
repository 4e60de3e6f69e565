/**
 * Field: a label, one control and its error message.
 * Props: label: string; htmlFor: string (the control's id); error?: string (shown in red, role="alert",
 * and linked to the control when the control sets aria-describedby={fieldErrorId(htmlFor)});
 * hint?: string; children: the control (e.g. <Input id={htmlFor} .../>).
 */
import type { ReactNode } from "react";

export const fieldErrorId = (htmlFor: string) => `${htmlFor}-error`;

export function Field({ label, htmlFor, error, hint, children }: { label: string; htmlFor: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && !error ? <p className="text-xs text-slate-500">{hint}</p> : null}
      {error ? (
        <p id={fieldErrorId(htmlFor)} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
