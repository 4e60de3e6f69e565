"use client";
/**
 * A stale edit (409, lib/contract/versioned.ts): someone else changed the object since this screen
 * loaded it. One piece for every edit screen:
 *
 *   const stale = useStaleVersion(entity.version);
 *   run(call, text, { onError: stale.catch });          // remembers a 409 at this version
 *   {stale.message ? <StaleVersionNotice message={stale.message} /> : null}
 *
 * - useStaleVersion(version): `catch(error)` returns true (and remembers the answer's sentence) for
 *   a 409, false otherwise; `message` is that sentence while the object is still at the version the
 *   409 answered, so the notice goes away by itself once the reload brings the current version.
 * - StaleVersionNotice: the sentence and a Reload button. Reload re-renders the page's server data
 *   (router.refresh(), or `onReload`): the object and its version are the current ones, and what the
 *   agent typed in the open form or dialog stays (client state is kept), ready to be sent again.
 *   Props: message; onReload? (instead of router.refresh()); onReloading? (called on the click, before
 *   the reload: a screen that does not know the version drops its notice there); reloadLabel? ("Reload").
 * The kit's Wizard and ConfirmActionDialog show it by themselves on a 409 of their save or action, so
 * every wizard and confirmed action gets it; OrderChangeFrame (components/orders) uses useStaleVersion.
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

export function useStaleVersion(version: number | undefined) {
  const [staleAt, setStaleAt] = useState<{ version: number | undefined; message: string } | null>(null);
  const catchStale = useCallback(
    (error: unknown): boolean => {
      if (!isStaleVersionError(error)) return false;
      setStaleAt({ version, message: staleMessageOf(error) });
      return true;
    },
    [version],
  );
  return { message: staleAt && staleAt.version === version ? staleAt.message : null, catch: catchStale };
}

export function StaleVersionNotice({
  message,
  onReload,
  onReloading,
  reloadLabel = RELOAD_LABEL,
}: {
  message: string;
  onReload?: () => void;
  onReloading?: () => void;
  reloadLabel?: string;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const reload = () => {
    onReloading?.();
    startTransition(() => (onReload ? onReload() : router.refresh()));
  };
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="stale-version-notice">
      <p>{message}</p>
      <Button size="sm" variant="secondary" onClick={reload} busy={pending}>
        {reloadLabel}
      </Button>
    </div>
  );
}
