"use client";
/**
 * A stale edit (409, lib/contract/versioned.ts): someone else changed the object since this screen
 * loaded it. One piece for every edit screen:
 *
 *   const stale = useStaleNotice();                      // or useStaleNotice(onReload)
 *   run(call, text, { onError: stale.catch });           // a 409: its sentence shows
 *   {stale.message ? <StaleVersionNotice stale={stale} /> : null}
 *   <Button busy={busy || stale.reloading}>Save</Button> // nothing is sent on the stale version
 *
 * - useStaleNotice(onReload?): the notice's state. `catch(error)` shows the sentence of a 409 and
 *   returns true (false for any other error); `show(message)` a sentence of the screen's own;
 *   `clear()` when the next attempt starts. `reload()` re-renders the page's server data in a
 *   transition (startTransition(() => router.refresh())), or runs `onReload` (a screen that loads
 *   the object itself; awaited): `reloading` is true and the notice stays until it has ended, then
 *   the notice goes with the reloaded data; what the agent typed stays (client state is kept),
 *   ready to be sent again. An `onReload` that rejects (its own toast said why) leaves the notice
 *   and Reload in place.
 * - useStaleVersion(version): the same, the notice shown only while the object is still at the
 *   version the 409 answered, so it also goes by itself once anything brings the current version.
 * - StaleVersionNotice: the sentence and a Reload button, busy while the reload runs. Props:
 *   stale: the screen's useStaleNotice; reloadLabel? ("Reload").
 * The kit's Wizard, ConfirmActionDialog and useConfirmedCreate hold one by themselves on a 409 of
 * their save or action, so every wizard, confirmed action and create flow gets it.
 */
import { useRouter } from "next/navigation";
import { useCallback, useState, useTransition } from "react";
import { ApiRequestError, serverMessage } from "@/lib/client/api";
import { STALE_VERSION_STATUS } from "@/lib/contract/stale-version";
import { Button } from "./button";

export const RELOAD_LABEL = "Reload";

export function isStaleVersionError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === STALE_VERSION_STATUS;
}

/** The 409's own sentence, as the notice shows it (no "Error: " prefix: the notice is not a toast). */
export function staleMessageOf(error: ApiRequestError): string {
  return serverMessage(error);
}

export interface StaleNotice {
  /** The sentence while the notice shows (it stays while its Reload runs), else null. */
  message: string | null;
  /** A Reload runs: the screen keeps its confirm or Save busy. */
  reloading: boolean;
  /** A 409: shows its sentence and returns true; any other error: false. */
  catch: (error: unknown) => boolean;
  show: (message: string) => void;
  clear: () => void;
  reload: () => void;
}

export function useStaleNotice(onReload?: () => void | Promise<void>): StaleNotice {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const [reloading, startReload] = useTransition();
  const catchStale = useCallback((error: unknown): boolean => {
    if (!isStaleVersionError(error)) return false;
    setMessage(staleMessageOf(error));
    return true;
  }, []);
  const clear = useCallback(() => setMessage(null), []);
  const reload = useCallback(
    () =>
      startReload(async () => {
        try {
          if (onReload) await onReload();
          else router.refresh();
        } catch {
          // The reload failed (its own toast says so): the object is still stale, Reload stays offered.
          return;
        }
        // Not at the click: after a refresh, in its transition (nothing was awaited), so the notice goes
        // when the refreshed data shows; after onReload, with the data it loaded.
        setMessage(null);
      }),
    [onReload, router],
  );
  return { message, reloading, catch: catchStale, show: setMessage, clear, reload };
}

export function useStaleVersion(version: number | undefined): StaleNotice {
  const notice = useStaleNotice();
  const [staleAt, setStaleAt] = useState<number | undefined>(undefined);
  const { catch: catchNotice } = notice;
  const catchStale = useCallback(
    (error: unknown): boolean => {
      if (!catchNotice(error)) return false;
      setStaleAt(version);
      return true;
    },
    [catchNotice, version],
  );
  return { ...notice, message: staleAt === version ? notice.message : null, catch: catchStale };
}

export function StaleVersionNotice({ stale, reloadLabel = RELOAD_LABEL }: { stale: StaleNotice; reloadLabel?: string }) {
  const { message, reload, reloading } = stale;
  if (message === null) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="stale-version-notice">
      <p>{message}</p>
      <Button size="sm" variant="secondary" onClick={reload} busy={reloading}>
        {reloadLabel}
      </Button>
    </div>
  );
}
