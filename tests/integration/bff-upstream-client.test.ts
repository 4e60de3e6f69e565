/**
 * The upstream client's own connection (server/bff/upstream/upstream.ts over node:http, issue 23):
 * the server-side calls share kept-alive connections, an unwanted small body is read away so its
 * connection serves the next call, a streamed answer arrives whole, a connection that drops
 * mid-answer is an error (never a hang), and the caller's abort stops a streaming answer upstream;
 * an idle connection is let go before the upstream's announced keep-alive timeout, and a read that
 * fails on a pooled connection is retried on a new one.
 * Next's request context is a stand-in, as in bff-server-components.test.ts.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ACCOUNTS, json, sessionCookie, startFakeUpstream, testConfig, type FakeUpstream } from "../support/bff";
import { UPSTREAM_CONNECTION_LOST } from "@/lib/error-text";

const ctx = vi.hoisted(() => ({ cookie: "", config: undefined as unknown }));

vi.mock("next/headers", () => ({
  cookies: async () => (await import("../support/bff")).cookieStoreOf(ctx.cookie),
  headers: async () => new Headers({ host: "localhost:3000", "x-bark-path": "/customer-lookup/11" }),
}));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`REDIRECT ${to}`);
  },
}));
vi.mock("@/server/bff/config/config", async () => {
  const core = await vi.importActual<typeof import("@/server/bff/config/config-core")>("@/server/bff/config/config-core");
  return { ...core, getConfig: () => ctx.config };
});

const { upstreamCall, upstreamFetch } = await import("@/server/bff/upstream/upstream");
const { endpoint } = await import("@/lib/contract/endpoint");

const TOKEN = "client-token-0123456789abcdef";
const read = endpoint({ method: "GET", path: "accounts/:id", capability: "customerLookup", response: z.object({ id: z.number(), name: z.string() }) });
let fake: FakeUpstream;
/** The client port of each upstream request, in order: one port is one connection. */
const ports: number[] = [];

beforeAll(async () => {
  fake = await startFakeUpstream((_req, res) => json(res, 200, {}));
  ctx.config = testConfig(fake.url);
  ctx.cookie = await sessionCookie(ctx.config as ReturnType<typeof testConfig>, { token: TOKEN, account: ACCOUNTS.team });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  ports.length = 0;
});

const call = (path: string, signal?: AbortSignal) => upstreamFetch({ environment: "local", path, token: TOKEN, signal }, { config: ctx.config as ReturnType<typeof testConfig> });

