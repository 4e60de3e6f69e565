/**
 * Integration-test harness for the embedded API: createApp on a fresh test database (PGlite in
 * memory, or a throw-away PostgreSQL database with TEST_DB_DRIVER=postgres), the demo staff seeded,
 * every log line captured in memory, an adjustable clock, and a real listening server on port 0.
 */
import { Writable } from "node:stream";
import type { Hono } from "hono";
import { afterAll, beforeAll } from "vitest";
import type { ApiEndpoint, CallArgs, CallInput } from "@/lib/contract/endpoint";
import { seedDatabase } from "@/server/backend/seed";
import { createApp } from "@/server/backend/app";
import { BulkDiscountRunner } from "@/server/backend/queries/discount-bulk";
import { loadBackendConfig, type BackendConfig } from "@/server/backend/config";
import type { Database, Db } from "@/server/backend/db/client";
import type { AppEnv } from "@/server/backend/http/context";
import { createLogger, type Logger } from "@/server/backend/logger";
import { authEndpoints } from "@/lib/contract/auth";
import { seedStaffUsers } from "@/server/backend/seed/staff";
import { serveApp, type RunningServer } from "@/server/backend/server";
import { createApiClient, demoTokens, httpFetcher, type ApiCaller, type ApiClient, type UncheckedArgs, type Who } from "./api-client";
import { DEMO_PASSWORD, type DemoName } from "./demo-staff";
import { assertMoneyInvariants } from "./money-invariants";
import { openTestDatabase } from "./test-db";

export { DEMO_PASSWORD };

export interface TestBackend {
  app: Hono<AppEnv>;
  db: Db;
  database: Database;
  config: BackendConfig;
  logger: Logger;
  /** Every log line written so far (raw JSON text). */
  logText(): string;
  /** Parsed log lines. */
  logLines(): Record<string, unknown>[];
  /** Fix the clock the API sees (expiry, authenticator steps); null returns to the real clock. */
  setNow(date: Date | null): void;
  now(): Date;
  /**
   * The descriptor-driven client over app.request() (tests/support/api-client.ts):
   * `be.as("team").call(endpoints.createRefund, { params, body })`. A demo account signs in on its
   * first call (or `signIn` beforehand) and keeps its token.
   */
  as(who: Who): ApiCaller;
  /** Signs the demo accounts in now (so their sign-in is not part of a later test). */
  signIn(...names: DemoName[]): Promise<void>;
  /** A demo account's token (the one `as(name)` uses; signed in on the first ask). */
  demoToken(name: DemoName): Promise<string>;
  /** The same client over HTTP, against `listen()`'s server. */
  httpClient(baseUrl: string): ApiClient;
  /** JSON request through app.request(), by hand: only for a deliberately malformed path (or a non-API route). */
  call(method: string, path: string, opts?: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> }): Promise<Response>;
  /** A token for a demo account without authenticator (POST /auth/login). */
  tokenFor(email: string, password?: string): Promise<string>;
  /** Serve the same app on 127.0.0.1, a free port. */
  listen(): Promise<RunningServer>;
  close(): Promise<void>;
}

export async function createTestBackend(opts: { env?: Record<string, string>; seedStaff?: boolean } = {}): Promise<TestBackend> {
  const database = await openTestDatabase();
  const config = loadBackendConfig({ ...opts.env } as NodeJS.ProcessEnv);
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const logger = createLogger(config.LOG_LEVEL, sink);
  let fixedNow: Date | null = null;
  const now = () => fixedNow ?? new Date();
  if (opts.seedStaff !== false) await seedStaffUsers(database.db, { password: DEMO_PASSWORD });
  // The app's background bulk-discount batches, stopped before the database closes (a batch started by a test never runs into a closed database).
  const bulkDiscounts = new BulkDiscountRunner(database.db, logger, { now });
  const app = createApp({ db: database.db, logger, config, now, bulkDiscounts });
  const servers: RunningServer[] = [];

  const call: TestBackend["call"] = (method, path, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    let body: string | undefined;
    if (o.rawBody !== undefined) body = o.rawBody;
    else if (o.body !== undefined) body = JSON.stringify(o.body);
    if (body !== undefined) headers["content-type"] ??= "application/json";
    if (o.token) headers.authorization = `Token ${o.token}`;
    return Promise.resolve(app.request(path, { method, headers, body }));
  };

  const signInEmail = async (email: string, password = DEMO_PASSWORD) => {
    const res = await client.as(null).call(authEndpoints.login, { body: { email, password } });
    const json = (await res.json()) as { token?: string | null };
    if (res.status !== 200 || !json.token) throw new Error(`sign-in of ${email} gave ${res.status} ${JSON.stringify(json)}`);
    return json.token;
  };
  const demoToken = demoTokens((email) => signInEmail(email));
  const client: ApiClient = createApiClient((path, init) => Promise.resolve(app.request(path, init)), demoToken);

  return {
    app,
    db: database.db,
    database,
    config,
    logger,
    logText: () => chunks.join(""),
    logLines: () =>
      chunks
        .join("")
        .split("\n")
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as Record<string, unknown>),
    setNow: (d) => {
      fixedNow = d;
    },
    now,
    call,
    as: (who) => client.as(who),
    async signIn(...names) {
      for (const name of names) await demoToken(name);
    },
    demoToken,
    httpClient: (baseUrl) => createApiClient(httpFetcher(baseUrl), demoToken),
    tokenFor: signInEmail,
    async listen() {
      const running = await serveApp(app, { host: "127.0.0.1", port: 0 });
      servers.push(running);
      return running;
    },
    async close() {
      for (const s of servers) await s.close();
      await bulkDiscounts.stop();
      try {
        // Whatever this file's tests wrote, every order still keeps the money rules.
        await assertMoneyInvariants(database.db);
      } finally {
        await database.close();
      }
    },
  };
}

/** A test backend with the seed's staff and catalogue and its scenario customers (no generated customers). */
export async function createSeededBackend(): Promise<TestBackend> {
  const be = await createTestBackend({ seedStaff: false });
  await seedDatabase(be.db, { customers: 0, staffPassword: DEMO_PASSWORD });
  return be;
}

/**
 * A describe block's test backend: made in beforeAll with the demo accounts `signIn` (emails)
 * signed in, closed in afterAll; backend() is it once beforeAll ran, tokens[email] their tokens. Its JSON callers answer
 * { status, json } and send as `as` (one of the signed-in emails, default `defaultAs`):
 *   call(endpoint, input, as?): the descriptor's call, its input typed by the descriptor;
 *   callUnchecked(endpoint, input, as?): the same with any body or query (the tests of invalid input).
 */
export function backendSuite({ signIn, as: defaultAs }: { signIn: readonly string[]; as: string }) {
  let be: TestBackend | undefined;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    be = await createTestBackend();
    for (const email of signIn) tokens[email] = await be.tokenFor(email);
  });
  afterAll(async () => be?.close());
  const backend = () => be!;
  const call = async <E extends ApiEndpoint>(endpoint: E, input: CallInput<E>, as = defaultAs) => {
    const res = await backend().as({ token: tokens[as]! }).call(endpoint, ...([input] as unknown as CallArgs<E>));
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  const callUnchecked = async <E extends ApiEndpoint>(endpoint: E, input: UncheckedArgs<E>[0], as = defaultAs) => {
    const res = await backend().as({ token: tokens[as]! }).unchecked(endpoint, ...([input] as UncheckedArgs<E>));
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  return { backend, tokens, call, callUnchecked };
}
