"use client";
/**
 * Textarea: the app's multi-line text input, styled like <Input>; every <textarea> prop, plus
 * invalid?: boolean (red border, aria-invalid). Default 3 rows.
 * In a form: <FormField name="notes" label="Notes">{(c) => <Textarea {...c} />}</FormField>
 */
import type { Ref, TextareaHTMLAttributes } from "react";

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A styled <textarea> with the kit's invalid state; use inside <FormField> or <Field>. */
export function Textarea({ invalid = false, rows = 3, className = "", ...rest }: TextareaProps) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      rows={rows}
      className={`block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 disabled:bg-slate-100 ${
        invalid ? "border-red-500 focus:outline-red-500" : "border-slate-300 focus:outline-brand-500"
      } ${className}`}
      {...rest}
    />
  );
}
