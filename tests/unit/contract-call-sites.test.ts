/**
 * No client or server call names a path or a method that an endpoint descriptor does not give it:
 * the app's code reaches the upstream only through `callApi(endpoints.x, …)` (browser) and
 * `upstreamCall(endpoints.x, …)` (server). A static scan of app/, components/, lib/ and server/
 * (the embedded API aside: its routes are checked by tests/integration/endpoint-parity.test.ts).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { routeKey } from "@/lib/contract/endpoint";
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
const UPSTREAM_FETCH_USERS = ["server/bff-proxy.ts", "server/upstream.ts", "server/auth-handlers.ts"];

/**
 * Component call sites still on the deprecated `apiFetch`, to move to `callApi` (then leave this
 * list). Until then each of their calls must name a browser descriptor's method and path.
 */
const PENDING_MIGRATION = [
  "components/customers/delete-pii-dialog.tsx",
  "components/customers/email-change-dialog.tsx",
  "components/customers/exclusive-discount-dialog.tsx",
  "components/customers/login-as-customer-dialog.tsx",
  "components/customers/password-reset-dialog.tsx",
  "components/customers/proactive-outreach-dialog.tsx",
  "components/customers/switch-payment-processor-dialog.tsx",
];

const BROWSER_KEYS = new Set(Object.values(endpoints).filter((e) => e.browser).map((e) => routeKey(e.method, e.path)));
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

  it("the deprecated apiFetch is used only by the call sites pending migration, each naming a browser descriptor", () => {
    const bad: string[] = [];
    for (const f of FILES) {
      if (f === "lib/client/api.ts") continue;
      const src = code(f);
      const calls = [...src.matchAll(/\bapiFetch(?:<[^>]*>)?\(\s*(["'`])(.*?)\1\s*(?:,\s*\{([^}]*)\})?/g)];
      if (!PENDING_MIGRATION.includes(f)) {
        if (/\bapiFetch\b/.test(src)) bad.push(`${f}: uses apiFetch (use callApi(endpoints.x, …))`);
        continue;
      }
      if (calls.length === 0) bad.push(`${f}: migrated, remove it from PENDING_MIGRATION`);
      for (const c of calls) {
        const path = c[2]!.replace(/\$\{[^}]+\}/g, ":p");
        const method = /method:\s*["'](\w+)["']/.exec(c[3] ?? "")?.[1] ?? "GET";
        const key = routeKey(method, path);
        if (!BROWSER_KEYS.has(key)) bad.push(`${f}: ${key} is no browser descriptor`);
      }
    }
    expect(bad).toEqual([]);
  });
});
