/**
 * Build date, version and commit, baked in at build time by next.config.mjs (NEXT_PUBLIC_BUILD_*).
 * The one module that reads them; the header menu shows them.
 */
export interface BuildInfo {
  version: string;
  commit: string;
  /** ISO 8601 timestamp of the build, or "" when unknown. */
  date: string;
}

export const BUILD_INFO: BuildInfo = {
  version: process.env.NEXT_PUBLIC_BUILD_VERSION || "0.0.0-dev",
  commit: process.env.NEXT_PUBLIC_BUILD_COMMIT || "unknown",
  date: process.env.NEXT_PUBLIC_BUILD_DATE || "",
};

/** "2026-11-22 04:10 UTC" for the header menu; "unknown" when the build date is missing or invalid. */
export function formatBuildDate(iso: string): string {
  const t = Date.parse(iso);
  if (!iso || Number.isNaN(t)) return "unknown";
  return `${new Date(t).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** "0.1.0 (abc1234)" */
export function formatBuildVersion(info: BuildInfo = BUILD_INFO): string {
  return info.commit && info.commit !== "unknown" ? `${info.version} (${info.commit.slice(0, 7)})` : info.version;
}
