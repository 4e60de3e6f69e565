/**
 * The second half of components/ui/deferred.tsx, downloaded with the deferred form's code (not
 * with the page): once the form is hydrated, hand it what the user typed meanwhile and replay the
 * submit that was held back.
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

export interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/** The controls of `container` changed before hydration, then the held submit (if any), in a task of its own. */
export function handOverToForm(container: HTMLElement, changed: Iterable<Element>, held: HeldSubmit | null): void {
  for (const control of changed) if (container.contains(control)) handOver(control);
  if (!held) return;
  // After React has rendered what the input events above changed.
  window.setTimeout(() => {
    if (!held.form.isConnected) return;
    const submitter = held.submitter && (held.submitter as HTMLButtonElement).form === held.form ? held.submitter : undefined;
    held.form.requestSubmit(submitter);
  }, 0);
}
