"use client";
/**
 * The app's text inputs. Usually rendered by <FormField> (components/ui/form.tsx), which wires the
 * label, the value and the message under the input.
 *   Input: a styled <input>; every <input> prop, plus invalid?: boolean (red border, aria-invalid).
 *   NumberInput: type="number" that loses focus on mouse wheel, so scrolling the page never changes
 *     the value: every number input loses focus on mouse wheel.
 *   MoneyInput: a NumberInput that steps by 0.01 and formats its value to 2 decimals on blur
 *     (lib/money.ts round2), e.g. "12.5" → "12.50"; extraDecimals="cut" cuts further decimals
 *     instead of rounding them ("12.349" → "12.34", where a rule says they are ignored). Text that
 *     is not plain decimal notation ("1e3") is left as typed, for the field's rule to refuse.
 *   DateTimeInput: type="datetime-local" stepping in 30 minutes, as every date and time picker does.
 */
import type { FocusEvent, InputHTMLAttributes, Ref, WheelEvent } from "react";
import { cutDecimals, MONEY_COLUMN, plainDecimalText } from "@/lib/number-text";
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

/** How a money input treats decimals past the second on blur: rounded (the default) or cut. */
export type ExtraDecimals = "round" | "cut";

/**
 * "12.5" → "12.50"; "1.005" → "1.01" (or "1.00" when cut); "", non-numbers and text that is not
 * plain decimal notation ("1e3", lib/contract/bounds.ts) are left as typed (validation reports them).
 */
export function formatMoneyInput(value: string, extraDecimals: ExtraDecimals = "round"): string {
  const n = plainDecimalText(value);
  if (typeof n !== "number" || !Number.isFinite(n)) return value;
  return (extraDecimals === "cut" ? cutDecimals(n, MONEY_COLUMN.scale) : round2(n)).toFixed(2);
}

/** Sets an input's value as if typed, so React (and react-hook-form) see an ordinary change. */
function setInputValue(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

export function MoneyInput({ onBlur, step = "0.01", extraDecimals = "round", ...rest }: Omit<InputProps, "type"> & { extraDecimals?: ExtraDecimals }) {
  return (
    <NumberInput
      inputMode="decimal"
      step={step}
      {...rest}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        const input = event.currentTarget;
        const formatted = formatMoneyInput(input.value, extraDecimals);
        if (formatted !== input.value) setInputValue(input, formatted);
        onBlur?.(event);
      }}
    />
  );
}

export function DateTimeInput(props: Omit<InputProps, "type" | "step">) {
  return <Input type="datetime-local" step={DATETIME_STEP_SECONDS} {...props} />;
}
