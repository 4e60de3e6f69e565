/**
 * The second half of components/ui/deferred.tsx, downloaded with a deferred part's code (not with
 * the page): once it is live, hand it what the user typed meanwhile and replay the presses, keys,
 * clicks and submit that were held back.
 */

/** What the user did inside a deferred part before it was live: an event and its element, in order. */
export interface Held {
  target: Element;
  event: Event;
}

const REPLAYED = new Set(["pointerdown", "keydown", "click"]);

/** Re-sends a value typed before hydration as an event React sees (its value tracker holds the old one). */
function handOverValue(control: Element): void {
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

/** The same event again, for React's handlers (same keys, buttons and modifiers). */
function replay({ target, event }: Held): void {
  if (!target.isConnected || !REPLAYED.has(event.type)) return;
  const init = { bubbles: true, cancelable: true, composed: true };
  if (event instanceof KeyboardEvent) {
    const { key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey } = event;
    target.dispatchEvent(new KeyboardEvent(event.type, { ...init, key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey }));
  } else if (event instanceof MouseEvent) {
    const { button, buttons, clientX, clientY, screenX, screenY, detail, ctrlKey, shiftKey, altKey, metaKey } = event;
    const mouse = { ...init, button, buttons, clientX, clientY, screenX, screenY, detail, ctrlKey, shiftKey, altKey, metaKey };
    const pointer = typeof PointerEvent !== "undefined" && event instanceof PointerEvent;
    target.dispatchEvent(
      pointer ? new PointerEvent(event.type, { ...mouse, pointerId: event.pointerId, pointerType: event.pointerType, isPrimary: event.isPrimary }) : new MouseEvent(event.type, mouse),
    );
  }
}

/**
 * The controls of `container` changed before it was live (input, change), then the presses, keys
 * and clicks in order, then the last held submit. With values handed over, the replay waits for a
 * task of its own (after React has rendered what those changes did); without, it happens at once.
 */
export function handOver(container: HTMLElement, held: Held[]): void {
  const events = held.splice(0);
  const changed = new Set(events.filter(({ event }) => event.type === "input" || event.type === "change").map(({ target }) => target));
  for (const control of changed) if (container.contains(control)) handOverValue(control);
  const submit = events.filter(({ event }) => event.type === "submit").pop();
  const run = () => {
    for (const h of events) replay(h);
    if (!submit) return;
    const form = submit.target as HTMLFormElement;
    const submitter = (submit.event as SubmitEvent).submitter as HTMLButtonElement | null;
    if (form.isConnected) form.requestSubmit(submitter && submitter.form === form ? submitter : undefined);
  };
  if (changed.size > 0) window.setTimeout(run, 0);
  else run();
}
