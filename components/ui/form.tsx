"use client";
/**
 * The form kit: react-hook-form over the contract's own zod schemas.
 *
 *   const form = useZodForm(updateCustomerEmailSchema, { defaultValues: { new_email: "" } });
 *   const { busy, run } = useAction();
 *   <Form form={form} id="email-form" onSubmit={async (body) => {
 *     const r = await run(() => callApi(endpoints.x, input), () => "Saved.", { onError: (e) => applyServerErrors(form, e) });
 *     if (r.ok) close();
 *   }}>
 *     <FormField name="new_email" label="New email" type="email" />
 *     <FormField name="amount" label="Amount">{(control) => <MoneyInput {...control} />}</FormField>
 *   </Form>
 *
 * - useZodForm(schema, options?): useForm with zodResolver(schema), typed by the schema's input and
 *   output; while the form is dirty the app-wide unsaved-changes guard asks before leaving
 *   (options.guard: false turns that off, e.g. on the sign-in page).
 * - <Form form onSubmit onInvalidSubmit? ...formAttributes>: <form noValidate> with the form in context;
 *   onInvalidSubmit(errors) runs when a submit fails validation (e.g. to show a form-level rule that
 *   has no field of its own as errors.root).
 * - <FormField name label hint? id? ...inputProps | children(control)>: label, the control and the
 *   field's message under it (error, else hint). Without children it renders <Input>; with
 *   children it hands the control's props ({id, name, value, onChange, onBlur, ref, invalid,
 *   aria-describedby}) to any input of the kit (NumberInput, MoneyInput, DateTimeInput, Select…).
 * - useFieldControl(name, {id?, hint?, disabled?}): {field, controlId, invalid, describedBy, error}, for a
 *   kit field with its own layout (CheckboxField, SwitchField, RadioGroupField, CheckboxGroupField).
 * - A call that fails through useAction while <Form>'s onSubmit runs has its field messages put under
 *   the form's fields by the kit (reportFailureToSubmittingForm); the toast says the sentence.
 * - applyServerErrors(form, error): puts an API answer {field: ["message", …]} onto the matching
 *   fields (a failed save's answer is kept so each field's message shows under its input) and returns true when it set any.
 *   Keys may be paths ("items.1.sku", or the nested {items: [{}, {sku: [...]}]}) and may be
 *   camelCased where the field is snake_case (bulk discount creation answers "numberOfCodes" for number_of_codes).
 *   Other keys (non_field_errors, detail) are left to the error toast that useAction shows anyway.
 *   applyServerErrors(form, error, rows): a form whose rows are not the request's list one for one
 *   (only the selected lines are sent) says where each entry came from (RequestRows: the list's
 *   name, the form row of each entry, the row's path for a field), so `order_products.0.quantity`
 *   shows under the row that entry was built from.
 */
import { type BaseSyntheticEvent, type FormHTMLAttributes, type ReactNode } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  FormProvider,
  useController,
  useForm,
  useFormContext,
  useWatch,
  type Control,
  type FieldValues,
  type SubmitErrorHandler,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
import type * as z from "zod/v4/core";
import { Field, fieldDescriptionId } from "./field";
import { Input, type InputProps } from "./input";
import { useUnsavedChangesGuard } from "./unsaved-changes";

export { SubmitButton, type SubmitButtonProps } from "./submit-button";
import { applyServerErrors } from "./server-errors";

export { applyServerErrors };
export type { RequestRows } from "./server-errors";

type Schema = z.$ZodType<FieldValues, FieldValues>;

export type ZodFormReturn<S extends Schema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export interface UseZodFormOptions<S extends Schema> extends Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> {
  /** Ask before leaving while the form is dirty (default true). */
  guard?: boolean;
}

/** The schema of each useZodForm form (by its stable control), read by useMissingReason. */
const schemasByControl = new WeakMap<object, Schema>();
/** The labels of each form's fields (by its control), registered by <FormField>, for the disabled reason. */
const labelsByControl = new WeakMap<object, Map<string, string>>();

function labelsOf(control: object): Map<string, string> {
  let labels = labelsByControl.get(control);
  if (!labels) {
    labels = new Map();
    labelsByControl.set(control, labels);
  }
  return labels;
}

export function useZodForm<S extends Schema>(schema: S, { guard = true, ...options }: UseZodFormOptions<S> = {}): ZodFormReturn<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
  schemasByControl.set(form.control, schema);
  useUnsavedChangesGuard(guard && form.formState.isDirty);
  return form;
}

export interface FormProps<TIn extends FieldValues, TOut> extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit"> {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: (values: TOut, event?: BaseSyntheticEvent) => unknown;
  onInvalidSubmit?: SubmitErrorHandler<TIn>;
  children: ReactNode;
}

/**
 * The forms whose submit is running (innermost last). A call that fails while a form's submit runs
 * (useAction) puts the answer's field messages under that form's fields (reportFailureToSubmittingForm),
 * so every <Form> shows a 400's {field: ["…"]} under its inputs without wiring it per form.
 */
const submittingForms: UseFormReturn<FieldValues, unknown, unknown>[] = [];

