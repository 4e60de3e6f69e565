/** The first step of the customer pages (server/bff/pages/customer-page.ts openCustomerPage): guard, then parse. */
import { describe, expect, it, vi } from "vitest";

const requirePageAccess = vi.fn();
vi.mock("@/server/bff/session/guards", () => ({ requirePageAccess: (...args: unknown[]) => requirePageAccess(...args) }));
const { openCustomerPage } = await import("@/server/bff/pages/customer-page");
const { pages } = await import("@/lib/pages");

describe("openCustomerPage", () => {
  it("guards with the page's own entry, then parses the segment", async () => {
    requirePageAccess.mockResolvedValue({ email: "team@example.com" });
    expect(await openCustomerPage(pages.customer, { customerSegment: "42__Jane_Doe" })).toEqual({ id: 42, displayName: "Jane Doe", staff: { email: "team@example.com" } });
    expect(requirePageAccess).toHaveBeenLastCalledWith(pages.customer, { customerSegment: "42__Jane_Doe" });
    expect(await openCustomerPage(pages.customerChangelog, { customerSegment: "42" })).toMatchObject({ id: 42, displayName: null });
  });

  it("is the 404 page for a segment that is no customer, after the guard", async () => {
    requirePageAccess.mockClear().mockResolvedValue({});
    const error = await openCustomerPage(pages.customer, { customerSegment: "x" }).catch((e: unknown) => e);
    expect((error as { digest?: string }).digest).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(requirePageAccess).toHaveBeenCalledTimes(1);
  });

  it("stops at the guard (its redirect) before parsing", async () => {
    requirePageAccess.mockRejectedValueOnce(new Error("REDIRECT /unauthorized"));
    await expect(openCustomerPage(pages.customer, { customerSegment: "x" })).rejects.toThrow("REDIRECT /unauthorized");
  });
});
