/**
 * The timeline route (app/api/timeline/[customerSegment]/route.ts) answers, with its page, the
 * sources the timeline was built without on that call (`failed`), so the view can refuse a page
 * that lacks a source its list has (was: thrown away, and the page added as if whole). The chain
 * (session, capability) is tests/integration/bff-proxy.test.ts's withStaff; here it only hands the
 * request on, and the loaders are the BFF's, stubbed.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TimelineResult } from "@/server/bff/pages/timeline";
import { timelineEntry, timelineItem } from "../support/timeline-entry";

vi.mock("@/server/bff/session/with-staff", () => ({
  withStaff:
    <P>(handler: (ctx: { request: Request; params: P }) => Promise<Response>) =>
    async (request: Request, route: { params: Promise<P> }) =>
      handler({ request, params: await route.params }),
}));
const loadCustomer = vi.fn();
vi.mock("@/server/bff/pages/customer", () => ({ loadCustomer: (id: number) => loadCustomer(id) }));
const loadTimeline = vi.fn<(...args: unknown[]) => Promise<TimelineResult>>();
vi.mock("@/server/bff/pages/timeline", () => ({ loadTimeline: (...args: unknown[]) => loadTimeline(...args) }));
vi.mock("@/server/bff/config/config", () => ({ getConfig: () => ({ businessTimeZone: "America/New_York" }) }));
const { GET } = await import("@/app/api/timeline/[customerSegment]/route");

const ask = (query: string) => GET(new Request(`http://localhost:3000/api/timeline/7__Ann_Lee?${query}`), { params: Promise.resolve({ customerSegment: "7__Ann_Lee" }) });
const entries = [timelineEntry("o2", "2026-01-02T00:00:00.000Z"), timelineEntry("o1", "2026-01-01T00:00:00.000Z")];

describe("GET /api/timeline/{customerSegment}", () => {
  beforeEach(() => {
    loadCustomer.mockResolvedValue({ id: 7 });
    loadTimeline.mockReset();
  });

  it("answers the page with the sources that could not be read for it (was: left out, so a page without the claims looked whole)", async () => {
    loadTimeline.mockResolvedValue({ entries: entries.map(timelineItem), failed: ["claims"] });
    const res = await ask("afterTime=2026-01-02T00%3A00%3A00.000Z&afterId=o2&order=100");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ entries: [entries[1]], matched: 2, total: 2, remaining: 0, failed: ["claims"] });
    expect(loadTimeline).toHaveBeenLastCalledWith({ id: 7 }, { orderId: "100" });
  });

  it("a timeline built from every source says none failed", async () => {
    loadTimeline.mockResolvedValue({ entries: entries.map(timelineItem), failed: [] });
    expect(await (await ask("offset=0")).json()).toMatchObject({ matched: 2, failed: [] });
  });
});
