/**
 * scripts/business-midnight.mjs: the seconds left in the business day, which `npm test` reads so its
 * end-to-end stage never runs across midnight in the business time zone (its sign-ins end there; a
 * review of time found every end-to-end test after midnight on /session-expired).
 */
import { describe, expect, it } from "vitest";
// @ts-expect-error a plain-JavaScript script of the test runner, without types
import { secondsLeftInBusinessDay } from "../../scripts/business-midnight.mjs";

describe("secondsLeftInBusinessDay", () => {
  it("counts to midnight in the business time zone, not in UTC", () => {
    // 04:30 UTC in November is 23:30 in New York: half an hour left there, 19.5 hours in UTC.
    expect(secondsLeftInBusinessDay(new Date("2026-11-28T04:30:00Z"), "America/New_York")).toBe(30 * 60);
    expect(secondsLeftInBusinessDay(new Date("2026-11-28T04:30:00Z"), "UTC")).toBe(19.5 * 3600);
    // Just after midnight there: nearly a whole day.
    expect(secondsLeftInBusinessDay(new Date("2026-11-28T05:00:30Z"), "America/New_York")).toBe(24 * 3600 - 30);
    expect(secondsLeftInBusinessDay(new Date("2026-07-01T03:59:00Z"), "America/New_York")).toBe(60);
  });
});
