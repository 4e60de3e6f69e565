/**
 * The customer-page account actions on the embedded API: each one's happy path,
 * validation errors, role refusals, the changelog entry with the acting staff email, and nothing
 * half-written when it fails.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { backendSuite, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { createCustomer } from "../support/factories";
import { CUSTOMER_EMAIL_MOVED_MESSAGE, CUSTOMER_EMAIL_STALE_MESSAGE, CUSTOMER_RESET_LINK_TTL_HOURS, customerResetLinkDetail, ERASED, piiDeletionBlocker, type PaymentMethodDto } from "@/lib/contract/customers";
import { ORDER_ID_REQUIRED_MESSAGE } from "@/lib/contract/discounts";
import { accounts, addresses, customerChangelog, customerPasswordResetTokens, discounts, fulfillments, impersonationTokens, orderDiscounts, orderProducts, orders, outbox, staffAuditLog, systemChangelog } from "@/server/backend/db/schema";
import { hashSecret } from "@/server/backend/auth/tokens";
import { consumeImpersonationToken, IMPERSONATION_TOKEN_TTL_MS } from "@/server/backend/queries/impersonation";
import { consumeCustomerPasswordResetToken, CUSTOMER_RESET_LINK_TTL_MS, CUSTOMER_RESET_PATH } from "@/server/backend/queries/customer-password-reset";
import {
  CANCELLED_EMAIL_MESSAGE,
  ERASED_EMAIL_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  EMAIL_UNCHANGED_MESSAGE,
  NO_CUSTOMER_WITH_EMAIL_MESSAGE,
} from "@/server/backend/queries/customers";
import { ORDER_NOT_UPCOMING_MESSAGE } from "@/server/backend/queries/discounts-exclusive";
import { ORDER_ALREADY_HAS_EXCLUSIVE_MESSAGE } from "@/lib/discount-apply-rules";
import { ORDER_NOT_OF_CUSTOMER as ORDER_NOT_OF_CUSTOMER_MESSAGE } from "@/lib/orders/messages";
import { endpoints } from "@/lib/contract/endpoints";
import { DEMO } from "../support/demo-staff";

const TEAM = DEMO.team;
const ADMIN = DEMO.admin;
const OPS = DEMO.ops;
const ALL = DEMO.all;

describe(`customer account actions (${TEST_DB_DRIVER})`, () => {
  const { backend, tokens, call, callUnchecked } = backendSuite({ signIn: [TEAM, ADMIN, OPS, ALL], as: TEAM });
  let be: TestBackend;
  beforeAll(() => {
    be = backend();
  });
  const account = async (id: number) => (await be.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;
  const changelogOf = (id: number) => be.db.select().from(customerChangelog).where(eq(customerChangelog.accountId, id)).orderBy(customerChangelog.id);

  describe("PUT accounts/{id}/update_customer_email", () => {
    it("changes the email (trimmed, lower-cased) and records who did it", async () => {
      const c = await createCustomer(be.db, { email: "old@example.com" });
      const { status, json } = await call(endpoints.updateCustomerEmail, { params: { id: c.id }, body: { new_email: "  New.Address@Example.COM " } });
      expect(status).toBe(200);
      expect(json).toEqual({ id: c.id, email: "new.address@example.com" });
      expect((await account(c.id)).email).toBe("new.address@example.com");
      const log = await changelogOf(c.id);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({
        action: "UPDATE",
        objectType: "account",
        objectId: String(c.id),
        staffEmail: TEAM,
        changes: { email: { old: "old@example.com", new: "new.address@example.com" } },
      });
    });

    it("refuses an invalid or missing email with a field message", async () => {
      const c = await createCustomer(be.db);
      for (const body of [{ new_email: "not-an-email" }, { new_email: "" }, {}, { new_email: 12 }]) {
        const { status, json } = await callUnchecked(endpoints.updateCustomerEmail, { params: { id: c.id }, body });
        expect(status).toBe(400);
        expect(Array.isArray(json.new_email)).toBe(true);
      }
      expect(await changelogOf(c.id)).toEqual([]);
    });

    it("refuses an email used by another account and leaves account and changelog untouched", async () => {
      await createCustomer(be.db, { email: "taken@example.com" });
      const c = await createCustomer(be.db, { email: "mine@example.com" });
      const { status, json } = await call(endpoints.updateCustomerEmail, { params: { id: c.id }, body: { new_email: "TAKEN@example.com" } });
      expect(status).toBe(400);
      expect(json).toEqual({ new_email: [EMAIL_TAKEN_MESSAGE] });
      expect((await account(c.id)).email).toBe("mine@example.com");
      expect(await changelogOf(c.id)).toEqual([]);
    });

    it("refuses the current email, a cancelled account, and a missing account", async () => {
      const c = await createCustomer(be.db, { email: "same@example.com" });
      expect((await call(endpoints.updateCustomerEmail, { params: { id: c.id }, body: { new_email: "same@example.com" } })).json).toEqual({
        new_email: [EMAIL_UNCHANGED_MESSAGE],
      });
      const cancelled = await createCustomer(be.db, { status: "CANCELLED", email: "gone@example.com" });
      const r = await call(endpoints.updateCustomerEmail, { params: { id: cancelled.id }, body: { new_email: "back@example.com" } });
      expect(r).toEqual({ status: 400, json: { detail: CANCELLED_EMAIL_MESSAGE } });
      expect((await account(cancelled.id)).email).toBe("gone@example.com");
      expect((await call(endpoints.updateCustomerEmail, { params: { id: "999999" }, body: { new_email: "x@example.com" } })).status).toBe(404);
    });

    it("a change based on an address the account no longer has (someone changed it meanwhile) is 409 and writes nothing; the address it still has goes through, in any case", async () => {
      const c = await createCustomer(be.db, { email: "first.stale@example.com" });
      // Another agent changed it after this one opened the dialog.
      expect((await call(endpoints.updateCustomerEmail, { params: { id: c.id }, body: { new_email: "theirs.stale@example.com", current_email: "first.stale@example.com" } })).status).toBe(200);
      const before = await changelogOf(c.id);
      const r = await call(endpoints.updateCustomerEmail, { params: { id: c.id }, body: { new_email: "mine.stale@example.com", current_email: "first.stale@example.com" } });
      expect(r).toEqual({ status: 409, json: { detail: CUSTOMER_EMAIL_STALE_MESSAGE } });
      expect((await account(c.id)).email).toBe("theirs.stale@example.com");
      expect(await changelogOf(c.id)).toEqual(before);
      // After a reload: based on the current address.
      expect((await call(endpoints.updateCustomerEmail, { params: { id: c.id }, body: { new_email: "mine.stale@example.com", current_email: "THEIRS.stale@example.com" } })).status).toBe(200);
      // A client that sends none is not checked (the upstream contract's body).
      expect((await call(endpoints.updateCustomerEmail, { params: { id: c.id }, body: { new_email: "again.stale@example.com" } })).status).toBe(200);
      // An account without an email: based on none.
      const none = await createCustomer(be.db, { email: null });
      expect((await call(endpoints.updateCustomerEmail, { params: { id: none.id }, body: { new_email: "first.one.stale@example.com", current_email: "someone.stale@example.com" } })).status).toBe(409);
      expect((await call(endpoints.updateCustomerEmail, { params: { id: none.id }, body: { new_email: "first.one.stale@example.com", current_email: null } })).status).toBe(200);
    });

    it("refuses an email on an account whose personal data was deleted: it could never be erased again (delete_pii finds only accounts not yet erased)", async () => {
      const c = await createCustomer(be.db, { email: "erased.once@example.com" });
      expect((await call(endpoints.deleteCustomerPii, { body: { email: "erased.once@example.com" } }, ADMIN)).status).toBe(200);
      const before = await changelogOf(c.id);
      const r = await call(endpoints.updateCustomerEmail, { params: { id: c.id }, body: { new_email: "back.again@example.com" } });
      expect(r).toEqual({ status: 400, json: { detail: ERASED_EMAIL_MESSAGE } });
      expect((await account(c.id)).email).toBeNull();
      expect(await changelogOf(c.id)).toEqual(before);
    });
  });

  describe("PUT accounts/{id}/update_proactive_customer_support/", () => {
    it("toggles the outreach flag (trailing slash accepted) with a changelog entry", async () => {
      const c = await createCustomer(be.db, { proactiveCustomerSupportOptedIn: false });
      const { status, json } = await call(endpoints.updateProactiveSupport, { params: { id: c.id }, body: { proactive_customer_support_opted_in: true } }, ADMIN);
      expect(status).toBe(200);
      expect(json).toEqual({ id: c.id, proactive_customer_support_opted_in: true });
      expect((await account(c.id)).proactiveCustomerSupportOptedIn).toBe(true);
      const log = await changelogOf(c.id);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ staffEmail: ADMIN, changes: { proactive_customer_support_opted_in: { old: false, new: true } } });
      // Setting the same value again changes nothing and records nothing.
      await call(endpoints.updateProactiveSupport, { params: { id: c.id }, body: { proactive_customer_support_opted_in: true } });
      expect(await changelogOf(c.id)).toHaveLength(1);
    });

    it("refuses a non-boolean value and a missing account", async () => {
      const c = await createCustomer(be.db);
      for (const body of [{ proactive_customer_support_opted_in: "yes" }, {}]) {
        const r = await callUnchecked(endpoints.updateProactiveSupport, { params: { id: c.id }, body });
        expect(r.status).toBe(400);
        expect(r.json.proactive_customer_support_opted_in).toBeDefined();
      }
      expect((await account(c.id)).proactiveCustomerSupportOptedIn).toBe(false);
      expect((await call(endpoints.updateProactiveSupport, { params: { id: "999999" }, body: { proactive_customer_support_opted_in: true } })).status).toBe(404);
    });
  });

  it("password reset and personal-data deletion with the page's account_id: an email that moved to another customer acts on nobody (409)", async () => {
    const shown = await createCustomer(be.db, { email: "moved.away@example.com" });
    // Meanwhile the shown customer's email changed and another account took the old one.
    await be.db.update(accounts).set({ email: "moved.elsewhere@example.com" }).where(eq(accounts.id, shown.id));
    const other = await createCustomer(be.db, { email: "moved.away@example.com" });
    const reset = await call(endpoints.requestCustomerPasswordReset, { body: { email: "moved.away@example.com", account_id: shown.id } });
    expect(reset).toEqual({ status: 409, json: { detail: CUSTOMER_EMAIL_MOVED_MESSAGE } });
    const erase = await call(endpoints.deleteCustomerPii, { body: { email: "moved.away@example.com", account_id: shown.id } }, ADMIN);
    expect(erase).toEqual({ status: 409, json: { detail: CUSTOMER_EMAIL_MOVED_MESSAGE } });
    const [kept] = await be.db.select().from(accounts).where(eq(accounts.id, other.id));
    expect(kept).toMatchObject({ email: "moved.away@example.com", piiDeletedAt: null });
    expect(await be.db.select().from(outbox).where(eq(outbox.toEmail, "moved.away@example.com"))).toEqual([]);
    // The page of the account that holds it now acts on it.
    expect((await call(endpoints.requestCustomerPasswordReset, { body: { email: "moved.away@example.com", account_id: other.id } })).status).toBe(200);
  });

  describe("POST default_password_request", () => {
    const linkToken = (link: string) => new URL(link).searchParams.get("token")!;

    it("mails the customer a link with a single-use token stored hashed; the token is never logged nor recorded", async () => {
      const c = await createCustomer(be.db, { email: "reset.me@example.com", firstName: "Rae" });
      const { status, json } = await call(endpoints.requestCustomerPasswordReset, { body: { email: "Reset.Me@example.com" } });
      expect(status).toBe(200);
      expect(json).toEqual({ detail: customerResetLinkDetail("reset.me@example.com") });
      const mails = await be.db.select().from(outbox).where(eq(outbox.toEmail, "reset.me@example.com"));
      expect(mails).toHaveLength(1);
      const link = mails[0]!.link!;
      expect(new URL(link).origin).toBe(new URL(be.config.CUSTOMER_PORTAL_URL).origin);
      expect(new URL(link).pathname).toBe(CUSTOMER_RESET_PATH);
      expect(new URL(link).searchParams.has("email")).toBe(false);
      const token = linkToken(link);
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      expect(mails[0]!.body).toContain(link);
      expect(mails[0]!.body).toContain(`expires in ${CUSTOMER_RESET_LINK_TTL_HOURS} hours`);

      const rows = await be.db.select().from(customerPasswordResetTokens).where(eq(customerPasswordResetTokens.accountId, c.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ tokenHash: hashSecret(token), email: "reset.me@example.com", staffEmail: TEAM, usedAt: null });
      expect(rows[0]!.expiresAt.getTime() - rows[0]!.created.getTime()).toBe(CUSTOMER_RESET_LINK_TTL_MS);

      const log = await changelogOf(c.id);
      expect(log[0]).toMatchObject({ action: "CREATE", objectType: "password_reset", staffEmail: TEAM, objectId: String(mails[0]!.id) });
      expect(log[0]!.changes).toMatchObject({ password_reset_email: { new: "reset.me@example.com" }, link_expires_at: { new: rows[0]!.expiresAt.toISOString() } });
      expect(JSON.stringify(log)).not.toContain(token);
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(be.logText()).not.toContain(token);

      // What the customer portal does with the link: the first use opens it, any later one is refused.
      const at = new Date(rows[0]!.created.getTime() + 60_000);
      expect(await consumeCustomerPasswordResetToken(be.db, token, at)).toEqual({ accountId: c.id, email: "reset.me@example.com" });
      expect(await consumeCustomerPasswordResetToken(be.db, token, at)).toBeNull();
      expect(await consumeCustomerPasswordResetToken(be.db, "0".repeat(64), at)).toBeNull();
    });

    it("a link stops working at its expiry, when a newer link is sent, and when the account's email changes", async () => {
      const c = await createCustomer(be.db, { email: "expiry.check@example.com" });
      const send = async () => {
        expect((await call(endpoints.requestCustomerPasswordReset, { body: { email: "expiry.check@example.com" } })).status).toBe(200);
        const [mail] = await be.db.select().from(outbox).where(eq(outbox.toEmail, "expiry.check@example.com")).orderBy(desc(outbox.id)).limit(1);
        return linkToken(mail!.link!);
      };
      const row = async (token: string) => (await be.db.select().from(customerPasswordResetTokens).where(eq(customerPasswordResetTokens.tokenHash, hashSecret(token))))[0]!;

      const first = await send();
      const { expiresAt } = await row(first);
      expect(await consumeCustomerPasswordResetToken(be.db, first, expiresAt)).toBeNull();

      const second = await send();
      const third = await send();
      const before = new Date((await row(third)).created.getTime() + 1000);
      expect(await consumeCustomerPasswordResetToken(be.db, second, before)).toBeNull();

      await be.db.update(accounts).set({ email: "moved.away@example.com" }).where(eq(accounts.id, c.id));
      expect(await consumeCustomerPasswordResetToken(be.db, third, before)).toBeNull();
      await be.db.update(accounts).set({ email: "expiry.check@example.com" }).where(eq(accounts.id, c.id));
      const expiry = (await row(third)).expiresAt;
      expect(await consumeCustomerPasswordResetToken(be.db, third, new Date(expiry.getTime() - 1))).toEqual({ accountId: c.id, email: "expiry.check@example.com" });
    });

    it("answers 404 for an unknown email and 400 for an invalid one, writing nothing", async () => {
      const before = (await be.db.select().from(outbox)).length;
      expect(await call(endpoints.requestCustomerPasswordReset, { body: { email: "nobody@example.com" } })).toEqual({
        status: 404,
        json: { detail: NO_CUSTOMER_WITH_EMAIL_MESSAGE },
      });
      expect((await call(endpoints.requestCustomerPasswordReset, { body: { email: "nope" } })).status).toBe(400);
      expect((await be.db.select().from(outbox)).length).toBe(before);
    });
  });

  describe("POST delete_pii", () => {
    const piiCustomer = (email: string) =>
      createCustomer(be.db, {
        email,
        firstName: "Pia",
        lastName: "Private",
        phoneNumber: "+12025550123",
        addresses: [{ address1: "7 Secret Lane", address2: "Unit 3", city: "Denver", state: "CO", zip: "80202" }],
        orders: [{ status: "FULFILLED", products: [{ unitPrice: 55.5 }], fulfillments: [{ address1: "7 Secret Lane", city: "Denver", zip: "80202" }] }],
      });

    it("is refused to Team Member and Ops Admin (403), leaving the customer intact", async () => {
      const c = await piiCustomer("keep.me@example.com");
      for (const as of [TEAM, OPS]) {
        expect((await call(endpoints.deleteCustomerPii, { body: { email: "keep.me@example.com" } }, as)).status).toBe(403);
      }
      expect((await account(c.id)).firstName).toBe("Pia");
      expect(await changelogOf(c.id)).toEqual([]);
    });

    it("erases names, email, phone and address lines, keeps orders and amounts, and records field names only", async () => {
      const c = await piiCustomer("erase.me@example.com");
      const { status, json } = await call(endpoints.deleteCustomerPii, { body: { email: "erase.me@example.com" } }, ADMIN);
      expect(status).toBe(200);
      expect(json.detail).toBe("The PII for customer erase.me@example.com has been deleted.");
      const a = await account(c.id);
      expect(a).toMatchObject({ firstName: null, lastName: null, email: null, phoneNumber: null });
      expect(a.piiDeletedAt).toBeInstanceOf(Date);
      const [addr] = await be.db.select().from(addresses).where(eq(addresses.accountId, c.id));
      expect(addr).toMatchObject({ address1: null, address2: null, city: null, zip: null, state: "CO", country: "US" });
      const [order] = await be.db.select().from(orders).where(eq(orders.accountId, c.id));
      expect(order).toMatchObject({ status: "FULFILLED", totalPrice: 55.5 });
      const [f] = await be.db.select().from(fulfillments).where(eq(fulfillments.orderId, order!.id));
      expect(f).toMatchObject({ address1: null, city: null, zip: null });
      const log = await changelogOf(c.id);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ action: "DELETE", objectType: "pii", staffEmail: ADMIN });
      expect(log[0]!.changes.email).toEqual({ old: ERASED, new: null });
      expect(log[0]!.changes["addresses.address1"]).toEqual({ old: ERASED, new: null });
      const text = JSON.stringify(log[0]!.changes);
      for (const secret of ["erase.me", "Pia", "Private", "2025550123", "Secret Lane", "Denver", "80202"]) expect(text).not.toContain(secret);
      // The erased customer can no longer be found by that email.
      expect((await call(endpoints.deleteCustomerPii, { body: { email: "erase.me@example.com" } }, ADMIN)).status).toBe(404);
    });

    it("erases the personal data the account's history held too: earlier changelog entries (an email change, a reset mail), the mails sent and the reset tokens; what was done stays", async () => {
      const c = await piiCustomer("first.address@example.com");
      expect((await call(endpoints.updateCustomerEmail, { params: { id: c.id }, body: { new_email: "second.address@example.com" } })).status).toBe(200);
      expect((await call(endpoints.requestCustomerPasswordReset, { body: { email: "second.address@example.com" } })).status).toBe(200);
      const before = await changelogOf(c.id);
      expect(JSON.stringify(before)).toContain("first.address@example.com");
      expect((await call(endpoints.deleteCustomerPii, { body: { email: "second.address@example.com" } }, ADMIN)).status).toBe(200);

      const after = await changelogOf(c.id);
      expect(after).toHaveLength(before.length + 1);
      // The entries still say what was done, by whom, and when.
      expect(after.slice(0, before.length).map((e) => [e.id, e.action, e.objectType, e.staffEmail, e.created.getTime(), Object.keys(e.changes)])).toEqual(
        before.map((e) => [e.id, e.action, e.objectType, e.staffEmail, e.created.getTime(), Object.keys(e.changes)]),
      );
      expect(after[0]!.changes.email).toEqual({ old: ERASED, new: ERASED });
      const text = JSON.stringify(after);
      for (const secret of ["first.address", "second.address", "2025550123", "Pia", "Secret Lane"]) expect(text).not.toContain(secret);
      const mails = await be.db.select().from(outbox);
      expect(JSON.stringify(mails)).not.toContain("second.address");
      expect(await be.db.select().from(customerPasswordResetTokens).where(eq(customerPasswordResetTokens.accountId, c.id))).toEqual([]);
    });

    it("erases only this account's mails: another account that took its old address afterwards keeps its reset mail and link", async () => {
      const gone = await piiCustomer("old.owner@example.com");
      expect((await call(endpoints.updateCustomerEmail, { params: { id: gone.id }, body: { new_email: "moved.on@example.com" } })).status).toBe(200);
      // The address is free again; a new customer signs up with it and is sent a reset link.
      await createCustomer(be.db, { email: "old.owner@example.com" });
      expect((await call(endpoints.requestCustomerPasswordReset, { body: { email: "old.owner@example.com" } })).status).toBe(200);
      const mailsOfOther = () => be.db.select().from(outbox).where(eq(outbox.toEmail, "old.owner@example.com"));
      const [kept] = await mailsOfOther();
      expect(kept!.link).toContain("token=");

      expect((await call(endpoints.deleteCustomerPii, { body: { email: "moved.on@example.com" } }, ADMIN)).status).toBe(200);
      expect(await mailsOfOther()).toEqual([kept]);
    });

    describe("while something is in flight (was: erased anyway, leaving plans that bill on and boxes with nowhere to ship)", () => {
      /** What delete_pii would change: the account's personal data, its addresses, its fulfillments' copies, its changelog and the audit log. */
      const untouched = async (id: number) => ({
        account: await account(id),
        addresses: await be.db.select().from(addresses).where(eq(addresses.accountId, id)),
        fulfillments: await be.db.select().from(fulfillments).innerJoin(orders, eq(orders.id, fulfillments.orderId)).where(eq(orders.accountId, id)),
        changelog: await changelogOf(id),
        audit: await be.db.select().from(staffAuditLog).where(eq(staffAuditLog.accountId, id)),
      });
      const erase = (c: { id: number; email: string | null }) => call(endpoints.deleteCustomerPii, { body: { email: c.email!, account_id: c.id } }, ADMIN);

      it("is refused with an active or paused plan: 400 naming the dog, nothing erased, no changelog entry", async () => {
        for (const status of ["ACTIVE", "PAUSED"] as const) {
          const c = await createCustomer(be.db, { pets: [{ name: "Rex", plan: { status } }], orders: [{ status: "COMPLETE", fulfillments: [{ address1: "7 Busy Road" }] }] });
          const before = await untouched(c.id);
          const r = await erase(c);
          expect(r).toEqual({ status: 400, json: { detail: piiDeletionBlocker({ plans: [{ status, dog: "Rex" }], orders: [] }) } });
          expect(r.json.detail).toBe(`This customer still has ${status === "ACTIVE" ? "an active" : "a paused"} plan (Rex). Cancel their plans, then delete the personal data.`);
          expect(await untouched(c.id)).toEqual(before);
          expect(before.changelog).toEqual([]);
          expect(before.account.piiDeletedAt).toBeNull();
        }
      });

      it("is refused with an order still to be charged or shipped (upcoming, in progress, on hold), not with one stuck or final", async () => {
        const c = await createCustomer(be.db, {
          orders: [{ status: "PREVIEW" }, { status: "FULFILLING", fulfillments: [{ address1: "7 Busy Road" }] }, { status: "HOLD" }, { status: "ERROR" }, { status: "CANCELLED" }],
        });
        const [upcoming, fulfilling, hold] = c.orderIds;
        const before = await untouched(c.id);
        const r = await erase(c);
        expect(r).toEqual({
          status: 400,
          json: { detail: `This customer still has an upcoming order (${upcoming}) and 2 orders in progress (${fulfilling}, ${hold}). Wait for their orders to be delivered (an order being fulfilled can be marked cancelled; an order on hold is charged and shipped once the customer updates the payment method), then delete the personal data.` },
        });
        expect(await untouched(c.id)).toEqual(before);
        expect(before.changelog).toEqual([]);
      });

      it("is allowed once the plans are cancelled (their upcoming orders with them) and the orders in progress are final", async () => {
        const c = await createCustomer(be.db, {
          firstName: "Ida",
          pets: [{ name: "Rex", plan: {} }],
          orders: [{ status: "PREVIEW" }, { status: "FULFILLING", fulfillments: [{ address1: "7 Busy Road" }] }],
        });
        const [upcoming, fulfilling] = c.orderIds;
        expect((await erase(c)).status).toBe(400);
        const cancelled = await call(endpoints.cancelPet, { params: { petId: c.petIds[0]! }, body: { account_id: c.id, primary_answer: "Convenience", secondary_answer: "Too many boxes" } });
        expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
        expect((await be.db.select().from(orders).where(eq(orders.id, upcoming!)))[0]!.status).toBe("CANCELLED");
        // The order being fulfilled still blocks.
        expect(await erase(c)).toEqual({ status: 400, json: { detail: piiDeletionBlocker({ plans: [], orders: [{ id: fulfilling!, status: "FULFILLING" }] }) } });
        expect((await call(endpoints.markOrderCancelled, { body: { order_id: fulfilling! } })).status).toBe(200);
        expect((await erase(c)).status).toBe(200);
        expect(await account(c.id)).toMatchObject({ firstName: null, email: null });
        const [f] = await be.db.select().from(fulfillments).where(eq(fulfillments.orderId, fulfilling!));
        expect(f).toMatchObject({ address1: null });
      });
    });

    it("is allowed to All Module Access; unknown and invalid emails are refused", async () => {
      await piiCustomer("all.erase@example.com");
      expect((await call(endpoints.deleteCustomerPii, { body: { email: "all.erase@example.com" } }, ALL)).status).toBe(200);
      expect((await call(endpoints.deleteCustomerPii, { body: { email: "ghost@example.com" } }, ADMIN)).status).toBe(404);
      expect((await call(endpoints.deleteCustomerPii, { body: { email: "ghost" } }, ADMIN)).status).toBe(400);
    });
  });

  describe("payment methods", () => {
    it("lists the customer's cards, default first", async () => {
      const c = await createCustomer(be.db, {
        paymentMethods: [
          { brand: "Visa", last4: "4242", expMonth: 3, expYear: 2029 },
          { brand: "Mastercard", last4: "5555", isDefault: false, processor: "stripe" },
        ],
      });
      const res = await be.as({ token: tokens[TEAM] }).call(endpoints.listPaymentMethods, { query: { account_id: c.id } });
      expect(res.status).toBe(200);
      const list = (await res.json()) as PaymentMethodDto[];
      expect(list.map((m) => [m.is_default, m.processor, m.card.brand, m.card.last4])).toEqual([
        [true, "braintree", "Visa", "4242"],
        [false, "stripe", "Mastercard", "5555"],
      ]);
      expect(list[0]!.card).toEqual({ brand: "Visa", last4: "4242", exp_month: 3, exp_year: 2029 });
      // unchecked: the required query is left out on purpose (400).
      expect((await be.as({ token: tokens[TEAM] }).unchecked(endpoints.listPaymentMethods)).status).toBe(400);
      expect((await be.as({ token: tokens[TEAM] }).call(endpoints.listPaymentMethods, { query: { account_id: "abc" } })).status).toBe(400);
      expect((await be.as({ token: tokens[TEAM] }).call(endpoints.listPaymentMethods, { query: { account_id: "999999" } })).status).toBe(404);
    });

    it("switch_payment_processor: refused to Team Member; braintree → stripe once, with a changelog entry", async () => {
      const c = await createCustomer(be.db, { primaryPaymentProcessor: "braintree" });
      expect((await call(endpoints.switchPaymentProcessor, { body: { account_id: c.id } }, TEAM)).status).toBe(403);
      expect((await account(c.id)).primaryPaymentProcessor).toBe("braintree");

      const ok = await call(endpoints.switchPaymentProcessor, { body: { account_id: c.id } }, OPS);
      expect(ok).toEqual({ status: 200, json: { new_payment_processor: "stripe" } });
      expect((await account(c.id)).primaryPaymentProcessor).toBe("stripe");
      const log = await changelogOf(c.id);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ staffEmail: OPS, objectType: "payment_processor", changes: { primary_payment_processor: { old: "braintree", new: "stripe" } } });

      const again = await call(endpoints.switchPaymentProcessor, { body: { account_id: c.id } }, ADMIN);
      expect(again.status).toBe(400);
      expect(String(again.json.detail)).toContain("braintree");
      expect(await changelogOf(c.id)).toHaveLength(1);
    });

    it("switch_payment_processor: Admin and All Module Access may; bad bodies and missing accounts refused", async () => {
      for (const as of [ADMIN, ALL]) {
        const c = await createCustomer(be.db);
        expect((await call(endpoints.switchPaymentProcessor, { body: { account_id: c.id } }, as)).status).toBe(200);
      }
      expect((await callUnchecked(endpoints.switchPaymentProcessor, { body: {} }, ADMIN)).json.account_id).toBeDefined();
      expect((await call(endpoints.switchPaymentProcessor, { body: { account_id: 999999 } }, ADMIN)).status).toBe(404);
    });
  });

  describe("GET impersonate/?account_id=", () => {
    it("answers a portal address with a token stored hashed, short-lived and single-use", async () => {
      const c = await createCustomer(be.db);
      const res = await be.as({ token: tokens[TEAM] }).call(endpoints.impersonate, { query: { account_id: c.id } });
      expect(res.status).toBe(200);
      const json = (await res.json()) as { redirect_to: string; expires_at: string };
      const url = new URL(json.redirect_to);
      expect(json.redirect_to.startsWith(be.config.CUSTOMER_PORTAL_URL)).toBe(true);
      const token = url.searchParams.get("token")!;
      expect(token).toMatch(/^[0-9a-f]{64}$/);

      const rows = await be.db.select().from(impersonationTokens).where(eq(impersonationTokens.accountId, c.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).toBe(hashSecret(token));
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(rows[0]!.expiresAt.getTime() - rows[0]!.created.getTime()).toBe(IMPERSONATION_TOKEN_TTL_MS);

      const log = await changelogOf(c.id);
      expect(log[0]).toMatchObject({ action: "CREATE", objectType: "impersonation", staffEmail: TEAM });

      const at = new Date(rows[0]!.created.getTime() + 60_000);
      expect(await consumeImpersonationToken(be.db, token, at)).toEqual({ accountId: c.id, staffEmail: TEAM });
      expect(await consumeImpersonationToken(be.db, token, at)).toBeNull();
      expect(await consumeImpersonationToken(be.db, "0".repeat(64), at)).toBeNull();
    });

    it("a token is refused after its expiry", async () => {
      const c = await createCustomer(be.db);
      const start = new Date("2026-06-01T10:00:00Z");
      be.setNow(start);
      try {
        // A staff token lives for the business day it was issued on: one issued at `start`.
        const json = (await (await be.as({ token: await be.tokenFor(ADMIN) }).call(endpoints.impersonate, { query: { account_id: c.id } })).json()) as { redirect_to: string };
        const token = new URL(json.redirect_to).searchParams.get("token")!;
        expect(await consumeImpersonationToken(be.db, token, new Date(start.getTime() + IMPERSONATION_TOKEN_TTL_MS))).toBeNull();
        expect(await consumeImpersonationToken(be.db, token, new Date(start.getTime() + IMPERSONATION_TOKEN_TTL_MS - 1))).not.toBeNull();
      } finally {
        be.setNow(null);
      }
    });

    it("needs an existing account id", async () => {
      // unchecked: the required account id is left out on purpose (400).
      expect((await be.as({ token: tokens[TEAM] }).unchecked(endpoints.impersonate)).status).toBe(400);
      expect((await be.as({ token: tokens[TEAM] }).call(endpoints.impersonate, { query: { account_id: "999999" } })).status).toBe(404);
    });
  });

  describe("exclusive discounts", () => {
    const orderOf = async (id: string) => (await be.db.select().from(orders).where(eq(orders.id, id)))[0]!;

    /** A $80 meal (untaxed) and a $10 snack (7 % tax): subtotal 90, tax 0.70, total 90.70. */
    const mealAndSnack = {
      status: "PREVIEW" as const,
      subtotalPrice: 90,
      totalTax: 0.7,
      totalShippingPrice: 0,
      totalPrice: 90.7,
      products: [
        { code: "MEAL-U-B", unitPrice: 80, totalPrice: 80 },
        { code: "SNACK-X", description: "Snack", productType: "SNACK" as const, type: "ONETIME" as const, unitPrice: 10, taxAmount: 0.7, totalPrice: 10.7 },
      ],
    };

    it("10% off 1 order: applied to the upcoming order's lines by the order pricing, totals recomputed, recorded", async () => {
      const c = await createCustomer(be.db, { orders: [mealAndSnack] });
      const orderId = c.orderIds[0]!;
      const { status, json } = await call(endpoints.createExclusiveDiscount, { params: { id: c.id }, body: { discount_type: "CX_10_PERCENT", order_id: orderId } });
      expect(status).toBe(201);
      expect(json.discount_code).toMatch(/^10POFFX1-[A-Z2-9]{6}$/);
      // Meal 8.00 off; snack 1.00 off and its tax 7 % of 9.00 = 0.63: 90 − 9 + 0.63.
      expect(json.order).toEqual({ id: orderId, total_discounts: 9, total_tax: 0.63, total_price: 81.63 });
      expect(json.orders).toEqual([json.order]);
      const o = await orderOf(orderId);
      expect(o).toMatchObject({ totalDiscounts: 9, totalTax: 0.63, totalPrice: 81.63 });
      const lines = await be.db.select().from(orderProducts).where(eq(orderProducts.orderId, orderId)).orderBy(orderProducts.id);
      expect(lines.map((l) => [l.discountAmount, l.taxAmount, l.totalPrice])).toEqual([
        [8, 0, 72],
        [1, 0.63, 9.63],
      ]);
      const [d] = await be.db.select().from(discounts).where(eq(discounts.code, String(json.discount_code)));
      expect(d).toMatchObject({ cxKind: "CX_10_PERCENT", createdBy: TEAM, discountType: "PERCENTAGE", value: 10, limitValue: 1 });
      const links = await be.db.select().from(orderDiscounts).where(and(eq(orderDiscounts.orderId, orderId), eq(orderDiscounts.discountId, d!.id)));
      expect(links).toHaveLength(1);
      const log = await changelogOf(c.id);
      expect(log[0]).toMatchObject({ objectType: "discount", objectId: json.discount_code, staffEmail: TEAM });
      expect(log[0]!.changes.total_price).toEqual({ old: 90.7, new: 81.63 });
      const sys = await be.db.select().from(systemChangelog).where(eq(systemChangelog.objectId, String(json.discount_code)));
      expect(sys[0]).toMatchObject({ category: "Discount", operationType: "CREATE", authorEmail: TEAM });

      // A second customer-service discount on the same order is refused, and nothing is written.
      const before = (await be.db.select().from(discounts)).length;
      const again = await call(endpoints.createExclusiveDiscount, { params: { id: c.id }, body: { discount_type: "CX_30_PERCENT", order_id: orderId } });
      // It names the code already there and the way out, on the order field the dialog shows it under.
      const text = `This order already has a customer-service discount (${json.discount_code}). Remove it from the order on the order's page first, or choose another upcoming order.`;
      expect(again).toEqual({ status: 400, json: { order_id: [text] } });
      expect(ORDER_ALREADY_HAS_EXCLUSIVE_MESSAGE(String(json.discount_code))).toBe(text);
      expect((await be.db.select().from(discounts)).length).toBe(before);
      expect(await orderOf(orderId)).toMatchObject({ totalDiscounts: 9, totalPrice: 81.63 });
    });

    it("30% off 1 order", async () => {
      const c = await createCustomer(be.db, { orders: [mealAndSnack] });
      const { status, json } = await call(endpoints.createExclusiveDiscount, { params: { id: c.id }, body: { discount_type: "CX_30_PERCENT", order_id: c.orderIds[0] } });
      expect(status).toBe(201);
      expect(json.discount_code).toMatch(/^30POFFX1-/);
      // Meal 24.00 off; snack 3.00 off and its tax 7 % of 7.00 = 0.49: 90 − 27 + 0.49.
      expect(json.order).toEqual({ id: c.orderIds[0], total_discounts: 27, total_tax: 0.49, total_price: 63.49 });
    });

    it("10% off 3 orders (winback): a code on the customer account, applied to its upcoming order (tests/integration/order-money.test.ts has the rest)", async () => {
      const c = await createCustomer(be.db, { orders: [{ status: "PREVIEW" }] });
      const { status, json } = await call(endpoints.createExclusiveDiscount, { params: { id: c.id }, body: { discount_type: "CX_10_PERCENT_FOR_THREE_ORDERS" } });
      expect(status).toBe(201);
      // The default order: one $100 meal line.
      expect(json).toMatchObject({ discount_type: "CX_10_PERCENT_FOR_THREE_ORDERS", account_id: c.id, order: null, orders: [{ id: c.orderIds[0], total_discounts: 10, total_tax: 0, total_price: 90 }] });
      expect(json.discount_code).toMatch(/^WB-CX-10X3-/);
      const [d] = await be.db.select().from(discounts).where(eq(discounts.code, String(json.discount_code)));
      expect(d).toMatchObject({ accountId: c.id, limitValue: 3, value: 10, cxKind: "CX_10_PERCENT_FOR_THREE_ORDERS" });
      expect(await be.db.select({ orderId: orderDiscounts.orderId }).from(orderDiscounts).where(eq(orderDiscounts.discountId, d!.id))).toEqual([{ orderId: c.orderIds[0] }]);
      expect((await orderOf(c.orderIds[0]!)).totalDiscounts).toBe(10);
      expect((await changelogOf(c.id))[0]).toMatchObject({ objectType: "discount", staffEmail: TEAM });
    });

    it("refuses a missing order id, another customer's order, a non-upcoming order and an unknown type, writing nothing", async () => {
      const c = await createCustomer(be.db, { orders: [{ status: "PREVIEW" }, { status: "FULFILLED" }] });
      const other = await createCustomer(be.db, { orders: [{ status: "PREVIEW" }] });
      const before = (await be.db.select().from(discounts)).length;
      const params = { id: c.id };
      expect(await call(endpoints.createExclusiveDiscount, { params, body: { discount_type: "CX_10_PERCENT" } })).toEqual({ status: 400, json: { order_id: [ORDER_ID_REQUIRED_MESSAGE] } });
      expect(await call(endpoints.createExclusiveDiscount, { params, body: { discount_type: "CX_10_PERCENT", order_id: other.orderIds[0] } })).toEqual({
        status: 400,
        json: { order_id: [ORDER_NOT_OF_CUSTOMER_MESSAGE] },
      });
      expect(await call(endpoints.createExclusiveDiscount, { params, body: { discount_type: "CX_30_PERCENT", order_id: "no-such-order" } })).toEqual({
        status: 400,
        json: { order_id: [ORDER_NOT_OF_CUSTOMER_MESSAGE] },
      });
      expect(await call(endpoints.createExclusiveDiscount, { params, body: { discount_type: "CX_10_PERCENT", order_id: c.orderIds[1] } })).toEqual({
        status: 400,
        json: { order_id: [ORDER_NOT_UPCOMING_MESSAGE] },
      });
      const bad = await callUnchecked(endpoints.createExclusiveDiscount, { params, body: { discount_type: "CX_50_PERCENT", order_id: c.orderIds[0] } });
      expect(bad.status).toBe(400);
      expect(bad.json.discount_type).toBeDefined();
      expect((await call(endpoints.createExclusiveDiscount, { params: { id: "999999" }, body: { discount_type: "CX_10_PERCENT_FOR_THREE_ORDERS" } })).status).toBe(404);
      expect((await be.db.select().from(discounts)).length).toBe(before);
      expect(await changelogOf(c.id)).toEqual([]);
    });

    it("generate_exclusive_discount: a fresh code of the kind, tied to nothing", async () => {
      const a = await call(endpoints.generateExclusiveDiscount, { body: { discount_type: "CX_30_PERCENT" } });
      const b = await call(endpoints.generateExclusiveDiscount, { body: { discount_type: "CX_30_PERCENT" } });
      expect(a.status).toBe(201);
      expect(a.json.discount_code).toMatch(/^30POFFX1-[A-Z2-9]{6}$/);
      expect(a.json.discount_code).not.toBe(b.json.discount_code);
      const [d] = await be.db.select().from(discounts).where(eq(discounts.code, String(a.json.discount_code)));
      expect(d).toMatchObject({ accountId: null, cxKind: "CX_30_PERCENT", createdBy: TEAM, limitValue: 1 });
      expect((await callUnchecked(endpoints.generateExclusiveDiscount, { body: { discount_type: "BOGUS" } })).status).toBe(400);
      expect((await callUnchecked(endpoints.generateExclusiveDiscount, { body: {} })).status).toBe(400);
    });
  });
});
