/**
 * A form's date and time is read in the business time zone (lib/business-day.ts
 * parseBusinessDateTime), the zone every date is shown in, whatever zone the browser or the server
 * runs in: a discount's start typed as 10:00 is shown as 10:00 (was: read in the browser's zone,
 * shown in New York's, 1:00 PM for 10:00 typed in Los Angeles).
 */
import { afterEach, describe, expect, it } from "vitest";
import { businessTimeHint, parseBusinessDateTime } from "@/lib/business-day";
import { discountCreateSchema } from "@/lib/discount-rules";

const savedTz = process.env.TZ;
afterEach(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

describe("parseBusinessDateTime", () => {
  it("reads a datetime-local text as New York wall time, winter and summer", () => {
    expect(parseBusinessDateTime("2027-03-01T10:00").toISOString()).toBe("2027-03-01T15:00:00.000Z");
    expect(parseBusinessDateTime("2027-07-01T10:00").toISOString()).toBe("2027-07-01T14:00:00.000Z");
    expect(parseBusinessDateTime("2027-07-01T23:30:15").toISOString()).toBe("2027-07-02T03:30:15.000Z");
  });

  it("whatever the process's own zone (a browser in Los Angeles, a server in UTC or Tokyo)", () => {
    for (const tz of ["America/Los_Angeles", "UTC", "Asia/Tokyo"]) {
      process.env.TZ = tz;
      expect(parseBusinessDateTime("2027-03-01T10:00").toISOString(), tz).toBe("2027-03-01T15:00:00.000Z");
    }
    // The old reading, for contrast: the same text in Los Angeles was 18:00 UTC.
    process.env.TZ = "America/Los_Angeles";
    expect(new Date("2027-03-01T10:00").toISOString()).toBe("2027-03-01T18:00:00.000Z");
  });

  it("across the clock changes: a skipped time reads an hour later, a repeated one as the first", () => {
    // 2027-03-14: 02:00 EST jumps to 03:00 EDT; 02:30 does not exist.
    expect(parseBusinessDateTime("2027-03-14T01:30").toISOString()).toBe("2027-03-14T06:30:00.000Z");
    expect(parseBusinessDateTime("2027-03-14T02:30").toISOString()).toBe("2027-03-14T07:30:00.000Z");
    expect(parseBusinessDateTime("2027-03-14T03:30").toISOString()).toBe("2027-03-14T07:30:00.000Z");
    // 2027-11-07: 02:00 EDT falls back to 01:00 EST; 01:30 happens twice.
    expect(parseBusinessDateTime("2027-11-07T01:30").toISOString()).toBe("2027-11-07T05:30:00.000Z");
    expect(parseBusinessDateTime("2027-11-07T02:30").toISOString()).toBe("2027-11-07T07:30:00.000Z");
  });

  it("east of UTC too, a skipped time reads an hour later (London, 2027-03-28 01:30 does not exist)", () => {
    expect(parseBusinessDateTime("2027-03-28T01:30", "Europe/London").toISOString()).toBe("2027-03-28T01:30:00.000Z");
    expect(parseBusinessDateTime("2027-03-28T00:30", "Europe/London").toISOString()).toBe("2027-03-28T00:30:00.000Z");
  });

  it("milliseconds and years before 100 are read as written", () => {
    process.env.TZ = "America/Los_Angeles";
    expect(parseBusinessDateTime("2027-03-01T10:00:00.250").toISOString()).toBe("2027-03-01T15:00:00.250Z");
    expect(parseBusinessDateTime("0050-06-01T12:00", "UTC").toISOString()).toBe("0050-06-01T12:00:00.000Z");
  });

  it("reads ISO text with a zone as written, and refuses what is no date", () => {
    expect(parseBusinessDateTime("2027-03-01T10:00:00Z").toISOString()).toBe("2027-03-01T10:00:00.000Z");
    expect(parseBusinessDateTime("2027-03-01T10:00:00-08:00").toISOString()).toBe("2027-03-01T18:00:00.000Z");
    for (const bad of ["2027-02-30T10:00", "2027-13-01T10:00", "2027-03-01T24:00", "2027-03-01T10:60", "soon"]) expect(Number.isNaN(parseBusinessDateTime(bad).getTime()), bad).toBe(true);
    // JavaScript's own reading would take these for 2001-01-01, March 2, the next day and years PostgreSQL refuses.
    for (const bad of ["1", "Dec 31 2030", "2027-02-30T10:00:00Z", "2027-03-01T24:00:00Z", "2027-03-01T10:00:00+24:00", "+099999-01-01T00:00:00Z", "-000001-01-01T00:00:00Z", "0000-06-01T12:00", "9999-12-31T23:00"]) {
      expect(Number.isNaN(parseBusinessDateTime(bad).getTime()), bad).toBe(true);
    }
    // A day alone is that day's midnight in the business time zone, as a time without a zone is (was UTC midnight: 7 PM the evening before).
    expect(parseBusinessDateTime("2027-03-01", "America/New_York").toISOString()).toBe("2027-03-01T05:00:00.000Z");
    expect(parseBusinessDateTime("2027-07-01", "America/New_York").toISOString()).toBe("2027-07-01T04:00:00.000Z");
    expect(parseBusinessDateTime("2027-03-01", "UTC").toISOString()).toBe("2027-03-01T00:00:00.000Z");
    expect(Number.isNaN(parseBusinessDateTime("2027-02-30", "America/New_York").getTime())).toBe(true);
    expect(parseBusinessDateTime("9999-12-31T23:59:59.999Z").toISOString()).toBe("9999-12-31T23:59:59.999Z");
  });

  it("a discount's start and end from the form are answered as those instants; the hint names the zone", () => {
    process.env.TZ = "America/Los_Angeles";
    const parsed = discountCreateSchema.safeParse({
      code: "TZ-TEST",
      discount_type: "AMOUNT",
      value: "5",
      limit_type: "UNLIMITED",
      order_onetime: true,
      available_start_date: "2099-03-01T10:00",
      available_end_date: "2099-03-02T10:00",
    });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toMatchObject({ available_start_date: "2099-03-01T15:00:00.000Z", available_end_date: "2099-03-02T15:00:00.000Z" });
    expect(businessTimeHint()).toBe("New York time");
  });
});
