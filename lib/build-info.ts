/**
 * Version, commit and build date, baked in at build time by next.config.mjs (`env`), shown in the
 * header menu and sent upstream as x-fe-gh-commit-hash / x-fe-build-date. The literal
 * `process.env.X` references are what Next inlines; outside a Next build they read the environment.
 */
export const BUILD_INFO = {
  version: process.env.BARK_BUILD_VERSION || "0.0.0-dev",
  commit: process.env.BARK_BUILD_COMMIT || "unknown",
  date: process.env.BARK_BUILD_DATE || "unknown",
} as const;

export interface BuildInfo {
  version: string;
  commit: string;
  /** ISO 8601 timestamp of the build, or "unknown". */
  date: string;
}

/** The x-application header value. */
export const APPLICATION_NAME = "bark-backoffice";

/** "2026-11-22 04:10 UTC" for the header menu; "unknown" when the build date is missing or invalid. */
export function formatBuildDate(iso: string): string {
  const t = Date.parse(iso);
  if (!iso || Number.isNaN(t)) return "unknown";
  return `${new Date(t).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** "0.1.0 (abc1234)": the package version and, when known, the short git commit. */
export function formatBuildVersion(info: BuildInfo = BUILD_INFO): string {
  return info.commit && info.commit !== "unknown" ? `${info.version} (${info.commit.slice(0, 7)})` : info.version;
}
