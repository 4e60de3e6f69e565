/**
 * Manage Users list (spec 02 §2, §7 "GET /bark_user/"): paged, `search` over first name, last name,
 * full name and email (case-insensitive). Needs the manageUsers capability (00-decisions §1).
 * Creating and updating staff users belongs to the Manage Users issue.
 */
import { Hono } from "hono";
import { z } from "zod";
import { requireCapability } from "../http/auth";
import type { AppDeps, AppEnv } from "../http/context";
import { pageOf, pageParams } from "../http/paging";
import { queryParams } from "../http/validate";
import { listStaffUsers } from "../queries/staff-users";
import type { StaffUserRow } from "../queries/auth";

const listQuery = z.object({ search: z.string().optional() }).loose();

export const staffUserJson = (u: StaffUserRow) => ({
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

  app.get("/bark_user", requireCapability("manageUsers"), async (c) => {
    const { search } = queryParams(c, listQuery);
    const { page, limit, offset } = pageParams(c);
    const { count, rows } = await listStaffUsers(deps.db, { search, limit, offset });
    return c.json(pageOf(c, page, count, rows.map(staffUserJson)));
  });

  return app;
}
