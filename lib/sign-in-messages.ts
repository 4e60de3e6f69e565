/**
 * Texts of the sign-in and password-reset pages (spec 01 §8 "Sign-in", 00-decisions §2), in one
 * place for the forms and the end-to-end tests.
 */
export const SIGN_IN_MESSAGES = {
  /** Login 401, when the answer carries no text of its own. */
  invalidCredentials: "Invalid email and password combination. Remember to use the +bark qualifier in the email address.",
  /** Any other login or code failure. */
  generic: "Something went wrong. Please try again later!",
  /** After a reset-link request (the spec leaves the wording open; docs/assumptions.md). */
  resetLinkSent: "If a staff account exists for that email address, we have sent it a link to reset the password. Please check your inbox.",
  /** After a successful password reset. */
  passwordReset: "Your password has been reset. You can now sign in with your new password.",
} as const;
