/**
 * Statements prepared once per database handle (issue 23): drizzle's `.prepare(name)` builds the
 * SQL text once (on PGlite, building a statement per call was a tenth of the API's CPU), and on
 * PostgreSQL makes it a named server-side statement, planned once per connection; on PGlite (whose
 * own `query` parses and plans every call anew) it is made a named statement of the PGlite instance
 * the same way (../db/pglite-named.ts; not for a transaction's handle). The statement's
 * varying values are `sql.placeholder`s, given to `execute`. Nothing of an answer is kept: every
 * execute reads the database.
 */
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
