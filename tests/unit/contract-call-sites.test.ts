/**
 * No client or server call names a path or a method that an endpoint descriptor does not give it:
 * the app's code reaches the upstream only through `callApi(endpoints.x, …)` (browser),
 * `upstreamCall(endpoints.x, …)` (server) and `callAuth(authEndpoints.x, …)` (the sign-in handlers
 * and the guards' session check, the auth base). A static scan of app/, components/, lib/ and server/
 * (the embedded API aside: its routes are checked by tests/integration/endpoint-parity.test.ts).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { authEndpoints } from "@/lib/contract/auth";
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

/** The low-level fetch of the upstream: the proxy (its rows are descriptors) and the typed calls themselves. */
const UPSTREAM_FETCH_USERS = ["server/bff-proxy.ts", "server/upstream.ts"];

const NAMES = new Set(Object.keys(endpoints));
const AUTH_NAMES = new Set(Object.keys(authEndpoints));

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

  it("callAuth takes `authEndpoints.<name>` of the auth registry, and the auth base is called nowhere else", () => {
    const bad: string[] = [];
    let calls = 0;
    for (const f of FILES) {
      if (f === "server/upstream.ts") continue;
      const text = code(f);
      for (const m of text.matchAll(/\bcallAuth\(\s*([^,)\s]+)/g)) {
        calls++;
        const name = /^authEndpoints\.(\w+)$/.exec(m[1]!)?.[1];
        if (!name || !AUTH_NAMES.has(name)) bad.push(`${f}: callAuth(${m[1]}`);
      }
      if (/\bbase:\s*["']auth["']/.test(text) && !f.startsWith("lib/contract/")) bad.push(`${f}: names the auth base by hand`);
    }
    expect(bad).toEqual([]);
    // The sign-in steps, logout and the session check all go through it.
    expect(calls).toBeGreaterThanOrEqual(Object.keys(authEndpoints).length);
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

  it("upstreamFetch (path and method by hand) is used only by the proxy and the typed calls (server/upstream.ts)", () => {
    const users = FILES.filter((f) => /\bupstreamFetch\(/.test(code(f)));
    expect(users.filter((f) => !UPSTREAM_FETCH_USERS.includes(f))).toEqual([]);
  });

  it("no server code calls the upstream with a hand-written path (the old upstream<T>(path))", () => {
    const bad = FILES.filter((f) => /\bupstream(<[^>]*>)?\(\s*["'`]/.test(code(f)));
    expect(bad).toEqual([]);
  });

  it("the browser calls the upstream only through callApi (no hand-written proxy path)", () => {
    const browserSide = FILES.filter((f) => f.startsWith("components/") || (f.startsWith("app/") && !f.startsWith("app/api/")) || (f.startsWith("lib/") && f !== "lib/client/api.ts" && f !== "lib/upstream-routes.ts" /* where the prefix is defined */));
    expect(browserSide.length).toBeGreaterThan(10);
    const bad = browserSide.filter((f) => /\/api\/upstream\/|\bupstreamUrl\(/.test(code(f)));
    expect(bad).toEqual([]);
  });
});
