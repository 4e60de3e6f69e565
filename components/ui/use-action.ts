"use client";
/**
 * useAction: the one "call, toast, refresh" path of the app (every confirm dialog and form that
 * changes something on the upstream).
 *
 *   const { busy, run } = useAction();
 *   const result = await run(() => callApi(endpoints.x, input), (answer) => `Saved ${answer.id}.`, { onError });
 *   if (result.ok) close();
 *
 * run(call, successText, options?):
 *   - success (successText: a string, or a node such as a spec text with its InfoTip): router.refresh(), then toast.success(successText(answer), options.toast) once the
 *     refreshed page is on screen (useRefreshThenToast); with options.refresh false, the toast at
 *     once and no refresh → { ok: true, answer } (answer may be undefined: an empty 204 is a success);
 *   - failure: options.onError?.(error), the answer's field messages under the fields of the <Form>
 *     being submitted (if any), then the error toast built from the answer (toastError), or
 *     options.errorText(error) when given (e.g. "cancelPetPlan Error: …"), with options.toast's
 *     duration (spec 01 §9: order-related toasts stay 120000 ms, failures too) → { ok: false, error }.
 * The next run of the same action (the same useAction: a retry, or the success after a fix)
 * dismisses that error toast as it starts (./error-toast.ts), so it never sits beside the new outcome.
 * busy is true while a call runs.
 */
import { useRouter } from "next/navigation";
import { useCallback, useState, type ReactNode } from "react";
import { toast, type ToastOptions as ExternalToast } from "./toaster";
import { answersNow, callApiOnce, mayHaveGoneThrough, type LazyEndpoint } from "@/lib/client/api";
import { recipeCalls } from "@/lib/client/endpoints";
import type { ApiEndpoint, CallArgs, ResponseOf } from "@/lib/contract/endpoint";
import { reportFailureToSubmittingForm } from "./form";
import { useErrorToast } from "./error-toast";
import { useRefreshThenToast } from "./refresh-then-toast";

export type ActionResult<T> = { ok: true; answer: T } | { ok: false; error: unknown };

export interface RunOptions<T = unknown> {
  onError?: (error: unknown) => void;
  refresh?: boolean;
  toast?: ExternalToast;
  /** The success toast's options from the answer (e.g. an action to what was created), over `toast`. */
  toastFor?: (answer: T) => ExternalToast;
  /** The failure toast's text instead of the generic one built from the answer (toastError). */
  errorText?: (error: unknown) => string;
}

export function useAction() {
  const refreshThenToast = useRefreshThenToast();
  const errorToast = useErrorToast();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T,>(call: () => Promise<T>, successText: (answer: T) => ReactNode, options: RunOptions<T> = {}): Promise<ActionResult<T>> => {
      setBusy(true);
      // This attempt answers the last failure: its toast goes now, not beside this one's outcome.
      errorToast.clear();
      try {
        const answer = await call();
        const toastOptions = options.toastFor ? { ...options.toast, ...options.toastFor(answer) } : options.toast;
        if (options.refresh !== false) refreshThenToast(successText(answer), toastOptions);
        else toast.success(successText(answer), toastOptions);
        return { ok: true, answer };
      } catch (error) {
        options.onError?.(error);
        // The field messages of a 400 go under the fields of the form being submitted (issue 21).
        reportFailureToSubmittingForm(error);
        // As long as the success would stay (ORDER_TOAST: an order action's failure too); only the
        // duration: the success's other options (a description saying what was done) are not the failure's.
        const duration = options.toast?.duration;
        errorToast.show(error, options.errorText?.(error), duration === undefined ? undefined : { duration });
        return { ok: false, error };
      } finally {
        setBusy(false);
      }
    },
    [refreshThenToast, errorToast],
  );
  return { busy, run };
}

/**
 * usePlaceOnce: the call of a screen that places something (a refund, a one-time or replacement
 * order, a dog): callApiOnce (one Idempotency-Key per intended request, so a retry is answered
 * once). After a failure that may have placed it all the same (the app's timeout, a 502 of an
 * upstream that answered: mayHaveGoneThrough) the page refreshes, so what was placed shows before
 * the agent tries again, but only once a read through the proxy answers (answersNow): a page
 * whose reads fail renders "This page could not be loaded" in place of its content
 * (server/bff/upstream/upstream-page.ts), and the open wizard or form, with everything typed, would
 * go with it. When the write never reached the upstream ("could not be reached") nothing refreshes.
 * Either way the form stays open with its answers, and Save again sends the same request (same key).
 */
export function usePlaceOnce() {
  const afterUncertainWrite = useRefreshAfterUncertainWrite();
  return useCallback(
    <E extends ApiEndpoint>(endpoint: E | LazyEndpoint<E>, ...args: CallArgs<E>): Promise<ResponseOf<E>> =>
      callApiOnce(endpoint, ...args).catch((error: unknown) => {
        afterUncertainWrite(error);
        throw error;
      }),
    [afterUncertainWrite],
  );
}

/**
 * useRefreshAfterUncertainWrite: `(error) => void` for a write's failure. When the write may have
 * gone through all the same (mayHaveGoneThrough: the app's timeout, a 502 of an upstream that
 * answered), the page refreshes once a read answers again (as usePlaceOnce does), so what was done
 * shows before the agent tries again: a version-checked write retried on the old version would
 * otherwise be told someone else changed the object, when the change was the agent's own.
 */
export function useRefreshAfterUncertainWrite() {
  const router = useRouter();
  return useCallback(
    (error: unknown) => {
      if (mayHaveGoneThrough(error)) void refreshWhenAnswering(() => router.refresh());
    },
    [router],
  );
}

/** The read that tells whether the upstream answers again: small, and any signed-in user may make it. */
const PROBE = recipeCalls.listRecipeIds;

async function refreshWhenAnswering(refresh: () => void): Promise<void> {
  if (await answersNow(PROBE)) refresh();
}
