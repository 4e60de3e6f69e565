/** pino for the embedded API. Secrets are redacted wherever they might appear. */
import pino, { type DestinationStream, type Logger } from "pino";

export const REDACT_PATHS = [
  "authorization",
  "cookie",
  "password",
  "password_confirm",
  "token",
  "code",
  "totp",
  "reset_token_key",
  "reset_link",
  "*.authorization",
  "*.Authorization",
  "*.cookie",
  "*.password",
  "*.password_confirm",
  "*.token",
  "*.code",
  "*.totp",
  "*.reset_token_key",
  "*.reset_link",
  "headers.authorization",
  "req.headers.authorization",
];

export function createLogger(level = "info", destination?: DestinationStream): Logger {
  return pino({ level, base: { service: "bark-backend" }, redact: { paths: REDACT_PATHS, censor: "[REDACTED]" } }, destination);
}
export type { Logger };
