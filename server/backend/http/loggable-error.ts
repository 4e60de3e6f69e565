/**
 * An unexpected error as the API's "unexpected error" log line carries it (under `error`, not pino's `err`, whose serializer would fold the cause into the message): its type, its message and
 * stack without the values a request carried, and the database's error code and constraint. A failed
 * query's message (drizzle's DrizzleQueryError) lists its parameters (a customer's name, a claim's
 * notes, an email) and keeps them as a property pino's serializer would write out; the database's own
 * message may quote a value too ('invalid input syntax for type integer: "…"'), and its `detail`
 * names the key's value. None of those reach the log: the SQL text and the error code are what an
 * engineer needs to find the fault.
 */
import { DrizzleQueryError } from "drizzle-orm/errors";

/** "Failed query: …\nparams: …" without its params line(s): cut from "\nparams: " to the stack's first frame (or the end). */
function withoutParams(text: string): string {
  const at = text.indexOf("\nparams: ");
  if (at < 0) return text;
  const rest = text.slice(at);
  const frame = rest.search(/\n\s+at /);
  return text.slice(0, at) + "\nparams: [not logged]" + (frame >= 0 ? rest.slice(frame) : "");
}

/** A database message with every quoted value replaced ('…: "abc"' → '…: "[value]"'). */
const withoutQuotedValues = (text: string) => text.replace(/"[^"]*"/g, '"[value]"');

export function loggableError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err };
  const out: Record<string, unknown> = { type: err.name, message: withoutParams(err.message), stack: withoutParams(err.stack ?? "") };
  if (err instanceof DrizzleQueryError) out.query = err.query;
  const cause = err.cause;
  if (cause instanceof Error) {
    const { code, constraint, table, column } = cause as Error & Record<string, unknown>;
    out.cause = { type: cause.name, message: withoutQuotedValues(cause.message), code, constraint, table, column };
  }
  return out;
}
