"use client";
/**
 * The "Your session has ended" notice (lib/client/session-ended.ts): shown over the page, and over
 * an open dialog, when a Save got the BFF's 401 (signed out in another tab, revoked, the cookie
 * gone). The page and its dialog stay as they were, with what was typed; the link opens the sign-in
 * page in a new tab (with this page as `next`), Close comes back to the form to press Save again.
 *
 *   <SessionEndedOutlet />   mounted once in app/(app)/layout.tsx; props: none.
 *
 * The dialog's code is fetched when it is first needed (lazyDialog, issue 23).
 */
import { useEffect, useState } from "react";
import { onSessionEnded } from "@/lib/client/session-ended";
import { lazyDialog } from "@/components/ui/lazy-dialog";

const SessionEndedDialog = lazyDialog(() => import("./session-ended-notice").then((m) => m.SessionEndedDialog));

export function SessionEndedOutlet() {
  const [signInHref, setSignInHref] = useState<string | null>(null);
  useEffect(() => onSessionEnded(setSignInHref), []);
  if (signInHref === null) return null;
  return <SessionEndedDialog open signInHref={signInHref} onClose={() => setSignInHref(null)} />;
}
