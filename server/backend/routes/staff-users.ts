/**
 * Manage Users, behind the manageUsers capability:
 * - `GET /bark_user/`: paged, `search` over first name, last name, full name and email.
 * - `POST bark_user`: email lower-cased with the +bark@ qualifier (400 otherwise, the spec's
 *   message), unique; the group must be one the creator's tier may grant (GROUPS_OFFERED_BY), else
 *   403. The user gets no usable password: they set one through a reset link.
 * - `PUT bark_user` {email, is_active}: deactivating deletes every token of the user in the same
 *   transaction (signed out everywhere at once); nobody deactivates themselves; a user holding a
 *   group the actor's tier may not grant cannot be changed by that actor (403).
 * - `POST password_reset_request` {email}: the reset link of the sign-in page, for that user
 *   (404 for an unknown email, 403 for a user the sender's tier may not change, 400 for a
 *   deactivated user), with a "Staff password reset link sent" audit entry.
 * - `GET bark_user_export` (an extension): the CSV of every staff user `search` and `status` select,
 *   streamed in keyset batches.
 */
import { Hono } from "hono";
import { STAFF_MESSAGES, staffEndpoints as e, type StaffUserDto } from "../../../lib/contract/staff";
import { groupsOfferedTo, mayManageStaff, type Role } from "../../../lib/roles";
import { hashPassword } from "../auth/password";
import { newSecret } from "../auth/tokens";
import { auditActorOf, type AppDeps, type AppEnv } from "../http/context";
import { badRequest, fieldErrors, forbidden, notFound, unauthorized } from "../http/errors";
import { pageOf, pageWindow } from "../http/paging";
import { register } from "../http/register";
import { deleteStaffTokens, findStaffUserByEmail, retirePasswordResetTokens, type StaffUserRow } from "../queries/auth";
import { accountOf } from "../queries/staff";
import { insertStaffUser, listStaffUsers, lockStaffUsers, setStaffUserActive, staffUserExportBatch, type StaffUserExportRow } from "../queries/staff-users";
import type { CsvColumn } from "../../../lib/csv-stream";
import { csvAnswer, keysetBatches } from "../http/csv";
import { sortKeyOf } from "../http/list-order";

/** The columns of the staff users CSV (no secret: no password hash, no authenticator state). */
const STAFF_USER_CSV_COLUMNS: CsvColumn<StaffUserExportRow>[] = [
  { key: "id", header: "id" },
  { key: "email", header: "email" },
  { key: "firstName", header: "first_name" },
  { key: "lastName", header: "last_name" },
  { key: "isActive", header: "is_active" },
  { key: "groups", header: "groups" },
  { key: "created", header: "created" },
  { key: "lastUpdated", header: "last_updated" },
];
import { recordAudit } from "../queries/audit";
import { checkVersion } from "../queries/versioned";
import { isUniqueViolation } from "../queries/unique";
import { sendPasswordResetLink } from "./auth";

export const staffUserJson = (u: StaffUserRow): StaffUserDto => ({
  id: u.id,
  first_name: u.firstName,
  last_name: u.lastName,
  email: u.email,
  is_active: u.isActive,
  groups: u.groups.map((name) => ({ name })),
  created: u.created.toISOString(),
  last_updated: u.lastUpdated.toISOString(),
  version: u.version,
});

/** The groups a staff user may grant (lib/roles.ts groupsOfferedTo). */
export function grantableBy(actor: StaffUserRow): Set<Role> {
  return new Set(groupsOfferedTo(accountOf(actor)));
}

/** Whether `actor` may change `target` (lib/roles.ts mayManageStaff: the one rule, shown on the screen too). */
function mayManage(actor: StaffUserRow, target: StaffUserRow): boolean {
  return mayManageStaff(accountOf(actor), accountOf(target).groups);
}

