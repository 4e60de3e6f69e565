"use client";
/**
 * A read a screen needs before the agent can go on (a wizard's recommendation, a list to pick from,
 * a dry run's totals), with its failure shown where the answer would be: the failure's sentence and
 * Try again, which asks the same again. A loading text never stays up after a failure.
 *
 *   const plan = useLoad(query, (q) => callApi(endpoints.getPlanOptions, { query: q }));
 *   <LoadStatus load={plan} loading="Calculating the recommended plan…" />
 *   {plan.data ? <Recommendation options={plan.data} /> : null}
 *
 * - useLoad(request, load): `request` null: nothing to load yet ("idle"); otherwise load(request)
 *   runs when the request changes (compared as JSON, so a plain value or object) and again on
 *   retry(). An answer to an older request or attempt is dropped; load's second argument,
 *   isCurrent(), says whether its request is still the current one, for a load with side effects of
 *   its own (they must not act on a superseded answer). Returns Load<T>:
 *   { status: "idle" | "loading" | "ready" | "failed"; data: the current request's answer, else null;
 *     error: its failure, else null; retry(); retrying: a Try again is running after a failure (the
 *     failure stays shown, its button busy, so the focus stays on it) }.
 * - <LoadStatus load loading? errorText? />: while loading, `loading` with a spinner (a status; none
 *   when the control shows its own "Loading..."); after a failure, errorText(error) (default
 *   loadFailureText: the sentence of a slow or unreachable back office, else the error toast's text)
 *   as an alert, with Try again; nothing once the answer is there.
 * - withErrorToast(load, text?): the same load, its failure also shown as spec 01 §8's error toast
 *   ("Failed calls show an error toast built from the response"; one per text, lib/client/api.ts
 *   toastError; `text(error)` instead of its text, e.g. serverMessage; none for a 401 or an abort)
 *   before the step shows it with Try again.
 */
import { useCallback, useEffect, useEffectEvent, useState, type ReactNode } from "react";
import { ApiRequestError, errorToastText, toastError } from "@/lib/client/api";
import { pageErrorTextOf } from "@/lib/error-text";
import { Button } from "./button";
import { Spinner } from "./spinner";

export interface Load<T> {
  status: "idle" | "loading" | "ready" | "failed";
  data: T | null;
  error: unknown;
  retry: () => void;
  retrying: boolean;
}

export const TRY_AGAIN_LABEL = "Try again";

/** The sentence of a failed read: a slow or unreachable back office's own, else the error toast's text (lib/error-text.ts). */
export function loadFailureText(error: unknown): string {
  return error instanceof ApiRequestError ? pageErrorTextOf(error.status, error.data) : errorToastText(error);
}

/**
 * `load` whose failure also raises the error toast (spec 01 §8), then fails as before: toastError's,
 * or `text(error)` (e.g. serverMessage: the extracted message alone), one per text; like toastError,
 * none for an aborted request or a 401 (its own answer has been given: lib/client/api.ts).
 */
export function withErrorToast<R, T>(load: (request: R) => Promise<T>, text?: (error: unknown) => string): (request: R) => Promise<T> {
  return (request) =>
    load(request).catch((error: unknown) => {
      toastError(error, undefined, text);
      throw error;
    });
}

type Answer<T> = { key: string; attempt: number } & ({ ok: true; data: T } | { ok: false; error: unknown });

export function useLoad<R, T>(request: R | null, load: (request: R, isCurrent: () => boolean) => Promise<T>): Load<T> {
  const key = request === null ? null : JSON.stringify(request);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const run = useEffectEvent((asked: R, isCurrent: () => boolean) => load(asked, isCurrent));
  useEffect(() => {
    if (key === null) return;
    let live = true;
    run(JSON.parse(key) as R, () => live).then(
      (data) => live && setAnswer({ key, attempt, ok: true, data }),
      (error: unknown) => live && setAnswer({ key, attempt, ok: false, error }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  if (key === null) return { status: "idle", data: null, error: null, retry, retrying: false };
  if (!answer || answer.key !== key) return { status: "loading", data: null, error: null, retry, retrying: false };
  const retrying = answer.attempt !== attempt;
  return answer.ok ? { status: "ready", data: answer.data, error: null, retry, retrying: false } : { status: "failed", data: null, error: answer.error, retry, retrying };
}

export function LoadStatus({ load, loading, errorText = loadFailureText }: { load: Load<unknown>; loading?: ReactNode; errorText?: (error: unknown) => string }) {
  if (load.status === "loading" && loading) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
        <Spinner size="sm" /> {loading}
      </p>
    );
  }
  if (load.status !== "failed") return null;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2" data-testid="load-failed">
      <p role="alert" className="flex-1 text-sm text-red-700">
        {errorText(load.error)}
      </p>
      <Button size="sm" variant="secondary" onClick={load.retry} busy={load.retrying}>
        {TRY_AGAIN_LABEL}
      </Button>
    </div>
  );
}
