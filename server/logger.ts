/**
 * The BFF's pino logger: one JSON line per API request (request id, staff email, method, path,
 * status, duration) and one audit line per mutating proxied call (who, method, path, which
 * customer/order/object). Secrets are redacted wherever they might appear; bodies are never logged.
 */
import "server-only";
import pino, { type DestinationStream, type Logger } from "pino";
import { getConfig } from "./config";

const SECRET_KEYS = [
  "authorization",
  "Authorization",
  "cookie",
  "Cookie",
  "set-cookie",
  "Set-Cookie",
  "password",
  "password_confirm",
  "new_password",
  "token",
  "code",
  "totp",
  "reset_token_key",
  "config_url",
  "sessionPasswords",
];

export const BFF_REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => `*.${k}`),
  ...SECRET_KEYS.map((k) => `*.*.${k}`),
  ...SECRET_KEYS.map((k) => `headers["${k}"]`),
  ...SECRET_KEYS.map((k) => `req.headers["${k}"]`),
  ...SECRET_KEYS.map((k) => `res.headers["${k}"]`),
];

export function createBffLogger(level: string = "info", destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "bark-bff" },
      redact: { paths: BFF_REDACT_PATHS, censor: "[REDACTED]" },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

let shared: Logger | undefined;
export function getLogger(): Logger {
  shared ??= createBffLogger(getConfig().logLevel);
  return shared;
}

export interface RequestLogLine {
  request_id: string;
  staff_email: string | null;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  environment?: string | null;
  /** The table row that matched, for proxied calls. */
  route?: string;
}

export function logRequest(logger: Logger, line: RequestLogLine): void {
  const level = line.status >= 500 ? "error" : "info";
  logger[level]({ ...line, duration_ms: Math.round(line.duration_ms * 100) / 100 }, "request");
}

export interface AuditLogLine {
  request_id: string;
  staff_email: string;
  method: string;
  /** The upstream path called, e.g. accounts/123/update_customer_email */
  path: string;
  route: string;
  /** The ids named in the path, e.g. {id: "123"} or {customerId, orderId}. */
  object_ids: Record<string, string>;
  status: number;
  environment: string;
}

export function logAudit(logger: Logger, line: AuditLogLine): void {
  logger.info({ audit: true, ...line }, "audit");
}

export type { Logger };
