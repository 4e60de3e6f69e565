/**
 * The shared string helpers of the contract. Every string a schema accepts is built from
 * `safeString()`, which refuses the two characters PostgreSQL cannot store (a NUL, and a lone UTF-16
 * surrogate, which JSON can carry as "\ud800" but text and jsonb columns refuse: reaching a query,
 * either would be a 500), so each schema answers 400 `{field: ["Null characters are not allowed."]}`
 * or `{field: [LONE_SURROGATE_MESSAGE]}`; and the invisible characters that make stored text show or
 * log as other text (control characters, text-direction overrides: `{field: [CONTROL_CHARACTER_MESSAGE]}`).
 */
import { z } from "zod";

export const NULL_CHARACTER_MESSAGE = "Null characters are not allowed.";
/** A lone UTF-16 surrogate (half of a character, e.g. an emoji cut in two by a broken client). */
export const LONE_SURROGATE_MESSAGE = "This text holds a broken character (half of an emoji or symbol); type it again.";
/**
 * The field sentences shared with zod's message map (lib/contract/zod-messages.ts, which defines
 * them and replaces zod's own wording; importing this module installs the map).
 */
export { BLANK_MESSAGE, INVALID_DATE_TIME_MESSAGE, INVALID_EMAIL_MESSAGE, maxLengthMessage, NOT_A_STRING_MESSAGE, REQUIRED_MESSAGE } from "./zod-messages";
import { BLANK_MESSAGE, INVALID_EMAIL_MESSAGE, maxLengthMessage, NOT_A_STRING_MESSAGE, REQUIRED_MESSAGE } from "./zod-messages";

/** The longest email address (the path limit of RFC 5321), wherever one is typed or filtered by. */
export const EMAIL_MAX_LENGTH = 254;

/** True when `value` holds a NUL character. */
export const hasNullCharacter = (value: string) => value.includes("\u0000");

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** True when `value` holds a lone UTF-16 surrogate. */
export const hasLoneSurrogate = (value: string) => LONE_SURROGATE.test(value);

/**
 * Invisible characters no typed text needs, refused in every field (refused, not stripped: what is
 * stored is what was sent, and the sender learns why): the C0 controls but tab, line feed and
 * carriage return (notes are multi-line), DEL and the C1 controls (an ANSI escape colours or rewrites
 * a terminal that shows a log line), and the bidirectional embeddings, overrides and isolates
 * U+202A–U+202E and U+2066–U+2069 ("…\u202egnp.exe" shows as "…exe.png"). Accents, emoji (with
 * their zero-width joiners) and right-to-left scripts pass; their marks U+200E/U+200F too.
 */
const CONTROL_CHARACTER = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
export const CONTROL_CHARACTER_MESSAGE = "Control characters and text-direction overrides are not allowed.";
/** True when `value` holds a control character or a text-direction override (CONTROL_CHARACTER). */
export const hasControlCharacter = (value: string) => CONTROL_CHARACTER.test(value);

/** The message for a text the database cannot store (a NUL, a lone surrogate), or null when it can. */
export function unstorableTextMessage(value: string): string | null {
  if (hasNullCharacter(value)) return NULL_CHARACTER_MESSAGE;
  return hasLoneSurrogate(value) ? LONE_SURROGATE_MESSAGE : null;
}

/**
 * `z.string()` that refuses what the database cannot store, then control characters and
 * text-direction overrides (checked first, before any other rule).
 */
export const safeString = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine((v) => !hasNullCharacter(v), { message: NULL_CHARACTER_MESSAGE, abort: true })
    .refine((v) => !hasLoneSurrogate(v), { message: LONE_SURROGATE_MESSAGE, abort: true })
    .refine((v) => !hasControlCharacter(v), { message: CONTROL_CHARACTER_MESSAGE, abort: true });

/** The messages of an email field: missing, not a string, blank (after trimming), not an email address. */
export type EmailMessages = { required?: string; notString?: string; blank?: string; invalid?: string };

/**
 * A typed email's text: required, trimmed, non-blank, at most EMAIL_MAX_LENGTH characters, then
 * lower-cased (compared lower-cased everywhere); not yet checked to be an address (`emailField`).
 * The messages default to Django REST framework's.
 */
export const emailText = ({ required = REQUIRED_MESSAGE, notString = NOT_A_STRING_MESSAGE, blank = BLANK_MESSAGE }: EmailMessages = {}) =>
  safeString({ error: (issue) => (issue.input === undefined ? required : notString) })
    .trim()
    .min(1, blank)
    .max(EMAIL_MAX_LENGTH, maxLengthMessage(EMAIL_MAX_LENGTH))
    .toLowerCase();

/**
 * An email address (the sign-in and customer forms and the embedded API): `emailText`, then a valid
 * address (`invalid`, "Enter a valid email address." by default). The staff contract checks its
 * `emailText` itself (lib/contract/staff.ts: the +bark@ qualifier beside the address).
 */
export const emailField = (messages: EmailMessages = {}) => emailText(messages).pipe(z.email(messages.invalid ?? INVALID_EMAIL_MESSAGE));

/**
 * The first string (or key) anywhere in a parsed JSON value that the database cannot store: its
 * path and the message, or null. The embedded API refuses such bodies, queries and path parameters
 * before any schema runs.
 */
export function findUnstorableText(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; message: string } | null {
  if (typeof value === "string") {
    const message = unstorableTextMessage(value);
    return message ? { path, message } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      const message = unstorableTextMessage(k);
      if (message) return { path: [...path, k], message };
      const found = findUnstorableText(v, [...path, k]);
      if (found) return found;
    }
  }
  return null;
}
