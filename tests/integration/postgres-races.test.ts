/**
 * Two writes at the same moment, on PostgreSQL (PGlite has one connection, so no two transactions
 * overlap there). One side is held open in a transaction of the test's own, written as the API
 * writes it, while the other side's call runs; it commits a moment later. Each case fails when the
 * call does not lock what it reads before it writes:
 * - a claim deleted while another claim on the same order is filed: without the order locked
 *   before the count, the delete counts no claim and writes has_claim = false over the filing;
 * - a customer's password reset asked while the customer's personal data is deleted: without the
 *   account locked, the reset reads the address before the erasure and mails it after;
 * - two staff users deactivating each other: without both rows locked and the actor checked again,
 *   both commit and nobody of that tier is left to undo it;
 * - a promotion's status changed by someone else while another change is on its way: without the
 *   promotion locked before it is read, the audit entry records the status before the other change;
 * - a claim filed on a product while its fulfillment is split: without the fulfillment held by the
 *   claim's check, the claim is written on the old fulfillment after the split moved the product
 *   (and the claims filed before) away;
 * - a claim edited while its fulfillment is split: without the fulfillment, then the claim, locked
 *   before the claim is checked, the edit answers 400 (its product gone) instead of 409 (Reload);
 * - a claim deleted while its fulfillment is split: the split takes the fulfillment, then its claims,
 *   and no order row before them, so the deletion (the claim, then its order) finishes first.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { createTestBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { createClaimFixture } from "@/server/backend/seed/claim-fixtures";
import { accounts, claims, customerPasswordResetTokens, fulfillmentProducts, fulfillments, orders, outbox, passwordResetTokens, promotions, staffAuditLog, staffUsers } from "@/server/backend/db/schema";
import { BELONGING_MESSAGES } from "@/server/backend/queries/claims";
import { hashPassword } from "@/server/backend/auth/password";
import { createCustomer } from "../support/factories";
import { endpoints } from "@/lib/contract/endpoints";
import { DEMO } from "../support/demo-staff";
import { claimBody } from "../support/claim-body";
import { createProduct } from "@/server/backend/seed/rows";

describe.runIf(TEST_DB_DRIVER === "postgres")("writes at the same moment (PostgreSQL)", () => {
  let be: TestBackend;
  let admin: string;
  let team: string;
  let all: string;

  beforeAll(async () => {
    be = await createTestBackend();
    admin = await be.tokenFor(DEMO.admin);
    team = await be.tokenFor(DEMO.team);
    all = await be.tokenFor(DEMO.all);
  });
  afterAll(async () => be?.close());

  /** Runs `write` in a transaction held open until `call` has had time to reach its lock; then commits. */
  async function whileHeld<T>(write: (tx: TestBackend["db"]) => Promise<void>, call: () => Promise<T>): Promise<T> {
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let written!: () => void;
    const ready = new Promise<void>((resolve) => (written = resolve));
    const open = be.db.transaction(async (tx) => {
      await write(tx as unknown as TestBackend["db"]);
      written();
      await held;
    });
    await ready;
    const answer = call();
    // Long enough for the call to reach the row the open transaction holds (and wait there).
    await new Promise((r) => setTimeout(r, 400));
    commit();
    await open;
    return answer;
  }

  it("a claim deleted while another is filed on the same order: has_claim stays true", async () => {
    const f = await createClaimFixture(be.db, "FRESH_MEAL");
    const created = await be.as({ token: team }).call(endpoints.createClaim, { body: claimBody(f) as never });
    expect(created.status).toBe(201);
    const first = ((await created.json()) as { id: number }).id;
    const [row] = await be.db.select().from(claims).where(eq(claims.id, first));
    const copy: Partial<typeof row> = { ...row! };
    delete copy.id;
    const deleted = await whileHeld(
      async (tx) => {
        await tx.insert(claims).values(copy as typeof claims.$inferInsert);
        await tx.update(orders).set({ hasClaim: true }).where(eq(orders.id, f.orderId));
      },
      () => be.as({ token: admin }).call(endpoints.deleteClaim, { params: { id: first } }),
    );
    expect(deleted.status).toBe(200);
    expect(await be.db.select({ id: claims.id }).from(claims).where(eq(claims.orderId, f.orderId))).toHaveLength(1);
    expect((await be.db.select({ hasClaim: orders.hasClaim }).from(orders).where(eq(orders.id, f.orderId)))[0]!.hasClaim).toBe(true);
  });

  /** A claim fixture whose fulfillment is ORDERDESK_SENT with a second product (a splittable one). */
  async function splittable() {
    const f = await createClaimFixture(be.db, "FRESH_MEAL");
    const other = await createProduct(be.db, { code: `SNACK-RACE-${f.id}`, name: "Race snack", productType: "SNACK", category: "SNACK" });
    await be.db.update(fulfillments).set({ status: "ORDERDESK_SENT" }).where(eq(fulfillments.id, f.fulfillmentId));
    await be.db.insert(fulfillmentProducts).values({ fulfillmentId: f.fulfillmentId, code: other.code, name: other.name, type: "SNACK", petId: f.petId, price: 5 });
    return f;
  }

  it("a claim filed while its product's fulfillment is split: refused on the old fulfillment, never left behind there", async () => {
    const f = await splittable();
    const newId = `${f.fulfillmentId}-S1`;
    const filed = await whileHeld(
      // As POST fulfillments/{id}/split writes it: the fulfillment locked, the split-off made, the product moved.
      async (tx) => {
        const [row] = await tx.select().from(fulfillments).where(eq(fulfillments.id, f.fulfillmentId)).for("update");
        await tx.insert(fulfillments).values({ ...row!, id: newId, isSplitFulfillment: true, splitFromId: f.fulfillmentId });
        await tx.update(fulfillmentProducts).set({ fulfillmentId: newId }).where(and(eq(fulfillmentProducts.fulfillmentId, f.fulfillmentId), eq(fulfillmentProducts.code, f.productCode)));
      },
      () => be.as({ token: team }).unchecked(endpoints.createClaim, { body: claimBody(f) } as never),
    );
    expect(filed.status).toBe(400);
    expect(await filed.json()).toEqual({ product_code: [BELONGING_MESSAGES.product] });
    expect(await be.db.select().from(claims).where(eq(claims.orderId, f.orderId))).toEqual([]);
    // Filed where the product now is, it is taken.
    const again = await be.as({ token: team }).call(endpoints.createClaim, { body: claimBody(f, { fulfillment_id: newId }) as never });
    expect(again.status).toBe(201);
  });

  it("a claim edited while its fulfillment is split: the claim's new version (409, Reload), not its product gone (400)", async () => {
    const f = await splittable();
    const created = await be.as({ token: team }).call(endpoints.createClaim, { body: claimBody(f) as never });
    const id = ((await created.json()) as { id: number }).id;
    const newId = `${f.fulfillmentId}-S1`;
    const edited = await whileHeld(
      // As POST fulfillments/{id}/split writes it: the fulfillment locked, the split-off made, the product and its claim moved.
      async (tx) => {
        const [row] = await tx.select().from(fulfillments).where(eq(fulfillments.id, f.fulfillmentId)).for("update");
        await tx.insert(fulfillments).values({ ...row!, id: newId, isSplitFulfillment: true, splitFromId: f.fulfillmentId });
        await tx.update(fulfillmentProducts).set({ fulfillmentId: newId }).where(and(eq(fulfillmentProducts.fulfillmentId, f.fulfillmentId), eq(fulfillmentProducts.code, f.productCode)));
        await tx.select({ id: claims.id }).from(claims).where(eq(claims.id, id)).for("update");
        await tx.update(claims).set({ fulfillmentId: newId, version: 2 }).where(eq(claims.id, id));
      },
      () => be.as({ token: team }).unchecked(endpoints.updateClaim, { params: { id }, body: { ...claimBody(f), version: 1 } } as never),
    );
    expect(edited.status).toBe(409);
  });

  it("a claim deleted while its fulfillment is split: both finish, no deadlock (the split takes no order row before the claims)", async () => {
    const f = await splittable();
    const ops = await be.tokenFor(DEMO.ops);
    const created = await be.as({ token: team }).call(endpoints.createClaim, { body: claimBody(f) as never });
    const id = ((await created.json()) as { id: number }).id;
    let taken!: () => void;
    const claimTaken = new Promise<void>((resolve) => (taken = resolve));
    let callMade!: () => void;
    const callStarted = new Promise<void>((resolve) => (callMade = resolve));
    // As DELETE claims/{id} writes it: the claim locked and deleted, then its order locked and updated.
    const deletion = be.db.transaction(async (tx) => {
      await tx.select({ id: claims.id }).from(claims).where(eq(claims.id, id)).for("update");
      await tx.delete(claims).where(eq(claims.id, id));
      taken();
      await callStarted;
      await new Promise((r) => setTimeout(r, 400));
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, f.orderId)).for("update");
      await tx.update(orders).set({ hasClaim: false }).where(eq(orders.id, f.orderId));
    });
    await claimTaken;
    const split = be.as({ token: ops }).call(endpoints.splitFulfillment, { params: { id: f.fulfillmentId }, body: { product_codes_to_split: [f.productCode] } });
    callMade();
    await expect(deletion).resolves.toBeUndefined();
    expect((await split).status).toBe(201);
    expect(await be.db.select().from(claims).where(eq(claims.orderId, f.orderId))).toEqual([]);
  });

  it("a password reset asked while the customer's personal data is deleted: not found, nothing mailed or kept", async () => {
    const c = await createCustomer(be.db, { email: "erase.me.now@example.com", firstName: "Ezra" });
    const reset = await whileHeld(
      async (tx) => {
        await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, c.id)).for("update");
        await tx.update(accounts).set({ firstName: null, lastName: null, email: null, phoneNumber: null, piiDeletedAt: be.now() }).where(eq(accounts.id, c.id));
      },
      () => be.as({ token: team }).call(endpoints.requestCustomerPasswordReset, { body: { email: "erase.me.now@example.com" } }),
    );
    expect(reset.status).toBe(404);
    expect(await be.db.select().from(outbox).where(eq(outbox.toEmail, "erase.me.now@example.com"))).toEqual([]);
    expect(await be.db.select().from(customerPasswordResetTokens).where(eq(customerPasswordResetTokens.accountId, c.id))).toEqual([]);
  });

  it("two staff users deactivating each other at the same moment: the second is refused (401), one stays active", async () => {
    const password = "Long-enough-pass";
    const emails = ["race.one+bark@example.com", "race.two+bark@example.com"] as const;
    for (const email of emails) {
      await be.db.insert(staffUsers).values({ email, firstName: "Race", lastName: "User", passwordHash: await hashPassword(password), isActive: true, groups: ["BarkAllModuleAccess"] });
    }
    const ids = await be.db.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers).where(inArray(staffUsers.email, [...emails])).orderBy(staffUsers.id);
    const one = ids.find((r) => r.email === emails[0])!.id;
    const oneToken = await be.tokenFor(emails[0], password);
    // Held: user two deactivating user one, as PUT bark_user writes it; meanwhile user one deactivates user two.
    const second = await whileHeld(
      async (tx) => {
        await tx.select({ id: staffUsers.id }).from(staffUsers).where(inArray(staffUsers.email, [...emails])).orderBy(staffUsers.id).for("update");
        await tx.update(staffUsers).set({ isActive: false }).where(eq(staffUsers.id, one));
      },
      () => be.as({ token: oneToken }).call(endpoints.updateStaffUser, { body: { email: emails[1], is_active: false } }),
    );
    expect(second.status).toBe(401);
    const after = await be.db.select({ email: staffUsers.email, isActive: staffUsers.isActive }).from(staffUsers).where(inArray(staffUsers.email, [...emails])).orderBy(staffUsers.email);
    expect(after).toEqual([
      { email: emails[0], isActive: false },
      { email: emails[1], isActive: true },
    ]);
  });

  it("a promotion activated while someone else's deactivation commits: the audit entry's previous status is the deactivated one", async () => {
    const [promotion] = await be.db.insert(promotions).values({ name: "Race promotion", status: "ACTIVE", freeProductCode: "SNACK-JERKY-BEEF" }).returning();
    // Held: another staff member's deactivation, as PATCH promotions/{id} writes it.
    const activated = await whileHeld(
      async (tx) => {
        await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, promotion!.id)).for("update");
        await tx.update(promotions).set({ status: "INACTIVE" }).where(eq(promotions.id, promotion!.id));
      },
      () => be.as({ token: all }).call(endpoints.updatePromotionStatus, { params: { id: promotion!.id }, body: { status: "ACTIVE" } }),
    );
    expect(activated.status).toBe(200);
    const [entry] = await be.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.objectType, "promotion"), eq(staffAuditLog.objectId, String(promotion!.id))));
    expect(entry).toMatchObject({ action: "promotion_activated", details: { previous_status: "INACTIVE" } });
  });

  it("a deactivation while the user sets a new password from a reset link: both finish, no deadlock (the link, then the user row, in both)", async () => {
    const password = "Long-enough-pass";
    const email = "race.reset+bark@example.com";
    await be.db.insert(staffUsers).values({ email, firstName: "Race", lastName: "Reset", passwordHash: await hashPassword(password), isActive: true, groups: ["BarkTeamMember"] });
    const [user] = await be.db.select().from(staffUsers).where(eq(staffUsers.email, email));
    await be.db.insert(passwordResetTokens).values({ id: `race-${process.pid}`, keyHash: "x", staffUserId: user!.id, expiresAt: new Date(be.now().getTime() + 3_600_000), created: be.now() });
    let started!: () => void;
    const linkTaken = new Promise<void>((resolve) => (started = resolve));
    let callMade!: () => void;
    const callStarted = new Promise<void>((resolve) => (callMade = resolve));
    // As POST {auth}/reset_password writes it: the link marked used, then the user's password.
    const reset = be.db.transaction(async (tx) => {
      await tx.update(passwordResetTokens).set({ usedAt: be.now() }).where(eq(passwordResetTokens.staffUserId, user!.id));
      started();
      await callStarted;
      await new Promise((r) => setTimeout(r, 400));
      await tx.update(staffUsers).set({ passwordHash: await hashPassword("Another-long-pass") }).where(eq(staffUsers.id, user!.id));
    });
    await linkTaken;
    const deactivation = be.as({ token: admin }).call(endpoints.updateStaffUser, { body: { email, is_active: false } });
    callMade();
    await expect(reset).resolves.toBeUndefined();
    expect((await deactivation).status).toBe(200);
    expect((await be.db.select({ isActive: staffUsers.isActive }).from(staffUsers).where(eq(staffUsers.id, user!.id)))[0]!.isActive).toBe(false);
  });
});
