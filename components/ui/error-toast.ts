"use client";
/**
 * useErrorToast: the error toast of one action (a form's submit, a dialog's confirm, a wizard's
 * Save). The action's next attempt dismisses its last error toast as it starts, so a stale failure
 * never sits beside the retry's outcome (issue 23's QA pass: "Error: bark user with this email
 * already exists." still showing beside "Successfully created bark user …" on Manage Users).
 *
 *   const errorToast = useErrorToast();
 *   errorToast.clear();               // an attempt starts: the last failure's toast goes
 *   errorToast.show(error);           // it failed: the toast built from the answer (toastError)
 *   errorToast.show(error, text);     // … or this text (e.g. "cancelPetPlan Error: …")
 *   errorToast.show(error, text, ORDER_TOAST); // with the toast's options (an order action's failure
 *                                      // stays as long as its success would: spec 01 §9's 120000 ms)
 *   useErrorToast(ORDER_TOAST)         // … or those options for every toast of the action
 *
 * useAction (./use-action.ts: every ConfirmActionDialog, FormDialog, useConfirmedCreate and form on
 * `run`) and Wizard's Save use it: a form on the kit has nothing to do. Each failure's toast has an
 * id of its own (sonner's `id`), kept until the next attempt; the toast outlives the component (a
 * create page's error stays readable after its confirm dialog closed).
 */
import { useId, useMemo, useRef } from "react";
import { toastError } from "@/lib/client/api";
import { toast, type ToastOptions } from "./toaster";

export interface ErrorToast {
  /** Dismisses the action's last error toast (if it is still shown). */
  clear(): void;
  /** The action's error toast for `error` (`text` instead of the one built from the answer); the previous one goes. */
  show(error: unknown, text?: string, options?: ToastOptions): void;
}

export function useErrorToast(defaults?: ToastOptions): ErrorToast {
  const base = useId();
  const last = useRef<string | null>(null);
  const count = useRef(0);
  return useMemo(() => {
    const clear = () => {
      if (last.current === null) return;
      toast.dismiss(last.current);
      last.current = null;
    };
    const show = (error: unknown, text?: string, options?: ToastOptions) => {
      clear();
      const id = `${base}-error-${++count.current}`;
      const all = { ...defaults, ...options, id };
      if (text !== undefined) toast.error(text, all);
      else if (!toastError(error, all)) return;
      last.current = id;
    };
    return { clear, show };
  }, [base, defaults]);
}
