/** Statuses people can read (issue 21): every value of every status kind has a readable label and a tone. */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as contractDiscounts from "@/lib/contract/discounts";
import * as enums from "@/lib/contract/enums";
import {
  activeStateOf,
  anyStatusLabel,
  humanizeCode,
  STATUS_KINDS,
  STATUS_TONE_TABLE,
  STATUS_TONES,
  statusLabel,
  statusTone,
  type StatusKind,
} from "@/lib/status";

const kinds = Object.keys(STATUS_KINDS) as StatusKind[];

describe("status labels and tones", () => {
  for (const kind of kinds) {
    it(`${kind}: every value has a tone and a label in sentence case`, () => {
      for (const code of STATUS_KINDS[kind]) {
        expect(Object.prototype.hasOwnProperty.call(STATUS_TONE_TABLE[kind], code), `${kind} ${code} has no tone`).toBe(true);
        expect(STATUS_TONES).toContain(statusTone(kind, code));
        const label = statusLabel(kind, code);
        expect(label, `${kind} ${code}`).toMatch(/^[A-Z][A-Za-z ]*$/);
        expect(label).not.toContain("_");
      }
    });
  }

  it("every status enum of lib/enums and the contract is a kind, or is shown otherwise", () => {
    const shownOtherwise = new Set([
      // Bulk discount jobs show a progress bar ("Done · 100 %"), not a badge.
      contractDiscounts.DiscountBulkJobStatus,
    ]);
    const candidates = [...Object.entries(enums), ...Object.entries(contractDiscounts)].filter(
      ([name, value]) => (name.endsWith("Status") || name === "ActiveState") && value instanceof z.ZodEnum,
    );
    expect(candidates.length).toBeGreaterThanOrEqual(7);
    const kindValues = Object.values(STATUS_KINDS).map((options) => [...options].sort().join());
    for (const [name, value] of candidates) {
      if (shownOtherwise.has(value as never)) continue;
      expect(kindValues, `${name} has no status kind`).toContain([...(value as z.ZodEnum).options].sort().join());
    }
  });

  it("reads the issue's examples as people would", () => {
    expect(statusLabel("order", "MAX_RETRY_REACHED")).toBe("Max retry reached");
    expect(statusLabel("order", "READY_FOR_FULFILLMENT")).toBe("Ready for fulfillment");
    expect(statusLabel("pet", "DECEASED_TO_NOT_LIST")).toBe("Deceased to not list");
    expect(humanizeCode("FEDEX_HOME_DELIVERY")).toBe("Fedex home delivery");
    expect(statusLabel("order", "HOLD")).toBe("On hold");
    expect(statusLabel("fulfillment", "ORDERDESK_SENT")).toBe("Sent to OrderDesk");
    expect(statusLabel("fulfillment", "CREATING_AFTERSHIP_SHIPMENTS")).toBe("Creating AfterShip shipments");
    expect(statusLabel("staff", activeStateOf(false))).toBe("Deactivated");
    expect(statusLabel("discount", activeStateOf(false))).toBe("Inactive");
    expect(statusLabel("discount", activeStateOf(true))).toBe("Active");
  });

  it("tones by meaning: ERROR and HOLD need attention, FULFILLING is in progress", () => {
    expect(statusTone("order", "ERROR")).toBe("attention");
    expect(statusTone("order", "HOLD")).toBe("attention");
    expect(statusTone("order", "MAX_RETRY_REACHED")).toBe("attention");
    expect(statusTone("charge", "FAILED")).toBe("attention");
    expect(statusTone("fulfillment", "DELIVERY_FAILED")).toBe("attention");
    expect(statusTone("order", "FULFILLING")).toBe("progress");
    expect(statusTone("order", "PREVIEW")).toBe("progress");
    expect(statusTone("charge", "PENDING")).toBe("progress");
    expect(statusTone("order", "COMPLETE")).toBe("done");
    expect(statusTone("order", "FULFILLED")).toBe("done");
    expect(statusTone("charge", "SUCCESS")).toBe("done");
    expect(statusTone("staff", "ACTIVE")).toBe("done");
    expect(statusTone("order", "CANCELLED")).toBe("inactive");
    expect(statusTone("plan", "DECEASED")).toBe("inactive");
  });

  it("a code the kind does not know reads in sentence case, inactive; a missing one is empty", () => {
    expect(statusLabel("order", "SOMETHING_NEW")).toBe("Something new");
    expect(statusTone("order", "SOMETHING_NEW")).toBe("inactive");
    expect(statusTone("order", "toString")).toBe("inactive");
    expect(statusLabel("order", null)).toBe("");
    expect(humanizeCode(undefined)).toBe("");
    expect(humanizeCode("braintree")).toBe("Braintree");
  });
});

describe("anyStatusLabel: a status whose kind is not known (a changelog's status field)", () => {
  it("reads as the badge of the kinds that have the code, the code in words where they differ or none has it", () => {
    expect(anyStatusLabel("HOLD")).toBe(statusLabel("order", "HOLD"));
    expect(anyStatusLabel("HOLD")).toBe("On hold");
    expect(anyStatusLabel("ORDERDESK_SENT")).toBe("Sent to OrderDesk");
    expect(anyStatusLabel("CREATING_AFTERSHIP_SHIPMENTS")).toBe("Creating AfterShip shipments");
    expect(anyStatusLabel("DECEASED_TO_NOT_LIST")).toBe("Deceased to not list");
    expect(anyStatusLabel("CANCELLED")).toBe("Cancelled");
    expect(anyStatusLabel("INACTIVE")).toBe("Inactive");
    expect(anyStatusLabel("NOT_A_STATUS")).toBe("Not a status");
    expect(anyStatusLabel(null)).toBe("");
  });
});
