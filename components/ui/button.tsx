/**
 * Button: the one button style of the app.
 * Props: every <button> prop, plus
 *   variant?: "primary" | "secondary" | "danger" | "ghost" (default "primary")
 *   size?: "sm" | "md" (default "md")
 *   busy?: boolean: shows a spinner, disables the button and sets aria-busy.
 * type defaults to "button" (pass type="submit" in forms).
 */
import type { ButtonHTMLAttributes } from "react";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 focus-visible:outline-brand-600",
  danger: "bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600",
  ghost: "text-slate-700 hover:bg-slate-100 focus-visible:outline-brand-600",
};

const SIZES = { sm: "px-2.5 py-1 text-sm", md: "px-4 py-2 text-sm" } as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
  busy?: boolean;
}

/** The button look, for a link that acts as a button (e.g. a list's Create link). */
export function buttonClassName({ variant = "primary", size = "md" }: { variant?: ButtonVariant; size?: keyof typeof SIZES } = {}): string {
  return `inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]}`;
}

export function Button({ variant = "primary", size = "md", busy = false, disabled, className = "", type = "button", children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${buttonClassName({ variant, size })} ${className}`}
      {...rest}
    >
      {busy ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
}
