/**
 * Statements prepared once per database handle (issue 23): drizzle's `.prepare(name)` builds the
 * SQL text once (on PGlite, building a statement per call was a tenth of the API's CPU), and on
 * PostgreSQL makes it a named server-side statement, planned once per connection; on PGlite (whose
 * own `query` parses and plans every call anew) it is made a named statement of the PGlite instance
 * the same way (../db/pglite-named.ts; not for a transaction's handle). The statement's
 * varying values are `sql.placeholder`s, given to `execute`. Nothing of an answer is kept: every
 * execute reads the database.
 */
import { createHash } from "node:crypto";
import type { Db } from "../db/client";
import { isPGliteInstance, namedStatementClient } from "../db/pglite-named";

const statements = new WeakMap<Db, Map<string, unknown>>();

/** The statement `name` of this database handle, prepared by `prepare` on first use. Names must be unique per SQL text. */
export function preparedOnce<T>(db: Db, name: string, prepare: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare(name);
    // drizzle's PGlite statement ignores its name and calls `client.query(text, params, options)`.
    const drizzleStatement = statement as { client?: unknown };
    if (isPGliteInstance(drizzleStatement.client)) drizzleStatement.client = namedStatementClient(drizzleStatement.client, name);
    byName.set(name, statement);
  }
  return statement;
}

/** Distinct statement texts per PGlite instance run as named statements by preparedByText; beyond, ordinary queries. */
export const MAX_NAMED_BY_TEXT = 256;
const namedTexts = new WeakMap<object, Set<string>>();

/**
 * A statement whose SQL text depends on its input (the customer search: which criteria, which page)
 * run, on PGlite, as the named statement of its text: parsed once per distinct text (at most
 * MAX_NAMED_BY_TEXT per instance, then as before) instead of on every call. Its values stay
 * parameters, so PostgreSQL's plan cache plans each call for its values until a generic plan is
 * no dearer (as for every named statement). On PostgreSQL it runs as it always did (an unnamed
 * statement: its texts would need names per connection).
 */
export async function runPreparedByText<R>(db: Db, prefix: string, query: PromiseLike<R> & { prepare(name: string): { execute(): Promise<R> } }): Promise<R> {
  const pg = (db as unknown as { $client?: unknown }).$client;
  // PostgreSQL (`pg` names a prepared statement per connection) and a transaction's handle: as before.
  if (!isPGliteInstance(pg)) return query;
  // drizzle's PGlite statement ignores its name (../db/pglite-named.ts names it below).
  const statement = query.prepare(prefix);
  const drizzleStatement = statement as { client?: unknown; queryString?: string };
  const text = drizzleStatement.queryString;
  if (drizzleStatement.client === pg && typeof text === "string") {
    let texts = namedTexts.get(pg);
    if (!texts) {
      texts = new Set();
      namedTexts.set(pg, texts);
    }
    if (texts.has(text) || texts.size < MAX_NAMED_BY_TEXT) {
      texts.add(text);
      drizzleStatement.client = namedStatementClient(pg, `${prefix}_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`);
    }
  }
  return statement.execute();
}
