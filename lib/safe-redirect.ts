/**
 * Where to go after sign-in: the `next` value only when it is a page of this site (lib/pages.ts
 * `matchPage`), otherwise "/". Values such as `//evil.com`, `/\evil.com`, `https://evil.com`,
 * `javascript:…` and their percent-encoded forms all land on "/", and so does any path of this site
 * that is no page (`/api/…`, `/_next/…`): the sign-in form navigates there from this site's own
 * page, so a link's `next` must not be able to send a state-changing or audited request (a
 * login-as-customer, a CSV export) in the staff member's name past the proxy's cross-site check.
 */
import { matchPage } from "./pages";

const BASE = "http://bark.invalid";

export function safeNextPath(value: unknown): string {
  if (typeof value !== "string" || value === "") return "/";
  // Look at the value and at every decoding of it: an encoded "//" or "\" must not slip through.
  let current = value;
  for (let i = 0; i < 5; i++) {
    if (!looksLikeLocalPath(current)) return "/";
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return "/";
    }
    if (decoded === current) break;
    current = decoded;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return "/";
  }
  if (url.origin !== BASE) return "/";
  const path = `${url.pathname}${url.search}${url.hash}`;
  return looksLikeLocalPath(path) && matchPage(url.pathname) !== null ? path : "/";
}

function looksLikeLocalPath(v: string): boolean {
  if (!v.startsWith("/")) return false;
  if (v.startsWith("//")) return false;
  if (v.includes("\\")) return false;
  // Control characters (browsers strip tabs/newlines: "/\t/evil.com" → "//evil.com").
  if (/[\u0000-\u001f\u007f]/.test(v)) return false;
  return true;
}
