/** Request parsing: malformed JSON and schema failures become 400 with field messages, never 500. */
import type { Context } from "hono";
import type { z } from "zod";
import { ApiError, badRequest } from "./errors";

export function zodFieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "non_field_errors";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(400, zodFieldErrors(result.error));
  return result.data;
}

export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw badRequest("JSON parse error: the request body is not valid JSON.");
  }
  return parseWith(schema, raw);
}

export function queryParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}
