/**
 * Actions show from the call they make: a control that performs a call is shown when
 * `canCall(staff, endpoints.x)` (lib/roles.ts) is true, the capability coming from the call's
 * descriptor. The order page's action components ask no capability by name; and for every role the
 * controls show exactly as before (the page's own access, or the capability they asked by name).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { endpoints } from "@/lib/contract/endpoints";
import { pages } from "@/lib/pages";
import { ALL_ROLES, can, canCall, type Capability } from "@/lib/roles";

const root = path.resolve(__dirname, "../..");
const staff = (...groups: string[]) => ({ is_active: true, groups: groups.map((name) => ({ name })) });

describe("canCall", () => {
  it("asks the descriptor's capability", () => {
    expect(canCall(staff("BarkTeamMember"), endpoints.splitFulfillment)).toBe(false);
    expect(canCall(staff("BarkOpsAdmin"), endpoints.splitFulfillment)).toBe(true);
    expect(canCall(staff("BarkOpsAdmin"), endpoints.deleteCustomerPii)).toBe(false);
    expect(canCall(null, endpoints.createRefund)).toBe(false);
    expect(canCall({ is_active: false, groups: [{ name: "BarkAllModuleAccess" }] }, endpoints.createRefund)).toBe(false);
  });

  it("shows each control to the same roles as before", () => {
    // [the call the control makes, what it was shown on before]
    const before: [{ capability: Capability }, Capability][] = [
      [endpoints.createRefund, pages.order.access as Capability], // Refund: no check of its own, shown with the page
      [endpoints.createOrder, pages.order.access as Capability], // Replace Order, Create One-Time Order on the order page
      [endpoints.createClaim, pages.order.access as Capability], // File claim
      [endpoints.markFulfillmentDeliveryFailed, pages.order.access as Capability], // Delivery Failed
      [endpoints.markOrderCancelled, "customerAccountActions"],
      [endpoints.splitFulfillment, "splitFulfillment"],
      [endpoints.deleteClaim, "deleteClaim"],
      [endpoints.updateOrder, "customerAccountActions"],
      [endpoints.createOrder, "customerAccountActions"],
      [endpoints.deleteCustomerPii, "deleteCustomerPii"],
      [endpoints.switchPaymentProcessor, "switchPaymentProcessor"],
      [endpoints.updatePet, "customerAccountActions"],
    ];
    for (const role of [...ALL_ROLES, "Unsupported Group"]) {
      for (const [call, capability] of before) {
        expect(canCall(staff(role), call), `${role} ${capability}`).toBe(can(staff(role), capability));
      }
    }
  });

  it("the order page's action components ask no capability by name (only canCall with a descriptor)", () => {
    const dirs = ["components/orders", "components/claims"];
    const byName = dirs.flatMap((dir) =>
      readdirSync(path.join(root, dir))
        .filter((f) => f.endsWith(".tsx") || f.endsWith(".ts"))
        .filter((f) => /\bcan\([^)]*,\s*"/.test(readFileSync(path.join(root, dir, f), "utf8")))
        .map((f) => `${dir}/${f}`),
    );
    expect(byName).toEqual([]);
  });
});
