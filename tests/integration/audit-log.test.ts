/**
 * The staff audit log (issue 22) on the embedded API, both drivers: every privileged action
 * (refund, replacement, one-time order placed, login as customer, personal-data deletion, email
 * change, processor switch, export, staff-user add/deactivate/reactivate, a staff password-reset
 * link sent, discount deactivate/activate, bulk batch, promotion created) leaves exactly one entry, with who, what, the customer or object and the
 * request id of the server log; refused calls, dry runs and idempotent replays leave none. The log
 * is append-only: no method on its paths changes it, and the table's trigger refuses UPDATE and
 * DELETE. Filters (staff, action, business days), paging, the CSV export and the role rule.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { createCustomer } from "../support/factories";
import { DEMO } from "../support/demo-staff";
import type { UncheckedArgs } from "../support/api-client";
import type { AnyEndpoint } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import { AUDIT_MESSAGES, type AuditAction, type AuditEntryDto } from "@/lib/contract/audit";
import type { Page } from "@/lib/contract/paging";
import { accounts, discountBulkJobs, discounts, orderProducts, products, staffAuditLog } from "@/server/backend/db/schema";
import { seedDatabase } from "@/server/backend/seed";
import { authEndpoints } from "@/lib/contract/auth";
import { listFreeProducts } from "@/server/backend/queries/promotions";
import { SCENARIO_EMAILS, SCENARIO_ORDER_IDS as OID } from "@/server/backend/seed/scenario-emails";

const { team: TEAM, admin: ADMIN, ops: OPS, all: ALL } = DEMO;

describe(`staff audit log (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  const tokens: Record<string, string> = {};
  let n = 0;
  /** A request id of this test's own, sent as the BFF sends its own (x-request-id). */
  const newRequestId = () => `audit-test-${process.pid}-${++n}`;

  beforeAll(async () => {
    be = await createTestBackend({ seedStaff: false });
    await seedDatabase(be.db, { customers: 0, staffPassword: DEMO_PASSWORD });
    for (const email of [TEAM, ADMIN, OPS, ALL]) tokens[email] = await be.tokenFor(email);
  }, 180_000);
  afterAll(async () => be?.close());

  const call = async <E extends AnyEndpoint>(endpoint: E, input: UncheckedArgs<E>[0], as = TEAM, headers: Record<string, string> = {}) => {
    const res = await be.as({ token: tokens[as]! }).unchecked(endpoint, ...([{ ...input, headers: { ...input?.headers, ...headers } }] as UncheckedArgs<E>));
    const text = await res.text();
    return { status: res.status, text, json: (text.startsWith("{") || text.startsWith("[") ? JSON.parse(text) : null) as Record<string, unknown> };
  };
  const log = async (query: Record<string, unknown> = {}) => {
    const r = await call(endpoints.listAuditLog, { query }, ALL);
    expect(r.status, r.text).toBe(200);
    return r.json as unknown as Page<AuditEntryDto>;
  };
  const entryCount = async () => Number((await be.db.select({ n: sql<number>`count(*)` }).from(staffAuditLog))[0]!.n);
  const accountId = async (email: string) => (await be.db.select().from(accounts).where(eq(accounts.email, email)))[0]!.id;

  it("every privileged action leaves exactly one entry (who, what, on what, the request id of the log); refusals, dry runs and replays none", async () => {
    const performed: { action: AuditAction; requestId: string; staff: string; accountId?: number | null; objectType: string; objectId: string }[] = [];
    /** Performs one action with a request id of its own, expecting `status`, and notes what its entry must say. */
    const act = async <E extends AnyEndpoint>(
      expected: Omit<(typeof performed)[number], "requestId" | "staff">,
      endpoint: E,
      input: UncheckedArgs<E>[0],
      opts: { as?: string; status?: number; headers?: Record<string, string> } = {},
    ) => {
      const requestId = newRequestId();
      const r = await call(endpoint, input, opts.as ?? TEAM, { "x-request-id": requestId, ...opts.headers });
      expect(r.status, `${expected.action}: ${r.text}`).toBe(opts.status ?? (endpoint.status ?? 200));
      performed.push({ ...expected, requestId, staff: opts.as ?? TEAM });
      return r.json;
    };
    const before = await entryCount();

    // Refund (idempotent: the replay of the same key writes no second entry).
    const rita = await accountId(SCENARIO_EMAILS.refundable);
    const [line] = await be.db.select().from(orderProducts).where(eq(orderProducts.orderId, OID.partiallyRefunded)).orderBy(orderProducts.id);
    const refund = { body: { account: rita, order_id: OID.partiallyRefunded, order_product_refunds: [{ order_product_id: line!.id, amount: 1, tax_amount: 0 }] } };
    await act({ action: "refund", accountId: rita, objectType: "order", objectId: OID.partiallyRefunded }, endpoints.createRefund, refund, { headers: { "Idempotency-Key": "audit-refund-1" } });
    expect((await call(endpoints.createRefund, refund, TEAM, { "Idempotency-Key": "audit-refund-1" })).status).toBe(201);
    // A refused refund (above what is left) writes nothing.
    expect((await call(endpoints.createRefund, { body: { ...refund.body, order_product_refunds: [{ order_product_id: line!.id, amount: 99999, tax_amount: 0 }] } }, TEAM, { "Idempotency-Key": "audit-refund-2" })).status).toBe(400);

    // Replacement order.
    const fred = await accountId(SCENARIO_EMAILS.fulfilled);
    const [parentLine] = await be.db.select().from(orderProducts).where(eq(orderProducts.orderId, OID.fulfilled)).orderBy(orderProducts.id);
    const replacement = await act({ action: "replacement_order", accountId: fred, objectType: "order", objectId: "" }, endpoints.createOrder, {
      body: { account: fred, order_type: "REPLACEMENT", replacement_parent_order: OID.fulfilled, order_products: [{ product_code: parentLine!.code, quantity: 1, replacement_parent_order_product: parentLine!.id }] },
    });
    performed.at(-1)!.objectId = replacement.id as string;

    // One-time order placed (its dry run first: nothing).
    const [meal] = await be.db.select().from(products).where(eq(products.code, "MEAL-U-B-4200-4W"));
    const dog = await createCustomer(be.db, { defaultPricingModelId: 1, paymentMethods: [{ last4: "4242", isDefault: true }], pets: [{ plan: { products: [{ productId: meal!.id }] } }] });
    const oneTime = { account: dog.id, order_type: "ONETIME", discount_codes: [], order_products: [{ type: "ONETIME", product_code: "SNACK-JERKY-BEEF", pet_plan: dog.petPlanIds[0]!, quantity: 1 }] };
    expect((await call(endpoints.createOrder, { query: { dry_run: "true" }, body: oneTime })).status).toBe(201);
    const order = await act({ action: "one_time_order", accountId: dog.id, objectType: "order", objectId: "" }, endpoints.createOrder, { body: oneTime });
    performed.at(-1)!.objectId = order.id as string;

    // Login as customer, email change, processor switch, personal-data deletion (Admin).
    const cust = await createCustomer(be.db, { email: "audit.customer@example.com" });
    await act({ action: "login_as_customer", accountId: cust.id, objectType: "customer", objectId: String(cust.id) }, endpoints.impersonate, { query: { account_id: cust.id } });
    await act({ action: "email_change", accountId: cust.id, objectType: "customer", objectId: String(cust.id) }, endpoints.updateCustomerEmail, { params: { id: cust.id }, body: { new_email: "audit.changed@example.com" } });
    await act({ action: "payment_processor_switch", accountId: cust.id, objectType: "customer", objectId: String(cust.id) }, endpoints.switchPaymentProcessor, { body: { account_id: cust.id } }, { as: ADMIN });
    // The second switch is refused (no longer on the first provider): no entry.
    expect((await call(endpoints.switchPaymentProcessor, { body: { account_id: cust.id } }, ADMIN)).status).toBe(400);
    await act({ action: "pii_deletion", accountId: cust.id, objectType: "customer", objectId: String(cust.id) }, endpoints.deleteCustomerPii, { body: { email: "audit.changed@example.com" } }, { as: ADMIN });

    // An export (the BFF records it once per download).
    await act({ action: "export", accountId: null, objectType: "export", objectId: "items" }, endpoints.recordExportAudit, { body: { export: "items", filters: { search: "beef" } } }, { as: ADMIN });

    // Staff users: add, deactivate, reactivate.
    const staff = "audrey.audit+bark@example.com";
    await act({ action: "staff_user_created", accountId: null, objectType: "staff_user", objectId: staff }, endpoints.createStaffUser, { body: { first_name: "Audrey", last_name: "Audit", email: staff, group_name: "BarkTeamMember" } }, { as: ADMIN });
    await act({ action: "staff_user_deactivated", accountId: null, objectType: "staff_user", objectId: staff }, endpoints.updateStaffUser, { body: { email: staff, is_active: false } }, { as: OPS });
    await act({ action: "staff_user_activated", accountId: null, objectType: "staff_user", objectId: staff }, endpoints.updateStaffUser, { body: { email: staff, is_active: true } }, { as: OPS });
    // A password-reset link sent for that user (a credential for the account); refused ones (unknown user, a tier the sender may not change) write none,
    // nor does the sign-in page's own request (no signed-in sender).
    await act({ action: "staff_password_reset_link", accountId: null, objectType: "staff_user", objectId: staff }, endpoints.requestStaffPasswordReset, { body: { email: staff } }, { as: ADMIN });
    expect((await call(endpoints.requestStaffPasswordReset, { body: { email: "nobody+bark@example.com" } }, ADMIN)).status).toBe(404);
    expect((await call(endpoints.requestStaffPasswordReset, { body: { email: ALL } }, ADMIN)).status).toBe(403);
    expect((await be.as(null).call(authEndpoints.passwordResetRequest, { body: { email: staff } })).status).toBe(200);

    // A promotion created (promotions have no changelog: the audit log is their record).
    const [free] = await listFreeProducts(be.db);
    const promotion = await act({ action: "promotion_created", accountId: null, objectType: "promotion", objectId: "" }, endpoints.createPromotion, { body: { name: "Audit promotion", free_product_code: free!.code } }, { as: ALL });
    performed.at(-1)!.objectId = String(promotion.id);

    // A discount deactivated and activated again; a bulk batch.
    const [discount] = await be.db.select().from(discounts).where(eq(discounts.isActive, true)).orderBy(discounts.id).limit(1);
    const toggle = (is_active: boolean) => ({ params: { id: discount!.id }, body: { code: discount!.code, is_active } });
    await act({ action: "discount_deactivated", accountId: null, objectType: "discount", objectId: discount!.code }, endpoints.updateDiscountStatus, toggle(false), { as: OPS });
    await act({ action: "discount_activated", accountId: null, objectType: "discount", objectId: discount!.code }, endpoints.updateDiscountStatus, toggle(true), { as: OPS });
    const bulk = await act({ action: "bulk_discount_batch", accountId: null, objectType: "discount_batch", objectId: "" }, endpoints.bulkCreateDiscounts, {
      body: { discount_type: "PERCENTAGE", value: 10, description: "Audit batch", limit_type: "X_ORDERS_PER_CUSTOMER", limit_value: 1, is_active: true, order_trial: true, order_subscription: true, order_onetime: false, eligible_products: [], exempt_from_sale_state: false, prefix: "AUDIT", number_of_codes: 3 },
    }, { as: ALL });
    performed.at(-1)!.objectId = String(bulk.id);

    // Every action of the issue (and the highest-tier writes nothing else attributes) is here, each exactly once.
    const ALL_ACTIONS: AuditAction[] = [
      "refund", "replacement_order", "one_time_order", "login_as_customer", "pii_deletion", "email_change", "payment_processor_switch",
      "export", "staff_user_created", "staff_user_activated", "staff_user_deactivated", "staff_password_reset_link", "discount_activated", "discount_deactivated", "bulk_discount_batch",
      "promotion_created",
    ];
    expect(new Set(performed.map((p) => p.action))).toEqual(new Set(ALL_ACTIONS));
    expect(await entryCount()).toBe(before + performed.length);
    const backendLog = be.logLines();
    for (const p of performed) {
      const { count, results } = await log({ action: p.action });
      expect(count, p.action).toBe(1);
      expect(results[0], p.action).toMatchObject({ action: p.action, staff_email: p.staff, account_id: p.accountId ?? null, object_type: p.objectType, object_id: p.objectId, request_id: p.requestId });
      // The same request id is on the API's request log line of that call.
      expect(backendLog.some((l) => l.msg === "request" && l.request_id === p.requestId && l.staff_email === p.staff), p.action).toBe(true);
    }
    // No customer's personal data in the log (the deleted customer's emails are gone everywhere).
    const text = JSON.stringify((await log()).results);
    expect(text).not.toContain("audit.customer@example.com");
    expect(text).not.toContain("audit.changed@example.com");

    // The batch finishes in the background; wait so the database closes idle.
    for (let i = 0; i < 200; i++) {
      const [job] = await be.db.select().from(discountBulkJobs).where(eq(discountBulkJobs.id, Number(bulk.id)));
      if (job?.status === "DONE") break;
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  it("cannot be changed through any call: PUT, PATCH and DELETE on its paths answer 404/405, and the table refuses UPDATE and DELETE", async () => {
    const before = await log();
    expect(before.count).toBeGreaterThan(0);
    const id = before.results[0]!.id;
    for (const path of ["/api/audit_log/", `/api/audit_log/${id}`, `/api/audit_log/${id}/`, "/api/audit_log/exports", `/api/audit_log/exports/${id}`, "/api/audit_log_export"]) {
      for (const method of ["PUT", "PATCH", "DELETE"]) {
        const res = await be.call(method, path, { token: tokens[ALL], body: { action: "refund", staff_email: "someone+bark@example.com" } });
        expect([404, 405], `${method} ${path}`).toContain(res.status);
      }
    }
    await expect(be.db.update(staffAuditLog).set({ staffEmail: "x+bark@example.com" }).where(eq(staffAuditLog.id, id))).rejects.toThrow();
    await expect(be.db.delete(staffAuditLog).where(eq(staffAuditLog.id, id))).rejects.toThrow();
    expect(await log()).toEqual(before);
  });

  it("filters by staff, action and business days (in the URL's query), pages by 10, and exports the same selection as CSV", async () => {
    const byOps = await log({ staff: " OPS+bark@example.com " });
    expect(byOps.count).toBe(4);
    expect(byOps.results.every((e) => e.staff_email === OPS)).toBe(true);
    expect((await log({ staff: OPS, action: "discount_activated" })).count).toBe(1);
    const all = await log();
    expect(all.results).toHaveLength(10);
    expect(all.next).toContain("page=2");
    const page2 = await log({ page: 2 });
    expect(page2.results.length).toBe(all.count - 10);
    // Newest first.
    const times = [...all.results, ...page2.results].map((e) => e.created);
    expect([...times].sort().reverse()).toEqual(times);
    // Business days (America/New_York): an entry at 03:30 UTC on March 10 is March 9 there.
    await be.db.insert(staffAuditLog).values({ staffEmail: ADMIN, action: "export", objectType: "export", objectId: "old", requestId: "old-1", created: new Date("2025-03-10T03:30:00Z") });
    const day = await log({ from: "2025-03-09", to: "2025-03-09" });
    expect(day.results.map((e) => e.object_id)).toEqual(["old"]);
    expect((await log({ from: "2025-03-10", to: "2025-03-10" })).count).toBe(0);
    expect((await log({ from: "2025-03-09" })).count).toBe(all.count + 1);
    expect((await log({ to: "2025-03-09" })).count).toBe(1);
    // Bad filters: 400 on the field.
    expect(await call(endpoints.listAuditLog, { query: { from: "2025-02-30" } }, ALL)).toMatchObject({ status: 400, json: { from: [AUDIT_MESSAGES.invalidDate] } });
    expect(await call(endpoints.listAuditLog, { query: { from: "2025-03-10", to: "2025-03-09" } }, ALL)).toMatchObject({ status: 400, json: { to: [AUDIT_MESSAGES.dateOrder] } });
    expect((await call(endpoints.listAuditLog, { query: { action: "nope" } }, ALL)).status).toBe(400);

    const csv = await call(endpoints.exportAuditLog, { query: { staff: OPS } }, ALL);
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split("\n");
    expect(lines[0]).toBe("ID,When,Staff,Action,Action label,Customer ID,Object type,Object ID,Details,Request ID");
    expect(lines).toHaveLength(1 + 4);
    expect(lines[1]).toContain("discount_activated,Discount activated");
  });

  it("is for All Module Access only; recording an export is for any signed-in user and validates its body", async () => {
    for (const who of [TEAM, ADMIN, OPS]) {
      expect((await call(endpoints.listAuditLog, {}, who)).status, who).toBe(403);
      expect((await call(endpoints.exportAuditLog, {}, who)).status, who).toBe(403);
    }
    expect((await call(endpoints.recordExportAudit, { body: { export: "" } }, TEAM)).status).toBe(400);
    expect((await call(endpoints.recordExportAudit, { body: { export: "items", filters: { search: 5 } } }, TEAM)).status).toBe(400);
    expect((await call(endpoints.recordExportAudit, { body: { export: "product-info" } }, TEAM)).status).toBe(201);
  });
});
