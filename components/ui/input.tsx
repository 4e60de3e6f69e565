"use client";
/**
 * The app's text inputs. Usually rendered by <FormField> (components/ui/form.tsx), which wires the
 * label, the value and the message under the input.
 *   Input: a styled <input>; every <input> prop, plus invalid?: boolean (red border, aria-invalid).
 *   NumberInput: type="number" that loses focus on mouse wheel, so scrolling the page never changes
 *     the value: every number input loses focus on mouse wheel.
 *   MoneyInput: a NumberInput that steps by 0.01 and formats its value to 2 decimals on blur
 *     (lib/money.ts round2), e.g. "12.5" → "12.50".
 *   DateTimeInput: type="datetime-local" stepping in 30 minutes, as every date and time picker does.
 */
import type { FocusEvent, InputHTMLAttributes, Ref, WheelEvent } from "react";
import { round2 } from "@/lib/money";
import { DATETIME_STEP_SECONDS } from "@/lib/ui-constants";

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ invalid = false, className = "", ...rest }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={`block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 disabled:bg-slate-100 ${
        invalid ? "border-red-500 focus:outline-red-500" : "border-slate-300 focus:outline-brand-500"
      } ${className}`}
      {...rest}
    />
  );
}

export function NumberInput({ onWheel, ...rest }: Omit<InputProps, "type">) {
  return (
    <Input
      type="number"
      {...rest}
      onWheel={(event: WheelEvent<HTMLInputElement>) => {
        event.currentTarget.blur();
        onWheel?.(event);
      }}
    />
  );
}

/** "12.5" → "12.50"; "" and non-numbers are left as typed (validation reports them). */
export function formatMoneyInput(value: string): string {
  if (value.trim() === "") return value;
  const n = Number(value);
  return Number.isFinite(n) ? round2(n).toFixed(2) : value;
}

/** Sets an input's value as if typed, so React (and react-hook-form) see an ordinary change. */
function setInputValue(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

export function MoneyInput({ onBlur, step = "0.01", ...rest }: Omit<InputProps, "type">) {
  return (
    <NumberInput
      inputMode="decimal"
      step={step}
      {...rest}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        const input = event.currentTarget;
        const formatted = formatMoneyInput(input.value);
        if (formatted !== input.value) setInputValue(input, formatted);
        onBlur?.(event);
      }}
    />
  );
}

export function DateTimeInput(props: Omit<InputProps, "type" | "step">) {
  return <Input type="datetime-local" step={DATETIME_STEP_SECONDS} {...props} />;
}
