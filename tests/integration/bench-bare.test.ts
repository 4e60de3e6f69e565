/**
 * The bench's bare route handler (server/bff/proxy/bench-bare.ts, app/api/bench-bare/[...path]):
 * reachable only when the server was started with BARK_BENCH_BARE_HANDLER=1 AND the request's
 * host is `local`; otherwise the same 404 as an unlisted proxy path, with no upstream call. A
 * normal start (scripts/start.mjs) removes the variable.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/bench-bare/[...path]/route";
import { BENCH_BARE_HANDLER_ENV, benchBareHandler } from "@/server/bff/proxy/bench-bare";
import { ACCOUNTS, fakeUpstreamSuite, json, sessionCookie } from "../support/bff";

const TOKEN = "upstream-token-bench-bare-0123456789abcdef";
const fake = fakeUpstreamSuite((req, res) => json(res, 200, { results: [], next: null, previous: null, seen: req.headers.authorization }));
const ON: NodeJS.ProcessEnv = { [BENCH_BARE_HANDLER_ENV]: "1" } as unknown as NodeJS.ProcessEnv;

const request = (host: string, cookie?: string) =>
  new Request(`http://${host}/api/bench-bare/bark_user/?page=1`, { headers: { host, ...(cookie ? { cookie } : {}) } });

describe("the bench's bare route handler", () => {
  it("answers 404 without the variable, and never calls the upstream", async () => {
    const cookie = await sessionCookie(fake.config, { token: TOKEN, account: ACCOUNTS.admin });
    for (const env of [{}, { [BENCH_BARE_HANDLER_ENV]: "0" }, { [BENCH_BARE_HANDLER_ENV]: "true" }] as unknown as NodeJS.ProcessEnv[]) {
      const res = await benchBareHandler(request("localhost:3000", cookie), { config: fake.config, env });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: "Not found." });
    }
    expect(fake.upstream.calls).toHaveLength(0);
  });

  it("answers 404 on a host that is not local, even with the variable on", async () => {
    const cookie = await sessionCookie(fake.config, { token: TOKEN, account: ACCOUNTS.admin, environment: "production" });
    for (const host of ["production.bark.example", "stage.bark.example", "dev.bark.example"]) {
      const res = await benchBareHandler(request(host, cookie), { config: fake.config, env: ON });
      expect(res.status).toBe(404);
    }
    expect(fake.upstream.calls).toHaveLength(0);
  });

  it("the route file answers 404 in a process started without the variable (as every test process is)", async () => {
    expect(process.env[BENCH_BARE_HANDLER_ENV]).toBeUndefined();
    const res = await GET(request("localhost:3000"));
    expect(res.status).toBe(404);
  });

  it("with the variable on a local host: opens the cookie and pipes the upstream answer", async () => {
    const cookie = await sessionCookie(fake.config, { token: TOKEN, account: ACCOUNTS.admin });
    const res = await benchBareHandler(request("localhost:3000", cookie), { config: fake.config, env: ON });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ results: [], seen: `Token ${TOKEN}` });
    expect(fake.upstream.calls.map((c) => c.url)).toEqual(["/api/bark_user/?page=1"]);
  });

  it("without a session it answers 401 and calls nothing", async () => {
    const res = await benchBareHandler(request("localhost:3000"), { config: fake.config, env: ON });
    expect(res.status).toBe(401);
    expect(fake.upstream.calls).toHaveLength(0);
  });

  it("a normal start (scripts/start.mjs) removes the variable before it starts the app", () => {
    const start = readFileSync(path.resolve(__dirname, "../../scripts/start.mjs"), "utf8");
    expect(start).toMatch(new RegExp(`delete process\\.env\\.${BENCH_BARE_HANDLER_ENV};`));
  });
});
