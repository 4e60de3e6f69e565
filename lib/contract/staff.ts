/**
 * The contract of staff users (spec 02 §2 Manage Users, §7 "GET /bark_user/"): the list answer and
 * its descriptor. Creating and updating staff users belongs to the Manage Users issue.
 */
import { z } from "zod";
import { endpoint } from "./endpoint";
import { pageField, pageSchema } from "./paging";
import { safeString } from "./strings";

export const staffUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  groups: z.array(z.object({ name: z.string() })),
  created: z.string(),
  last_updated: z.string(),
});
export type StaffUserDto = z.infer<typeof staffUserSchema>;

/** `search` over first name, last name, full name and email (case-insensitive). */
export const staffUserListQuerySchema = z.object({
  search: safeString().max(254, "Ensure this field has no more than 254 characters.").optional(),
  page: pageField,
});

export const staffEndpoints = {
  /** The browser may read it (user management; `npm run bench:proxy` measures it through the proxy). */
  listStaffUsers: endpoint({
    method: "GET",
    path: "bark_user",
    capability: "manageUsers",
    query: staffUserListQuerySchema,
    response: pageSchema(staffUserSchema),
    browser: true,
  }),
};
