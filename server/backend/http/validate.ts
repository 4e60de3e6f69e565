/** Request parsing: malformed JSON and schema failures become 400 with field messages, never 500. */
import type { Context } from "hono";
import type { z } from "zod";
import { zodFieldErrors } from "../../../lib/contract/field-errors";
import { findUnstorableText } from "../../../lib/contract/strings";
import { JSON_PARSE_ERROR_MESSAGE, JSON_TOO_DEEP_MESSAGE, jsonTooDeep, REQUEST_TOO_LARGE_MESSAGE } from "../../../lib/json-depth";
import { ApiError, badRequest } from "./errors";

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(400, zodFieldErrors(result.error, schema));
  return result.data;
}

/** Largest JSON body the embedded API reads. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * The JSON body, validated by `schema`. Malformed JSON → 400; a NUL character or a lone surrogate in
 * any string (or key) → 400 `{field: ["Null characters are not allowed."]}` (or the lone
 * surrogate's message, lib/contract/strings.ts) before the schema runs, whatever the
 * schema (PostgreSQL cannot store a NUL).
 */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    if (text.length > MAX_JSON_BODY_BYTES) throw new ApiError(413, { detail: REQUEST_TOO_LARGE_MESSAGE });
    if (jsonTooDeep(text)) throw badRequest(JSON_TOO_DEEP_MESSAGE);
    raw = text.trim() === "" ? {} : JSON.parse(text);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badRequest(JSON_PARSE_ERROR_MESSAGE);
  }
  refuseUnstorableText(raw);
  return parseWith(schema, raw);
}

export function queryParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const query = c.req.query();
  refuseUnstorableText(query);
  return parseWith(schema, query);
}

/** 400 `{field: [message]}` for the first text (or key) the database cannot store: a NUL, a lone surrogate. */
export function refuseUnstorableText(value: unknown): void {
  const found = findUnstorableText(value);
  if (found) throw new ApiError(400, { [found.path.length ? found.path.join(".") : "non_field_errors"]: [found.message] });
}
