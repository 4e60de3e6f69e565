/**
 * Texts of the password-reset pages that the specification leaves open (it says messages for a
 * reset link exist without giving their texts; docs/assumptions.md). The sign-in texts
 * themselves are SIGN_IN_MESSAGES in lib/contract/session.ts.
 */
export const RESET_MESSAGES = {
  /** After a reset-link request; the same whether or not the account exists. */
  resetLinkSent: "If a staff account exists for that email address, we have sent it a link to reset the password. Please check your inbox.",
  /** Too many reset-link requests for one email or from one address (server/bff/session/auth-handlers.ts RESET_REQUEST_LIMITS). */
  throttled: "Too many reset requests. Please wait an hour and try again.",
  /** After a successful password reset. */
  passwordReset: "Your password has been reset. You can now sign in with your new password.",
} as const;
