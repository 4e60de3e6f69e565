import type { Metadata } from "next";
import { SessionExpiredNotice } from "@/components/auth/session-expired-notice";
import { PublicCard } from "@/components/shell/public-card";

export const metadata: Metadata = { title: "Session ended" };

/** Where proxy.ts and the pages send a session whose day is over. */
export default function SessionExpiredPage() {
  return (
    <PublicCard title="Signed out">
      <SessionExpiredNotice />
    </PublicCard>
  );
}
