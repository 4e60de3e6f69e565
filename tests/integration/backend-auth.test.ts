/**
 * Staff authentication of the embedded API: sign-in for each demo account, authenticator codes and setup,
 * replay, uniform failures, and password reset end to end.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { generate } from "otplib";
import { eq } from "drizzle-orm";
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from "@/lib/contract/auth";
import { passwordResetTokens, staffTokens, staffUsers } from "@/server/backend/db/schema";
import { hashPassword } from "@/server/backend/auth/password";
import { hashSecret } from "@/server/backend/auth/tokens";
import { listOutboxMessages } from "@/server/backend/queries/auth";
import { FAILED_SIGN_IN_WINDOW_MINUTES, MAX_FAILED_SIGN_INS } from "@/server/backend/auth/throttle";
import { AUTH_DETAIL, PASSWORD_RESET_TTL_MINUTES } from "@/server/backend/routes/auth";
import { DEMO_MFA_TOTP_SECRET, DEMO_STAFF } from "@/server/backend/seed/demo-staff";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { endpoints } from "@/lib/contract/endpoints";
import { authEndpoints } from "@/lib/contract/auth";
import { DEMO } from "../support/demo-staff";

const ROLE_ACCOUNTS = [DEMO.team, DEMO.admin, DEMO.ops, DEMO.all];
const MFA = DEMO.mfa;
const SETUP = DEMO.setup;
const INACTIVE = DEMO.inactive;
const GUEST = DEMO.guest;

type Json = Record<string, unknown>;
const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

describe(`embedded API staff authentication (${TEST_DB_DRIVER})`, () => {
  let b: TestBackend;
  /** Secrets, tokens and codes handed out during the run: none may appear in the log. */
  const secrets = new Set<string>([DEMO_PASSWORD, DEMO_MFA_TOTP_SECRET]);
  const codes = new Set<string>();

  const login = async (email: string, password = DEMO_PASSWORD) => {
    const res = await b.as(null).call(authEndpoints.login, { body: { email, password } });
    const json = (await res.json()) as Json;
    if (typeof json.token === "string") secrets.add(json.token);
    return { status: res.status, json };
  };
  const totp = async (email: string, code: string, password = DEMO_PASSWORD) => {
    codes.add(code);
    const res = await b.as(null).call(authEndpoints.totp, { body: { email, password, token: code } });
    const json = (await res.json()) as Json;
    if (typeof json.token === "string") secrets.add(json.token);
    return { status: res.status, json };
  };
  // The outbox table itself: no HTTP route hands out a reset link (backend-dev-routes.test.ts).
  const outboxFor = async (email: string) =>
    (await listOutboxMessages(b.db, { toEmail: email, limit: 20 })).map((m) => ({ id: m.id, link: m.link!, subject: m.subject, body: m.body }));
  const resetParts = (link: string) => {
    const m = /\/reset-password\/([^/]+)\/([^/]+)$/.exec(link);
    if (!m) throw new Error(`not a reset link: ${link}`);
    secrets.add(m[2]!);
    return { reset_token_id: decodeURIComponent(m[1]!), reset_token_key: decodeURIComponent(m[2]!) };
  };

  beforeAll(async () => {
    // At debug level, so a secret written by a debug line is caught too (issue 19 finding 2).
    b = await createTestBackend({ env: { LOG_LEVEL: "debug" } });
  });
  afterAll(async () => b?.close());

  describe("POST /auth/login", () => {
    it.each(ROLE_ACCOUNTS)("gives %s a token and the account", async (email) => {
      const { status, json } = await login(email);
      expect(status).toBe(200);
      expect(json.mfa_required).toBe(false);
      expect(json.setup_required).toBe(false);
      expect(json.config_url).toBeNull();
      expect(typeof json.token).toBe("string");
      // At least 160 bits of randomness (40 hex digits).
      expect(String(json.token)).toMatch(/^[0-9a-f]{40,}$/);
      const demo = DEMO_STAFF.find((s) => s.email === email)!;
      expect(json.account).toEqual({
        email,
        first_name: demo.firstName,
        last_name: demo.lastName,
        is_active: true,
        groups: [{ name: demo.group }],
      });
      const me = await b.as({ token: String(json.token) }).call(endpoints.listStaffUsers, { query: {} });
      // The token works on /api/ (403 for the Team Member, whose role may not manage users).
      expect(me.status).toBe(email.startsWith("team") ? 403 : 200);
    });

    it("stores tokens hashed, never in clear", async () => {
      const { json } = await login(DEMO.admin);
      const rows = await b.db.select().from(staffTokens);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((r) => r.tokenHash === json.token)).toBe(false);
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
    });

    it("lower-cases the email", async () => {
      const { status, json } = await login("  ADMIN+Bark@Example.COM ");
      expect(status).toBe(200);
      expect((json.account as Json).email).toBe(DEMO.admin);
    });

    it("asks the MFA account for an authenticator code and gives no token", async () => {
      const { status, json } = await login(MFA);
      expect(status).toBe(200);
      expect(json).toMatchObject({ mfa_required: true, setup_required: false, config_url: null, token: null });
    });

    it("asks the setup account to set up an authenticator, with an otpauth address and a new secret", async () => {
      const first = await login(SETUP);
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({ mfa_required: false, setup_required: true, token: null });
      const url = String(first.json.config_url);
      expect(url.startsWith("otpauth://totp/BARK%20Back%20Office:")).toBe(true);
      const parsed = new URL(url);
      expect(decodeURIComponent(parsed.pathname.replace(/^\//, ""))).toBe(`BARK Back Office:${SETUP}`);
      expect(parsed.searchParams.get("issuer")).toBe("BARK Back Office");
      const secret = parsed.searchParams.get("secret")!;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      secrets.add(secret);
      const [row] = await b.db.select().from(staffUsers).where(eq(staffUsers.email, SETUP));
      expect(row!.totpSecret).toBe(secret);
      expect(row!.totpEnabled).toBe(false);
      const second = await login(SETUP);
      const secret2 = new URL(String(second.json.config_url)).searchParams.get("secret")!;
      secrets.add(secret2);
      expect(secret2).not.toBe(secret);
    });

    it("refuses the inactive account with the same 401 as a wrong password", async () => {
      const inactive = await login(INACTIVE);
      const wrong = await login(DEMO.admin, "Wrong-password-1");
      expect(inactive.status).toBe(401);
      expect(inactive.json).toEqual({ detail: AUTH_DETAIL.invalidCredentials });
      expect(wrong.json).toEqual(inactive.json);
    });

    it("gives the guest (unsupported group) a token whose Manage Users call answers 403", async () => {
      const { status, json } = await login(GUEST);
      expect(status).toBe(200);
      expect(json.account).toMatchObject({ email: GUEST, groups: [{ name: "Marketing" }] });
      const res = await b.as({ token: String(json.token) }).call(endpoints.listStaffUsers, { query: {} });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ detail: expect.any(String) });
    });

    it("answers a wrong password and an unknown email alike: same status, same body, similar time", async () => {
      const timed = async (email: string, password: string) => {
        const started = performance.now();
        const r = await login(email, password);
        return { ...r, ms: performance.now() - started };
      };
      const wrong = [];
      const unknown = [];
      for (let i = 0; i < 3; i++) {
        wrong.push(await timed(DEMO.ops, "Not-the-password-1"));
        unknown.push(await timed(`nobody${i}+bark@example.com`, "Not-the-password-1"));
      }
      for (const r of [...wrong, ...unknown]) {
        expect(r.status).toBe(401);
        expect(r.json).toEqual({ detail: AUTH_DETAIL.invalidCredentials });
      }
      const median = (xs: number[]) => xs.sort((a, c) => a - c)[1]!;
      // Unknown emails still run the slow hash (against a dummy), so they take about as long.
      expect(median(unknown.map((r) => r.ms))).toBeGreaterThan(0.5 * median(wrong.map((r) => r.ms)));
    });

    it("answers missing fields with field messages", async () => {
      // unchecked: fields missing on purpose.
      const res = await b.as(null).unchecked(authEndpoints.login, { body: { email: "" } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ email: [AUTH_MESSAGES.blank], password: [AUTH_MESSAGES.required] });
    });
  });

  describe("POST /auth/totp/", () => {
    /** What Manage Users shows of the user's edits (Last Updated) and the version its edits check. */
    const editedOf = async (email: string) =>
      (await b.db.select({ lastUpdated: staffUsers.lastUpdated, version: staffUsers.version }).from(staffUsers).where(eq(staffUsers.email, email)))[0];
    // Each test uses its own later time, since an accepted step may never be used again.
    const base = new Date(Math.floor(Date.now() / 30_000) * 30_000 + 5_000);
    const at = (minutes: number) => new Date(base.getTime() + minutes * 60_000);

    it("signs the MFA account in with a code computed from the documented secret", async () => {
      b.setNow(at(1));
      const before = await editedOf(MFA);
      const { status, json } = await totp(MFA, await codeAt(DEMO_MFA_TOTP_SECRET, at(1)));
      expect(status).toBe(200);
      // A sign-in is no edit of the user: Manage Users' Last Updated and the version stay (was: Last Updated moved at every sign-in).
      expect(await editedOf(MFA)).toEqual(before);
      expect(String(json.token)).toMatch(/^[0-9a-f]{40,}$/);
      expect(json.account).toMatchObject({ email: MFA, is_active: true, groups: [{ name: "BarkAdmin" }] });
      const res = await b.as({ token: String(json.token) }).call(endpoints.listStaffUsers, { query: {} });
      expect(res.status).toBe(200);
    });

    it("accepts a code one step early or late, and not two", async () => {
      b.setNow(at(3));
      expect((await totp(MFA, await codeAt(DEMO_MFA_TOTP_SECRET, new Date(at(3).getTime() - 30_000)))).status).toBe(200);
      b.setNow(at(5));
      expect((await totp(MFA, await codeAt(DEMO_MFA_TOTP_SECRET, new Date(at(5).getTime() + 30_000)))).status).toBe(200);
      b.setNow(at(7));
      const tooOld = await totp(MFA, await codeAt(DEMO_MFA_TOTP_SECRET, new Date(at(7).getTime() - 60_000)));
      expect(tooOld.status).toBe(400);
      expect(tooOld.json).toEqual({ detail: AUTH_DETAIL.invalidCode });
    });

    it("rejects a replayed code, and an older code after a newer one", async () => {
      b.setNow(at(9));
      const code = await codeAt(DEMO_MFA_TOTP_SECRET, at(9));
      expect((await totp(MFA, code)).status).toBe(200);
      const replay = await totp(MFA, code);
      expect(replay.status).toBe(400);
      expect(replay.json).toEqual({ detail: AUTH_DETAIL.codeAlreadyUsed });
      // The previous step's code is inside the window but older than the accepted one.
      const previous = await totp(MFA, await codeAt(DEMO_MFA_TOTP_SECRET, new Date(at(9).getTime() - 30_000)));
      expect(previous.status).toBe(400);
    });

    it("rejects a wrong code and a wrong password", async () => {
      b.setNow(at(11));
      const good = await codeAt(DEMO_MFA_TOTP_SECRET, at(11));
      const wrongCode = good === "000000" ? "111111" : "000000";
      const bad = await totp(MFA, wrongCode);
      expect(bad.status).toBe(400);
      expect(bad.json).toEqual({ detail: AUTH_DETAIL.invalidCode });
      const wrongPassword = await totp(MFA, good, "Not-the-password-1");
      expect(wrongPassword.status).toBe(401);
      expect(wrongPassword.json).toEqual({ detail: AUTH_DETAIL.invalidCredentials });
      // unchecked: a blank code on purpose.
      const blank = await b.as(null).unchecked(authEndpoints.totp, { body: { email: MFA, password: DEMO_PASSWORD, token: "" } });
      expect(blank.status).toBe(400);
      expect(await blank.json()).toEqual({ token: [AUTH_MESSAGES.blank] });
    });

    it("refuses a code for an account without authenticator", async () => {
      b.setNow(at(13));
      const res = await totp(DEMO.team, "123456");
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ detail: AUTH_DETAIL.mfaNotConfigured });
    });

    it("completes the setup flow with a code from the returned address; then sign-in asks for a code", async () => {
      b.setNow(at(15));
      const before = await editedOf(SETUP);
      const first = await login(SETUP);
      const oldSecret = new URL(String(first.json.config_url)).searchParams.get("secret")!;
      const second = await login(SETUP);
      const secret = new URL(String(second.json.config_url)).searchParams.get("secret")!;
      secrets.add(oldSecret).add(secret);
      // A code from the superseded secret no longer works.
      const stale = await totp(SETUP, await codeAt(oldSecret, at(15)));
      expect(stale.status).toBe(400);
      const done = await totp(SETUP, await codeAt(secret, at(15)));
      expect(done.status).toBe(200);
      expect(done.json.account).toMatchObject({ email: SETUP, groups: [{ name: "BarkTeamMember" }] });
      const [row] = await b.db.select().from(staffUsers).where(eq(staffUsers.email, SETUP));
      expect(row).toMatchObject({ totpEnabled: true, totpSetupRequired: false, totpSecret: secret });
      b.setNow(at(17));
      const again = await login(SETUP);
      expect(again.json).toMatchObject({ mfa_required: true, setup_required: false, config_url: null, token: null });
      expect((await totp(SETUP, await codeAt(secret, at(17)))).status).toBe(200);
      // Setting up the authenticator and signing in with it: no edit of the user either.
      expect(await editedOf(SETUP)).toEqual(before);
    });

    it("refuses the inactive account even with a code", async () => {
      b.setNow(at(19));
      const res = await totp(INACTIVE, "123456");
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ detail: AUTH_DETAIL.invalidCredentials });
      b.setNow(null);
    });
  });

  describe("password reset", () => {
    const ADMIN = DEMO.admin;
    const NEW_PASSWORD = "Brand-new-pass-42";
    secrets.add(NEW_PASSWORD);

    const requestReset = async (email: string) => {
      const res = await b.as(null).call(authEndpoints.passwordResetRequest, { body: { email } });
      return { status: res.status, json: (await res.json()) as Json };
    };
    const reset = async (body: Json) => {
      // unchecked: the cases send incomplete and mismatched bodies on purpose.
      const res = await b.as(null).unchecked(authEndpoints.resetPassword, { body });
      return { status: res.status, json: (await res.json()) as Json };
    };

    it("runs end to end: request, link in the outbox, new password, old sessions signed out, link single use", async () => {
      const oldToken = await b.tokenFor(ADMIN);
      secrets.add(oldToken);
      const asked = await requestReset("Admin+Bark@Example.com");
      expect(asked).toEqual({ status: 200, json: { detail: AUTH_DETAIL.resetRequested } });
      const [mail] = await outboxFor(ADMIN);
      expect(mail!.link.startsWith(`${b.config.APP_BASE_URL}/reset-password/`)).toBe(true);
      expect(mail!.body).toContain(mail!.link);
      const parts = resetParts(mail!.link);
      const [stored] = await b.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.id, parts.reset_token_id));
      expect(stored!.keyHash).not.toBe(parts.reset_token_key);
      const expectedExpiry = stored!.created.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000;
      expect(Math.abs(stored!.expiresAt.getTime() - expectedExpiry)).toBeLessThan(1000);

      const done = await reset({ ...parts, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
      expect(done.status).toBe(200);
      expect(done.json).toMatchObject({ detail: AUTH_DETAIL.passwordReset, email: ADMIN });

      expect((await login(ADMIN)).status).toBe(401);
      const fresh = await login(ADMIN, NEW_PASSWORD);
      expect(fresh.status).toBe(200);
      expect((await b.as({ token: oldToken }).call(endpoints.listStaffUsers, { query: {} })).status).toBe(401);
      expect((await b.as({ token: String(fresh.json.token) }).call(endpoints.listStaffUsers, { query: {} })).status).toBe(200);

      const again = await reset({ ...parts, password: "Another-pass-123", password_confirm: "Another-pass-123" });
      expect(again).toEqual({ status: 400, json: { detail: AUTH_DETAIL.invalidResetLink } });
      expect((await login(ADMIN, NEW_PASSWORD)).status).toBe(200);
    });

    it("answers an unknown email exactly like a known one, and writes no mail", async () => {
      const before = (await outboxFor("nobody+bark@example.com")).length;
      const res = await requestReset("nobody+bark@example.com");
      expect(res).toEqual({ status: 200, json: { detail: AUTH_DETAIL.resetRequested } });
      expect((await outboxFor("nobody+bark@example.com")).length).toBe(before);
      // Inactive users get the same answer and no link either.
      expect(await requestReset(INACTIVE)).toEqual({ status: 200, json: { detail: AUTH_DETAIL.resetRequested } });
      expect(await outboxFor(INACTIVE)).toHaveLength(0);
    });

    it("rejects an expired link and accepts one just before it expires", async () => {
      const start = new Date();
      b.setNow(start);
      await requestReset(DEMO.ops);
      const first = resetParts((await outboxFor(DEMO.ops))[0]!.link);
      b.setNow(new Date(start.getTime() + (PASSWORD_RESET_TTL_MINUTES + 1) * 60_000));
      const expired = await reset({ ...first, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
      expect(expired).toEqual({ status: 400, json: { detail: AUTH_DETAIL.invalidResetLink } });

      b.setNow(start);
      await requestReset(DEMO.ops);
      const second = resetParts((await outboxFor(DEMO.ops))[0]!.link);
      expect(second.reset_token_id).not.toBe(first.reset_token_id);
      b.setNow(new Date(start.getTime() + (PASSWORD_RESET_TTL_MINUTES - 1) * 60_000));
      const ok = await reset({ ...second, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
      expect(ok.status).toBe(200);
      b.setNow(null);
    });

    it("rejects a wrong key and an unknown token id", async () => {
      await requestReset(DEMO.all);
      const parts = resetParts((await outboxFor(DEMO.all))[0]!.link);
      const wrongKey = await reset({ ...parts, reset_token_key: "f".repeat(64), password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
      expect(wrongKey).toEqual({ status: 400, json: { detail: AUTH_DETAIL.invalidResetLink } });
      const unknownId = await reset({ ...parts, reset_token_id: "nope", password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
      expect(unknownId).toEqual({ status: 400, json: { detail: AUTH_DETAIL.invalidResetLink } });
      // The right key still works afterwards.
      expect((await reset({ ...parts, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD })).status).toBe(200);
    });

    it("answers a mismatch and a short password with field messages and changes nothing", async () => {
      await requestReset(DEMO.team);
      const parts = resetParts((await outboxFor(DEMO.team))[0]!.link);
      const mismatch = await reset({ ...parts, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD + "x" });
      expect(mismatch).toEqual({ status: 400, json: { password_confirm: ["Passwords do not match."] } });
      const short = "a".repeat(PASSWORD_MIN_LENGTH - 1);
      const weak = await reset({ ...parts, password: short, password_confirm: short });
      expect(weak).toEqual({ status: 400, json: { password: [AUTH_MESSAGES.passwordTooShort] } });
      expect(AUTH_MESSAGES.passwordTooShort).toContain("at least 10 characters");
      const missing = await reset({ password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
      expect(missing.status).toBe(400);
      expect(missing.json).toEqual({ reset_token_id: [AUTH_MESSAGES.required], reset_token_key: [AUTH_MESSAGES.required] });
      // Nothing was used up: the link still works, the old password still worked until now.
      expect((await login(DEMO.team)).status).toBe(200);
      expect((await reset({ ...parts, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD })).status).toBe(200);
    });
  });

  describe("token lifetime, logout and the session check", () => {
    // A user of its own: other tests change the demo accounts' passwords.
    const ADMIN = "keeper@example.com";
    const sessionOf = (token?: string) => b.as({ token }).call(authEndpoints.session);
    beforeAll(async () => {
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      await b.db.insert(staffUsers).values({ email: ADMIN, firstName: "K", lastName: "Keeper", passwordHash, groups: ["BarkAdmin"] });
    });

    it("GET /auth/session: 200 with the account for a good token, 401 without one", async () => {
      const token = await b.tokenFor(ADMIN);
      secrets.add(token);
      const ok = await sessionOf(token);
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as { account: { email: string } }).account.email).toBe(ADMIN);
      expect((await sessionOf()).status).toBe(401);
      expect((await sessionOf("0".repeat(40))).status).toBe(401);
    });

    it("POST /auth/logout deletes the token: from then on it answers 401 everywhere", async () => {
      const token = await b.tokenFor(ADMIN);
      const other = await b.tokenFor(ADMIN);
      secrets.add(token).add(other);
      expect((await b.as({ token }).call(endpoints.listStaffUsers, { query: {} })).status).toBe(200);
      const out = await b.as({ token }).call(authEndpoints.logout);
      expect(out.status).toBe(200);
      expect(await out.json()).toEqual({ detail: AUTH_DETAIL.loggedOut });
      expect((await b.as({ token }).call(endpoints.listStaffUsers, { query: {} })).status).toBe(401);
      expect((await sessionOf(token)).status).toBe(401);
      expect((await b.as({ token }).call(authEndpoints.logout)).status).toBe(401);
      expect((await b.as(null).call(authEndpoints.logout)).status).toBe(401);
      // Only that token: the user's other session goes on.
      expect((await sessionOf(other)).status).toBe(200);
    });

    it("a token lives for the business day it was issued on (America/New_York), then answers 401 and is deleted", async () => {
      // 2030-03-04 10:00 in New York (15:00 UTC).
      b.setNow(new Date("2030-03-04T15:00:00Z"));
      try {
        const token = await b.tokenFor(ADMIN);
        secrets.add(token);
        // 23:59 in New York, same business day (04:59 UTC the next calendar day).
        b.setNow(new Date("2030-03-05T04:59:00Z"));
        expect((await b.as({ token }).call(endpoints.listStaffUsers, { query: {} })).status).toBe(200);
        // 00:00:30 in New York: a new business day.
        b.setNow(new Date("2030-03-05T05:00:30Z"));
        const expired = await b.as({ token }).call(endpoints.listStaffUsers, { query: {} });
        expect(expired.status).toBe(401);
        expect(await expired.json()).toEqual({ detail: "Token expired." });
        expect((await sessionOf(token)).status).toBe(401);
        const rows = await b.db.select().from(staffTokens).where(eq(staffTokens.tokenHash, hashSecret(token)));
        expect(rows).toHaveLength(0);
      } finally {
        b.setNow(null);
      }
    });

    it("a deactivated user's token answers 401 on the session check", async () => {
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      await b.db.insert(staffUsers).values({ email: "leaver@example.com", firstName: "L", lastName: "Leaver", passwordHash, groups: ["BarkAdmin"] });
      const token = await b.tokenFor("leaver@example.com");
      secrets.add(token);
      expect((await sessionOf(token)).status).toBe(200);
      await b.db.update(staffUsers).set({ isActive: false }).where(eq(staffUsers.email, "leaver@example.com"));
      expect((await sessionOf(token)).status).toBe(401);
      expect((await b.as({ token }).call(authEndpoints.logout)).status).toBe(401);
    });
  });

  describe("failed sign-in throttle", () => {
    // The throttle (rate-limiter-flexible) reads the system clock: these tests move it.
    const setClock = (at: Date) => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(at);
    };
    afterEach(() => {
      vi.useRealTimers();
    });

    it(`locks an email out after ${MAX_FAILED_SIGN_INS} failures within ${FAILED_SIGN_IN_WINDOW_MINUTES} minutes, for known and unknown emails alike`, async () => {
      const start = new Date(Date.now() + 24 * 3600_000);
      setClock(start);
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      await b.db.insert(staffUsers).values({ email: "target@example.com", firstName: "T", lastName: "Target", passwordHash, groups: ["BarkAdmin"] });
      for (const email of ["target@example.com", "ghost@example.com"]) {
        for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) expect((await login(email, `Wrong-password-${i}`)).status).toBe(401);
        const locked = await login(email, email === "target@example.com" ? DEMO_PASSWORD : "Wrong-password-x");
        expect(locked.status).toBe(429);
        expect(locked.json).toEqual({ detail: AUTH_DETAIL.tooManyAttempts(FAILED_SIGN_IN_WINDOW_MINUTES) });
      }
      // Other emails are not affected.
      expect((await login(GUEST)).status).toBe(200);
      setClock(new Date(start.getTime() + (FAILED_SIGN_IN_WINDOW_MINUTES + 1) * 60_000));
      const after = await login("target@example.com");
      expect(after.status).toBe(200);
      // A success clears the count: one more failure does not lock again.
      expect((await login("target@example.com", "Wrong-password-y")).status).toBe(401);
      expect((await login("target@example.com")).status).toBe(200);
    });

    it("counts wrong authenticator codes too", async () => {
      const start = new Date(Date.now() + 48 * 3600_000);
      setClock(start);
      const good = await codeAt(DEMO_MFA_TOTP_SECRET, start);
      const wrong = good === "000000" ? "111111" : "000000";
      for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) expect((await totp(MFA, wrong)).status).toBe(400);
      expect((await totp(MFA, good)).status).toBe(429);
      setClock(new Date(start.getTime() + (FAILED_SIGN_IN_WINDOW_MINUTES + 1) * 60_000));
      expect((await totp(MFA, await codeAt(DEMO_MFA_TOTP_SECRET, b.now()))).status).toBe(200);
    });

    it(`attempts sent at once: of 30 wrong passwords for one email, ${MAX_FAILED_SIGN_INS} are checked and the rest answer 429 (was: all 30 checked)`, async () => {
      const start = new Date(Date.now() + 96 * 3600_000);
      setClock(start);
      const statuses = (await Promise.all(Array.from({ length: 30 }, (_, i) => login("burst@example.com", `Wrong-password-${i}`)))).map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILED_SIGN_INS);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30 - MAX_FAILED_SIGN_INS);
      // Right passwords of an account awaiting its code are no failures: never locked out.
      for (let i = 0; i < MAX_FAILED_SIGN_INS + 2; i++) expect((await login(MFA)).status).toBe(200);
    });
  });

  it("never writes passwords, codes, tokens, secrets or reset keys to the log", async () => {
    const log = b.logText();
    expect(log.length).toBeGreaterThan(0);
    expect(log).toContain("password reset link written to the outbox");
    for (const s of secrets) expect(log, `secret leaked: ${s.slice(0, 6)}…`).not.toContain(s);
    for (const c of codes) expect(log).not.toContain(`"${c}"`);
    // One line per request with method, path, status and the staff email; never a body.
    const requestLines = b.logLines().filter((l) => l.msg === "request");
    expect(requestLines.length).toBeGreaterThan(20);
    expect(requestLines[0]).toMatchObject({ method: expect.any(String), path: expect.any(String), status: expect.any(Number) });
  });
});
