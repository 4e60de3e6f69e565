/**
 * Issue 19 finding 3, with a real restart: one `next start` process of the app's build, no Redis
 * (the default in-memory store, revocations kept in BFF_DATA_DIR), in front of the embedded API
 * reached through a relay that refuses the upstream logout (so the token stays valid upstream).
 * Sign in, log out (the app says the back office did not confirm it), stop the process, start a new
 * one on the same data directory and replay the old cookie: refused by the app itself.
 * Does not depend on the database driver (scripts/test.mjs DRIVER_INDEPENDENT).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_AUTHENTICATED } from "@/lib/contract/session";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { ensureNextBuild, startNextApp, type NextApp } from "../support/next-app";
import { authEndpoints } from "@/lib/contract/auth";
import { endpoints } from "@/lib/contract/endpoints";
import { endpointPath, proxyPath } from "../support/api-client";
import { DEMO } from "../support/demo-staff";

const ADMIN = DEMO.admin;

/** Forwards every request to `target`, except the upstream logout, which answers 503. */
function relay(target: string): Promise<{ url: string; logouts: () => number; close: () => Promise<void> }> {
  let logouts = 0;
  const server: Server = createServer(async (req, res) => {
    if (req.url?.startsWith(endpointPath(authEndpoints.logout))) {
      logouts += 1;
      res.writeHead(503, { "content-type": "application/json" }).end(JSON.stringify({ detail: "down" }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string" && k !== "host" && k !== "content-length") headers.set(k, v);
    const answer = await fetch(`${target}${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
    const out: Record<string, string> = {};
    answer.headers.forEach((v, k) => {
      if (k !== "content-encoding" && k !== "content-length" && k !== "transfer-encoding") out[k] = v;
    });
    res.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, logouts: () => logouts, close: () => new Promise((r) => server.close(() => r())) });
    }),
  );
}

describe("a logout survives a restart of the app (no Redis)", () => {
  let backend: TestBackend;
  let upstream: Awaited<ReturnType<typeof relay>>;
  let dataDir: string;
  let env: Record<string, string>;
  const apps: NextApp[] = [];

  beforeAll(async () => {
    ensureNextBuild();
    backend = await createTestBackend();
    const api = await backend.listen();
    upstream = await relay(api.url);
    dataDir = mkdtempSync(path.join(tmpdir(), "bark-logout-restart-"));
    env = {
      LOCAL_API_BASE_URL: `${upstream.url}/api/`,
      LOCAL_AUTH_BASE_URL: `${upstream.url}/auth/`,
      SESSION_PASSWORDS: `1:${"s".repeat(40)}-logout-restart`,
      BFF_DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    };
  }, 600_000);

  afterAll(async () => {
    await Promise.all(apps.map((a) => a.stop()));
    await upstream?.close();
    await backend?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("the old cookie is refused by the restarted process, though the upstream never confirmed the logout", async () => {
    const first = await startNextApp(env);
    apps.push(first);
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: first.url },
      body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }),
    });
    expect(login.status, first.stderr()).toBe(200);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith("bark_session="))!.split(";")[0]!;
    expect((await fetch(`${first.url}${proxyPath(endpoints.listStaffUsers)}`, { headers: { cookie } })).status).toBe(200);

    const logout = await fetch(`${first.url}/api/auth/logout`, { method: "POST", headers: { cookie, origin: first.url } });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toMatchObject({ ok: true, upstream_signed_out: false });
    expect(upstream.logouts()).toBeGreaterThanOrEqual(1);
    await first.stop();

    const second = await startNextApp(env);
    apps.push(second);
    // The token still works upstream (its logout failed): the refusal is the app's own.
    const call = await fetch(`${second.url}${proxyPath(endpoints.listStaffUsers)}`, { headers: { cookie } });
    expect(call.status, second.stderr()).toBe(401);
    expect(await call.json()).toEqual(NOT_AUTHENTICATED);
    const page = await fetch(`${second.url}/customer-lookup`, { headers: { cookie }, redirect: "manual" });
    expect(page.status).toBe(307);
    expect(new URL(page.headers.get("location")!, second.url).pathname).toBe("/login");
  });
});
