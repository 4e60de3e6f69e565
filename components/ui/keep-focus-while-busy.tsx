"use client";
/**
 * KeepFocusWhileBusy: rendered by the kit's Button (./button.tsx) when it is given `busy`. A busy
 * button is disabled, and Chromium takes the focus off a disabled button (to the page's body, or a
 * dialog's box): a keyboard user who pressed Enter on Save, Switch processor or Download would have
 * to find their way back. When the busy spell ends, the button gets the focus back if it had it
 * when the spell began and nothing else took it meanwhile (the focus is on the body, or on the
 * dialog box holding the button). A button that goes away (a dialog that closed) is left alone.
 * Renders a hidden span inside the button (its parent is the button).
 */
import { useLayoutEffect, useRef } from "react";

export function KeepFocusWhileBusy({ busy }: { busy: boolean }) {
  const marker = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  // A layout effect: it runs in the commit that disables the button, before the browser moves the focus.
  useLayoutEffect(() => {
    const button = marker.current?.parentElement;
    if (!button) return;
    if (busy) {
      hadFocus.current = document.activeElement === button;
      return;
    }
    if (!hadFocus.current) return;
    hadFocus.current = false;
    const now = document.activeElement;
    const lost = !now || now === document.body || (now.getAttribute("role") === "dialog" && now.contains(button));
    if (lost) button.focus();
  }, [busy]);
  return <span ref={marker} hidden />;
}
