"use client";
/**
 * FormDialog: a <Dialog> holding one useZodForm form: its fields, an optional form-level error
 * (a <Notice tone="error"> above the fields), and Cancel / submit buttons in the footer.
 *
 *   const form = useZodForm(updateCustomerEmailSchema, { defaultValues: { new_email: "" } });
 *   const { busy, run } = useAction();
 *   <FormDialog open={open} onClose={onClose} title="Change email" form={form} submitLabel="Change email" busy={busy}
 *     onSubmit={async (body) => { const r = await run(…); if (r.ok) onClose(); }}>
 *     <FormField name="new_email" label="New email" type="email" />
 *   </FormDialog>
 *
 * Props: open; onClose(); title; description?; form (from useZodForm); onSubmit(values) (may be
 *   async); submitLabel; cancelLabel? (default "Cancel"); busy? (default: while onSubmit runs): the
 *   submit button spins, Cancel is disabled and the dialog cannot be dismissed; error?: a form-level
 *   message (field messages go under their inputs: applyServerErrors); size?; id? (the <form>'s id);
 *   submitVariant? ("primary" default, "danger"); children: the fields;
 *   valuesOnOpen?: the form's values each time the dialog opens, for defaults that follow the page's
 *   data (a customer's sole upcoming order preselected: the page refreshes in place under a dialog
 *   that stays mounted, lazyDialog); without it the form starts from its own defaults.
 * Cancel, Escape, the close icon and a click outside call onClose; whenever `open` turns false the
 * form is reset to its default values (so a closed dialog leaves no unsaved changes behind).
 */
import { useEffect, useId, useRef, type ReactNode } from "react";
import type { DefaultValues, FieldValues, UseFormReturn } from "react-hook-form";
import { Button } from "./button";
import { DialogWithButtons, type DialogProps } from "./dialog";
import { Form } from "./form";
import { Notice } from "./notice";

export interface FormDialogProps<TIn extends FieldValues, TOut> {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: (values: TOut) => unknown;
  submitLabel: string;
  cancelLabel?: string;
  submitVariant?: "primary" | "danger";
  busy?: boolean;
  error?: ReactNode;
  size?: DialogProps["size"];
  id?: string;
  valuesOnOpen?: DefaultValues<TIn>;
  children: ReactNode;
}

/** A dialog with one react-hook-form form: fields, a form-level error, Cancel and submit with a busy state. */
export function FormDialog<TIn extends FieldValues, TOut>({ form, onSubmit, submitLabel, submitVariant = "primary", busy, error, id, valuesOnOpen, children, ...dialog }: FormDialogProps<TIn, TOut>) {
  const ownId = useId();
  const formId = id ?? `form-dialog-${ownId.replace(/[^A-Za-z0-9_-]/g, "")}`;
  const running = busy ?? form.formState.isSubmitting;
  const { open } = dialog;
  // Once closed (cancelled, or onClose after a successful submit) the form is back to its defaults.
  useEffect(() => {
    if (!open) form.reset();
  }, [open, form]);
  // Opening: the values of the page as it is now (also the defaults the close above goes back to).
  // Only as it opens: a refresh while it is open leaves what the agent chose alone.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current && valuesOnOpen) form.reset(valuesOnOpen);
    wasOpen.current = open;
  }, [open, form, valuesOnOpen]);
  return (
    <DialogWithButtons
      {...dialog}
      busy={running}
      action={
        <Button type="submit" form={formId} variant={submitVariant} busy={running}>
          {submitLabel}
        </Button>
      }
    >
      <Form form={form} id={formId} onSubmit={onSubmit} className="space-y-4">
        {error ? <Notice tone="error">{error}</Notice> : null}
        {children}
      </Form>
    </DialogWithButtons>
  );
}
