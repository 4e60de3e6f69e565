/**
 * Field: a label, one control and, under the control, its message (the error in red with
 * role="alert", else the hint). <FormField> (components/ui/form.tsx) renders it for form fields;
 * use it directly only for a control outside react-hook-form.
 * Props: label: string; htmlFor: string (the control's id); error?: string; hint?: string;
 * children: the control, which should set aria-describedby={fieldDescriptionId(htmlFor, error, hint)}.
 */
import type { ReactNode } from "react";

export const fieldErrorId = (htmlFor: string) => `${htmlFor}-error`;
export const fieldHintId = (htmlFor: string) => `${htmlFor}-hint`;
/** The id the control's aria-describedby should name: the error when shown, else the hint, else none. */
export const fieldDescriptionId = (htmlFor: string, error?: string, hint?: string) =>
  error ? fieldErrorId(htmlFor) : hint ? fieldHintId(htmlFor) : undefined;

/** The message under a control or group: the error in red (role="alert"), else the hint, else nothing. */
export function FieldMessage({ htmlFor, error, hint }: { htmlFor: string; error?: string; hint?: string }) {
  if (error) {
    return (
      <p id={fieldErrorId(htmlFor)} role="alert" className="text-sm text-red-600">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={fieldHintId(htmlFor)} className="text-xs text-slate-600">
      {hint}
    </p>
  ) : null;
}

export function Field({ label, htmlFor, error, hint, children }: { label: string; htmlFor: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      <FieldMessage htmlFor={htmlFor} error={error} hint={hint} />
    </div>
  );
}
