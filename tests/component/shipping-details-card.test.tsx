/**
 * ShippingDetailsCard (components/orders/shipping-details-card.tsx): each fulfillment's heading names
 * every dog it serves (its pet_ids through the customer's dogs: lib/order-display.ts
 * `fulfillmentDogNames`), not only the API's first `pet`. The action areas are not under test here.
 */
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ShippingDetailsCard } from "@/components/orders/shipping-details-card";
import type { OrderPageContext } from "@/components/orders/order-context";
import type { FulfillmentDto } from "@/lib/contract/fulfillments";
import { orderDto } from "../support/order-dto";

vi.mock("@/components/orders/fulfillment-actions", () => ({ FulfillmentActions: () => null }));
vi.mock("@/components/orders/fulfillment-product-actions", () => ({ FulfillmentProductActions: () => null }));

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
  staff: { is_active: true, groups: [{ name: "Admin" }] },
});

describe("ShippingDetailsCard", () => {
  it("heads a fulfillment of several dogs with every dog's name (was: the first dog's only)", () => {
    render(<ShippingDetailsCard ctx={ctx([fulfillment("5000001", ["p-rex", "p-bo"]), fulfillment("5000002", ["p-bo"]), fulfillment("5000003", [])])} />);
    expect(screen.getByRole("heading", { name: "Fulfillment 5000001 (Rex, Bo)" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Fulfillment 5000002 (Bo)" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Fulfillment 5000003" })).toBeInTheDocument();
  });
});
