/**
 * Two writes at the same moment, on PostgreSQL (PGlite has one connection, so no two transactions
 * overlap there). One side is held open in a transaction of the test's own, written as the API
 * writes it, while the other side's call runs; it commits once the call waits on a lock it holds.
 * Each case fails when the call does not lock what it reads before it writes:
 * - a claim deleted while another claim on the same order is filed: without the order locked
 *   before the count, the delete counts no claim and writes has_claim = false over the filing;
 * - a customer's password reset asked while the customer's personal data is deleted: without the
 *   account locked, the reset reads the address before the erasure and mails it after;
 * - a password reset or a personal-data deletion asked while another agent changes the customer's
 *   email: without the email checked again under the lock, the link goes to the new address (the
 *   agent told the customer the old one) and the deletion answers with the old one (409 promised);
 * - two staff users deactivating each other: without both rows locked and the actor checked again,
 *   both commit and nobody of that tier is left to undo it;
 * - a staff reset link sent while another admin deactivates the user, and the other way round:
 *   without the user row locked (after its links) and its active flag read under that lock, the
 *   link is mailed, audited and left open for a deactivated user; without the deactivation retiring
 *   the links again under the user's row lock, a link sent just before it is left open;
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
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { createTestBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { createClaimFixture } from "@/server/backend/seed/claim-fixtures";
import { accounts, claims, customerPasswordResetTokens, fulfillmentProducts, fulfillments, orders, outbox, passwordResetTokens, promotions, staffAuditLog, staffTokens, staffUsers } from "@/server/backend/db/schema";
import { BELONGING_MESSAGES } from "@/server/backend/queries/claims";
import { hashPassword } from "@/server/backend/auth/password";
import { createCustomer } from "../support/factories";
import { endpoints } from "@/lib/contract/endpoints";
import { DEMO } from "../support/demo-staff";
import { claimBody } from "../support/claim-body";
import { createProduct } from "@/server/backend/seed/rows";
import { CUSTOMER_EMAIL_MOVED_MESSAGE } from "@/lib/contract/customers";
import { STAFF_MESSAGES } from "@/lib/contract/staff";
import { NO_CUSTOMER_WITH_EMAIL_MESSAGE } from "@/server/backend/queries/customers";

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

  type Write = (tx: TestBackend["db"]) => Promise<void>;

  /**
   * Runs `write` in a transaction held open until `call` waits on a lock (the open transaction's),
   * then `after` in the same transaction if given (a second write, taken while the call waits), and
   * commits. Fails when the call answers, or 10 s pass, without ever waiting: the race was not run.
   */
  async function whileHeld<T>(write: Write, call: () => Promise<T>, after?: Write): Promise<T> {
    // The writes take their locks in one order: none of them is aborted as a deadlock and run again
    // (the API would answer all the same, a second later: counting the retries is what fails).
    const retriesBefore = be.database.transactionRetries.count;
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let written!: () => void;
    const ready = new Promise<void>((resolve) => (written = resolve));
    const open = be.db.transaction(async (tx) => {
      const heldTx = tx as unknown as TestBackend["db"];
      await write(heldTx);
      written();
      await held;
      await after?.(heldTx);
    });
    await Promise.race([ready, open]);
    const answer = call();
    let answered = false;
    answer.then(
      () => (answered = true),
      () => (answered = true),
    );
    try {
      await untilWaitingOnLock(() => answered);
    } finally {
      commit();
      await open;
    }
    const result = await answer;
    expect(be.database.transactionRetries.count, "a write was aborted by PostgreSQL as a deadlock and run again").toBe(retriesBefore);
    return result;
  }

  /** Polls pg_stat_activity until a session of this test's database waits on a lock. */
  async function untilWaitingOnLock(answered: () => boolean): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const result = (await be.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { n: number }[] };
      if (result.rows[0]!.n > 0) return;
      if (answered() || Date.now() > deadline) throw new Error("the call never waited on the held lock");
      await new Promise((r) => setTimeout(r, 20));
    }
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

  /**
   * As POST fulfillments/{id}/split writes it (order-actions.ts splitFulfillment): the fulfillment
   * locked, then its claims, then the split-off made and the product moved with its claims (each
   * with a new version).
   */
  async function holdSplit(tx: TestBackend["db"], f: { fulfillmentId: string; productCode: string }, newId: string): Promise<void> {
    const [row] = await tx.select().from(fulfillments).where(eq(fulfillments.id, f.fulfillmentId)).for("update");
    const held = await tx.select().from(claims).where(eq(claims.fulfillmentId, f.fulfillmentId)).orderBy(asc(claims.id)).for("update");
    await tx.insert(fulfillments).values({ ...row!, id: newId, isSplitFulfillment: true, splitFromId: f.fulfillmentId });
    await tx.update(fulfillmentProducts).set({ fulfillmentId: newId }).where(and(eq(fulfillmentProducts.fulfillmentId, f.fulfillmentId), eq(fulfillmentProducts.code, f.productCode)));
    for (const claim of held.filter((c) => c.productCode === f.productCode)) {
      await tx.update(claims).set({ fulfillmentId: newId, version: claim.version + 1 }).where(eq(claims.id, claim.id));
    }
  }

  it("a claim filed while its product's fulfillment is split: refused on the old fulfillment, never left behind there", async () => {
    const f = await splittable();
    const newId = `${f.fulfillmentId}-S1`;
    const filed = await whileHeld(
      (tx) => holdSplit(tx, f, newId),
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
      (tx) => holdSplit(tx, f, newId),
      () => be.as({ token: team }).unchecked(endpoints.updateClaim, { params: { id }, body: { ...claimBody(f), version: 1 } } as never),
    );
    expect(edited.status).toBe(409);
  });

  it("a claim deleted while its fulfillment is split: both finish, no deadlock (the split takes no order row before the claims)", async () => {
    const f = await splittable();
    const ops = await be.tokenFor(DEMO.ops);
    const created = await be.as({ token: team }).call(endpoints.createClaim, { body: claimBody(f) as never });
    const id = ((await created.json()) as { id: number }).id;
    // As DELETE claims/{id} writes it: the claim locked and deleted, then (while the split waits) its order locked and updated.
    const split = await whileHeld(
      async (tx) => {
        await tx.select({ id: claims.id }).from(claims).where(eq(claims.id, id)).for("update");
        await tx.delete(claims).where(eq(claims.id, id));
      },
      () => be.as({ token: ops }).call(endpoints.splitFulfillment, { params: { id: f.fulfillmentId }, body: { product_codes_to_split: [f.productCode] } }),
      async (tx) => {
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, f.orderId)).for("update");
        await tx.update(orders).set({ hasClaim: false }).where(eq(orders.id, f.orderId));
      },
    );
    expect(split.status).toBe(201);
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

  /** Held: another agent's email change, as PUT accounts/{id}/update_customer_email writes it (the account locked, then its email). */
  const emailChange = (accountId: number, to: string) => async (tx: TestBackend["db"]) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("update");
    await tx.update(accounts).set({ email: to }).where(eq(accounts.id, accountId));
  };

  it("a password reset asked while another agent changes the customer's email: 409 with the page's account (404 without), no link to the new address", async () => {
    for (const withAccount of [true, false]) {
      const old = `old.address.${withAccount}@example.com`;
      const typo = `typo.address.${withAccount}@example.com`;
      const c = await createCustomer(be.db, { email: old, firstName: "Olive" });
      // The Password reset dialog: "Send old.address@… a link", with the page's account.
      const reset = await whileHeld(emailChange(c.id, typo), () =>
        be.as({ token: team }).call(endpoints.requestCustomerPasswordReset, { body: { email: old, ...(withAccount ? { account_id: c.id } : {}) } }),
      );
      expect({ status: reset.status, body: await reset.json() }).toEqual(withAccount ? { status: 409, body: { detail: CUSTOMER_EMAIL_MOVED_MESSAGE } } : { status: 404, body: { detail: NO_CUSTOMER_WITH_EMAIL_MESSAGE } });
      expect(await be.db.select().from(outbox).where(inArray(outbox.toEmail, [old, typo]))).toEqual([]);
      expect(await be.db.select().from(customerPasswordResetTokens).where(eq(customerPasswordResetTokens.accountId, c.id))).toEqual([]);
    }
  });

  it("personal data deleted while another agent changes the customer's email: 409 with the page's account (404 without), nothing erased", async () => {
    for (const withAccount of [true, false]) {
      const old = `old.pii.${withAccount}@example.com`;
      const c = await createCustomer(be.db, { email: old, firstName: "Pia" });
      const deleted = await whileHeld(emailChange(c.id, `new.pii.${withAccount}@example.com`), () =>
        be.as({ token: admin }).call(endpoints.deleteCustomerPii, { body: { email: old, ...(withAccount ? { account_id: c.id } : {}) } }),
      );
      expect({ status: deleted.status, body: await deleted.json() }).toEqual(withAccount ? { status: 409, body: { detail: CUSTOMER_EMAIL_MOVED_MESSAGE } } : { status: 404, body: { detail: NO_CUSTOMER_WITH_EMAIL_MESSAGE } });
      const [row] = await be.db.select().from(accounts).where(eq(accounts.id, c.id));
      expect(row).toMatchObject({ email: `new.pii.${withAccount}@example.com`, firstName: "Pia", piiDeletedAt: null });
    }
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

  /** A staff user of the test's own, with a reset link sent earlier and not used yet (a deactivation retires it). */
  const staffUserWithLink = async (email: string) => {
    await be.db.insert(staffUsers).values({ email, firstName: "Race", lastName: "Link", passwordHash: await hashPassword("Long-enough-pass"), isActive: true, groups: ["BarkTeamMember"] });
    const [user] = await be.db.select().from(staffUsers).where(eq(staffUsers.email, email));
    await be.db.insert(passwordResetTokens).values({ id: `earlier-${user!.id}`, keyHash: "x", staffUserId: user!.id, expiresAt: new Date(be.now().getTime() + 3_600_000), created: be.now() });
    return user!;
  };
  const openLinksOf = (staffUserId: number) => be.db.select().from(passwordResetTokens).where(and(eq(passwordResetTokens.staffUserId, staffUserId), isNull(passwordResetTokens.usedAt)));

  it("a staff reset link sent while another admin deactivates the user: 400 'is deactivated', no link left open, nothing mailed nor audited", async () => {
    const email = "race.link+bark@example.com";
    const user = await staffUserWithLink(email);
    // Held: another admin's deactivation, as PUT bark_user writes it: the open links retired, then the user row locked and set inactive.
    const sent = await whileHeld(
      async (tx) => {
        await tx.update(passwordResetTokens).set({ usedAt: be.now() }).where(and(eq(passwordResetTokens.staffUserId, user.id), isNull(passwordResetTokens.usedAt)));
        await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, user.id)).for("no key update");
        await tx.update(staffUsers).set({ isActive: false, version: sql`${staffUsers.version} + 1` }).where(eq(staffUsers.id, user.id));
        await tx.delete(staffTokens).where(eq(staffTokens.staffUserId, user.id));
      },
      // Manage Users' email icon, pressed by an admin whose list still shows the user active.
      () => be.as({ token: admin }).call(endpoints.requestStaffPasswordReset, { body: { email } }),
    );
    expect({ status: sent.status, body: await sent.json() }).toEqual({ status: 400, body: { email: [STAFF_MESSAGES.inactiveUser(email)] } });
    expect(await openLinksOf(user.id)).toEqual([]);
    expect(await be.db.select().from(outbox).where(eq(outbox.toEmail, email))).toEqual([]);
    expect(await be.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, "staff_password_reset_link"), eq(staffAuditLog.objectId, email)))).toEqual([]);
  });

  it("a deactivation while a staff reset link is being sent: the link sent first dies with the deactivation (a reactivation does not bring it back)", async () => {
    const email = "race.sent+bark@example.com";
    const user = await staffUserWithLink(email);
    // Held: the Manage Users reset, as sendPasswordResetLink writes it: the open links retired, the user row locked (still active), the new link.
    const deactivated = await whileHeld(
      async (tx) => {
        await tx.update(passwordResetTokens).set({ usedAt: be.now() }).where(and(eq(passwordResetTokens.staffUserId, user.id), isNull(passwordResetTokens.usedAt)));
        await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, user.id)).for("no key update");
        await tx.insert(passwordResetTokens).values({ id: `sent-${user.id}`, keyHash: "y", staffUserId: user.id, expiresAt: new Date(be.now().getTime() + 3_600_000), created: be.now() });
      },
      () => be.as({ token: admin }).call(endpoints.updateStaffUser, { body: { email, is_active: false } }),
    );
    expect(deactivated.status).toBe(200);
    expect((await be.db.select({ isActive: staffUsers.isActive }).from(staffUsers).where(eq(staffUsers.id, user.id)))[0]!.isActive).toBe(false);
    expect(await openLinksOf(user.id)).toEqual([]);
  });

  it("a promotion activated while someone else's deactivation commits: the audit entry's previous status is the deactivated one", async () => {
    // Its free product one Create Promotion offers (active, marked free): activating checks it again.
    const gift = await createProduct(be.db, { code: `MERCH-RACE-${process.pid}`, name: "Race gift", productType: "MERCH", category: "MERCH", isFree: true, status: "ACTIVE" });
    const [promotion] = await be.db.insert(promotions).values({ name: "Race promotion", status: "ACTIVE", freeProductCode: gift.code }).returning();
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
    // As POST {auth}/reset_password writes it: the link marked used, then (while the deactivation waits) the user's password.
    const deactivation = await whileHeld(
      async (tx) => {
        await tx.update(passwordResetTokens).set({ usedAt: be.now() }).where(eq(passwordResetTokens.staffUserId, user!.id));
      },
      () => be.as({ token: admin }).call(endpoints.updateStaffUser, { body: { email, is_active: false } }),
      async (tx) => {
        await tx.update(staffUsers).set({ passwordHash: await hashPassword("Another-long-pass") }).where(eq(staffUsers.id, user!.id));
      },
    );
    expect(deactivation.status).toBe(200);
    expect((await be.db.select({ isActive: staffUsers.isActive }).from(staffUsers).where(eq(staffUsers.id, user!.id)))[0]!.isActive).toBe(false);
  });

  it("two writes that lock two rows in opposite orders: PostgreSQL aborts one as a deadlock, and it runs again and finishes (never a 500)", async () => {
    const a = await createCustomer(be.db, { email: "deadlock.a@example.com", firstName: "Dee" });
    const b = await createCustomer(be.db, { email: "deadlock.b@example.com", firstName: "Bea" });
    let runs = 0;
    let firstLocks = 0;
    let bothHoldOne!: () => void;
    const holding = new Promise<void>((resolve) => (bothHoldOne = resolve));
    const lockBoth = (first: number, second: number) =>
      be.db.transaction(async (tx) => {
        runs += 1;
        await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, first)).for("update");
        // The first run of each waits until the other holds its first row: then each waits on the other's.
        if (++firstLocks <= 2) {
          if (firstLocks === 2) bothHoldOne();
          await holding;
        }
        await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, second)).for("update");
        await tx.update(accounts).set({ firstName: `Locked ${first}` }).where(eq(accounts.id, first));
      });
    const retriesBefore = be.database.transactionRetries.count;
    await Promise.all([lockBoth(a.id, b.id), lockBoth(b.id, a.id)]);
    expect(runs).toBe(3);
    expect(be.database.transactionRetries.count).toBe(retriesBefore + 1);
    const names = await be.db.select({ firstName: accounts.firstName }).from(accounts).where(inArray(accounts.id, [a.id, b.id])).orderBy(asc(accounts.id));
    expect(names.map((n) => n.firstName)).toEqual([`Locked ${a.id}`, `Locked ${b.id}`]);
  });
});
