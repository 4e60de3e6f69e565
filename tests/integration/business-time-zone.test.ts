/**
 * With BUSINESS_TIME_ZONE set to another zone than New York (here Los Angeles, for the embedded API
 * and for the app alike), the days the discount list's and the audit log's filters select are the
 * days the screens show: a discount created, or an audit entry written, at 05:30 UTC on Mar 2 is
 * shown on Mar 1 (9:30 PM PST) and a Mar 1 filter finds it, a Mar 2 filter does not (was: the
 * filters used the configured zone and the screens New York, so it was shown on Mar 2 and left out
 * of a Mar 2 filter). The app's zone is the server's business time zone (lib/business-day.ts
 * businessTimeZone, set by the BFF's configuration); the display is lib/format.ts, as the tables
 * (components/discounts/discounts-table.tsx, components/audit/audit-log-table.tsx) use it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { DEMO } from "../support/demo-staff";
import { availabilityText } from "@/components/discounts/discounts-table";
import { businessTimeZone, setServerBusinessTimeZone } from "@/lib/business-day";
import type { AuditEntryDto } from "@/lib/contract/audit";
import { discountSchema } from "@/lib/contract/discounts";
import { endpoints } from "@/lib/contract/endpoints";
import { pageSchema, type Page } from "@/lib/contract/paging";
import type { CallArgs, CallInput } from "@/lib/contract/endpoint";
import { formatDate, formatDateTime } from "@/lib/format";
import { discounts, staffAuditLog } from "@/server/backend/db/schema";

const LOS_ANGELES = "America/Los_Angeles";
/** 05:30 UTC on Mar 2: Mar 2, 12:30 AM in New York, Mar 1, 9:30 PM in Los Angeles. */
const LATE_EVENING = new Date("2027-03-02T05:30:00.000Z");
const AVAILABLE_END = new Date("2027-03-10T05:30:00.000Z");
const DAYS = ["2027-02-28", "2027-03-01", "2027-03-02", "2027-03-09", "2027-03-10"];
const AUDITED_STAFF = "tz-audit+bark@example.com";

describe(`one business time zone for the filters and the screens (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  const tokens: Record<string, string> = {};
  const appZone = businessTimeZone();

  beforeAll(async () => {
    be = await createTestBackend({ env: { BUSINESS_TIME_ZONE: LOS_ANGELES } });
    // The app reads the same BUSINESS_TIME_ZONE (server/bff/config/config.ts getConfig).
    setServerBusinessTimeZone(be.config.BUSINESS_TIME_ZONE);
    for (const email of [DEMO.admin, DEMO.all]) tokens[email] = await be.tokenFor(email);
    await be.db.insert(discounts).values({
      code: "TZONE",
      discountType: "AMOUNT",
      value: 5,
      limitType: "UNLIMITED",
      isActive: true,
      created: LATE_EVENING,
      availableStartDate: LATE_EVENING,
      availableEndDate: AVAILABLE_END,
    });
    await be.db.insert(staffAuditLog).values({ created: LATE_EVENING, staffEmail: AUDITED_STAFF, action: "export", details: {}, requestId: "tz-test" });
  }, 180_000);
  afterAll(async () => {
    setServerBusinessTimeZone(appZone);
    await be?.close();
  });

  const listDiscounts = async (query: CallInput<typeof endpoints.listDiscounts>["query"]) => {
    const res = await be.as({ token: tokens[DEMO.admin]! }).call(endpoints.listDiscounts, ...([{ query }] as unknown as CallArgs<typeof endpoints.listDiscounts>));
    expect(res.status).toBe(200);
    return pageSchema(discountSchema).parse(await res.json()).results;
  };
  const listAudit = async (query: CallInput<typeof endpoints.listAuditLog>["query"]) => {
    const res = await be.as({ token: tokens[DEMO.all]! }).call(endpoints.listAuditLog, ...([{ query }] as unknown as CallArgs<typeof endpoints.listAuditLog>));
    expect(res.status).toBe(200);
    return ((await res.json()) as Page<AuditEntryDto>).results;
  };

  it("the discount list's Created days are the days its Created column shows", async () => {
    const [shown] = await listDiscounts({ prefix: "TZONE" });
    expect(formatDate(shown!.created)).toBe("Mar 1, 2027");
    for (const day of DAYS) {
      const found = (await listDiscounts({ prefix: "TZONE", created_from: day, created_to: day })).length === 1;
      expect(found, day).toBe(formatDate(shown!.created) === formatDate(day));
    }
  });

  it("the discount list's Available days are the days its Available column shows", async () => {
    const [shown] = await listDiscounts({ prefix: "TZONE" });
    expect(availabilityText(shown!)).toBe("Mar 1, 2027 – Mar 9, 2027");
    // Available up to a day: from the shown start day on; available from a day: up to the shown end day.
    expect((await listDiscounts({ prefix: "TZONE", available_to: "2027-03-01" })).length).toBe(1);
    expect((await listDiscounts({ prefix: "TZONE", available_to: "2027-02-28" })).length).toBe(0);
    expect((await listDiscounts({ prefix: "TZONE", available_from: "2027-03-09" })).length).toBe(1);
    expect((await listDiscounts({ prefix: "TZONE", available_from: "2027-03-10" })).length).toBe(0);
  });

  it("the audit log's From/To days are the days its When column shows", async () => {
    const [shown] = await listAudit({ staff: AUDITED_STAFF });
    expect(formatDateTime(shown!.created)).toBe("Mar 1, 2027, 9:30 PM PST");
    for (const day of DAYS) {
      const found = (await listAudit({ staff: AUDITED_STAFF, from: day, to: day })).length === 1;
      expect(found, day).toBe(formatDate(shown!.created) === formatDate(day));
    }
  });
});
