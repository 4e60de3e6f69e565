"use client";
/**
 * useConfirmIntent: a confirmation (a status toggle of promotions and Manage Users, the removal of a
 * mapped item) asks for the change chosen when it opened, never for one read again from the page.
 * A 409's Reload brings the page's current data (the object and its version) while the dialog stays
 * open: a dialog that re-read the status would now offer the opposite action, and confirming it
 * would undo the other person's change. While the dialog is open, `settled(intent)` says, from the
 * current data, whether the intent still stands: null, it does (confirming again sends the same
 * change with the current version); a sentence (the object is already in that state, or the page no
 * longer shows it, so its version is not known), the dialog closes and the sentence shows as a
 * toast, so nothing is sent.
 *
 *   const toggle = useConfirmIntent<ActiveState>((target) => (promotion.status === target ? alreadyText : null));
 *   <Switch onClick={() => toggle.open(next)} />
 *   <ConfirmActionDialog open={toggle.isOpen} onClose={toggle.close} title={…toggle.intent…} action={() => send(toggle.intent!)} … />
 *
 * Returns intent (the last one opened; it stays while the dialog closes, so its texts do not flip),
 * isOpen, open(intent), close().
 */
import { useCallback, useEffect, useState } from "react";
import { toast } from "./toaster";

interface IntentState<I> {
  intent: I | undefined;
  open: boolean;
  /** The last closing notice: a new object each time, so its toast shows once. */
  notice: { text: string } | null;
}

export function useConfirmIntent<I>(settled: (intent: I) => string | null) {
  const [state, setState] = useState<IntentState<I>>({ intent: undefined, open: false, notice: null });
  const text = state.open && state.intent !== undefined ? settled(state.intent) : null;
  // The page's data settled the intent: close now (set during render, React's pattern for state
  // derived from props), so the dialog never shows, even for a moment, the action it no longer needs.
  if (text !== null) setState({ ...state, open: false, notice: { text } });
  const { notice } = state;
  useEffect(() => {
    if (notice) toast(notice.text);
  }, [notice]);
  const open = useCallback((intent: I) => setState({ intent, open: true, notice: null }), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { intent: state.intent, isOpen: state.open && text === null, open, close };
}
