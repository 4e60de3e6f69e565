"use client";
/**
 * SubmitButton: the kit's primary button that says what is missing (issue 21). Every <Button> prop,
 * plus `reason`: while the button is disabled (and not busy), hovering it shows the reason as a
 * tooltip and the button's accessible description is the reason (aria-description), and `onExplain`
 * (when given) runs on a click on it: it shows what is missing where it is. Reasons come from
 * useMissingReason(form) (components/ui/form.tsx), a wizard step's `reason`, or a dialog's own rule.
 * Re-exported by components/ui/form.tsx.
 */
import { Button, type ButtonProps } from "./button";
import { Tooltip } from "./tooltip";

export interface SubmitButtonProps extends ButtonProps {
  /** Why the button is disabled (shown as its tooltip and its accessible description while disabled). */
  reason?: string;
  /** A click on the disabled button (its wrapper: a disabled button gets no clicks) shows what is missing where it is: e.g. the form's messages under their fields, the focus on the first. */
  onExplain?: () => void;
}

/**
 * A primary button that says what is missing: while disabled (not busy) with a `reason`, hovering it
 * shows the reason as a tooltip and the button's accessible description is the reason (issue 21:
 * "a disabled primary button says what is missing").
 */
export function SubmitButton({ reason, disabled, busy, onExplain, ...props }: SubmitButtonProps) {
  const explain = Boolean(disabled && !busy && reason);
  // One structure whatever the state, so the button stays the same element as it is enabled and disabled.
  return (
    <Tooltip content={reason} off={!explain}>
        {/* A disabled button gets no pointer events: the wrapper is the tooltip's trigger, and takes the click that asks why. */}
        <span className="inline-flex" onClick={explain && onExplain ? onExplain : undefined}>
          {/* Chromium dispatches no click on a disabled button, not even to its parents: while it
              explains, the button lets the pointer through to the wrapper (pointer-events: none). */}
          {/* aria-description, not a copy of the text in the page: a search for a field's message finds
              the message under the field only. */}
          <Button
            {...props}
            className={explain && onExplain ? `${props.className ?? ""} pointer-events-none`.trim() : props.className}
            disabled={disabled}
            busy={busy}
            aria-description={explain ? reason : undefined}
          />
        </span>
    </Tooltip>
  );
}
