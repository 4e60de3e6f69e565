"use client";
/**
 * SessionEndedDialog: the notice SessionEndedOutlet (./session-ended-dialog.tsx) shows. Props:
 * open; signInHref (/login?next=…&session=ended, opened in a new tab); onClose (Close, Escape, the
 * close icon). Texts: lib/ui-constants.ts SESSION_ENDED_NOTICE.
 */
import { Button, buttonClassName } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SESSION_ENDED_NOTICE } from "@/lib/ui-constants";

export function SessionEndedDialog({ open, signInHref, onClose }: { open: boolean; signInHref: string; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={SESSION_ENDED_NOTICE.title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {SESSION_ENDED_NOTICE.close}
          </Button>
          {/* A plain link (not the client router): a new tab, a full load of the sign-in page. */}
          <a href={signInHref} target="_blank" rel="noopener" className={buttonClassName()} data-autofocus="">
            {SESSION_ENDED_NOTICE.signIn}
          </a>
        </>
      }
    >
      <p className="text-sm text-slate-700">{SESSION_ENDED_NOTICE.text}</p>
    </Dialog>
  );
}
