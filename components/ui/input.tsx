/**
 * Input: a styled <input>. Props: every <input> prop, plus invalid?: boolean (red border and
 * aria-invalid). Usually wrapped in <Field>, which wires the label and the error message.
 */
import type { InputHTMLAttributes } from "react";

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
}

export function Input({ invalid = false, className = "", ...rest }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={`block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-offset-1 disabled:bg-slate-100 ${
        invalid ? "border-red-500 focus:outline-red-500" : "border-slate-300 focus:outline-brand-500"
      } ${className}`}
      {...rest}
    />
  );
}
