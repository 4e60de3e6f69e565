/**
 * Where to go after sign-in: the `next` value only when it is a path of this site, otherwise "/".
 * Values such as `//evil.com`, `/\evil.com`, `https://evil.com`, `javascript:…` and their
 * percent-encoded forms all land on "/".
 */
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
  return looksLikeLocalPath(path) ? path : "/";
}

function looksLikeLocalPath(v: string): boolean {
  if (!v.startsWith("/")) return false;
  if (v.startsWith("//")) return false;
  if (v.includes("\\")) return false;
  // Control characters (browsers strip tabs/newlines: "/\t/evil.com" → "//evil.com").
  if (/[\u0000-\u001f\u007f]/.test(v)) return false;
  return true;
}
