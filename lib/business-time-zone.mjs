/**
 * The business time zone when none is configured (`BUSINESS_TIME_ZONE`): the one definition. Plain
 * JavaScript because scripts/test.mjs reads it too (Node runs it without TypeScript); the types are in
 * business-time-zone.d.mts. lib/business-day.ts re-exports it.
 */
export const DEFAULT_BUSINESS_TIME_ZONE = "America/New_York";
