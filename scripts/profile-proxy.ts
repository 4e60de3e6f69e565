/**
 * A focused harness for profiling the guarded proxy's own work (issue 23), without Next: the
 * proxy's handler (server/bff/proxy/bff-proxy.ts `handleUpstreamProxy`, the code of
 * app/api/upstream/[...path]) and the bench's bare handler (server/bff/proxy/bench-bare.ts) called
 * in-process with the same sealed cookie, 10 at a time, against an upstream in a child process
 * that answers a fixed staff-user page. Prints requests/s of each (alternating rounds) and their
 * ratio; run it under `--cpu-prof` to see where the proxy's time goes:
 *
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx --import ./scripts/server-only-hook.mjs scripts/profile-proxy.ts [proxy|bare|both]
 *   tsx scripts/cpu-profile-top.ts /tmp/prof/<file>.cpuprofile
 *
 * PROFILE_REQUESTS (a round, default 20000), PROFILE_ROUNDS (default 3).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { sealData } from "iron-session";
import { businessDay } from "../lib/business-day";
import { SESSION_COOKIE_NAME, SESSION_TTL_SECONDS, type SessionData } from "../lib/contract/session";
import { staffEndpoints } from "../lib/contract/staff";
import { parseBffConfig } from "../server/bff/config/config-core";
import { createBffLogger } from "../server/bff/logger";
import { handleUpstreamProxy } from "../server/bff/proxy/bff-proxy";
import { BENCH_BARE_HANDLER_ENV, benchBareHandler } from "../server/bff/proxy/bench-bare";

const which = process.argv[2] ?? "both";
const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 20_000);
const ROUNDS = Number(process.env.PROFILE_ROUNDS ?? 3);
const CONCURRENCY = 10;

const PAGE = {
  count: 6,
  next: null,
  previous: null,
  results: Array.from({ length: 6 }, (_, i) => ({ id: i + 1, first_name: `First${i}`, last_name: `Last${i}`, email: `user${i}+bark@example.com`, is_active: true, groups: [{ name: "Admin" }], last_login: "2026-11-25T10:00:00Z", date_joined: "2026-01-01T10:00:00Z" })),
};

async function startUpstream(): Promise<{ url: string; stop: () => void }> {
  const body = JSON.stringify(PAGE);
  const child = spawn(
    process.execPath,
    ["-e", `const b=${JSON.stringify(body)};const s=require("node:http").createServer((q,r)=>{r.writeHead(200,{"content-type":"application/json","content-length":Buffer.byteLength(b)});r.end(b)});s.keepAliveTimeout=60000;s.listen(0,"127.0.0.1",()=>console.log(s.address().port))`],
    { stdio: ["ignore", "pipe", "ignore"] },
  );
  process.on("exit", () => child.kill());
  const port = await new Promise<string>((resolve) => child.stdout!.once("data", (d: Buffer) => resolve(d.toString().trim())));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

async function main(): Promise<void> {
  const upstream = await startUpstream();
  const config = parseBffConfig({ LOCAL_API_BASE_URL: `${upstream.url}/api/`, LOCAL_AUTH_BASE_URL: `${upstream.url}/auth/`, BFF_DATA_DIR: `/tmp/bark-profile-proxy-${process.pid}` });
  // The log lines are made as in production and thrown away (the bench's app writes to /dev/null).
  const logger = createBffLogger("info", new Writable({ write: (_c, _e, done) => done() }));
  const session: SessionData = {
    token: "upstream-token-profile-0123456789abcdef",
    account: { email: "admin+bark@example.com", is_active: true, groups: [{ name: "BarkAdmin" }] },
    entryDay: businessDay(new Date(), config.businessTimeZone),
    sid: randomBytes(16).toString("base64url"),
    environment: "local",
  };
  const cookie = `${SESSION_COOKIE_NAME}=${await sealData(session, { password: config.sessionPasswords, ttl: SESSION_TTL_SECONDS })}`;
  const request = (prefix: string) => new Request(`http://localhost:3000${prefix}${staffEndpoints.listStaffUsers.path}?page=1`, { headers: { host: "localhost:3000", cookie, accept: "*/*" } });
  const handlers = {
    proxy: () => handleUpstreamProxy(request("/api/upstream/"), { config, logger }),
    bare: () => benchBareHandler(request("/api/bench-bare/"), { config, env: { [BENCH_BARE_HANDLER_ENV]: "1" } as unknown as NodeJS.ProcessEnv }),
  };

  async function round(name: keyof typeof handlers): Promise<number> {
    let left = REQUESTS;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (left-- > 0) {
          const res = await handlers[name]();
          if (res.status !== 200) throw new Error(`${name}: ${res.status} ${await res.text()}`);
          await res.arrayBuffer();
        }
      }),
    );
    return REQUESTS / ((performance.now() - t0) / 1000);
  }

  const names = which === "both" ? (["proxy", "bare"] as const) : ([which as keyof typeof handlers] as const);
  for (const n of names) await round(n); // warm-up
  const got: Record<string, number[]> = { proxy: [], bare: [] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const n of i % 2 === 0 ? names : [...names].reverse()) got[n]!.push(await round(n));
  }
  for (const n of names) console.log(`${n.padEnd(6)} ${got[n]!.map((r) => r.toFixed(0)).join(" / ")} req/s`);
  if (names.length === 2) {
    const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
    console.log(`ratio proxy / bare (medians): ${(med(got.proxy!) / med(got.bare!)).toFixed(3)}×`);
  }
  upstream.stop();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
