/**
 * The staff audit log's Details and Action texts (lib/audit-log.ts `auditDetailsText`,
 * lib/contract/audit.ts `AUDIT_ACTION_LABELS`): money as money with 2 decimals and the currency
 * prefix (spec 02 §9), codes by the labels the screens give them, the changelog's wording of each
 * field; a declined one-time order not called "charged".
 */
import { describe, expect, it } from "vitest";
import { auditDetailsText } from "@/lib/audit-log";
import { AUDIT_ACTION_LABELS } from "@/lib/contract/audit";
import { formatDateTime } from "@/lib/format";

describe("auditDetailsText", () => {
  it("a refund: its amount as money and its reason by the refund form's label (was 'amount: 12.5; lines: 1; reason: DAMAGED_PRODUCT')", () => {
    expect(auditDetailsText({ amount: 12.5, lines: 1, reason: "DAMAGED_PRODUCT" })).toBe("amount: $12.50; lines: 1; reason: Damaged product");
    expect(auditDetailsText({ amount: 1234.5, lines: 2, reason: "GOODWILL" })).toBe("amount: $1,234.50; lines: 2; reason: Goodwill gesture");
    expect(auditDetailsText({ amount: 5, lines: 1, reason: null })).toBe("amount: $5.00; lines: 1; reason: —");
  });

  it("a one-time order: its total as money and its charge status by the badge's label (was 'total price: 39.1; charge status: FAILED')", () => {
    expect(auditDetailsText({ total_price: 39.1, charge_status: "FAILED" })).toBe("total price: $39.10; charge status: Failed");
    expect(auditDetailsText({ total_price: 0, charge_status: "SUCCESS" })).toBe("total price: $0.00; charge status: Success");
  });

  it("the other actions' details: ids and names as written, a staff group by its role's name, statuses by their labels, a time as on screen, an export's filters as typed", () => {
    expect(auditDetailsText({ replacement_parent_order: "1000014" })).toBe("replacement parent order: 1000014");
    expect(auditDetailsText({ name: "BOGO", status: "ACTIVE" })).toBe("name: BOGO; status: Active");
    expect(auditDetailsText({ name: "Spring treat", previous_status: "INACTIVE" })).toBe("name: Spring treat; previous status: Inactive");
    expect(auditDetailsText({ group: "BarkTeamMember", is_active: true })).toBe("group: Team Member; is active: true");
    expect(auditDetailsText({ prefix: "SPRING", number_of_codes: 50 })).toBe("prefix: SPRING; number of codes: 50");
    expect(auditDetailsText({ from: "braintree", to: "stripe" })).toBe("from: braintree; to: stripe");
    expect(auditDetailsText({ expires_at: "2026-03-02T17:30:00.000Z" })).toBe(`expires at: ${formatDateTime("2026-03-02T17:30:00.000Z")}`);
    expect(auditDetailsText({ filters: { search: "BEEF", status: "ACTIVE" } })).toBe("filters: search=BEEF, status=ACTIVE");
    expect(auditDetailsText({ filters: {} })).toBe("filters: none");
    expect(auditDetailsText({})).toBe("");
  });
});

describe("the one-time order's action label", () => {
  it("is true for a declined charge too: the order is placed either way, the details say how its charge went (was 'One-time order charged')", () => {
    expect(AUDIT_ACTION_LABELS.one_time_order).toBe("One-time order placed");
  });
});
