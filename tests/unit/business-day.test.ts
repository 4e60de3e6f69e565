import { describe, expect, it } from "vitest";
import { businessDay, isValidTimeZone, secondsLeftInBusinessDay } from "@/lib/business-day";

describe("businessDay", () => {
  it("is the calendar day in America/New_York by default", () => {
    // 03:30 UTC on 2 March is still 1 March in New York (UTC-5).
    expect(businessDay(new Date("2026-03-02T03:30:00Z"))).toBe("2026-03-01");
    expect(businessDay(new Date("2026-03-02T05:00:00Z"))).toBe("2026-03-02");
  });

  it("follows daylight saving time (UTC-4 in summer)", () => {
    expect(businessDay(new Date("2026-07-02T03:59:59Z"), "America/New_York")).toBe("2026-07-01");
    expect(businessDay(new Date("2026-07-02T04:00:00Z"), "America/New_York")).toBe("2026-07-02");
  });

  it("uses the configured zone", () => {
    const d = new Date("2026-11-22T23:30:00Z");
    expect(businessDay(d, "UTC")).toBe("2026-11-22");
    expect(businessDay(d, "Asia/Tokyo")).toBe("2026-11-23");
    expect(businessDay(d, "America/Los_Angeles")).toBe("2026-11-22");
  });

  it("pads month and day", () => {
    expect(businessDay(new Date("2026-01-05T12:00:00Z"), "UTC")).toBe("2026-01-05");
  });

  it("knows valid zones", () => {
    expect(isValidTimeZone("America/New_York")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
  });
});

describe("secondsLeftInBusinessDay", () => {
  it("counts to the next midnight in the business zone, DST days included", () => {
    // 05:00 in New York → 19 h left.
    expect(secondsLeftInBusinessDay(new Date("2026-11-23T10:00:00Z"), "America/New_York")).toBe(19 * 3600);
    // The spring-forward day has 23 hours, the fall-back day 25.
    expect(secondsLeftInBusinessDay(new Date("2026-03-08T05:00:00Z"), "America/New_York")).toBe(23 * 3600);
    expect(secondsLeftInBusinessDay(new Date("2026-11-01T04:00:00Z"), "America/New_York")).toBe(25 * 3600);
    // The last second of a day.
    expect(secondsLeftInBusinessDay(new Date("2026-11-24T04:59:59Z"), "America/New_York")).toBe(1);
  });
});
