/**
 * Issue 19's hostile probes of the server-rendered side of the BFF (upstreamCall, the page guards):
 * a huge upstream answer, a stalled upstream. Next's request context (`cookies()`, `headers()`)
 * and `redirect()` are stand-ins, as in bff-server-components.test.ts.
 */
import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { BffConfig } from "@/server/config-core";
import { ACCOUNTS, json, sessionCookie, startFakeUpstream, testConfig, type FakeUpstream } from "../support/bff";

const ctx = vi.hoisted(() => ({ cookie: "", host: "localhost:3000", path: "/customer-lookup/11", config: undefined as unknown }));

vi.mock("next/headers", () => ({
  cookies: async () => (await import("../support/bff")).cookieStoreOf(ctx.cookie),
  headers: async () => new Headers({ host: ctx.host, "x-bark-path": ctx.path }),
}));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`REDIRECT ${to}`);
  },
}));
vi.mock("@/server/config", async () => {
  const core = await vi.importActual<typeof import("@/server/config-core")>("@/server/config-core");
  return { ...core, getConfig: () => ctx.config };
});

const { upstreamCall, UpstreamError, UPSTREAM_MESSAGES, MAX_READ_ANSWER_BYTES, upstreamFetch } = await import("@/server/upstream");
const { endpoint } = await import("@/lib/contract/endpoint");

const TOKEN = "pages-token-0123456789abcdef";
const anything = endpoint({ method: "GET", path: "huge", capability: "customerLookup", response: z.unknown() });
let fake: FakeUpstream;
let config: BffConfig;
let written = 0;

/** Writes `total` bytes of a JSON array in 1 MB chunks, as fast as the reader takes them, until the connection closes. */
function streamHuge(res: ServerResponse, status: number, total: number) {
  res.writeHead(status, { "content-type": "application/json" });
  const chunk = Buffer.alloc(1024 * 1024, "1,");
  res.write("[");
  const pump = () => {
    while (written < total && !res.destroyed) {
      written += chunk.length;
      if (!res.write(chunk)) return void res.once("drain", pump);
    }
    if (!res.destroyed) res.end("1]");
  };
  pump();
}

beforeAll(async () => {
  fake = await startFakeUpstream((_req, res) => json(res, 200, {}));
  config = testConfig(fake.url, { UPSTREAM_TIMEOUT_MS: "5000" });
  ctx.config = config;
  ctx.cookie = await sessionCookie(config, { token: TOKEN, account: ACCOUNTS.team });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  written = 0;
});

describe("finding 8: answers the app reads whole are capped", () => {
  it("a 200 MB answer to a server-rendered page → UpstreamError 502 with a sentence, the read stopped near 10 MB", async () => {
    fake.handle((_req, res) => streamHuge(res, 200, 200 * 1024 * 1024));
    const error = await upstreamCall(anything).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 502, data: { detail: UPSTREAM_MESSAGES.tooLarge } });
    expect(written).toBeLessThan(MAX_READ_ANSWER_BYTES + 20 * 1024 * 1024);
  });

  it("a declared 50 MB answer is refused before reading; a huge error answer is withheld unread", async () => {
    fake.handle((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": String(50 * 1024 * 1024) });
      res.write("[");
    });
    await expect(upstreamCall(anything)).rejects.toMatchObject({ status: 502, data: { detail: UPSTREAM_MESSAGES.tooLarge } });

    fake.handle((_req, res) => streamHuge(res, 500, 200 * 1024 * 1024));
    const answer = await upstreamFetch({ environment: "local", path: "huge", token: TOKEN }, { config });
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ detail: UPSTREAM_MESSAGES.failed });
    expect(written).toBeLessThan(MAX_READ_ANSWER_BYTES + 20 * 1024 * 1024);
  });
});
