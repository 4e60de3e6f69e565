/**
 * Manage Users on the embedded API (issue 13): the
 * +bark rule, the group choices per tier (403 otherwise), deactivation signs the user out at once,
 * nobody deactivates themselves, reactivation, the reset link, nothing written on a refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { STAFF_MESSAGES, STALE_STAFF_USER_MESSAGE } from "@/lib/contract/staff";
import { outbox, passwordResetTokens, staffAuditLog, staffTokens, staffUsers } from "@/server/backend/db/schema";
import { createTestBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import type { ApiEndpoint, CallArgs, CallInput } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import { authEndpoints } from "@/lib/contract/auth";
import type { UncheckedArgs } from "../support/api-client";
import { DEMO } from "../support/demo-staff";
import type { StaffGroupName } from "@/lib/contract/enums";

const ADMIN = DEMO.admin;
const OPS = DEMO.ops;
const ALL = DEMO.all;
const TEAM = DEMO.team;

describe(`Manage Users (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    be = await createTestBackend();
    for (const email of [ADMIN, OPS, ALL, TEAM]) tokens[email] = await be.tokenFor(email);
  });
  afterAll(async () => be?.close());

  /** The descriptor's call, its input typed by the descriptor, as `as` (a demo email, or a token). */
  const call = async <E extends ApiEndpoint>(endpoint: E, input: CallInput<E>, as: string) => {
    const res = await be.as({ token: tokens[as] ?? as }).call(endpoint, ...([input] as unknown as CallArgs<E>));
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  /** The same with any body (the tests of invalid input). */
  const callUnchecked = async <E extends ApiEndpoint>(endpoint: E, input: UncheckedArgs<E>[0], as: string) => {
    const res = await be.as({ token: tokens[as] ?? as }).unchecked(endpoint, ...([input] as UncheckedArgs<E>));
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  const users = async () => Number((await be.db.select({ n: count() }).from(staffUsers))[0]!.n);
  const newUser = (email: string, group_name: StaffGroupName) => ({ first_name: "Nia", last_name: "New", email, group_name });

  it("creates a user with the email lower-cased, active, in the group", async () => {
    const { status, json } = await call(endpoints.createStaffUser, { body: newUser("Nia.New+BARK@Example.com", "BarkTeamMember") }, ADMIN);
    expect(status).toBe(201);
    expect(json).toMatchObject({ first_name: "Nia", last_name: "New", email: "nia.new+bark@example.com", is_active: true, groups: [{ name: "BarkTeamMember" }] });
    const list = await call(endpoints.listStaffUsers, { query: { search: "nia new" } }, ADMIN);
    expect(list.json.count).toBe(1);
  });

  it("a new user sets up an authenticator at the first sign-in (spec 01 §1: email, password and a one-time code): no token on the password alone", async () => {
    const email = "ada.authenticator+bark@example.com";
    expect((await call(endpoints.createStaffUser, { body: newUser(email, "BarkTeamMember") }, ADMIN)).status).toBe(201);
    const { hashPassword } = await import("@/server/backend/auth/password");
    await be.db.update(staffUsers).set({ passwordHash: await hashPassword("Long-enough-pass") }).where(eq(staffUsers.email, email));
    const res = await be.as(null).call(authEndpoints.login, { body: { email, password: "Long-enough-pass" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ mfa_required: false, setup_required: true, token: null });
  });

  it("refuses an email without +bark@ with the spec's message, a taken email, blanks; nothing written", async () => {
    const before = await users();
    const noTag = await call(endpoints.createStaffUser, { body: newUser("nia@example.com", "BarkTeamMember") }, ADMIN);
    expect(noTag.status).toBe(400);
    expect(noTag.json).toEqual({ email: ["Validation error: all Bark users must have +bark qualifier in their email address"] });
    const taken = await call(endpoints.createStaffUser, { body: newUser("TEAM+bark@example.com", "BarkTeamMember") }, ADMIN);
    expect(taken.json).toEqual({ email: [STAFF_MESSAGES.emailTaken] });
    const blank = await callUnchecked(endpoints.createStaffUser, { body: { first_name: " ", last_name: "", email: "x+bark@example.com", group_name: "Marketing" } }, ADMIN);
    expect(Object.keys(blank.json).sort()).toEqual(["first_name", "group_name", "last_name"]);
    expect(await users()).toBe(before);
  });

  it("offers each tier only its groups: 403 otherwise (Admin cannot create an Ops Admin), nothing written", async () => {
    const before = await users();
    const refused: [string, StaffGroupName][] = [
      [ADMIN, "BarkOpsAdmin"],
      [ADMIN, "BarkAllModuleAccess"],
      [OPS, "BarkAllModuleAccess"],
    ];
    for (const [who, group] of refused) {
      const { status } = await call(endpoints.createStaffUser, { body: newUser(`r-${group.toLowerCase()}-${who.slice(0, 3)}+bark@example.com`, group) }, who);
      expect(status, `${who} → ${group}`).toBe(403);
    }
    expect((await call(endpoints.createStaffUser, { body: newUser("t+bark@example.com", "BarkTeamMember") }, TEAM)).status).toBe(403);
    expect(await users()).toBe(before);
    const allowed: [string, StaffGroupName][] = [
      [ADMIN, "BarkAdmin"],
      [OPS, "BarkOpsAdmin"],
      [OPS, "BarkTeamMember"],
      [ALL, "BarkAllModuleAccess"],
    ];
    for (const [who, group] of allowed) {
      const { status } = await call(endpoints.createStaffUser, { body: newUser(`ok-${group.toLowerCase()}-${who.slice(0, 3)}+bark@example.com`, group) }, who);
      expect(status, `${who} → ${group}`).toBe(201);
    }
  });

  it("deactivating signs the user out at once (their token answers 401), reactivating lets them back", async () => {
    const email = "ok-barkadmin-adm+bark@example.com";
    // The user signs in (a token of their own) once they have a password.
    const [row] = await be.db.select().from(staffUsers).where(eq(staffUsers.email, email));
    const { hashPassword } = await import("@/server/backend/auth/password");
    // (Their authenticator set up too: this test is about the active flag, not the first sign-in.)
    await be.db.update(staffUsers).set({ passwordHash: await hashPassword("Long-enough-pass"), totpSetupRequired: false }).where(eq(staffUsers.id, row!.id));
    const theirs = await be.tokenFor(email, "Long-enough-pass");
    expect((await be.as({ token: theirs }).call(endpoints.listStaffUsers, { query: {} })).status).toBe(200);

    const off = await call(endpoints.updateStaffUser, { body: { email, is_active: false } }, ADMIN);
    expect(off.status).toBe(200);
    expect(off.json.is_active).toBe(false);
    expect((await be.as({ token: theirs }).call(endpoints.listStaffUsers, { query: {} })).status).toBe(401);
    expect((await be.db.select().from(staffTokens).where(eq(staffTokens.staffUserId, row!.id))).length).toBe(0);

    const on = await call(endpoints.updateStaffUser, { body: { email: email.toUpperCase(), is_active: true } }, ADMIN);
    expect(on.json.is_active).toBe(true);
    // The old token stays gone; a new sign-in works.
    expect((await be.as({ token: theirs }).call(endpoints.listStaffUsers, { query: {} })).status).toBe(401);
    expect((await be.as({ token: await be.tokenFor(email, "Long-enough-pass") }).call(endpoints.listStaffUsers, { query: {} })).status).toBe(200);
  });

  it("concurrent edits (issue 19): the answer carries the version; a change from an older version answers 409 and keeps the first", async () => {
    const created = await call(endpoints.createStaffUser, { body: newUser("vera.version+bark@example.com", "BarkTeamMember") }, ADMIN);
    expect(created.json.version).toBe(1);
    const listed = await call(endpoints.listStaffUsers, { query: { search: "vera.version" } }, ADMIN);
    expect((listed.json.results as { version: number }[])[0]!.version).toBe(1);
    const first = await call(endpoints.updateStaffUser, { body: { email: "vera.version+bark@example.com", is_active: false, version: 1 } }, ADMIN);
    expect(first.json).toMatchObject({ is_active: false, version: 2 });
    // Another admin, who loaded the list before, reactivates from version 1: refused, still deactivated.
    const stale = await call(endpoints.updateStaffUser, { body: { email: "vera.version+bark@example.com", is_active: true, version: 1 } }, ALL);
    expect(stale).toEqual({ status: 409, json: { detail: STALE_STAFF_USER_MESSAGE } });
    expect((await be.db.select().from(staffUsers).where(eq(staffUsers.email, "vera.version+bark@example.com")))[0]).toMatchObject({ isActive: false, version: 2 });
    expect((await call(endpoints.updateStaffUser, { body: { email: "vera.version+bark@example.com", is_active: true, version: 2 } }, ALL)).json).toMatchObject({ is_active: true, version: 3 });
    // Without a version: not checked.
    expect((await call(endpoints.updateStaffUser, { body: { email: "vera.version+bark@example.com", is_active: false } }, ALL)).json).toMatchObject({ version: 4 });
  });

  it("the active flag the user already has changes nothing: answered as is, version kept, no audit entry; a stale version is still 409", async () => {
    const email = "nora.noop+bark@example.com";
    await call(endpoints.createStaffUser, { body: newUser(email, "BarkTeamMember") }, ADMIN);
    const audited = async () => (await be.db.select({ n: count() }).from(staffAuditLog).where(eq(staffAuditLog.objectId, email)))[0]!.n;
    const before = await audited();
    for (const version of [undefined, 1]) {
      const same = await call(endpoints.updateStaffUser, { body: { email, is_active: true, ...(version === undefined ? {} : { version }) } }, ADMIN);
      expect(same.status).toBe(200);
      expect(same.json).toMatchObject({ email, is_active: true, version: 1 });
    }
    expect(await audited()).toBe(before);
    expect((await be.db.select().from(staffUsers).where(eq(staffUsers.email, email)))[0]).toMatchObject({ isActive: true, version: 1 });
    expect(await call(endpoints.updateStaffUser, { body: { email, is_active: true, version: 7 } }, ADMIN)).toEqual({ status: 409, json: { detail: STALE_STAFF_USER_MESSAGE } });
  });

  it("nobody deactivates themselves; an Admin cannot change an Ops Admin; unknown email 404", async () => {
    const self = await call(endpoints.updateStaffUser, { body: { email: ADMIN, is_active: false } }, ADMIN);
    expect(self.status).toBe(400);
    expect(self.json).toEqual({ detail: STAFF_MESSAGES.notYourself });
    expect((await call(endpoints.updateStaffUser, { body: { email: OPS, is_active: false } }, ADMIN)).status).toBe(403);
    expect((await call(endpoints.updateStaffUser, { body: { email: "nobody+bark@example.com", is_active: false } }, ADMIN)).status).toBe(404);
    expect((await callUnchecked(endpoints.updateStaffUser, { body: { email: OPS, is_active: "no" } }, ALL)).status).toBe(400);
    const [ops] = await be.db.select().from(staffUsers).where(eq(staffUsers.email, OPS));
    expect(ops!.isActive).toBe(true);
    expect((await be.as({ token: tokens[OPS] }).call(endpoints.listStaffUsers, { query: {} })).status).toBe(200);
  });

  it("sends a reset link to a user (outbox), 404 for an unknown email, 400 for a deactivated user", async () => {
    const email = "nia.new+bark@example.com";
    const { status } = await call(endpoints.requestStaffPasswordReset, { body: { email: "Nia.New+bark@example.com" } }, OPS);
    expect(status).toBe(200);
    const mail = await be.db.select().from(outbox).where(eq(outbox.toEmail, email));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.link).toMatch(/\/reset-password\//);
    expect((await call(endpoints.requestStaffPasswordReset, { body: { email: "nobody+bark@example.com" } }, OPS)).status).toBe(404);
    const inactive = await call(endpoints.requestStaffPasswordReset, { body: { email: DEMO.inactive } }, OPS);
    expect(inactive.status).toBe(400);
    expect(Object.keys(inactive.json)).toEqual(["email"]);
    expect((await call(endpoints.requestStaffPasswordReset, { body: { email } }, TEAM)).status).toBe(403);
  });

  it("only the newest reset link works, and a deactivation kills the links sent before (a reactivation does not bring them back)", async () => {
    const email = "rita.reset+bark@example.com";
    expect((await call(endpoints.createStaffUser, { body: newUser(email, "BarkTeamMember") }, ADMIN)).status).toBe(201);
    const [user] = await be.db.select().from(staffUsers).where(eq(staffUsers.email, email));
    const links = () => be.db.select({ usedAt: passwordResetTokens.usedAt }).from(passwordResetTokens).where(eq(passwordResetTokens.staffUserId, user!.id)).orderBy(passwordResetTokens.created, passwordResetTokens.id);
    expect((await call(endpoints.requestStaffPasswordReset, { body: { email } }, ADMIN)).status).toBe(200);
    expect((await call(endpoints.requestStaffPasswordReset, { body: { email } }, ADMIN)).status).toBe(200);
    const two = await links();
    expect(two.map((l) => l.usedAt === null).sort()).toEqual([false, true]);
    expect((await call(endpoints.updateStaffUser, { body: { email, is_active: false } }, ADMIN)).status).toBe(200);
    expect((await call(endpoints.updateStaffUser, { body: { email, is_active: true } }, ADMIN)).status).toBe(200);
    expect((await links()).every((l) => l.usedAt !== null)).toBe(true);
  });

  it("sends reset links only for accounts the sender's tier may change: 403 and no mail otherwise (issue 19)", async () => {
    const mails = async () => Number((await be.db.select({ n: count() }).from(outbox))[0]!.n);
    const before = await mails();
    const refused: [string, string][] = [
      [ADMIN, ALL],
      [ADMIN, OPS],
      [OPS, ALL],
    ];
    for (const [sender, target] of refused) {
      const { status, json } = await call(endpoints.requestStaffPasswordReset, { body: { email: target } }, sender);
      expect(status, `${sender} → ${target}`).toBe(403);
      expect(json).toEqual({ detail: "You do not have permission to perform this action." });
    }
    expect(await mails()).toBe(before);
    const allowed: [string, string][] = [
      [ADMIN, TEAM],
      [ADMIN, ADMIN],
      [OPS, OPS],
      [ALL, ALL],
      [ALL, OPS],
    ];
    for (const [sender, target] of allowed) expect((await call(endpoints.requestStaffPasswordReset, { body: { email: target } }, sender)).status, `${sender} → ${target}`).toBe(200);
    expect(await mails()).toBe(before + allowed.length);
  });
});
