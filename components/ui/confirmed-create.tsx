"use client";
/**
 * The create flow: a form, then a confirm dialog, then the POST, then navigation to the list with a
 * success toast; for forms on useZodForm:
 *
 *   const flow = useConfirmedCreate({ form, call: (v) => callApi(endpoints.createItem, { body: v }),
 *     successText: (a) => `Successfully created item ${a.name}`, listHref: "/items" });
 *   <Form form={form} onSubmit={flow.ask}>…</Form>
 *   <CreateConfirmDialog flow={flow} title="Create item?" message="…" />
 *
 * On a failure the confirm dialog closes, the server's field messages go under the inputs
 * (applyServerErrors: the answer's body is kept to show each field's message under its input), the
 * focus goes to the first of those fields (not back to the submit button that opened the dialog) and
 * the error toast shows. On success the form is reset (no unsaved changes left) and the list opens
 * with the toast; `flow.leaving` is true from the success until the list is on screen (./use-leave.ts):
 * the form's submit shows it (`<Button type="submit" busy={flow.leaving}>`) and `ask` takes no second
 * submit meanwhile, so a second Create cannot make a duplicate. A 409 (an edit based on an older
 * version of the object, lib/contract/versioned.ts) shows in `flow.stale` (useStaleNotice, its Reload
 * `onReload` or a page refresh) for the form to show with `<StaleVersionNotice stale={flow.stale} />`;
 * the form keeps what was typed, and while the reload runs its submit shows
 * `busy={flow.leaving || flow.stale.reloading}` (`ask` takes nothing meanwhile).
 */
import { useRef, useState, type ReactNode } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { ConfirmDialog } from "./confirm-dialog";
import { applyServerErrors } from "./form";
import { serverErrorsOf } from "./server-errors";
import { useStaleNotice, type StaleNotice } from "./stale-version-notice";
import { useAction } from "./use-action";
import { useLeave } from "./use-leave";

export interface ConfirmedCreate<V> {
  pending: V | null;
  busy: boolean;
  /** From a successful create until the list is on screen: the form's submit stays busy, and `ask` does nothing. */
  leaving: boolean;
  ask: (values: V) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
  /** A 409's notice, until its Reload has ended or the next confirm. */
  stale: StaleNotice;
  /** For the confirm dialog's close: focuses the first field the failed call's answer put a message under (true when it did). */
  focusFailedField: () => boolean;
}

export function useConfirmedCreate<TIn extends FieldValues, V, A>({
  form,
  call,
  successText,
  listHref,
  onReload,
}: {
  form: UseFormReturn<TIn, unknown, V>;
  call: (values: V) => Promise<A>;
  successText: (answer: A, values: V) => string;
  listHref: string;
  /** What Reload does after a 409 (default: refresh the page's server data). */
  onReload?: () => void | Promise<void>;
}): ConfirmedCreate<V> {
  const [pending, setPending] = useState<V | null>(null);
  const stale = useStaleNotice(onReload);
  /** The field to focus once the dialog has closed after a refused create. */
  const failedField = useRef<FieldPath<TIn> | null>(null);
  const { busy, run } = useAction();
  const { leaving, leave } = useLeave();
  return {
    pending,
    busy,
    leaving,
    ask: (values) => {
      if (!leaving && !stale.reloading) setPending(values);
    },
    cancel: () => setPending(null),
    stale,
    focusFailedField: () => {
      const path = failedField.current;
      failedField.current = null;
      if (path === null) return false;
      form.setFocus(path);
      const focused = document.activeElement;
      return focused instanceof HTMLElement && focused !== document.body && focused.isConnected && !focused.closest("[role=dialog]");
    },
    confirm: async () => {
      if (pending === null) return;
      const values = pending;
      stale.clear();
      const result = await run(() => call(values), (answer) => successText(answer, values), {
        refresh: false,
        onError: (error) => {
          if (!stale.catch(error)) {
            failedField.current = serverErrorsOf(form, error)[0]?.[0] ?? null;
            applyServerErrors(form, error);
          }
        },
      });
      setPending(null);
      if (result.ok) {
        form.reset(form.getValues());
        leave(listHref);
      }
    },
  };
}

export function CreateConfirmDialog<V>({ flow, title, message, confirmLabel = "Create" }: { flow: ConfirmedCreate<V>; title: string; message: ReactNode; confirmLabel?: string }) {
  return <ConfirmDialog open={flow.pending !== null} title={title} message={message} confirmLabel={confirmLabel} busy={flow.busy} onCancel={flow.cancel} onConfirm={flow.confirm} focusOnClose={flow.focusFailedField} />;
}
