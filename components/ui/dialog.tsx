"use client";
/**
 * Dialog: the one modal of the app, on @radix-ui/react-dialog (focus trapped inside, the rest of
 * the page inert, focus back on the opener when it closes, or on the control that took its place:
 * ./focus-return.ts).
 * Props:
 *   open: boolean; onClose(): called on Escape, on the close icon (aria-label "Close") and on a
 *     click outside, unless dismissible is false (e.g. while a request runs: then none of these
 *     close it and the close icon is not shown);
 *   title: ReactNode (the dialog's accessible name); description?: ReactNode (its description);
 *   children: the body; footer?: ReactNode (buttons, right-aligned);
 *   size?: "sm" | "md" | "lg" | "xl" (default "md"); width?: number: an exact width in px
 *     (e.g. a wizard), overrides size; dismissible?: boolean (default true);
 *   focusOnClose?(): called as the dialog closes, before focus goes back to its opener; it returns
 *     true when it has put the focus somewhere itself (the field a failed create's message is under),
 *     and the opener is then left alone.
 * On open the focus goes to the element marked `data-autofocus`, else the body's first field (an
 * input, a select, a radio or a checkbox: the agent types at once), else the footer's first button
 * (Cancel in a confirmation: the safe choice), else the first focusable element (the close icon). A body taller
 * than the dialog scrolls and is then itself in the Tab order (arrow keys scroll it), as a scrollable
 * region must be, even when it holds nothing focusable (a wizard's review).
 */
import * as RadixDialog from "@radix-ui/react-dialog";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "./button";
import { CloseIcon } from "./icons";
import { focusReturnOf, type FocusReturn } from "./focus-return";

const SIZES = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl" } as const;
/** The fields that take the focus when a dialog opens (the first of them in its body). */
const FIRST_FIELD = 'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled), [role="combobox"]:not(:disabled), [role="radio"]:not(:disabled), [role="checkbox"]:not(:disabled)';
const BODY = "data-dialog-body";
const FOOTER = "data-dialog-footer";
const FIRST_FIELD_IN_BODY = FIRST_FIELD.split(", ").map((field) => `[${BODY}] ${field}`).join(", ");
/** The first element matching `selector` that is shown (not inside hidden content: a wizard's later steps stay mounted, hidden). */
const firstShown = (root: HTMLElement, selector: string) =>
  Array.from(root.querySelectorAll<HTMLElement>(selector)).find((el) => !el.closest('[hidden], [aria-hidden="true"], [inert]'));

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: keyof typeof SIZES;
  width?: number;
  dismissible?: boolean;
  focusOnClose?: () => boolean;
}

export function Dialog({ open, onClose, title, description, children, footer, size = "md", width, dismissible = true, focusOnClose }: DialogProps) {
  const opener = useRef<FocusReturn | null>(null);
  const refuse = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };

  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && dismissible) onClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          // Without a description Radix would point aria-describedby at nothing.
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={(event) => {
            // The opener is still focused here: focus goes back to it, or to what took its place, on close (below).
            opener.current = focusReturnOf(document.activeElement);
            const root = event.currentTarget as HTMLElement | null;
            const target = root ? (firstShown(root, "[data-autofocus]") ?? firstShown(root, FIRST_FIELD_IN_BODY) ?? firstShown(root, `[${FOOTER}] button:not(:disabled)`)) : undefined;
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!focusOnClose?.()) opener.current?.restore();
            opener.current = null;
          }}
          onEscapeKeyDown={refuse}
          onPointerDownOutside={refuse}
          onInteractOutside={refuse}
          style={width ? { maxWidth: `${width}px` } : undefined}
          // The bottom 6rem of the screen is the toasts' lane (./toaster.tsx: bottom-centre, sonner's
          // 24px offset, a toast of up to two lines): a dialog stays out of it, so an error toast
          // never covers its footer (1rem above, 6rem below: centred 2.5rem higher, at most 7rem
          // shorter than the screen).
          className={`fixed left-1/2 top-[calc(50%-2.5rem)] z-50 flex max-h-[calc(100vh-7rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white text-slate-900 shadow-xl focus:outline-none ${
            width ? "" : SIZES[size]
          }`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
              {description ? <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description> : null}
            </div>
            {dismissible ? (
              <RadixDialog.Close aria-label="Close" className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600">
                <CloseIcon />
              </RadixDialog.Close>
            ) : null}
          </div>
          <DialogBody>{children}</DialogBody>
          {footer ? (
            <div {...{ [FOOTER]: "" }} className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * DialogWithButtons: a Dialog that asks something. Its footer is Cancel (calls onClose; disabled
 * while `busy`) and the dialog's own action button (`action`); while busy nothing dismisses it.
 * Props: Dialog's but footer and dismissible; busy?; cancelLabel? (default "Cancel"); action.
 */
export function DialogWithButtons({
  busy = false,
  cancelLabel = "Cancel",
  action,
  ...dialog
}: Omit<DialogProps, "footer" | "dismissible"> & { busy?: boolean; cancelLabel?: ReactNode; action: ReactNode }) {
  const footer = (
    <>
      <Button variant="secondary" onClick={dialog.onClose} disabled={busy}>
        {cancelLabel}
      </Button>
      {action}
    </>
  );
  return <Dialog {...dialog} dismissible={!busy} footer={footer} />;
}

/** The dialog's body: scrolls when taller than the dialog, and is then focusable (tabIndex 0). */
function DialogBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  // After every render: the content (a wizard's step) may have changed its children and their sizes.
  useEffect(() => {
    const body = ref.current;
    if (!body || typeof ResizeObserver === "undefined") return;
    const check = () => setScrolls(body.scrollHeight > body.clientHeight);
    const observer = new ResizeObserver(check);
    observer.observe(body);
    for (const child of Array.from(body.children)) observer.observe(child);
    return () => observer.disconnect();
  });
  return (
    <div ref={ref} {...{ [BODY]: "" }} tabIndex={scrolls ? 0 : undefined} className="min-h-0 flex-1 overflow-y-auto px-5 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600">
      {children}
    </div>
  );
}
