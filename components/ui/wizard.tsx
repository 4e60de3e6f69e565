"use client";
/**
 * Wizard: named steps with Back and Continue; Continue is disabled until the step is valid and
 * becomes Save on the last step. The close icon (and Escape in a dialog) asks "If you exit now, any
 * unsaved changes made will be lost." first; Save may ask for a confirmation first. Every step
 * stays mounted (only the current one shows), so Back keeps what was entered. While dirty, the
 * app-wide unsaved-changes guard also asks before the page is left.
 * Props:
 *   title: ReactNode; steps: { id: string; title: string; content: ReactNode; valid: boolean; reason?: string }[]
 *     (reason: why the step is not valid yet, shown as Continue's tooltip and accessible description;
 *     explain: what a click on the disabled Continue does, e.g. explainForm(form));
 *   onSave(): Promise<unknown> | void: called on Save (after the confirmation, if any); a spinner
 *     shows and nothing dismisses the wizard while it runs. If it throws or rejects, the error toast
 *     built from the answer (toastError) shows and the wizard stays open on its last step, Save usable again (the
 *     next Save dismisses that toast as it starts: ./error-toast.ts); a 409 (the
 *     object changed since it was loaded, lib/contract/versioned.ts) also shows StaleVersionNotice
 *     above the steps: Reload re-renders the page's data (or runs `onReload`) and keeps what was
 *     entered; the notice stays and Save is busy until the reloaded data shows (useStaleNotice);
 *   onClose(): after the exit question was confirmed (or at once when not dirty);
 *   dirty?: boolean (default true): whether there is anything to lose;
 *   saveLabel?: string (default "Save");
 *   confirmSave?: { title: string; message: ReactNode; confirmLabel?: string };
 *   errorText?(error): a failed Save's toast text (a 409's too) instead of the one built from the answer (undefined: that one);
 *   toastOptions?: the failed Save's toast options (ORDER_TOAST for an order's wizard: spec 01 §9's 120000 ms);
 *   onReload?(): the 409 notice's Reload for a screen that loads the object itself (e.g. the claim
 *     wizard's, keeping the agent's changes), instead of re-rendering the page's data; awaited, the
 *     Save's failure toast going as it starts; a rejection (its own toast said why) leaves the
 *     notice; reloadLabel?: its button's label (default "Reload");
 *   as?: "dialog" (default; open?: boolean, default true) | "page" (a section);
 *   width?: number: px (e.g. the claim wizard's 750);
 *   onStepChange?(toId, direction: "back" | "next"): after Back or Continue moved (e.g. to reset an
 *     answer a step's data no longer fits).
 *   header?(step): ReactNode shown above the steps (below a 409's notice), given the current step
 *     (e.g. the claim wizard's step name, customer, pet and product);
 *   saveOnFirstStep?: boolean (default true): false: the first step always shows Continue, even
 *     while it is the only step (the claim wizard: "Save on the last step when not on step one");
 *   leaving?: boolean: its page opening the next one after a successful Save (useLeave,
 *     ./use-leave.ts: until that page is on screen, so a second Save cannot save it twice): Save
 *     stays busy, Back and close are disabled.
 * Branches: `steps` may change with the answers (a claim type adds or removes steps). The current
 * step is tracked by its id, so adding or removing other steps never moves the user; if the current
 * step itself goes away, the step now at its position shows.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { UNSAVED_CHANGES_TEXT } from "@/lib/ui-constants";
import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";
import { Dialog } from "./dialog";
import { useErrorToast } from "./error-toast";
import type { ToastOptions } from "./toaster";
import { SubmitButton } from "./submit-button";
import { StaleVersionNotice, useStaleNotice } from "./stale-version-notice";
import { useUnsavedChangesGuard } from "./unsaved-changes";
import { CloseIcon } from "./icons";

export interface WizardStep {
  id: string;
  title: string;
  content: ReactNode;
  valid: boolean;
  /** Why the step is not valid yet (e.g. useMissingReason of its form): Continue's tooltip and description. */
  reason?: string;
  /** A click on the disabled Continue: show what is missing in the step (e.g. explainForm(form): every message under its field); the focus then goes to the step's first invalid control. */
  explain?: () => Promise<unknown> | void;
}

