/**
 * Test harness for the BFF's server side: a fake upstream (a real node http server on port 0 that
 * counts calls), a BffConfig pointing `local` at it, a captured pino logger, and sealed session
 * cookies built with iron-session's sealData exactly as the app seals them.
 */
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { sealData, unsealData } from "iron-session";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { businessDay } from "@/lib/business-day";
import { addDays } from "@/lib/pet-form";
import { SECURE_SESSION_COOKIE_NAME, type SessionData, type StaffAccount } from "@/lib/contract/session";
import { parseBffConfig, type BffConfig } from "@/server/bff/config/config-core";
import { createBffLogger, type Logger } from "@/server/bff/logger";
import { SESSION_COOKIE_NAME, SESSION_TTL_SECONDS, sessionCookieOf } from "@/server/bff/session/session";
import { demoStaff, type DemoName } from "./demo-staff";

export const TEST_SESSION_PASSWORDS = `2:${"n".repeat(32)}-newest-test-password,1:${"o".repeat(32)}-older-test-password`;

export interface UpstreamCallRecord {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export type FakeHandler = (req: IncomingMessage, res: ServerResponse, body: string) => void | Promise<void>;

export interface FakeUpstream {
  url: string;
  port: number;
  calls: UpstreamCallRecord[];
  /** Calls whose path starts with `prefix`. */
  callsTo(prefix: string): UpstreamCallRecord[];
  /** Requests whose connection closed before the answer finished (the BFF aborted them). */
  aborted: string[];
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

export async function startFakeUpstream(handler: FakeHandler): Promise<FakeUpstream> {
  let current = handler;
  const calls: UpstreamCallRecord[] = [];
  const aborted: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      calls.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      res.on("close", () => {
        if (!res.writableFinished) aborted.push(req.url ?? "");
      });
      void current(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    calls,
    aborted,
    callsTo: (prefix) => calls.filter((c) => c.url.startsWith(prefix)),
    handle: (h) => {
      current = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The file's fake upstream, started before its tests and closed after them; before each test its
 * records (calls, aborted) start empty and `log` is a fresh captured logger. Read the fields in hooks
 * and tests (they are set by then), never at the file's top level.
 */
export function fakeUpstreamSuite(handler: FakeHandler = () => undefined): { upstream: FakeUpstream; config: BffConfig; log: CapturedLog } {
  const suite = {} as { upstream: FakeUpstream; config: BffConfig; log: CapturedLog };
  beforeAll(async () => {
    suite.upstream = await startFakeUpstream(handler);
    suite.config = testConfig(suite.upstream.url);
  });
  afterAll(async () => {
    await suite.upstream.close();
  });
  beforeEach(() => {
    suite.upstream.calls.length = 0;
    suite.upstream.aborted.length = 0;
    suite.log = captureLogger();
  });
  return suite;
}

export function json(res: ServerResponse, status: number, data: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(data));
}

/** A port nothing listens on. */
export async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

export function testConfig(upstreamUrl: string, env: Record<string, string> = {}): BffConfig {
  return parseBffConfig({
    LOCAL_API_BASE_URL: `${upstreamUrl}/api/`,
    LOCAL_AUTH_BASE_URL: `${upstreamUrl}/auth/`,
    SESSION_PASSWORDS: TEST_SESSION_PASSWORDS,
    UPSTREAM_TIMEOUT_MS: "400",
    // Logouts kept on disk (server/bff/store/store.ts) go to this test process's own folder, never .data/.
    BFF_DATA_DIR: path.join(tmpdir(), `bark-bff-test-${process.pid}`),
    ...env,
  });
}

export interface CapturedLog {
  logger: Logger;
  text(): string;
  lines(): Record<string, unknown>[];
}

export function captureLogger(level = "debug"): CapturedLog {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const logger = createBffLogger(level, sink);
  return {
    logger,
    text: () => chunks.join(""),
    lines: () =>
      chunks
        .join("")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

/** A demo account (tests/support/demo-staff.ts) as the session holds it. */
const sessionAccount = (name: DemoName): StaffAccount => {
  const staff = demoStaff(name);
  return { email: staff.email, is_active: staff.isActive, groups: [{ name: staff.group }] };
};

export const ACCOUNTS = {
  team: sessionAccount("team"),
  admin: sessionAccount("admin"),
  ops: sessionAccount("ops"),
  all: sessionAccount("all"),
  guest: sessionAccount("guest"),
} satisfies Record<string, StaffAccount>;

/**
 * `bark_session=<seal>` for a session; entryDay defaults to today in the config's zone, the
 * session id to a fresh random one, the environment to `local` (the tests' localhost hosts). The
 * cookie is named as its environment's hosts set it: `__Host-bark_session` outside local.
 */
export async function sessionCookie(
  config: BffConfig,
  data: Partial<SessionData>,
  now: Date = new Date(),
): Promise<string> {
  const session: SessionData = { entryDay: businessDay(now, config.businessTimeZone), sid: randomBytes(16).toString("base64url"), environment: "local", ...data };
  const seal = await sealData(session, { password: config.sessionPasswords, ttl: SESSION_TTL_SECONDS });
  return `${sessionCookieOf(session.environment ?? null).name}=${seal}`;
}

/** The business day before `now`'s (the calendar day before: 24 hours back is still today for the last hour of autumn's 25-hour day). */
export function yesterday(config: BffConfig, now: Date = new Date()): string {
  return addDays(businessDay(now, config.businessTimeZone), -1);
}

/** The session cookie's Set-Cookie header of a response, if any (local's `bark_session`, or `__Host-bark_session` of the https environments). */
export function sessionSetCookie(res: Response): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`) || c.startsWith(`${SECURE_SESSION_COOKIE_NAME}=`));
}

export async function unsealSetCookie(config: BffConfig, setCookie: string): Promise<SessionData> {
  const pair = setCookie.split(";")[0]!;
  const value = decodeURIComponent(pair.slice(pair.indexOf("=") + 1));
  return unsealData<SessionData>(value, { password: config.sessionPasswords, ttl: SESSION_TTL_SECONDS });
}

/** What Next's `cookies()` gives a server component, over a Cookie header (for `vi.mock("next/headers")`). */
export function cookieStoreOf(cookieHeader: string) {
  const jar = new Map<string, string>();
  for (const part of cookieHeader.split(";")) {
    const i = part.indexOf("=");
    if (i > 0) jar.set(part.slice(0, i).trim(), part.slice(i + 1).trim());
  }
  return { get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined), set: () => undefined };
}
