/**
 * Button: the one button style of the app.
 * Props: every <button> prop, plus
 *   variant?: "primary" | "secondary" | "danger" | "ghost" (default "primary")
 *   size?: "sm" | "md" (default "md")
 *   busy?: boolean: shows a spinner, disables the button and sets aria-busy; the focus it had when
 *     it turned busy comes back when it is done (./keep-focus-while-busy.tsx: Chromium takes the
 *     focus off a disabled button).
 * type defaults to "button" (pass type="submit" in forms).
 * Its look is the classes `btn btn-{variant} btn-{size}` of ./button.css (issue 23: one short class list a button).
 */
import type { ButtonHTMLAttributes } from "react";
import { KeepFocusWhileBusy } from "./keep-focus-while-busy";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";

type ButtonSize = "sm" | "md";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  busy?: boolean;
}

/** The button look, for a link that acts as a button (e.g. a list's Create link). */
export function buttonClassName({ variant = "primary", size = "md" }: { variant?: ButtonVariant; size?: ButtonSize } = {}): string {
  return `btn btn-${variant} btn-${size}`;
}

export function Button({ variant = "primary", size = "md", busy, disabled, className, type = "button", children, ...rest }: ButtonProps) {
  const look = buttonClassName({ variant, size });
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={className ? `${look} ${className}` : look}
      {...rest}
    >
      {busy ? <Spinner size="sm" /> : null}
      {children}
      {busy === undefined ? null : <KeepFocusWhileBusy busy={busy} />}
    </button>
  );
}