/** An Enter in a one-line text field (not a text area, a button, a list or a box that handles its own Enter). */
function explainsOnEnter(e: React.KeyboardEvent): boolean {
  if (e.key !== "Enter" || e.defaultPrevented || e.nativeEvent.isComposing || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return false;
  const t = e.target;
  return t instanceof HTMLInputElement && !["checkbox", "radio", "button", "submit", "reset", "file"].includes(t.type) && t.getAttribute("role") !== "combobox";
}

/** Runs a step's `explain`, then puts the focus on the first control of the step marked invalid (aria-invalid), whatever kind of control it is. */
async function explainStep(explain: () => Promise<unknown> | void, section: HTMLElement | null | undefined): Promise<void> {
  await explain();
  // After React has rendered the messages (and the aria-invalid marks).
  requestAnimationFrame(() => section?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

export interface WizardProps {
  title: ReactNode;
  steps: readonly WizardStep[];
  onSave: () => Promise<unknown> | void;
  onClose: () => void;
  dirty?: boolean;
  saveLabel?: string;
  confirmSave?: { title: string; message: ReactNode; confirmLabel?: string };
  /** The failed Save's toast text, a 409's too (default: the one built from the answer, toastError). */
  errorText?: (error: unknown) => string | undefined;
  /** The failed Save's toast options (e.g. ORDER_TOAST: an order-related failure stays 120000 ms, spec 01 §9). */
  toastOptions?: ToastOptions;
  as?: "dialog" | "page";
  open?: boolean;
  width?: number;
  onStepChange?: (toId: string, direction: "back" | "next") => void;
  header?: (step: WizardStep | undefined) => ReactNode;
  saveOnFirstStep?: boolean;
  /** The 409 notice's Reload, when the screen loads the object itself (default: re-render the page's data). */
  onReload?: () => void | Promise<void>;
  reloadLabel?: string;
  leaving?: boolean;
}

export const EXIT_WIZARD_TITLE = "Exit without saving?";

export function Wizard({ title, steps, onSave, onClose, dirty = true, saveLabel = "Save", confirmSave, as = "dialog", open = true, width, onStepChange, header, saveOnFirstStep = true, errorText, toastOptions, onReload, reloadLabel, leaving = false }: WizardProps) {
  // The current step: its id, and its position when it was reached (used only once that id is gone).
  const [position, setPosition] = useState<{ id: string | undefined; index: number }>(() => ({ id: steps[0]?.id, index: 0 }));
  const [asking, setAsking] = useState<"exit" | "save" | null>(null);
  const [savingNow, setSaving] = useState(false);
  const errorToast = useErrorToast();
  // A Reload, like the next Save, takes the failed Save's toast away.
  const stale = useStaleNotice(
    onReload &&
      (async () => {
        errorToast.clear();
        await onReload();
      }),
  );
  // While the screen waits (its page leaving after a Save, a Reload after a 409), as busy as during the Save.
  const saving = savingNow || leaving || stale.reloading;
  const headingId = useId();
  useUnsavedChangesGuard(open && dirty && !savingNow);

  const found = steps.findIndex((s) => s.id === position.id);
  const current = found >= 0 ? found : Math.max(0, Math.min(position.index, steps.length - 1));
  const step = steps[current];
  const last = current === steps.length - 1 && (saveOnFirstStep || current > 0);
  // A new step takes focus (its region, "Step 2 of 3: Review", is announced; Tab goes on to its
  // fields): Continue may be disabled on it, and Back is gone on the first step, so focus would be
  // lost to <body>. Only when focus was in the wizard or already lost.
  const stepRefs = useRef<(HTMLElement | null)[]>([]);
  // The page wizard's own box (a dialog wizard's is its [role=dialog]): its footer buttons are outside the steps' parent.
  const pageRef = useRef<HTMLElement | null>(null);
  const shownStep = useRef(current);
  useEffect(() => {
    if (shownStep.current === current) return;
    shownStep.current = current;
    const region = stepRefs.current[current];
    if (!region) return;
    const active = document.activeElement;
    const wizardRoot = region.closest<HTMLElement>("[role=dialog]") ?? pageRef.current;
    if (active === null || active === document.body || wizardRoot?.contains(active)) region.focus();
  }, [current]);
  const goTo = (i: number) => {
    setPosition({ id: steps[i]?.id, index: i });
    const to = steps[i]?.id;
    if (to !== undefined && i !== current) onStepChange?.(to, i < current ? "back" : "next");
  };

  const requestClose = () => {
    if (saving) return;
    if (dirty) setAsking("exit");
    else onClose();
  };
  const save = async () => {
    if (saving) return;
    setAsking(null);
    setSaving(true);
    stale.clear();
    errorToast.clear();
    try {
      await onSave();
    } catch (error) {
      // A failed save keeps the wizard open with what was entered; the user may try again.
      stale.catch(error);
      // The wizard's own words for a failed Save (e.g. Cancel Plan's "cancelPetPlan Error: …", the claim wizard's "Failed to update claim: …"); one toast, gone at the next attempt.
      errorToast.show(error, errorText?.(error), toastOptions);
    } finally {
      setSaving(false);
    }
  };
  const next = () => {
    if (!step?.valid) return;
    if (!last) {
      if (current < steps.length - 1) goTo(current + 1);
    } else if (confirmSave) setAsking("save");
    else void save();
  };

  const progress = (
    <ol className="mb-4 flex flex-wrap gap-2 text-xs" aria-label="Steps">
      {steps.map((s, i) => (
        <li
          key={s.id}
          aria-current={i === current ? "step" : undefined}
          className={`rounded-full px-3 py-1 ${i === current ? "bg-brand-600 text-white" : i < current ? "bg-brand-100 text-brand-900" : "bg-slate-100 text-slate-700"}`}
        >
          {i + 1}. {s.title}
        </li>
      ))}
    </ol>
  );
  const body = (
    <>
      {stale.message ? (
        <div className="mb-4">
          <StaleVersionNotice stale={stale} reloadLabel={reloadLabel} />
        </div>
      ) : null}
      {header?.(step)}
      {progress}
      {steps.map((s, i) => (
        <section
          key={s.id}
          ref={(el) => {
            stepRefs.current[i] = el;
          }}
          tabIndex={-1}
          className="focus:outline-none"
          // Enter in a text field of a step that is not valid yet explains it, as a click on the
          // disabled Continue does (a disabled button cannot take the keyboard's focus).
          onKeyDown={(e) => {
            if (i !== current || s.valid || !s.explain || !explainsOnEnter(e)) return;
            e.preventDefault();
            void explainStep(s.explain, stepRefs.current[i]);
          }}
          hidden={i !== current}
          aria-label={`Step ${i + 1} of ${steps.length}: ${s.title}`}
        >
          {s.content}
        </section>
      ))}
    </>
  );
  const footer = (
    <>
      {current > 0 ? (
        <Button variant="secondary" onClick={() => goTo(current - 1)} disabled={saving}>
          Back
        </Button>
      ) : null}
      <SubmitButton onClick={next} disabled={!step?.valid} busy={last && saving} reason={step?.reason} onExplain={step?.explain ? () => explainStep(step.explain!, stepRefs.current[current]) : undefined}>
        {last ? saveLabel : "Continue"}
      </SubmitButton>
    </>
  );
  const questions = (
    <>
      <ConfirmDialog
        open={asking === "exit"}
        title={EXIT_WIZARD_TITLE}
        message={UNSAVED_CHANGES_TEXT}
        confirmLabel="Exit"
        cancelLabel="Stay"
        destructive
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          onClose();
        }}
      />
      {confirmSave ? (
        <ConfirmDialog
          open={asking === "save"}
          title={confirmSave.title}
          message={confirmSave.message}
          confirmLabel={confirmSave.confirmLabel ?? saveLabel}
          onCancel={() => setAsking(null)}
          onConfirm={save}
        />
      ) : null}
    </>
  );

  if (as === "dialog") {
    return (
      <>
        <Dialog open={open} onClose={requestClose} title={title} width={width} size="lg" dismissible={!saving} footer={footer}>
          {body}
        </Dialog>
        {questions}
      </>
    );
  }
  return (
    <section ref={pageRef} aria-labelledby={headingId} style={width ? { maxWidth: `${width}px` } : undefined} className="mx-auto w-full rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          aria-label="Close"
          onClick={requestClose}
          disabled={saving}
          className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="px-5 py-4">{body}</div>
      <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>
      {questions}
    </section>
  );
}
