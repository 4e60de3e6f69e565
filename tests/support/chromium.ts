/**
 * Debian's Chromium and the flags every headless run of it uses here (browsers are not
 * downloaded): the end-to-end tests (playwright.config.ts) and `npm run bench:lighthouse`.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
