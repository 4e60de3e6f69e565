/**
 * ShippingDetailsCard (components/orders/shipping-details-card.tsx): each fulfillment's heading names
 * every dog it serves (its pet_ids through the customer's dogs: lib/order-display.ts
 * `fulfillmentDogNames`), not only the API's first `pet`. In a fulfillment of several dogs each product
 * row, its action group and its File claim name the dog (one product for two dogs: two rows whose
 * File claim links went to different dogs under one name). The fulfillment's action area is not under test here.
 */
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ShippingDetailsCard } from "@/components/orders/shipping-details-card";
import type { OrderPageContext } from "@/components/orders/order-context";
import type { FulfillmentDto, FulfillmentProductDto } from "@/lib/contract/fulfillments";
import { orderDto } from "../support/order-dto";

vi.mock("@/components/orders/fulfillment-actions", () => ({ FulfillmentActions: () => null }));

const fulfillment = (id: string, petIds: string[]): FulfillmentDto => ({
  id,
  order_id: "7001",
  status: "SHIPPED",
  is_split_fulfillment: false,
  pet_ids: petIds,
  // As the API fills it: the first dog only.
  pet: petIds[0] ? { id: petIds[0], name: petIds[0] === "p-rex" ? "Rex" : "Bo" } : null,
  products: [],
  items: [],
  shipments: [],
  address1: null,
  address2: null,
  city: null,
  state: null,
  zip: null,
  country: null,
  carrier: null,
  carrier_rate_class: null,
  created: "2026-01-02T00:00:00Z",
});

const ctx = (fulfillments: FulfillmentDto[]): OrderPageContext => ({
  customerId: 7,
  customerName: "Ada Lovelace",
  customerPath: "/customer-lookup/7__Ada_Lovelace",
  orderPath: "/customer-lookup/7__Ada_Lovelace/order/7001",
  orderParams: { customerSegment: "7__Ada_Lovelace", orderId: "7001" },
  order: orderDto({ status: "FULFILLING", fulfillments }),
  group: "processing",
  pets: [
    { id: "p-rex", name: "Rex" },
    { id: "p-bo", name: "Bo" },
  ],
  // A Team Member: every role may file a claim.
  staff: { is_active: true, groups: [{ name: "BarkTeamMember" }] },
});

const line = (id: number, petId: string | null, code = "MEAL-U-B-4200-4W"): FulfillmentProductDto => ({
  id,
  code,
  name: code === "MEAL-U-B-4200-4W" ? "UnKibble Beef 4200" : "Bag clip",
  type: code === "MEAL-U-B-4200-4W" ? "MEAL" : "MATERIAL",
  is_frozen: false,
  pet_id: petId,
  price: 50,
  discount_amount: 0,
  items: [],
  packs_per_day: null,
  scoops_per_day: null,
  plan_size: { scoop_calories: null },
});

describe("ShippingDetailsCard", () => {
  it("heads a fulfillment of several dogs with every dog's name (was: the first dog's only)", () => {
    render(<ShippingDetailsCard ctx={ctx([fulfillment("5000001", ["p-rex", "p-bo"]), fulfillment("5000002", ["p-bo"]), fulfillment("5000003", [])])} />);
    expect(screen.getByRole("heading", { name: "Fulfillment 5000001 (Rex, Bo)" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Fulfillment 5000002 (Bo)" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Fulfillment 5000003" })).toBeInTheDocument();
  });

  it("one product for two dogs in one fulfillment: each row, its actions and its File claim name the dog the claim is for (was: two identical rows and links)", () => {
    const both = { ...fulfillment("5000001", ["p-rex", "p-bo"]), products: [line(1, "p-rex"), line(2, "p-bo"), line(3, null, "CLIP")] };
    render(<ShippingDetailsCard ctx={ctx([both])} />);
    const rex = screen.getByRole("link", { name: "File claim for MEAL-U-B-4200-4W (Rex)" });
    const bo = screen.getByRole("link", { name: "File claim for MEAL-U-B-4200-4W (Bo)" });
    expect(rex.getAttribute("href")).toContain("/pet/p-rex/");
    expect(bo.getAttribute("href")).toContain("/pet/p-bo/");
    const rows = screen.getAllByRole("listitem").filter((li) => within(li).queryByRole("link", { name: /^File claim/ }));
    expect(rows.map((li) => li.textContent)).toEqual([
      "MEAL-U-B-4200-4W UnKibble Beef 4200 (Rex)File claim",
      "MEAL-U-B-4200-4W UnKibble Beef 4200 (Bo)File claim",
      // A line of no dog in particular names none on its row; its claim is the fulfillment's first dog's, and says so.
      "CLIP Bag clipFile claim",
    ]);
    expect(screen.getByRole("group", { name: "Actions of MEAL-U-B-4200-4W (Bo)" })).toContainElement(bo);
    expect(screen.getByRole("link", { name: "File claim for CLIP (Rex)" }).getAttribute("href")).toContain("/pet/p-rex/");
  });

  it("a fulfillment of one dog (its heading names it): rows and File claim as before, without the dog", () => {
    const one = { ...fulfillment("5000002", ["p-bo"]), products: [line(1, "p-bo")] };
    render(<ShippingDetailsCard ctx={ctx([one])} />);
    expect(screen.getByRole("link", { name: "File claim for MEAL-U-B-4200-4W" }).getAttribute("href")).toContain("/pet/p-bo/");
    expect(screen.getByRole("group", { name: "Actions of MEAL-U-B-4200-4W" })).toBeInTheDocument();
    expect(screen.getByText("UnKibble Beef 4200", { exact: false }).closest("li")).not.toHaveTextContent("(Bo)");
  });
});
