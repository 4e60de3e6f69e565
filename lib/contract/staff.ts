/**
 * The contract of staff users (Manage Users; the bark_user and password_reset_request calls): the
 * list, adding a user (the groups the creator's tier may grant, lib/roles.ts GROUPS_OFFERED_BY), activating and deactivating one, and the reset link.
 */
import { z } from "zod";
import { ActiveState, StaffGroupName } from "./enums";
import { endpoint } from "./endpoint";
import { requiredText, searchField } from "./fields";
import { listOrderShape, listWindowShape, pageSchema } from "./paging";
import { streamedAnswerSchema } from "./streamed";
import { emailText, INVALID_EMAIL_MESSAGE } from "./strings";
import { baseVersion, staleVersionMessage, versionAnswer } from "./versioned";

export const staffUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  groups: z.array(z.object({ name: z.string() })),
  created: z.string(),
  last_updated: z.string(),
  /** Raised by every change of the staff user; its edits send it back (lib/contract/versioned.ts). */
  ...versionAnswer,
});
export type StaffUserDto = z.infer<typeof staffUserSchema>;

/** `search` over first name, last name, full name and email (case-insensitive). */
/** What the staff list sorts by (`ordering`, an extension); the default is by email. */
export const STAFF_USER_SORT_KEYS = ["email", "last_name", "created", "last_updated"] as const;
/** `search`, and the extensions: `status` (ACTIVE / INACTIVE), page_size, ordering. */
const staffUserFilterShape = { search: searchField, status: ActiveState.optional() };
export const staffUserListQuerySchema = z.object({ ...staffUserFilterShape, ...listWindowShape(STAFF_USER_SORT_KEYS) });
/** GET bark_user_export (an extension): every staff user the list's filters select (no page), in the list's order. */
export const staffUserExportQuerySchema = z.object({ ...staffUserFilterShape, ...listOrderShape(STAFF_USER_SORT_KEYS) });

/** The plus-tag every staff email carries. */
export const BARK_EMAIL_QUALIFIER = "+bark@";


import { DEACTIVATE_YOURSELF_MESSAGE } from "../staff/messages";
export { STAFF_ACTION_REASONS, STAFF_TEXTS, staffRowActions } from "../staff/messages";

export const STAFF_MESSAGES = {
  /** The spec's text, word for word. */
  barkQualifier: "Validation error: all Bark users must have +bark qualifier in their email address",
  invalidEmail: INVALID_EMAIL_MESSAGE,
  emailTaken: "bark user with this email already exists.",
  unknownUser: (email: string) => `No bark user with email ${email} exists.`,
  notYourself: DEACTIVATE_YOURSELF_MESSAGE,
  inactiveUser: (email: string) => `${email} is deactivated: reactivate the user before sending a reset link.`,
  resetSent: "A password reset link has been sent.",
  /** Add user with no group chosen, or one no tier knows: the account group names are internal (spec 02 §6 names the groups to users). */
  groupRequired: "Choose a user group.",
} as const;

/**
 * The email is lowercased and must contain the +bark@ qualifier. Both rules run on the text, so an
 * address without the tag that is no address either answers the qualifier's sentence first.
 */
export const barkEmailField = () =>
  emailText()
    .refine((v) => v.includes(BARK_EMAIL_QUALIFIER), STAFF_MESSAGES.barkQualifier)
    .refine((v) => z.email().safeParse(v).success, STAFF_MESSAGES.invalidEmail);

/**
 * POST bark_user: first_name, last_name, email, is_active, group_name. A group that is none of the
 * four (the form's "" before a choice) answers STAFF_MESSAGES.groupRequired, never zod's list of the
 * internal names; an absent one is "This field is required." as every absent field.
 */
export const createStaffUserSchema = z.object({
  first_name: requiredText(150),
  last_name: requiredText(150),
  email: barkEmailField(),
  is_active: z.boolean().default(true),
  group_name: z.enum(StaffGroupName.options, { error: (issue) => (issue.input === undefined ? undefined : STAFF_MESSAGES.groupRequired) }),
});
export type CreateStaffUserRequest = z.input<typeof createStaffUserSchema>;

/** PUT bark_user: email, is_active. */
export const updateStaffUserSchema = z.object({
  email: emailText(),
  is_active: z.boolean({ error: "Must be a valid boolean." }),
  ...baseVersion,
});
export const STALE_STAFF_USER_MESSAGE = staleVersionMessage("staff user");

/** POST password_reset_request (the Manage Users email icon). */
export const staffPasswordResetSchema = z.object({ email: emailText() });
export const staffPasswordResetResponseSchema = z.object({ detail: z.string() });


export const staffEndpoints = {
  /**
   * The browser may read it (user management; `npm run bench:proxy` measures it through the proxy).
   * Spec 02 §7: `GET /bark_user/`, with its slash: the writes below are `bark_user`, without one.
   */
  listStaffUsers: endpoint({
    method: "GET",
    path: "bark_user/",
    capability: "manageUsers",
    query: staffUserListQuerySchema,
    response: pageSchema(staffUserSchema),
    browser: true,
  }),
  /** CSV of every staff user the list's filters select (an extension; downloaded through app/api/exports/staff-users). */
  exportStaffUsers: endpoint({
    method: "GET",
    path: "bark_user_export",
    capability: "manageUsers",
    query: staffUserExportQuerySchema,
    response: streamedAnswerSchema,
  }),
  /** 403 when the group is not one the signed-in user's tier may grant. */
  createStaffUser: endpoint({
    method: "POST",
    path: "bark_user",
    capability: "manageUsers",
    body: createStaffUserSchema,
    response: staffUserSchema,
    status: 201,
    browser: true,
  }),
  /** Deactivating signs the user out everywhere at once (every token deleted); nobody deactivates themselves. */
  updateStaffUser: endpoint({
    method: "PUT",
    path: "bark_user",
    capability: "manageUsers",
    body: updateStaffUserSchema,
    response: staffUserSchema,
    browser: true,
  }),
  /** Sends the user a password reset link (the same link as the sign-in page's "forgot password"). */
  requestStaffPasswordReset: endpoint({
    method: "POST",
    path: "password_reset_request",
    capability: "manageUsers",
    body: staffPasswordResetSchema,
    response: staffPasswordResetResponseSchema,
    browser: true,
  }),
};
