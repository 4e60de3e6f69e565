/**
 * The BFF's pino logger: one JSON line per API request (request id, staff email, method, path,
 * status, duration) and one audit line per mutating proxied call (who, method, path, which
 * customer/order/object). Secrets are redacted wherever they might appear; bodies are never logged.
 * (BFF_REDACT_PATHS names where secret keys are looked for at least; redactLine looks deeper.)
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

/**
 * A necessary condition for any SECRET_TEXT pattern to match (each needs one of these): most
 * strings of a log line (ids, emails, paths, messages) have none and skip the replacements.
 */
const SECRET_TEXT_HINT = /=|reset-?password|otpauth:|Token|Bearer|Basic/i;

/** A string with every secret SECRET_TEXT knows replaced by [REDACTED]. */
export function redactSecretText(text: string): string {
  if (!SECRET_TEXT_HINT.test(text)) return text;
  let out = text;
  for (const [pattern, replacement] of SECRET_TEXT) out = out.replace(pattern, replacement);
  return out;
}

const SECRET_KEY_SET: ReadonlySet<string> = new Set(SECRET_KEYS);

/**
 * A log line as it may be written, in one walk (a few levels deep): the value of every secret key
 * (SECRET_KEYS, at any of those levels: BFF_REDACT_PATHS and more) → [REDACTED], every string
 * through redactSecretText, an Error → {type, message}.
 */
function redactLine(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactSecretText(value);
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => redactLine(v, depth + 1));
  if (value instanceof Error) return { type: value.name, message: redactSecretText(value.message) };
  const out: Record<string, unknown> = {};
  for (const k in value) {
    if (!Object.prototype.hasOwnProperty.call(value, k)) continue;
    const v = (value as Record<string, unknown>)[k];
    out[k] = SECRET_KEY_SET.has(k) && v !== undefined ? CENSOR : redactLine(v, depth + 1);
  }
  return out;
}

/**
 * The one logger factory of the app: every line goes through one redaction walk (formatters.log,
 * redactLine: the values of secret keys, cookies, Authorization, passwords, tokens, codes… at any
 * of the first levels, and secrets inside strings: reset keys in paths, secret query values,
 * token values…) and the message through redactSecretText, whoever logs it. One walk instead of
 * pino's `redact` paths plus a second walk: the request line is written on every proxied call.
 */
export function createBffLogger(level: string = "info", destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "bark-bff" },
      formatters: { log: (object) => redactLine(object) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          for (let i = 0; i < args.length; i++) if (typeof args[i] === "string") args[i] = redactSecretText(args[i] as string);
          method.apply(this, args);
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
