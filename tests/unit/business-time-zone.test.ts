/**
 * One business time zone for what is shown, what is typed and what is filtered (lib/business-day.ts
 * businessTimeZone): with BUSINESS_TIME_ZONE set to another zone than New York, the server shows
 * every timestamp and date in it, reads a form's date and time in it, and its field hints name it,
 * so an entry shown as "Mar 1" is the one a Mar 1 day filter keeps (was: the filters used the
 * configured zone, while display, hints and typed dates stayed in New York, so an entry shown as
 * Mar 2, 12:30 AM was left out of a Mar 2 filter). The BFF's configuration sets the server's zone,
 * and the root layout writes the same zone on <html> for the browser (tests/component/create-promotion-form.test.tsx).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { businessDay, businessTimeHint, businessTimeZone, BUSINESS_TIME_ZONE_ATTRIBUTE, parseBusinessDateTime, setServerBusinessTimeZone } from "@/lib/business-day";
import { changeValueText, formatDate, formatDateTime } from "@/lib/format";
import { filterTimeline, NO_TIMELINE_FILTERS } from "@/lib/timeline/entries";
import { timelineEntry } from "../support/timeline-entry";

vi.mock("next/headers", () => ({ headers: async () => new Headers() }));

const LOS_ANGELES = "America/Los_Angeles";
/** 05:30 UTC on Mar 2: Mar 2, 12:30 AM in New York, Mar 1, 9:30 PM in Los Angeles. */
const LATE_EVENING = "2027-03-02T05:30:00.000Z";

const before = businessTimeZone();
afterEach(() => {
  setServerBusinessTimeZone(before);
  vi.unstubAllEnvs();
});

describe("businessTimeZone on the server", () => {
  it("is New York until a configuration sets one: the default display is unchanged", () => {
    expect(businessTimeZone()).toBe("America/New_York");
    expect(formatDateTime(LATE_EVENING)).toBe("Mar 2, 2027, 12:30 AM EST");
    expect(formatDate(LATE_EVENING)).toBe("Mar 2, 2027");
    expect(businessTimeHint()).toBe("New York time");
    expect(parseBusinessDateTime("2027-03-01T10:00").toISOString()).toBe("2027-03-01T15:00:00.000Z");
  });

  it("shows timestamps and dates, names the hint and reads typed times in the configured zone", () => {
    setServerBusinessTimeZone(LOS_ANGELES);
    expect(businessTimeZone()).toBe(LOS_ANGELES);
    expect(formatDateTime(LATE_EVENING)).toBe("Mar 1, 2027, 9:30 PM PST");
    expect(formatDateTime(new Date(LATE_EVENING))).toBe("Mar 1, 2027, 9:30 PM PST");
    expect(formatDate(LATE_EVENING)).toBe("Mar 1, 2027");
    expect(formatDate(new Date(LATE_EVENING))).toBe("Mar 1, 2027");
    // A calendar date is the same day in every zone.
    expect(formatDate("2027-03-02")).toBe("Mar 2, 2027");
    // A changelog's timestamp value reads as every date on screen.
    expect(changeValueText(LATE_EVENING)).toBe("Mar 1, 2027, 9:30 PM PST");
    expect(businessTimeHint()).toBe("Los Angeles time");
    expect(parseBusinessDateTime("2027-03-01T10:00").toISOString()).toBe("2027-03-01T18:00:00.000Z");
    expect(businessDay(new Date(LATE_EVENING))).toBe("2027-03-01");
  });

  it("remembers each zone's answers apart: the same value in another zone is formatted again", () => {
    expect(formatDateTime(LATE_EVENING)).toBe("Mar 2, 2027, 12:30 AM EST");
    setServerBusinessTimeZone(LOS_ANGELES);
    expect(formatDateTime(LATE_EVENING)).toBe("Mar 1, 2027, 9:30 PM PST");
    setServerBusinessTimeZone("America/New_York");
    expect(formatDateTime(LATE_EVENING)).toBe("Mar 2, 2027, 12:30 AM EST");
    expect(formatDate(LATE_EVENING)).toBe("Mar 2, 2027");
  });

  it("the timeline's day filter keeps the entries shown on that day", () => {
    setServerBusinessTimeZone(LOS_ANGELES);
    const entries = [timelineEntry("late", LATE_EVENING), timelineEntry("next-morning", "2027-03-02T17:00:00.000Z")];
    const shownOn = (day: string) => entries.filter((e) => formatDate(e.time) === formatDate(day)).map((e) => e.id);
    const keptOn = (day: string) => filterTimeline(entries, { ...NO_TIMELINE_FILTERS, from: day, to: day }, LOS_ANGELES).map((e) => e.id);
    for (const day of ["2027-03-01", "2027-03-02"]) expect(keptOn(day), day).toEqual(shownOn(day));
    expect(keptOn("2027-03-01")).toEqual(["late"]);
  });
});

describe("the BFF's configured zone", () => {
  it("becomes the server's zone when the configuration is read, and the root layout writes it on <html>", async () => {
    vi.stubEnv("BUSINESS_TIME_ZONE", LOS_ANGELES);
    const { getConfig } = await import("@/server/bff/config/config");
    expect(getConfig().businessTimeZone).toBe(LOS_ANGELES);
    expect(businessTimeZone()).toBe(LOS_ANGELES);
    expect(formatDateTime(LATE_EVENING)).toBe("Mar 1, 2027, 9:30 PM PST");
    const { default: RootLayout } = await import("@/app/layout");
    const html = (await RootLayout({ children: null })) as { type: string; props: Record<string, unknown> };
    expect(html.type).toBe("html");
    expect(html.props[BUSINESS_TIME_ZONE_ATTRIBUTE]).toBe(LOS_ANGELES);
  });
});
