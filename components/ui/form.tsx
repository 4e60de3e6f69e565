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
 * - applyServerErrors(form, error): puts an API answer {field: ["message", …]} onto the matching
 *   fields (a failed save's answer is kept so each field's message shows under its input) and returns true when it set any.
 *   Keys may be paths ("items.1.sku", or the nested {items: [{}, {sku: [...]}]}) and may be
 *   camelCased where the field is snake_case (bulk discount creation answers "numberOfCodes" for number_of_codes).
 *   Other keys (non_field_errors, detail) are left to the error toast that useAction shows anyway.
 */
import type { FormHTMLAttributes, ReactNode } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  FormProvider,
  useController,
  useForm,
  type FieldPath,
  type FieldValues,
  type SubmitErrorHandler,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
import type * as z from "zod/v4/core";
import { Field, fieldDescriptionId } from "./field";
import { Input, type InputProps } from "./input";
import { useUnsavedChangesGuard } from "./unsaved-changes";

type Schema = z.$ZodType<FieldValues, FieldValues>;

export type ZodFormReturn<S extends Schema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export interface UseZodFormOptions<S extends Schema> extends Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> {
  /** Ask before leaving while the form is dirty (default true). */
  guard?: boolean;
}

export function useZodForm<S extends Schema>(schema: S, { guard = true, ...options }: UseZodFormOptions<S> = {}): ZodFormReturn<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
  useUnsavedChangesGuard(guard && form.formState.isDirty);
  return form;
}

export interface FormProps<TIn extends FieldValues, TOut> extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit"> {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: (values: TOut) => unknown;
  onInvalidSubmit?: SubmitErrorHandler<TIn>;
  children: ReactNode;
}

export function Form<TIn extends FieldValues, TOut>({ form, onSubmit, onInvalidSubmit, children, ...rest }: FormProps<TIn, TOut>) {
  return (
    <FormProvider {...form}>
      <form noValidate {...rest} onSubmit={form.handleSubmit(onSubmit, onInvalidSubmit)}>
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

export function FormField({ name, label, hint, id, children, disabled, ...inputProps }: FormFieldProps) {
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

/** The `data` of a failed call (ApiRequestError.data), read by shape so any client's error fits. */
function errorData(error: unknown): Record<string, unknown> | null {
  if (typeof error !== "object" || error === null || !("data" in error)) return null;
  const data = (error as { data: unknown }).data;
  return typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}

/** "numberOfCodes" → "number_of_codes": an upstream key spelled in camelCase finds the snake_case field. */
const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Whether the form's values hold a field at this dotted path ("items.1.sku"). */
function hasPath(values: unknown, path: string): boolean {
  let at: unknown = values;
  for (const part of path.split(".")) {
    if (typeof at !== "object" || at === null || !Object.prototype.hasOwnProperty.call(at, part)) return false;
    at = (at as Record<string, unknown>)[part];
  }
  return true;
}

/**
 * The answer's messages by field path: `{"items.1.sku": ["…"]}` as it is, and the nested shape
 * (`{items: [{}, {sku: ["…"]}]}`) flattened to the same paths.
 */
function messagesByPath(data: Record<string, unknown>, prefix = ""): [string, string[]][] {
  const out: [string, string[]][] = [];
  for (const [key, value] of Object.entries(data)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const list = Array.isArray(value) ? value : [value];
    const messages = list.filter((m): m is string => typeof m === "string" && m !== "");
    if (messages.length) out.push([path, messages]);
    list.forEach((entry, i) => {
      if (typeof entry === "object" && entry !== null) out.push(...messagesByPath(entry as Record<string, unknown>, Array.isArray(value) ? `${path}.${i}` : path));
    });
  }
  return out;
}

export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, error: unknown): boolean {
  const data = errorData(error);
  if (!data) return false;
  const values = form.getValues() as Record<string, unknown>;
  let applied = false;
  for (const [key, messages] of messagesByPath(data)) {
    const field = [key, snakeCase(key)].find((k) => hasPath(values, k));
    if (field === undefined) continue;
    form.setError(field as FieldPath<T>, { type: "server", message: messages.join(" ") }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
