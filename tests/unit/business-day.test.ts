import { describe, expect, it, vi } from "vitest";
import { businessDay, isValidTimeZone, sameBusinessDay, secondsLeftInBusinessDay } from "@/lib/business-day";
import { tokenIsCurrent } from "@/server/backend/http/auth";

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

describe("sameBusinessDay", () => {
  const at = (iso: string) => new Date(iso);

  it("agrees with comparing businessDay around midnights and DST days", () => {
    // New York: 8 March 2026 has 23 hours, 1 November 2026 has 25; Tokyo has no DST.
    const nows = ["2026-03-08T12:00:00Z", "2026-11-01T12:00:00Z", "2026-11-01T04:30:00Z", "2026-07-02T03:59:59Z", "2026-07-02T04:00:00Z"];
    const dates = [
      "2026-03-08T04:59:59Z", "2026-03-08T05:00:00Z", "2026-03-09T03:59:59Z", "2026-03-09T04:00:00Z",
      "2026-11-01T03:59:59.999Z", "2026-11-01T04:00:00Z", "2026-11-02T04:59:59.500Z", "2026-11-02T05:00:00Z",
      "2026-07-01T04:00:00Z", "2026-07-02T03:59:59.999Z", "2026-07-02T04:00:00Z", "2026-07-03T03:59:59Z",
    ];
    for (const zone of ["America/New_York", "Asia/Tokyo", "UTC"]) {
      for (const now of nows) {
        for (const d of dates) {
          expect(sameBusinessDay(at(d), at(now), zone), `${zone} ${d} on the day of ${now}`).toBe(businessDay(at(d), zone) === businessDay(at(now), zone));
        }
      }
    }
  });

  it("formats no date while now stays on the day it last answered for: the API's token check on every request", () => {
    const now = at("2026-06-15T16:00:00Z");
    tokenIsCurrent(at("2026-06-15T10:00:00Z"), now, "Europe/Paris"); // finds the day's bounds
    const formatted = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    try {
      for (let i = 0; i < 20; i++) {
        const later = new Date(now.getTime() + i * 1_500);
        expect(tokenIsCurrent(at("2026-06-15T10:00:00Z"), later, "Europe/Paris")).toBe(true);
        expect(tokenIsCurrent(at("2026-06-14T21:59:59Z"), later, "Europe/Paris")).toBe(false);
        expect(tokenIsCurrent(at("2026-06-14T22:00:00Z"), later, "Europe/Paris")).toBe(true);
      }
      expect(formatted).not.toHaveBeenCalled();
    } finally {
      formatted.mockRestore();
    }
  });
});
