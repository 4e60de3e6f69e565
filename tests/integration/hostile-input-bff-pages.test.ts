/**
 * Issue 19's hostile probes of the server-rendered side of the BFF (upstreamCall, the page guards):
 * a huge upstream answer, a stalled upstream. Next's request context (`cookies()`, `headers()`)
 * and `redirect()` are stand-ins, as in bff-server-components.test.ts.
 */
import type { ServerResponse } from "node:http";
import { Suspense } from "react";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { pages } from "@/lib/pages";
import type { BffConfig } from "@/server/bff/config/config-core";
import { ACCOUNTS, json, sessionCookie, startFakeUpstream, testConfig, type FakeUpstream } from "../support/bff";

const ctx = vi.hoisted(() => ({ cookie: "", host: "localhost:3000", path: "/customer-lookup/11", config: undefined as unknown, deadline: null as string | null }));

vi.mock("next/headers", () => ({
  cookies: async () => (await import("../support/bff")).cookieStoreOf(ctx.cookie),
  headers: async () => new Headers({ host: ctx.host, "x-bark-path": ctx.path, ...(ctx.deadline ? { "x-bark-deadline": ctx.deadline } : {}) }),
}));
vi.mock("next/navigation", async () => ({
  ...(await vi.importActual<typeof import("next/navigation")>("next/navigation")),
  redirect: (to: string) => {
    throw new Error(`REDIRECT ${to}`);
  },
}));
vi.mock("@/server/bff/config/config", async () => {
  const core = await vi.importActual<typeof import("@/server/bff/config/config-core")>("@/server/bff/config/config-core");
  return { ...core, getConfig: () => ctx.config };
});

const { upstreamCall, UpstreamError, UPSTREAM_MESSAGES, MAX_READ_ANSWER_BYTES, upstreamFetch } = await import("@/server/bff/upstream/upstream");
const { endpoint } = await import("@/lib/contract/endpoint");
const { requirePageAccess } = await import("@/server/bff/session/guards");
const { UpstreamUnavailable } = await import("@/components/ui/upstream-unavailable");
const { TableSkeleton } = await import("@/components/ui/skeleton");
const { default: CustomerPage } = await import("@/app/(app)/customer-lookup/[customerSegment]/page");
const { default: CustomerLookupPage } = await import("@/app/(app)/customer-lookup/page");

/** Every element of a rendered server component's tree (its props.children, depth first). */
function elementsOf(node: unknown): { type: unknown; props: Record<string, unknown> }[] {
  if (Array.isArray(node)) return node.flatMap(elementsOf);
  if (!node || typeof node !== "object" || !("props" in node)) return [];
  const el = node as { type: unknown; props: Record<string, unknown> };
  return [el, ...elementsOf(el.props.children)];
}

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
  ctx.deadline = null;
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

describe("finding 9: a stalled upstream: one deadline per page, a sentence and a retry", () => {
  const TIMEOUT = 1000;
  beforeEach(() => {
    // Nothing ever answers: not the session check, not the data calls.
    fake.handle(() => undefined);
    ctx.config = testConfig(fake.url, { UPSTREAM_TIMEOUT_MS: String(TIMEOUT) });
  });
  afterAll(() => {
    ctx.config = config;
  });

  it("the session check and the data call share the page's deadline: one timeout in all, not two", async () => {
    ctx.deadline = String(Date.now() + TIMEOUT);
    const started = performance.now();
    await requirePageAccess(pages.customer, { customerSegment: "11" });
    const error = await upstreamCall(anything).catch((e: unknown) => e);
    const took = performance.now() - started;
    expect(error).toMatchObject({ status: 504, data: { detail: UPSTREAM_MESSAGES.timeout } });
    expect(took).toBeGreaterThanOrEqual(TIMEOUT - 50);
    expect(took).toBeLessThan(TIMEOUT * 1.5);
  });

  it("a client-sent deadline can only shorten the wait", async () => {
    ctx.deadline = String(Date.now() + 60 * TIMEOUT);
    const started = performance.now();
    await expect(upstreamCall(anything)).rejects.toMatchObject({ status: 504 });
    expect(performance.now() - started).toBeLessThan(TIMEOUT * 1.5);
  });

  it("/customer-lookup/11 renders the sentence and Try again (no error boundary, no 500)", async () => {
    ctx.deadline = String(Date.now() + TIMEOUT);
    const page = await CustomerPage({ params: Promise.resolve({ customerSegment: "11" }), searchParams: Promise.resolve({}) });
    expect(elementsOf(page)[0]).toMatchObject({ type: UpstreamUnavailable, props: { detail: UPSTREAM_MESSAGES.timeout } });
  });

  it("a customer search shows the sentence and Try again, never `Error: {\"detail\":…}`", async () => {
    ctx.deadline = String(Date.now() + TIMEOUT);
    const page = await CustomerLookupPage({ searchParams: Promise.resolve({ last_name: "Doe" }) });
    // The results stream in a Suspense boundary keyed on the search, its fallback a table skeleton (issue 21): render its async child too.
    const boundary = elementsOf(page).find((e) => e.type === Suspense) as unknown as { key: string; props: { fallback: { type: unknown; props: { label: string } }; children: unknown } };
    expect(boundary.key).toContain("last_name=Doe");
    expect(boundary.props.fallback).toMatchObject({ type: TableSkeleton, props: { label: "search results" } });
    const results = boundary.props.children as { type: (props: unknown) => Promise<unknown>; props: unknown };
    const els = elementsOf(await results.type(results.props));
    expect(els.find((e) => e.type === UpstreamUnavailable)?.props.detail).toBe(UPSTREAM_MESSAGES.timeout);
    expect(JSON.stringify(els.map((e) => (typeof e.props.children === "string" ? e.props.children : "")))).not.toContain("Error:");
  });

  it("an unreachable upstream reads the same way", async () => {
    ctx.config = testConfig("http://127.0.0.1:9", { UPSTREAM_TIMEOUT_MS: String(TIMEOUT) });
    const page = await CustomerPage({ params: Promise.resolve({ customerSegment: "11__Jane_Doe" }), searchParams: Promise.resolve({}) });
    expect(elementsOf(page)[0]).toMatchObject({ type: UpstreamUnavailable, props: { detail: UPSTREAM_MESSAGES.unreachable } });
  });
});
