"use client";
/**
 * The header's account menu: the signed-in email, the role, the build date and version, and Logout
 * (destroys the session through POST /api/auth/logout, clears this browser's recently viewed
 * customers and orders, then /login).
 * Props: email: string; role: string (display name); buildDate: string; buildVersion: string.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { LOGIN_PATH } from "@/lib/auth-paths";
import { clearRecentItems } from "./recent-items-store";
import type { LogoutAnswer } from "@/lib/contract/session";
import { LOGOUT_UNCONFIRMED_PARAM } from "@/lib/contract/session-answers";
import { ChevronDownIcon } from "@/components/ui/icons";

export interface UserMenuProps {
  email: string;
  role: string;
  buildDate: string;
  buildVersion: string;
}

export function UserMenu({ email, role, buildDate, buildVersion }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("mousedown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  async function logout() {
    setLeaving(true);
    let target = LOGIN_PATH;
    try {
      const res = await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin" });
      const answer = (await res.json().catch(() => null)) as LogoutAnswer | null;
      // The back-office service did not confirm its sign-out (after the app's retries): /login says so.
      if (!res.ok || answer?.upstream_signed_out === false) target = `${LOGIN_PATH}?logout=${LOGOUT_UNCONFIRMED_PARAM}`;
    } catch {
      target = `${LOGIN_PATH}?logout=${LOGOUT_UNCONFIRMED_PARAM}`;
    } finally {
      clearRecentItems();
      // A full page load: nothing of the session stays in the client router's memory.
      window.location.assign(new URL(target, window.location.origin));
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
      >
        <span aria-hidden="true" className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700">
          {email.charAt(0).toUpperCase()}
        </span>
        <span className="sr-only">Account menu</span>
        <ChevronDownIcon />
      </button>
      {open ? (
        <div id={menuId} role="region" aria-label="Account" className="absolute right-0 z-20 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-lg">
          <dl className="space-y-2">
            <MenuFact label="Signed in as" className="break-all font-medium text-slate-900" testId="user-menu-email">
              {email}
            </MenuFact>
            <MenuFact label="Role">{role}</MenuFact>
            <MenuFact label="Build date" testId="user-menu-build-date">
              {buildDate}
            </MenuFact>
            <MenuFact label="Build version" testId="user-menu-build-version">
              {buildVersion}
            </MenuFact>
          </dl>
          <button
            type="button"
            onClick={() => void logout()}
            disabled={leaving}
            className="mt-3 w-full rounded-md bg-slate-900 px-3 py-2 font-medium text-white hover:bg-slate-700 disabled:opacity-60"
          >
            Logout
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** One fact of the account menu: its label over its value. */
function MenuFact({ label, testId, className = "text-slate-800", children }: { label: string; testId?: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