describe("the upstream client's connections", () => {
  it("server-rendered reads one after another go over one kept-alive connection, a BOM-led JSON answer parses", async () => {
    fake.handle((req, res) => {
      ports.push(req.socket.remotePort!);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(`\uFEFF${JSON.stringify({ id: 11, name: "Ünïcode Name" })}`);
    });
    for (let i = 0; i < 3; i++) expect(await upstreamCall(read, { params: { id: 11 } })).toEqual({ id: 11, name: "Ünïcode Name" });
    expect(ports).toHaveLength(3);
    expect(new Set(ports).size).toBe(1);
  });

  it("a small body nobody reads (the session check's) is read away: the next call reuses the connection", async () => {
    fake.handle((req, res) => {
      ports.push(req.socket.remotePort!);
      json(res, 200, { user: "x".repeat(2000) });
    });
    for (let i = 0; i < 3; i++) {
      const answer = await call("session");
      expect(answer.status).toBe(200);
      await answer.body?.cancel();
    }
    expect(new Set(ports).size).toBe(1);
  });

  it("a streamed answer arrives whole, chunk after chunk", async () => {
    const chunk = Buffer.alloc(256 * 1024, "a");
    fake.handle((_req, res) => {
      res.writeHead(200, { "content-type": "text/csv" });
      let left = 40;
      const pump = () => {
        while (left > 0) {
          left--;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      pump();
    });
    const answer = await call("export");
    expect(answer.headers.get("content-type")).toBe("text/csv");
    expect((await answer.arrayBuffer()).byteLength).toBe(40 * chunk.length);
  });

  it("a connection that drops mid-answer fails the read (no hang)", async () => {
    fake.handle((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": "1000" });
      res.write('{"id": 1');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    await expect(upstreamCall(read, { params: { id: 1 } })).rejects.toThrow();
    await expect((await call("cut")).text()).rejects.toThrow();
  });

  it("the caller's abort while the answer streams stops the upstream call", async () => {
    fake.handle((_req, res) => {
      res.writeHead(200, { "content-type": "text/csv" });
      res.write("a,b\n");
    });
    const browser = new AbortController();
    const answer = await call("slow-export", browser.signal);
    const reader = answer.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("a,b\n");
    browser.abort();
    await expect(reader.read()).rejects.toThrow();
    await vi.waitFor(() => expect(fake.aborted).toContain("/api/slow-export"));
  });

  describe("kept-alive connections the upstream lets go", () => {
    let server: Server;
    let config: ReturnType<typeof testConfig>;
    let handler: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void = () => undefined;
    /** Per connection: the requests it carried; and when the client closed it (its FIN). */
    const requestsOn = new Map<Socket, number>();
    const clientClosed: Socket[] = [];
    beforeAll(async () => {
      server = createServer((req, res) => {
        requestsOn.set(req.socket, (requestsOn.get(req.socket) ?? 0) + 1);
        handler(req, res);
      });
      // The server never times a connection out itself: only the client's own letting go closes one.
      server.keepAliveTimeout = 0;
      server.on("connection", (socket) => socket.on("end", () => clientClosed.push(socket)));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      config = testConfig(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
    const warned: unknown[] = [];
    const logger = { warn: (fields: unknown) => warned.push(fields), error: (fields: unknown) => warned.push(fields) } as unknown as import("pino").Logger;
    const get = (path: string) => upstreamFetch({ environment: "local", path, token: TOKEN }, { config, logger });

    it("an idle connection is closed by the client before the keep-alive timeout the upstream announces", async () => {
      clientClosed.length = 0;
      handler = (_req, res) => {
        // As a server with a 2-second keep-alive timeout says it (node's own server: 5 s).
        res.setHeader("keep-alive", "timeout=2");
        json(res, 200, { ok: true });
      };
      expect((await get("idle")).status).toBe(200);
      // Node lets it go one second before the announced timeout; without the agent's own timeout it never did.
      await vi.waitFor(() => expect(clientClosed).toHaveLength(1), { timeout: 10_000, interval: 100 });
    });

    it("a read that fails on a pooled connection is retried on a new one, not on another pooled one", async () => {
      requestsOn.clear();
      let stale = false;
      handler = (req, res) => {
        // A stale connection: the upstream drops a request that arrives on a connection it has already served.
        if (stale && requestsOn.get(req.socket)! > 1) return void req.socket.destroy();
        json(res, 200, { ok: true });
      };
      // Two reads at once: two connections in the pool.
      const both = await Promise.all([get("a"), get("b")]);
      await Promise.all(both.map((answer) => answer.text()));
      expect(requestsOn.size).toBe(2);
      stale = true;
      const answer = await get("c");
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ ok: true });
      // The first attempt on a pooled connection, dropped; the retry on a third, new one.
      expect(requestsOn.size).toBe(3);
      // The log says what failed (under a key the log does not redact as a secret, unlike `code`).
      expect(warned).toEqual([expect.objectContaining({ url: "/api/c", network_error: "ECONNRESET" })]);
    });

    it("a GET with effects (a sensitive descriptor: login-as-customer) is not retried: the failure may have come after the upstream acted", async () => {
      requestsOn.clear();
      let calls = 0;
      handler = (req) => {
        calls++;
        // The upstream acts (a login token, a changelog entry), then the connection drops before the answer.
        return void req.socket.destroy();
      };
      const answer = await upstreamFetch({ environment: "local", path: "impersonate/", token: TOKEN, sensitive: true }, { config, logger });
      expect(answer.status).toBe(502);
      expect(calls).toBe(1);
      // It may have acted: not "could not be reached".
      expect(await answer.json()).toEqual(UPSTREAM_CONNECTION_LOST);
    });
  });
});
