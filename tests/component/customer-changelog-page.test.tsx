/**
 * The customer changelog page (app/(app)/customer-lookup/[customerSegment]/changelog/page.tsx) with
 * its server modules mocked: the changelog and the customer load together and both are awaited
 * (a missing customer never leaves the changelog's rejection unhandled), a 4xx changelog answer is
 * not retried, a 5xx is retried once.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { notFound, redirect } from "next/navigation";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const mocks = vi.hoisted(() => ({ loadCustomer: vi.fn(), upstreamCall: vi.fn(), requirePageAccess: vi.fn() }));
vi.mock("@/server/bff/pages/customer", () => ({ loadCustomer: mocks.loadCustomer }));
vi.mock("@/server/bff/session/guards", () => ({ requirePageAccess: mocks.requirePageAccess }));
vi.mock("@/server/bff/upstream/upstream", () => ({ upstreamCall: mocks.upstreamCall }));

import { CHANGELOG_CUSTOMER_LOAD_FAILED } from "@/lib/customers/messages";

const { default: CustomerChangelogPage } = await import("@/app/(app)/customer-lookup/[customerSegment]/changelog/page");

function thrown(fn: () => never): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error("did not throw");
}

const params = (customerSegment: string) => ({ params: Promise.resolve({ customerSegment }) });
const customer = { id: 5, first_name: "Jane", last_name: "Doe", pets: [{ id: "pet-1", name: "Rex" }], orders: { upcoming: [], processing: [], past: [] } };
const entry = { id: 1, created: "2026-03-01T10:00:00Z", user: "team@example.com", action: "Update", object_type: "account", pet_id: null, pet_name: null, changes: {} };

/** Unhandled rejections seen while a test runs (vitest would also report them, after the fact). */
let unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeEach(() => {
  unhandled = [];
  process.on("unhandledRejection", onUnhandled);
  mocks.requirePageAccess.mockResolvedValue({});
});

afterEach(() => {
  process.off("unhandledRejection", onUnhandled);
  vi.resetAllMocks();
});

