/**
 * No client or server call names a path or a method that an endpoint descriptor does not give it:
 * the app's code reaches the upstream only through `callApi(endpoints.x, …)` (browser) and
 * `upstreamCall(endpoints.x, …)` (server). A static scan of app/, components/, lib/ and server/
 * (the embedded API aside: its routes are checked by tests/integration/endpoint-parity.test.ts).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { endpoints } from "@/lib/contract/endpoints";

const ROOT = join(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(ROOT, dir))) {
    const rel = join(dir, name);
    if (statSync(join(ROOT, rel)).isDirectory()) out.push(...sourceFiles(rel));
    else if (/\.(ts|tsx)$/.test(name)) out.push(rel);
  }
  return out;
}

const FILES = ["app", "components", "lib", "server"]
  .flatMap(sourceFiles)
  .filter((f) => !f.startsWith("server/backend/"))
  .concat(["proxy.ts"]);
const code = (file: string) => readFileSync(join(ROOT, file), "utf8").replace(/^\s*(\/\/|\*|\/\*).*$/gm, "");

/** The low-level fetch of the upstream: the proxy, the typed call, and the sign-in handlers ({auth} base, lib/contract/auth.ts). */
// The auth base (sign-in, logout, and the guards' token check) is called by hand; every API-base call goes through a descriptor.
const UPSTREAM_FETCH_USERS = ["server/bff-proxy.ts", "server/upstream.ts", "server/auth-handlers.ts", "server/guards.ts"];

const NAMES = new Set(Object.keys(endpoints));

describe("call sites name endpoint descriptors, never paths or methods", () => {
  it("callApi / upstreamCall take `endpoints.<name>` of the registry", () => {
    const bad: string[] = [];
    for (const f of FILES) {
      for (const m of code(f).matchAll(/\b(callApi|upstreamCall)\(\s*([^,)\s]+)/g)) {
        if (f === "lib/client/api.ts" || f === "server/upstream.ts") continue;
        const arg = m[2]!;
        const name = /^endpoints\.(\w+)$/.exec(arg)?.[1];
        if (!name || !NAMES.has(name)) bad.push(`${f}: ${m[1]}(${arg}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("the browser-side callApi only takes browser descriptors", () => {
    const bad: string[] = [];
    for (const f of FILES) {
      for (const m of code(f).matchAll(/\bcallApi\(\s*endpoints\.(\w+)/g)) {
        const e = endpoints[m[1] as keyof typeof endpoints];
        if (!e?.browser) bad.push(`${f}: ${m[1]} is not browser-callable`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("upstreamFetch (path and method by hand) is used only by the proxy, the typed call and the sign-in handlers", () => {
    const users = FILES.filter((f) => /\bupstreamFetch\(/.test(code(f)));
    expect(users.filter((f) => !UPSTREAM_FETCH_USERS.includes(f))).toEqual([]);
  });

  it("no server code calls the upstream with a hand-written path (the old upstream<T>(path))", () => {
    const bad = FILES.filter((f) => /\bupstream(<[^>]*>)?\(\s*["'`]/.test(code(f)));
    expect(bad).toEqual([]);
  });

  it("the browser calls the upstream only through callApi (no hand-written proxy path)", () => {
    const browserSide = FILES.filter((f) => f.startsWith("components/") || (f.startsWith("app/") && !f.startsWith("app/api/")) || (f.startsWith("lib/") && f !== "lib/client/api.ts"));
    expect(browserSide.length).toBeGreaterThan(10);
    const bad = browserSide.filter((f) => /\/api\/upstream\/|\bupstreamUrl\(/.test(code(f)));
    expect(bad).toEqual([]);
  });
});
