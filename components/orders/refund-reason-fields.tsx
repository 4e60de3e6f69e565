"use client";
/**
 * RefundReasonFields: the Refund Order form's optional reason (issue 22): a select of the fixed
 * list (lib/orders/refund-reasons.ts, "No reason given" first) and, once a reason is chosen, a note
 * that "Other" requires (at most 500 characters). Choosing "No reason given" again clears the note.
 * Inside the refund form's <Form> (fields `reason.code`, `reason.note`).
 * Props: disabled? (while the refund is being processed).
 */
import { useFormContext, useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/form";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { NO_REFUND_REASON, REFUND_REASON_OPTIONS } from "@/lib/orders/action-forms";
import { REFUND_REASON_NEEDS_NOTE, REFUND_REASON_NOTE_MAX } from "@/lib/orders/refund-reasons";

export function RefundReasonFields({ disabled }: { disabled?: boolean }) {
  const { control, setValue } = useFormContext();
  const code = useWatch({ control, name: "reason.code" }) as string | undefined;
  const chosen = code !== undefined && code !== NO_REFUND_REASON;
  const noteRequired = code === REFUND_REASON_NEEDS_NOTE;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField name="reason.code" label="Reason (optional)" disabled={disabled}>
        {(c) => (
          <Select
            {...c}
            onValueChange={(value) => {
              c.onChange(value);
              // The note hides with "No reason given": a hidden field is reset, not kept (docs/assumptions.md).
              if (value === NO_REFUND_REASON) setValue("reason.note", "");
            }}
            options={REFUND_REASON_OPTIONS}
          />
        )}
      </FormField>
      {chosen ? (
        <FormField
          name="reason.note"
          label={noteRequired ? "Note" : "Note (optional)"}
          hint={`${noteRequired ? "Required for Other. " : ""}At most ${REFUND_REASON_NOTE_MAX} characters.`}
          disabled={disabled}
        >
          {(c) => <Textarea {...c} rows={2} maxLength={REFUND_REASON_NOTE_MAX} aria-required={noteRequired || undefined} />}
        </FormField>
      ) : null}
    </div>
  );
}
