import type { Metadata } from "next";
import type { ReactNode } from "react";
import { headers } from "next/headers";
import { Toaster } from "@/components/ui/toaster";
import { BUSINESS_TIME_ZONE_ATTRIBUTE } from "@/lib/business-day";
import { getConfig } from "@/server/bff/config/config";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "BARK Back Office", template: "%s | BARK Back Office" },
  description: "Customer support and operations back office",
  robots: { index: false, follow: false },
};

/**
 * Root layout. proxy.ts generates a per-request CSP nonce and forwards it on the request (the
 * `Content-Security-Policy` and `x-nonce` request headers); Next reads it from there and stamps its
 * own scripts. Reading the request headers here makes every page render per request, which a
 * nonce-based CSP needs (a statically prerendered page would carry no nonce).
 * <html> carries the configured business time zone (BUSINESS_TIME_ZONE) for the browser: every date
 * a client component shows or reads is in that zone, as on the server (lib/business-day.ts businessTimeZone).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await headers();
  return (
    <html lang="en" {...{ [BUSINESS_TIME_ZONE_ATTRIBUTE]: getConfig().businessTimeZone }}>
      <body>
        {/* nuqs's adapter is not here: components/ui/url-state.tsx, around the parts that use its hooks (issue 23). */}
        {children}
        {/* The toast outlet: sonner's code loads with the first toast (lib/client/toast.ts). */}
        <Toaster />
      </body>
    </html>
  );
}
