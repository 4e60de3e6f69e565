/**
 * Named statements on PGlite (issue 23). PGlite's `query` parses, plans and describes every
 * statement anew (an unnamed statement per call); PostgreSQL through `pg` keeps a named statement
 * per connection instead. Here a drizzle statement prepared under a name (../queries/prepared.ts)
 * is parsed once per PGlite instance as a protocol-level named statement, and each call sends only
 * Bind, Describe, Execute and Sync: PostgreSQL's plan cache plans it (after five custom plans, a
 * generic one when that is no dearer) and re-plans it by itself after a schema change. Nothing of
 * an answer is kept: every call executes against the database.
 *
 * Only for calls on the PGlite instance itself (not a transaction's handle): under the instance's
 * transaction and query locks, like its own `query`, and written to the file system after each
 * call the same way. A statement the server no longer knows (DEALLOCATE / DISCARD ALL), or whose
 * result type a schema change altered, is parsed again once.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";

type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];
type ParamSerializer = (value: unknown) => string;

/** What PGlite exposes to its own subclasses; used only as PGlite's `query` uses it. */
interface PGliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  serializers: Record<number, ParamSerializer>;
  parsers: Record<number, (value: string, typeId?: number) => unknown>;
}

interface Named {
  text: string;
  paramTypes: number[];
}

const { serialize } = protocol;
const named = new WeakMap<PGlite, Map<string, Named>>();

/** True for a PGlite instance (a transaction's handle has no protocol access). */
export function isPGliteInstance(client: unknown): client is PGlite {
  return typeof (client as { execProtocolStream?: unknown } | null)?.execProtocolStream === "function";
}

/** A `query(text, params, options)` that runs `text` as the named statement `name` of `pg`. */
export function namedStatementClient(pg: PGlite, name: string) {
  const serverName = `bark_${name}`;
  return {
    query: <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> =>
      runNamed<T>(pg, serverName, text, params, options),
  };
}

async function runNamed<T>(pg: PGlite, name: string, text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
  const db = pg as unknown as PGliteInternals;
  await db._checkReady();
  return db._runExclusiveTransaction(() =>
    db._runExclusiveQuery(async () => {
      let statement = await parsed(pg, name, text);
      let messages: BackendMessage[];
      try {
        messages = await execute(pg, name, statement, params, options);
      } catch (err) {
        if (!isStale(err)) throw err;
        named.get(pg)?.delete(name);
        await protocolCall(pg, concat(serialize.close({ type: "S", name }), serialize.sync())).catch(() => undefined);
        statement = await parsed(pg, name, text);
        messages = await execute(pg, name, statement, params, options);
      }
      await pg.syncToFs();
      return parse.parseResults(messages, db.parsers, options)[0] as Results<T>;
    }),
  );
}

/** 26000: no such prepared statement; 0A000: "cached plan must not change result type". */
function isStale(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return code === "26000" || code === "0A000";
}

async function parsed(pg: PGlite, name: string, text: string): Promise<Named> {
  let byName = named.get(pg);
  if (!byName) {
    byName = new Map();
    named.set(pg, byName);
  }
  const known = byName.get(name);
  if (known) {
    if (known.text !== text) throw new Error(`Two statements named ${name}`);
    return known;
  }
  const messages = await protocolCall(pg, concat(serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()));
  const statement = { text, paramTypes: parse.parseDescribeStatementResults(messages) };
  byName.set(name, statement);
  return statement;
}

async function execute(pg: PGlite, name: string, statement: Named, params: unknown[], options?: QueryOptions): Promise<BackendMessage[]> {
  const serializers = (pg as unknown as PGliteInternals).serializers;
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const type = statement.paramTypes[i]!;
    const serializer = (options?.serializers?.[type] as ParamSerializer | undefined) ?? serializers[type];
    return serializer ? serializer(value) : String(value);
  });
  return protocolCall(
    pg,
    concat(serialize.bind({ statement: name, values }), serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()),
  );
}

/** One round trip; an ErrorResponse among the answers is thrown (the Sync has ended the failed statement). */
async function protocolCall(pg: PGlite, message: Uint8Array): Promise<BackendMessage[]> {
  const messages = await pg.execProtocolStream(message, { syncToFs: false, throwOnError: true } as never);
  return messages;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