export function staffUserRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const now = () => deps.now?.() ?? new Date();

  register(app, e.listStaffUsers, async ({ query }, c) => {
    const { page, pageSize, limit, offset } = pageWindow(query.page, query.page_size);
    const { count, rows } = await listStaffUsers(deps.db, { search: query.search, status: query.status, ordering: query.ordering, limit, offset });
    return pageOf(c, page, count, rows.map(staffUserJson), pageSize);
  });

  register(app, e.exportStaffUsers, async ({ query }) =>
    csvAnswer(keysetBatches(staffUserExportBatch(deps.db, query), sortKeyOf), STAFF_USER_CSV_COLUMNS),
  );

  register(app, e.createStaffUser, async ({ body }, c) => {
    if (!grantableBy(c.get("staff")).has(body.group_name)) throw forbidden();
    // An unguessable password nobody knows: the user signs in after a reset link.
    const passwordHash = await hashPassword(newSecret(32));
    try {
      const row = await deps.db.transaction(async (tx) => {
        if (await findStaffUserByEmail(tx, body.email)) throw fieldErrors({ email: STAFF_MESSAGES.emailTaken });
        const created = await insertStaffUser(tx, {
          email: body.email,
          firstName: body.first_name,
          lastName: body.last_name,
          passwordHash,
          isActive: body.is_active,
          group: body.group_name,
          // Spec 01 §1: staff sign in with an authenticator code; a new user sets one up at the first sign-in (the QR step).
          totpSetupRequired: true,
          now: now(),
        });
        await recordAudit(tx, auditActorOf(c, now()), { action: "staff_user_created", objectType: "staff_user", objectId: created.email, details: { group: body.group_name, is_active: body.is_active } });
        return created;
      });
      return staffUserJson(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldErrors({ email: STAFF_MESSAGES.emailTaken });
      throw error;
    }
  });

  register(app, e.updateStaffUser, async ({ body }, c) => {
    const actor = c.get("staff");
    const row = await deps.db.transaction(async (tx) => {
      const target = await findStaffUserByEmail(tx, body.email);
      if (!target) throw notFound(STAFF_MESSAGES.unknownUser(body.email));
      if (target.id === actor.id && !body.is_active) throw badRequest(STAFF_MESSAGES.notYourself);
      if (!mayManage(actor, target)) throw forbidden();
      // The reset links sent before die with a deactivation (a reactivation does not bring them
      // back). Retired first: the reset paths lock a link, then the user row, and so does this.
      if (!body.is_active) await retirePasswordResetTokens(tx, { staffUserId: target.id, now: now() });
      // The actor and the target locked in id order, and the actor still active: two users
      // deactivating each other at once are served one after the other, and the second is refused.
      const locked = await lockStaffUsers(tx, [actor.id, target.id]);
      if (!locked.find((r) => r.id === actor.id)?.isActive) throw unauthorized();
      // The flag the user already has changes nothing: answered as it is, no write, no audit entry, the
      // version kept (nobody else's open toggle answers 409 for it), as a discount's toggle.
      if (locked.find((r) => r.id === target.id)?.isActive === body.is_active) {
        // Read again under the lock: the row as it is now, version included.
        const current = (await findStaffUserByEmail(tx, target.email)) ?? target;
        checkVersion(current, body.version, "staff user");
        return current;
      }
      const updated = await setStaffUserActive(tx, { id: target.id, isActive: body.is_active, now: now(), version: body.version });
      if (!body.is_active) {
        // And a link sent by a reset that held the user row before this (sendPasswordResetLink locks it
        // to check the user is active), written after the links were retired above: it dies too.
        await retirePasswordResetTokens(tx, { staffUserId: target.id, now: now() });
        // Signed out everywhere at once: no API token of a deactivated user survives.
        await deleteStaffTokens(tx, { staffUserId: target.id });
      }
      await recordAudit(tx, auditActorOf(c, now()), { action: body.is_active ? "staff_user_activated" : "staff_user_deactivated", objectType: "staff_user", objectId: target.email });
      return updated;
    });
    deps.logger.info({ staff_email: actor.email, target_email: row.email, is_active: row.isActive }, "staff user active flag set");
    return staffUserJson(row);
  });

  register(app, e.requestStaffPasswordReset, async ({ body }, c) => {
    const target = await findStaffUserByEmail(deps.db, body.email);
    if (!target) throw notFound(STAFF_MESSAGES.unknownUser(body.email));
    // Only for accounts the sender's tier may change (an Admin cannot take over an Ops Admin's account through a link).
    if (!mayManage(c.get("staff"), target)) throw forbidden();
    if (!target.isActive) throw fieldErrors({ email: STAFF_MESSAGES.inactiveUser(body.email) });
    // A reset link is a credential for the account: who sent it is in the staff audit log. Checked
    // again in the link's transaction: a user deactivated meanwhile gets no link (and no entry).
    if (!(await sendPasswordResetLink(deps, body.email, auditActorOf(c, now())))) throw fieldErrors({ email: STAFF_MESSAGES.inactiveUser(body.email) });
    return { detail: STAFF_MESSAGES.resetSent };
  });

  return app;
}
