/**
 * The BFF's pino logger: one JSON line per API request (request id, staff email, method, path,
 * status, duration) and one audit line per mutating proxied call (who, method, path, which
 * customer/order/object). Secrets are redacted wherever they might appear; bodies are never logged.
 */
import "server-only";
import pino, { type DestinationStream, type Logger } from "pino";
import { getConfig } from "./config/config";

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

const CENSOR = "[REDACTED]";

/**
 * Secrets that travel inside strings (paths, addresses, headers copied into a message), each with
 * the part that stays: the reset link's key (`/reset-password/{id}/{key}`, the legacy
 * `/resetpassword/{id}/{key}`, also percent-encoded in a `next=`), secret query values, the token
 * of an Authorization value, the session cookie's seal, an authenticator setup address.
 */
const SECRET_TEXT: readonly [RegExp, string][] = [
  [/(reset-?password(?:\/|%2F)[^/?#&\s"]+?(?:\/|%2F))[^/?#&\s"]+/gi, `$1${CENSOR}`],
  [/([?&](?:token|key|code|password|reset_token_key|reset_token_id|secret|signature|auth)=)[^&#\s"]*/gi, `$1${CENSOR}`],
  [/\b(Token|Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g, `$1 ${CENSOR}`],
  [/(bark_session=)[^;\s"]+/g, `$1${CENSOR}`],
  [/otpauth:\/\/[^\s"]+/gi, CENSOR],
];

/** A string with every secret SECRET_TEXT knows replaced by [REDACTED]. */
export function redactSecretText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SECRET_TEXT) out = out.replace(pattern, replacement);
  return out;
}

/** Every string of a log line (nested objects and arrays too, a few levels deep) through redactSecretText. */
function redactStrings(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactSecretText(value);
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => redactStrings(v, depth + 1));
  if (value instanceof Error) return { type: value.name, message: redactSecretText(value.message) };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = redactStrings(v, depth + 1);
  return out;
}

/**
 * The one logger factory of the app: every line goes through the key redaction (pino `redact`:
 * cookies, Authorization, passwords, tokens, codes…) and the text redaction (formatters.log and the
 * message: reset keys in paths, secret query values, token values…), whoever logs it.
 */
export function createBffLogger(level: string = "info", destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "bark-bff" },
      redact: { paths: BFF_REDACT_PATHS, censor: CENSOR },
      formatters: { log: (object) => redactStrings(object) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((a) => (typeof a === "string" ? redactSecretText(a) : a)) as Parameters<typeof method>);
        },
      },
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
