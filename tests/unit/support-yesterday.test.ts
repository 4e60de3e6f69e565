/**
 * The tests' "a session from yesterday" (tests/support/bff.ts yesterday): the business day before
 * now's, also in the last hour of autumn's 25-hour day, when 24 hours back is still the same day
 * (a review of time found the session-expiry tests failing from 23:00 to 24:00 EST on that Sunday).
 */
import { describe, expect, it } from "vitest";
import { businessDay } from "@/lib/business-day";
import { testConfig, yesterday } from "../support/bff";

describe("yesterday", () => {
  const config = testConfig("http://127.0.0.1:1");
  it("is the calendar day before, in the business time zone", () => {
    expect(config.businessTimeZone).toBe("America/New_York");
    // 2026-11-01 is the day New York leaves daylight saving time: 23:30 EST that evening.
    const lastHour = new Date("2026-11-02T04:30:00Z");
    expect(businessDay(lastHour, config.businessTimeZone)).toBe("2026-11-01");
    expect(yesterday(config, lastHour)).toBe("2026-10-31");
    // An ordinary day, and the first hour after midnight.
    expect(yesterday(config, new Date("2026-11-28T12:00:00Z"))).toBe("2026-11-27");
    expect(yesterday(config, new Date("2026-03-09T04:30:00Z"))).toBe("2026-03-08");
  });
});
