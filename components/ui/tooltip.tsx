"use client";
/**
 * Tooltips of the kit, on @radix-ui/react-tooltip: every tooltip sits 10 px from its trigger and hides
 * with no delay (lib/ui-constants.ts). They open on hover and on keyboard focus, close on leave, blur and Escape.
 *
 * - <Tooltip content="…" off?>{focusable element}</Tooltip>: any trigger (the child gets the handlers);
 *   `off`: never opens, the trigger staying the same element.
 * - <IconButton label="Send a password reset link to x" icon="✉" onClick={…} />: an icon-only button,
 *   named by `label` (its tooltip too). `unavailable="reason"`: the action is not offered to this
 *   viewer: the button stays focusable but does nothing (aria-disabled), and the tooltip (and its
 *   accessible description) gives the reason.
 * - <InfoTip text="Opens Cancel Plan" />: a small focusable (i) beside a spec label whose wording
 *   surprises; the tooltip explains it, never replacing the label (issue 21). Named by its text.
 *   <LabelWithInfoTip label="Discount applied to account." hint="…" />: the label and its InfoTip, e.g. as a toast's text.
 * - <TruncatedText text="…" className="max-w-64" />: one line cut with an ellipsis; focusable, its
 *   tooltip shows the whole text.
 */
import * as RadixTooltip from "@radix-ui/react-tooltip";
import { useId, type ReactElement, type ReactNode } from "react";
import { TOOLTIP_HIDE_DELAY_MS, TOOLTIP_OFFSET_PX, TOOLTIP_SHOW_DELAY_MS } from "@/lib/ui-constants";
import { buttonClassName } from "./button";
import { InfoIcon } from "./icons";

export function Tooltip({
  content,
  children,
  side = "top",
  off = false,
}: {
  content: ReactNode;
  children: ReactElement;
  side?: "top" | "right" | "bottom" | "left";
  /** Never opens (the trigger stays the same element, e.g. a button whose tooltip is only its disabled reason). */
  off?: boolean;
}) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_SHOW_DELAY_MS} disableHoverableContent={TOOLTIP_HIDE_DELAY_MS === 0}>
      <RadixTooltip.Root open={off ? false : undefined}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={TOOLTIP_OFFSET_PX}
            collisionPadding={8}
            // Above everything, toasts included (sonner: 999999999): an InfoTip may sit in a toast.
            className="z-[1000000000] max-w-xs rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow-md"
          >
            {content}
            <RadixTooltip.Arrow className="fill-slate-900" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}

export interface IconButtonProps {
  /** The accessible name and the tooltip, e.g. "Deactivate a@b.c". */
  label: string;
  /** The icon (decorative: hidden from assistive technology). */
  icon: ReactNode;
  onClick?: () => void;
  /** Why this action is not offered here: the button does nothing and the tooltip says why. */
  unavailable?: string;
}

export function IconButton({ label, icon, onClick, unavailable }: IconButtonProps) {
  const reasonId = useId();
  const off = unavailable !== undefined;
  return (
    <Tooltip content={off ? unavailable : label}>
      <button
        type="button"
        aria-label={label}
        aria-disabled={off || undefined}
        aria-describedby={off ? reasonId : undefined}
        onClick={off ? undefined : onClick}
        className={`${buttonClassName({ variant: "ghost", size: "sm" })} ${off ? "cursor-not-allowed opacity-40 hover:bg-transparent" : ""}`}
      >
        <span aria-hidden="true">{icon}</span>
        {off ? (
          <span id={reasonId} hidden>
            {unavailable}
          </span>
        ) : null}
      </button>
    </Tooltip>
  );
}

export function TruncatedText({ text, className = "max-w-64" }: { text: string; className?: string }) {
  return (
    <Tooltip content={text}>
      <span tabIndex={0} className={`block truncate rounded focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`}>
        {text}
      </span>
    </Tooltip>
  );
}

/** A spec text kept word for word, followed by the InfoTip that explains it (e.g. a toast's text). */
export function LabelWithInfoTip({ label, hint }: { label: string; hint: string }) {
  return (
    <span>
      {label} <InfoTip text={hint} />
    </span>
  );
}

/** A small (i) that explains the label beside it: its tooltip and its accessible name are `text`. */
export function InfoTip({ text }: { text: string }) {
  return (
    <Tooltip content={text}>
      <button
        type="button"
        aria-label={text}
        className="inline-flex h-5 w-5 items-center justify-center rounded-full align-middle text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <InfoIcon size={14} />
      </button>
    </Tooltip>
  );
}
