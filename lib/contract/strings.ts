/**
 * The shared string helpers of the contract. Every string a schema accepts is built from
 * `safeString()`, which refuses the NUL character (PostgreSQL cannot store it: a NUL reaching a
 * query would be a 500), so each schema answers 400 `{field: ["Null characters are not allowed."]}`.
 */
import { z } from "zod";

export const NULL_CHARACTER_MESSAGE = "Null characters are not allowed.";
export const REQUIRED_MESSAGE = "This field is required.";
export const BLANK_MESSAGE = "This field may not be blank.";
export const NOT_A_STRING_MESSAGE = "Not a valid string.";
export const INVALID_EMAIL_MESSAGE = "Enter a valid email address.";
export const INVALID_DATE_TIME_MESSAGE = "Enter a valid date and time.";
/** A text longer than its column: "Ensure this field has no more than 254 characters." */
export const maxLengthMessage = (max: number) => `Ensure this field has no more than ${max} characters.`;

/** True when `value` holds a NUL character. */
export const hasNullCharacter = (value: string) => value.includes("\u0000");

/** `z.string()` that refuses "\u0000" (checked first, before any other rule). */
export const safeString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((v) => !hasNullCharacter(v), { message: NULL_CHARACTER_MESSAGE, abort: true });

/**
 * The path of the first string holding a NUL anywhere in a parsed JSON value (keys included), or
 * null. The embedded API refuses such bodies before any schema runs.
 */
export function findNullCharacter(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === "string") return hasNullCharacter(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNullCharacter(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (hasNullCharacter(k)) return [...path, k];
      const found = findNullCharacter(v, [...path, k]);
      if (found) return found;
    }
  }
  return null;
}
