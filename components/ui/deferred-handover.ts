/**
 * The second half of components/ui/deferred.tsx, downloaded with the deferred form's code (not
 * with the page): once the form is hydrated, hand it what the user typed meanwhile and replay the
 * presses, clicks and submit that were held back.
 */

/** Re-sends a value typed before hydration as an event React sees (its value tracker holds the old one). */
function handOver(control: Element): void {
  if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
    const checked = control.checked;
    control.checked = !checked; // through React's tracker
    control.click(); // back to what the user chose, as a click React handles
    return;
  }
  if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
    const typed = control.value;
    const proto = control instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    const setNative = Object.getOwnPropertyDescriptor(proto, "value")?.set;
    control.value = ""; // through React's tracker: it now holds ""
    setNative?.call(control, typed); // the DOM value again, without telling the tracker
    control.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

export interface HeldClick {
  target: Element;
  type: "pointerdown" | "click";
}

export interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/**
 * The controls of `container` changed before hydration, then (in a task of their own, after React
 * has rendered what those changes did) the presses and clicks in order, then the held submit.
 */
export function handOverToForm(container: HTMLElement, changed: Iterable<Element>, clicks: readonly HeldClick[], held: HeldSubmit | null): void {
  for (const control of changed) if (container.contains(control)) handOver(control);
  if (clicks.length === 0 && !held) return;
  window.setTimeout(() => {
    for (const { target, type } of clicks) {
      if (!target.isConnected) continue;
      if (type === "click") (target as HTMLElement).click();
      else target.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, cancelable: true, button: 0, buttons: 1, pointerType: "mouse", isPrimary: true }));
    }
    if (!held || !held.form.isConnected) return;
    const submitter = held.submitter && (held.submitter as HTMLButtonElement).form === held.form ? held.submitter : undefined;
    held.form.requestSubmit(submitter);
  }, 0);
}
