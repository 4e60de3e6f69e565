"use client";
/**
 * Shown on /session-expired: the toast "Daily login expired" (bottom-centre, no progress bar), then
 * /login after DAILY_EXPIRY_REDIRECT_MS (3 s): a session is valid for one calendar day. Props: none.
 */
import { useEffect, useRef } from "react";
import { useRouter } from "next/navigation";
import { announceDailyLoginExpired } from "@/lib/client/api";
import { LOGIN_PATH } from "@/lib/auth-paths";

export function SessionExpiredNotice() {
  const router = useRouter();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    announceDailyLoginExpired(() => router.replace(LOGIN_PATH));
  }, [router]);
  return <p className="text-center text-slate-700">Your session ended with the day. Taking you to the sign-in page…</p>;
}