/** Applies a failed call's field messages to the form whose submit is running; true when it set any. */
export function reportFailureToSubmittingForm(error: unknown): boolean {
  const form = submittingForms[submittingForms.length - 1];
  return form ? applyServerErrors(form, error) : false;
}

export function Form<TIn extends FieldValues, TOut>({ form, onSubmit, onInvalidSubmit, children, ...rest }: FormProps<TIn, TOut>) {
  const submit = async (values: TOut, event?: BaseSyntheticEvent) => {
    const entry = form as unknown as UseFormReturn<FieldValues, unknown, unknown>;
    submittingForms.push(entry);
    try {
      return await onSubmit(values, event);
    } finally {
      const at = submittingForms.lastIndexOf(entry);
      if (at >= 0) submittingForms.splice(at, 1);
    }
  };
  return (
    <FormProvider {...form}>
      {/* POST: a submit the browser makes itself, before the page's scripts run (a password manager's
          fill and Enter on a slow load), never puts the fields in the URL (access logs, history,
          Referer); the page proxy sends such a navigation back to the page by GET (303). */}
      <form noValidate method="post" {...rest} onSubmit={form.handleSubmit(submit, onInvalidSubmit)}>
        {children}
      </form>
    </FormProvider>
  );
}

/** The props <FormField> hands to its control. */
export interface FieldControl {
  id: string;
  name: string;
  // The field's value as the form holds it (a string for text inputs).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  value: any;
  onChange: (eventOrValue: unknown) => void;
  onBlur: () => void;
  ref: (instance: HTMLElement | null) => void;
  invalid: boolean;
  disabled?: boolean;
  "aria-describedby"?: string;
}

export interface FormFieldProps extends Omit<InputProps, "name" | "id" | "value" | "onChange" | "onBlur" | "children" | "ref"> {
  name: string;
  label: string;
  hint?: string;
  id?: string;
  children?: (control: FieldControl) => ReactNode;
}

/** The DOM id of a field: `id` when given, else derived from the field name ("address.city" → "field-address-city"). */
const fieldId = (name: string) => `field-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;

/**
 * The form field `name` for a kit field with its own layout: react-hook-form's `field`, the
 * control's id, whether it is invalid, the id its aria-describedby names, and its error message.
 */
export function useFieldControl(name: string, { id, hint, disabled }: { id?: string; hint?: string; disabled?: boolean } = {}) {
  const { field, fieldState } = useController({ name, disabled });
  const controlId = id ?? fieldId(name);
  const error = fieldState.error?.message;
  return { field, controlId, invalid: Boolean(fieldState.error), describedBy: fieldDescriptionId(controlId, error, hint), error };
}

/** Registers a field's label with its form (the disabled reason names the field by it). */
function useRegisterLabel(name: string, label: string): void {
  const context = useFormContext();
  if (context) labelsOf(context.control).set(name, label);
}

export function FormField({ name, label, hint, id, children, disabled, ...inputProps }: FormFieldProps) {
  useRegisterLabel(name, label);
  const { field, controlId, invalid, describedBy, error } = useFieldControl(name, { id, hint, disabled });
  const control: FieldControl = {
    id: controlId,
    name: field.name,
    value: field.value ?? "",
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    invalid,
    disabled: field.disabled,
    "aria-describedby": describedBy,
  };
  return (
    <Field label={label} htmlFor={controlId} error={error} hint={hint}>
      {children ? children(control) : <Input {...inputProps} {...control} />}
    </Field>
  );
}

type Issue = { path: PropertyKey[]; message: string };
type Parseable = { safeParse: (data: unknown) => { success: boolean; error?: { issues: Issue[] } } };

/** "birth_year" → "Birth year": a field's name as words when the form has no label for it. */
const humanize = (path: string) => {
  const words = path.replace(/\.\d+\./g, " ").replace(/[._]/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Why the form cannot be submitted yet, in a few words, or undefined when its values are valid:
 * the first failing rule of its schema, "<field label>: <message>" (a rule of the whole form: its
 * message alone). Re-read on every change of the form's values.
 */
export function missingReasonOf<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, values: unknown = form.getValues()): string | undefined {
  const schema = schemasByControl.get(form.control) as unknown as Parseable | undefined;
  if (!schema || typeof schema.safeParse !== "function") return undefined;
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  const issue = result.error?.issues[0];
  if (!issue) return undefined;
  const path = issue.path.map(String).join(".");
  if (!path) return issue.message;
  const labels = labelsByControl.get(form.control);
  const label = labels?.get(path) ?? labels?.get(String(issue.path[0])) ?? humanize(path);
  return `${label}: ${issue.message}`;
}

/** Shows what is missing in a form: every field's message under it, touched or not (a disabled Continue's click: Wizard step `explain`, SubmitButton onExplain). */
export function explainForm<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>): Promise<boolean> {
  return form.trigger();
}

/** missingReasonOf, kept up to date as the form's values change (for a primary button's disabled reason). */
export function useMissingReason<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>): string | undefined {
  const values = useWatch({ control: form.control as Control<T> });
  return missingReasonOf(form, { ...form.getValues(), ...(values as object) });
}
