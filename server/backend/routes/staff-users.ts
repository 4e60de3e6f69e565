/**
 * Manage Users list (spec 02 §2, §7 "GET /bark_user/"): paged, `search` over first name, last name,
 * full name and email (case-insensitive). Needs the manageUsers capability (00-decisions §1).
 * Creating and updating staff users belongs to the Manage Users issue.
 */
import { Hono } from "hono";
import { staffEndpoints as e, type StaffUserDto } from "../../../lib/contract/staff";
import type { AppDeps, AppEnv } from "../http/context";
import { pageOf, pageWindow } from "../http/paging";
import { register } from "../http/register";
import { listStaffUsers } from "../queries/staff-users";
import type { StaffUserRow } from "../queries/auth";

export const staffUserJson = (u: StaffUserRow): StaffUserDto => ({
  id: u.id,
  first_name: u.firstName,
  last_name: u.lastName,
  email: u.email,
  is_active: u.isActive,
  groups: u.groups.map((name) => ({ name })),
  created: u.created.toISOString(),
  last_updated: u.lastUpdated.toISOString(),
});

export function staffUserRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  register(app, e.listStaffUsers, async ({ query }, c) => {
    const { page, limit, offset } = pageWindow(query.page);
    const { count, rows } = await listStaffUsers(deps.db, { search: query.search, limit, offset });
    return pageOf(c, page, count, rows.map(staffUserJson));
  });

  return app;
}
