/**
 * The browser's "your session has ended" notice for a write the BFF refused with a 401 (lib/client/api.ts
 * `onUnauthorized`): the page stays as it is, with what was typed, and the mounted outlet
 * (components/auth/session-ended-dialog.tsx, in the signed-in layout) shows the notice with a link
 * that opens the sign-in page in a new tab. No React here: api.ts stays free of components.
 *
 *   announceSessionEnded(href) → true when an outlet showed it (false: none mounted, the caller navigates)
 *   onSessionEnded(listener) → unsubscribe (the outlet, on mount)
 */
type Listener = (signInHref: string) => void;

const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceSessionEnded(signInHref: string): boolean {
  if (listeners.size === 0) return false;
  for (const listener of listeners) listener(signInHref);
  return true;
}
