/**
 * The staff authentication contract: request
 * bodies and answers of {auth}/login, {auth}/totp/, {auth}/password_reset_request,
 * {auth}/reset_password, {auth}/logout and {auth}/session, and their endpoint descriptors
 * (`authEndpoints`, `base: "auth"`). One schema for the sign-in forms, the BFF and the embedded API.
 */
import { z } from "zod";
import { endpoint, type AuthEndpoint } from "./endpoint";
import { BLANK_MESSAGE, emailField, NOT_A_STRING_MESSAGE, REQUIRED_MESSAGE, safeString } from "./strings";

/** Minimum length of a new staff password (the reset form and the embedded API). */
export const PASSWORD_MIN_LENGTH = 10;

export const AUTH_MESSAGES = {
  required: REQUIRED_MESSAGE,
  blank: BLANK_MESSAGE,
  passwordsDoNotMatch: "Passwords do not match.",
  passwordTooShort: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
} as const;

/** A required, non-blank string (trimmed). Missing → "This field is required.", empty → "may not be blank". */
const requiredText = () =>
  safeString({ error: (issue) => (issue.input === undefined ? AUTH_MESSAGES.required : NOT_A_STRING_MESSAGE) })
    .trim()
    .min(1, AUTH_MESSAGES.blank);

/**
 * The sign-in steps' and the reset request's email: required and non-blank (as spec 01 §5 asks),
 * lower-cased (compared lower-cased everywhere), then a valid email address of at most
 * EMAIL_MAX_LENGTH characters (lib/contract/strings.ts `emailField`). Checked before anything else
 * happens to it: a password typed into Email, or a megabyte of text, is refused with 400 on `email`
 * before it is throttled on, logged or sent on.
 */
const authEmail = () => emailField({ required: AUTH_MESSAGES.required, blank: AUTH_MESSAGES.blank });

export const loginRequestSchema = z.object({
  email: authEmail(),
  password: z
    .string({ error: (issue) => (issue.input === undefined ? AUTH_MESSAGES.required : NOT_A_STRING_MESSAGE) })
    .min(1, AUTH_MESSAGES.blank),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `token` is the 6-digit authenticator code (the field name of the upstream contract). */
export const totpRequestSchema = loginRequestSchema.extend({
  token: requiredText(),
});
export type TotpRequest = z.infer<typeof totpRequestSchema>;

export const passwordResetRequestSchema = z.object({
  email: authEmail(),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The new password's own rule, for forms that validate one field at a time. */
export const newPasswordSchema = z
  .string({ error: (issue) => (issue.input === undefined ? AUTH_MESSAGES.required : NOT_A_STRING_MESSAGE) })
  .min(1, AUTH_MESSAGES.blank)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort);

export const resetPasswordRequestSchema = z
  .object({
    password: newPasswordSchema,
    password_confirm: z
      .string({ error: (issue) => (issue.input === undefined ? AUTH_MESSAGES.required : NOT_A_STRING_MESSAGE) })
      .min(1, AUTH_MESSAGES.blank),
    reset_token_id: requiredText(),
    reset_token_key: requiredText(),
  })
  .refine((v) => v.password === v.password_confirm, {
    path: ["password_confirm"],
    message: AUTH_MESSAGES.passwordsDoNotMatch,
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** `account` of the auth answers. */
export const staffAccountSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_active: z.boolean(),
  groups: z.array(z.object({ name: z.string() })),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const loginResponseSchema = z.object({
  mfa_required: z.boolean(),
  setup_required: z.boolean(),
  config_url: z.string().nullable(),
  token: z.string().nullable(),
  account: staffAccountSchema.nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const totpResponseSchema = z.object({
  token: z.string(),
  account: staffAccountSchema,
});
export type TotpResponse = z.infer<typeof totpResponseSchema>;


/** `{detail}`: the answer of the password-reset request and of logout. */
export const authDetailResponseSchema = z.object({ detail: z.string() });
export type AuthDetailResponse = z.infer<typeof authDetailResponseSchema>;

/** The answer of a password reset: the message, and the email whose password changed (the embedded API sends it). */
export const resetPasswordResponseSchema = authDetailResponseSchema.extend({ email: z.string().optional() });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/** The answer of the session check: the token's account, while the token is good. */
export const sessionCheckResponseSchema = z.object({ account: staffAccountSchema });
export type SessionCheckResponse = z.infer<typeof sessionCheckResponseSchema>;

/**
 * Every call of the authentication base. No capability: signing in
 * comes before any account, and any account may end or check its own session. The sign-in steps
 * send no token; logout and the session check send the session's (an upstream 401 = the token is
 * gone). The authenticator setup is no call of its own: login answers `setup_required` with the
 * `config_url`, and the first accepted code on totp/ completes it.
 */
export const authEndpoints = {
  login: endpoint({ base: "auth", method: "POST", path: "login", capability: null, token: "none", body: loginRequestSchema, response: loginResponseSchema }),
  totp: endpoint({ base: "auth", method: "POST", path: "totp/", capability: null, token: "none", body: totpRequestSchema, response: totpResponseSchema }),
  passwordResetRequest: endpoint({
    base: "auth",
    method: "POST",
    path: "password_reset_request",
    capability: null,
    token: "none",
    body: passwordResetRequestSchema,
    response: authDetailResponseSchema,
  }),
  resetPassword: endpoint({
    base: "auth",
    method: "POST",
    path: "reset_password",
    capability: null,
    token: "none",
    body: resetPasswordRequestSchema,
    response: resetPasswordResponseSchema,
  }),
  logout: endpoint({ base: "auth", method: "POST", path: "logout", capability: null, token: "required", response: authDetailResponseSchema }),
  session: endpoint({ base: "auth", method: "GET", path: "session", capability: null, token: "required", response: sessionCheckResponseSchema }),
} satisfies Record<string, AuthEndpoint>;

/** Every descriptor of the authentication base. */
export const ALL_AUTH_ENDPOINTS: readonly AuthEndpoint[] = Object.values(authEndpoints);