describe("customer changelog page", () => {
  it("a missing customer is the 404, and the changelog's later rejection (a redirect) is handled", async () => {
    const missing = thrown(() => notFound());
    const toLogin = thrown(() => redirect("/login"));
    mocks.loadCustomer.mockRejectedValue(missing);
    mocks.upstreamCall.mockImplementation(() => new Promise((_, reject) => setTimeout(() => reject(toLogin), 20)));
    await expect(CustomerChangelogPage(params("5"))).rejects.toBe(missing);
    await new Promise((r) => setTimeout(r, 60));
    expect(unhandled).toEqual([]);
  });

  it("a segment with another name than the customer's goes to the current name's segment (the breadcrumb names the customer); the bare id and the current name render", async () => {
    mocks.loadCustomer.mockResolvedValue(customer);
    mocks.upstreamCall.mockResolvedValue([entry]);
    const error = (await CustomerChangelogPage(params("5__Old_Name")).catch((e: unknown) => e)) as { digest?: string };
    expect(error.digest).toContain("/customer-lookup/5__Jane_Doe/changelog");
    for (const segment of ["5", "5__Jane_Doe"]) {
      const view = render(await CustomerChangelogPage(params(segment)));
      expect(await screen.findByRole("heading", { name: "Changelog of Jane Doe" })).toBeInTheDocument();
      view.unmount();
    }
  });

  it("a customer that fails to load (not a 404) leaves the entries on screen, without the pet filter, under the segment's name (was: the whole page failed)", async () => {
    mocks.loadCustomer.mockRejectedValue(Object.assign(new Error("Upstream answered 502"), { status: 502 }));
    mocks.upstreamCall.mockResolvedValue([{ ...entry, pet_id: "pet-1", pet_name: "Rex" }]);
    render(await CustomerChangelogPage(params("5__Jane_Doe")));
    expect(screen.getByRole("heading", { name: "Changelog of Jane Doe" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the customer" })).toHaveAttribute("href", "/customer-lookup/5__Jane_Doe");
    const [shown] = await screen.findAllByTestId("changelog-entry");
    expect(shown).toHaveTextContent("Pet: Rex");
    expect(screen.getByText(CHANGELOG_CUSTOMER_LOAD_FAILED)).toBeInTheDocument();
    expect(screen.queryByText("Filter by pet")).toBeNull();
    cleanup();

    // A bare id: the breadcrumb's name for it; and the changelog's own double failure is still spec 01 §8's sentence.
    mocks.upstreamCall.mockRejectedValue(Object.assign(new Error("Upstream answered 503"), { status: 503 }));
    render(await CustomerChangelogPage(params("5")));
    expect(screen.getByRole("heading", { name: "Changelog of Customer 5" })).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent("Request failed, please try to refresh the page");
  });

  it("a 4xx changelog answer is not retried: the failure message", async () => {
    mocks.loadCustomer.mockResolvedValue(customer);
    mocks.upstreamCall.mockRejectedValue(Object.assign(new Error("Upstream answered 404"), { status: 404 }));
    render(await CustomerChangelogPage(params("5")));
    expect(mocks.upstreamCall).toHaveBeenCalledTimes(1);
    // The list is a deferred island (its code loads on the client): found once it is rendered.
    expect(await screen.findByRole("alert")).toHaveTextContent("Request failed, please try to refresh the page");
  });

  it("a 5xx is retried once; the entries show", async () => {
    mocks.loadCustomer.mockResolvedValue(customer);
    mocks.upstreamCall.mockRejectedValueOnce(Object.assign(new Error("Upstream answered 502"), { status: 502 })).mockResolvedValueOnce([entry]);
    render(await CustomerChangelogPage(params("5")));
    expect(mocks.upstreamCall).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("heading", { name: "Changelog of Jane Doe" })).toBeInTheDocument();
    expect(await screen.findAllByTestId("changelog-entry")).toHaveLength(1);
  });

  it("a field kept with the same value on both sides reads as its value, not as a change (was: order_id: 1000001 → 1000001)", async () => {
    mocks.loadCustomer.mockResolvedValue(customer);
    const removal = {
      ...entry,
      action: "DELETE",
      object_type: "discount",
      object_id: "SAVE10",
      changes: { discount_code: { old: "SAVE10", new: null }, order_id: { old: "1000001", new: "1000001" } },
    };
    mocks.upstreamCall.mockResolvedValue([removal]);
    render(await CustomerChangelogPage(params("5")));
    const [shown] = await screen.findAllByTestId("changelog-entry");
    expect(shown).toHaveTextContent("discount code: SAVE10 → —");
    expect(shown).toHaveTextContent("order id: 1000001");
    expect(shown).not.toHaveTextContent("1000001 → 1000001");
  });

  it("every field reads as the timeline words it: money as money, an order's lines by product name, codes in words, a dog by its short id; never JSON", async () => {
    const line = { id: 11, code: "MEAL-U-B-2100-2W", description: "UnKibble Beef 2 kg", pet_id: null, pet_plan: null };
    mocks.loadCustomer.mockResolvedValue({ ...customer, orders: { upcoming: [], processing: [], past: [{ id: "1000005", products: [line], fulfillments: [] }] } });
    const created = {
      ...entry,
      action: "CREATE",
      object_type: "order",
      object_id: "1000005",
      changes: {
        order_type: { old: null, new: "ONETIME" },
        order_products: { old: null, new: [{ code: "MEAL-U-B-2100-2W", quantity: 1 }] },
        total_price: { old: null, new: 39.1 },
        charge_status: { old: null, new: "SUCCESS" },
      },
    };
    const petUpdate = { ...entry, id: 2, object_type: "pet", object_id: "91879d9a-1111-4000-8000-000000000001", changes: { weight: { old: 20, new: 22 } } };
    mocks.upstreamCall.mockResolvedValue([created, petUpdate]);
    render(await CustomerChangelogPage(params("5")));
    const shown = (await screen.findAllByTestId("changelog-entry")).map((e) => e.textContent ?? "").join("\n");
    expect(shown).toContain("total price: — → $39.10");
    expect(shown).toContain("UnKibble Beef 2 kg");
    expect(shown).toContain("order type: — → Onetime");
    expect(shown).toContain("#91879");
    expect(shown).not.toContain("91879d9a-1111");
    expect(shown).not.toMatch(/[[{]"/);
  });
});
