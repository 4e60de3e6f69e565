/**
 * Create Promotion shows spec 02 §2's help text word for word above the form, and places the
 * promotion once per intended promotion: POST promotions goes through callApiOnce (one
 * Idempotency-Key per request, so a double submit or a retry after a timeout adds it once). A start
 * or end off the pickers' 30-minute step is refused under its field (the form is noValidate: the
 * input's step attribute alone enforces nothing), nothing sent. Its start and end are read in the
 * configured business time zone, the one the root layout writes on <html> (lib/business-day.ts
 * businessTimeZone), and their hints name it (was: New York whatever the configuration).
 */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CreatePromotionForm } from "@/components/promotions/create-promotion-form";
import { endpoints } from "@/lib/contract/endpoints";
import { PROMOTION_MESSAGES } from "@/lib/contract/promotions";
import { BUSINESS_TIME_ZONE_ATTRIBUTE } from "@/lib/business-day";
import { formatDateTime } from "@/lib/format";

const mocks = vi.hoisted(() => ({ callApi: vi.fn(), callApiOnce: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: mocks.push, replace: vi.fn() }), usePathname: () => "/promotions/create-promotion" }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/api")>()), callApi: mocks.callApi, callApiOnce: mocks.callApiOnce }));

describe("CreatePromotionForm", () => {
  it("shows the spec's help text", () => {
    render(<CreatePromotionForm freeProducts={[{ id: 1, code: "MERCH-TOTE" }]} productCodes={[]} />);
    expect(screen.getByText("The promotion applies to trial orders only. When it is active, free products are shown on the funnel checkout page with a banner.")).toBeTruthy();
  });

  it("creates the promotion through callApiOnce (once per intended promotion), never a bare callApi", { timeout: 30_000 }, async () => {
    mocks.callApiOnce.mockImplementation(async (_endpoint: unknown, input: { body: { name: string } }) => ({ id: 7, name: input.body.name }));
    const user = userEvent.setup();
    render(<CreatePromotionForm freeProducts={[{ id: 1, code: "MERCH-TOTE" }]} productCodes={[]} />);
    await user.type(screen.getByLabelText("Name"), "Free tote");
    await user.click(screen.getByRole("combobox", { name: "Free product" }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "MERCH-TOTE" }));
    await user.click(screen.getByRole("button", { name: "Create Promotion" }));
    const dialog = await screen.findByRole("dialog", { name: "Create promotion?" });
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(mocks.callApiOnce).toHaveBeenCalledTimes(1));
    expect(mocks.callApiOnce).toHaveBeenCalledWith(endpoints.createPromotion, { body: expect.objectContaining({ name: "Free tote", free_product_code: "MERCH-TOTE" }) });
    expect(mocks.callApi).not.toHaveBeenCalledWith(endpoints.createPromotion, expect.anything());
  });

  it("refuses a start or end off the 30-minute step under its field, and sends nothing", { timeout: 30_000 }, async () => {
    mocks.callApiOnce.mockClear();
    const user = userEvent.setup();
    render(<CreatePromotionForm freeProducts={[{ id: 1, code: "MERCH-TOTE" }]} productCodes={[]} />);
    await user.type(screen.getByLabelText("Name"), "Free tote");
    await user.click(screen.getByRole("combobox", { name: "Free product" }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "MERCH-TOTE" }));
    fireEvent.change(screen.getByLabelText("Start"), { target: { value: "2026-12-02T10:15" } });
    fireEvent.change(screen.getByLabelText("End"), { target: { value: "2026-12-03T10:20" } });
    await user.click(screen.getByRole("button", { name: "Create Promotion" }));
    await waitFor(() => expect(screen.getByLabelText("Start")).toHaveAccessibleDescription(expect.stringContaining(PROMOTION_MESSAGES.halfHourSteps)));
    expect(screen.getByLabelText("End")).toHaveAccessibleDescription(expect.stringContaining(PROMOTION_MESSAGES.halfHourSteps));
    expect(screen.queryByRole("dialog", { name: "Create promotion?" })).toBeNull();
    expect(mocks.callApiOnce).not.toHaveBeenCalled();
  });

  describe("in the configured business time zone (<html>'s attribute)", () => {
    afterEach(() => document.documentElement.removeAttribute(BUSINESS_TIME_ZONE_ATTRIBUTE));

    it("names the zone in the hints, reads the typed start and end in it, and shows times in it", { timeout: 30_000 }, async () => {
      document.documentElement.setAttribute(BUSINESS_TIME_ZONE_ATTRIBUTE, "America/Los_Angeles");
      mocks.callApiOnce.mockReset();
      mocks.callApiOnce.mockImplementation(async (_endpoint: unknown, input: { body: { name: string } }) => ({ id: 8, name: input.body.name }));
      const user = userEvent.setup();
      render(<CreatePromotionForm freeProducts={[{ id: 1, code: "MERCH-TOTE" }]} productCodes={[]} />);
      expect(screen.getByLabelText("Start")).toHaveAccessibleDescription("Los Angeles time.");
      expect(screen.getByLabelText("End")).toHaveAccessibleDescription("Los Angeles time.");
      await user.type(screen.getByLabelText("Name"), "Free tote");
      await user.click(screen.getByRole("combobox", { name: "Free product" }));
      await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "MERCH-TOTE" }));
      fireEvent.change(screen.getByLabelText("Start"), { target: { value: "2099-03-01T22:00" } });
      fireEvent.change(screen.getByLabelText("End"), { target: { value: "2099-03-02T10:30" } });
      await user.click(screen.getByRole("button", { name: "Create Promotion" }));
      await user.click(within(await screen.findByRole("dialog", { name: "Create promotion?" })).getByRole("button", { name: "Create" }));
      await waitFor(() => expect(mocks.callApiOnce).toHaveBeenCalledTimes(1));
      expect(mocks.callApiOnce).toHaveBeenCalledWith(endpoints.createPromotion, {
        body: expect.objectContaining({ start_timestamp: "2099-03-02T06:00:00.000Z", end_timestamp: "2099-03-02T18:30:00.000Z" }),
      });
      // Shown as typed: the same zone.
      expect(formatDateTime("2099-03-02T06:00:00.000Z")).toBe("Mar 1, 2099, 10:00 PM PST");
    });

    it("New York when the page carries no zone", () => {
      render(<CreatePromotionForm freeProducts={[{ id: 1, code: "MERCH-TOTE" }]} productCodes={[]} />);
      expect(screen.getByLabelText("Start")).toHaveAccessibleDescription("New York time.");
      expect(formatDateTime("2099-03-02T06:00:00.000Z")).toBe("Mar 2, 2099, 1:00 AM EST");
    });
  });
});
