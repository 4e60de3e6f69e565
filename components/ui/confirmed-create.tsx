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
 * (applyServerErrors: the answer's body is kept to show each field's message under its input) and
 * the error toast shows. On success the form is reset (no unsaved changes left) and the list opens
 * with the toast. A 409 (an edit based on an older version of the object, lib/contract/versioned.ts) leaves its sentence in `flow.stale` for the form to show with
 * StaleVersionNotice (`onReloading={flow.clearStale}`); the form keeps what was typed.
 */
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { ConfirmDialog } from "./confirm-dialog";
import { applyServerErrors } from "./form";
import { isStaleVersionError, staleMessageOf } from "./stale-version-notice";
import { useAction } from "./use-action";

export interface ConfirmedCreate<V> {
  pending: V | null;
  busy: boolean;
  ask: (values: V) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
  /** The sentence of a 409, until clearStale() or the next confirm. */
  stale: string | null;
  clearStale: () => void;
}

export function useConfirmedCreate<TIn extends FieldValues, V, A>({
  form,
  call,
  successText,
  listHref,
}: {
  form: UseFormReturn<TIn, unknown, V>;
  call: (values: V) => Promise<A>;
  successText: (answer: A, values: V) => string;
  listHref: string;
}): ConfirmedCreate<V> {
  const [pending, setPending] = useState<V | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const { busy, run } = useAction();
  const router = useRouter();
  return {
    pending,
    busy,
    ask: setPending,
    cancel: () => setPending(null),
    stale,
    clearStale: () => setStale(null),
    confirm: async () => {
      if (pending === null) return;
      const values = pending;
      setStale(null);
      const result = await run(() => call(values), (answer) => successText(answer, values), {
        refresh: false,
        onError: (error) => (isStaleVersionError(error) ? setStale(staleMessageOf(error)) : applyServerErrors(form, error)),
      });
      setPending(null);
      if (result.ok) {
        form.reset(form.getValues());
        router.push(listHref);
        router.refresh();
      }
    },
  };
}

export function CreateConfirmDialog<V>({ flow, title, message, confirmLabel = "Create" }: { flow: ConfirmedCreate<V>; title: string; message: ReactNode; confirmLabel?: string }) {
  return <ConfirmDialog open={flow.pending !== null} title={title} message={message} confirmLabel={confirmLabel} busy={flow.busy} onCancel={flow.cancel} onConfirm={flow.confirm} />;
}
