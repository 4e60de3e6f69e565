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
const UPSTREAM_FETCH_USERS = ["server/bff/proxy/bff-proxy.ts", "server/bff/upstream/upstream.ts"];

const NAMES = new Set(Object.keys(endpoints));
/**
 * The browser's lazy groups (lib/client/endpoints.ts: `discountCalls = lazyEndpoints<typeof discountEndpoints>(() => import("../contract/discounts")…)`):
 * group → the names of its contract group, so `discountCalls.updateDiscountStatus` is checked like `endpoints.updateDiscountStatus`.
 */
const LAZY_GROUPS = new Map<string, { group: Record<string, unknown>; names: Set<string> }>();
for (const m of code("lib/client/endpoints.ts").matchAll(/export const (\w+) = lazyEndpoints<typeof (\w+)>\(\(\) => import\("\.\.\/contract\/([\w-]+)"\)/g)) {
  const group = (await import(`@/lib/contract/${m[3]}.ts`))[m[2]!] as Record<string, unknown>;
  LAZY_GROUPS.set(m[1]!, { group, names: new Set(Object.keys(group)) });
}
/** The registry name of a call's first argument: `endpoints.<name>` or `<group>Calls.<name>` of a lazy group (undefined otherwise). */
function descriptorName(arg: string): string | undefined {
  const direct = /^endpoints\.(\w+)$/.exec(arg)?.[1];
  if (direct) return direct;
  const lazy = /^(\w+Calls)\.(\w+)$/.exec(arg);
  return lazy && LAZY_GROUPS.get(lazy[1]!)?.names.has(lazy[2]!) && endpoints[lazy[2] as keyof typeof endpoints] === LAZY_GROUPS.get(lazy[1]!)!.group[lazy[2]!] ? lazy[2] : undefined;
}
const AUTH_NAMES = new Set(Object.keys(authEndpoints));

/** The modules that define the typed calls (they use their own `endpoint` parameter). */
const CLIENT_MODULES = ["lib/client/api.ts", "server/bff/upstream/upstream.ts"];
/**
 * Every client function: each export of the client modules whose first parameter is a descriptor
 * (`<E extends ApiEndpoint|AuthEndpoint>(endpoint: E`), read from their source so that a new one
 * (as `callApiIdempotent` was) is covered without editing this list.
 */
const clientFunctions = (base: "Api" | "Auth") =>
  CLIENT_MODULES.flatMap((f) => [...code(f).matchAll(new RegExp(`export (?:async )?function (\\w+)<E extends ${base}Endpoint>\\(endpoint: E\\b`, "g"))].map((m) => m[1]!));
const API_CLIENT_FUNCTIONS = clientFunctions("Api");
const AUTH_CLIENT_FUNCTIONS = clientFunctions("Auth");
/** The browser's client functions (lib/client/api.ts): only `browser: true` descriptors. */
const BROWSER_CLIENT_FUNCTIONS = API_CLIENT_FUNCTIONS.filter((fn) => new RegExp(`export (?:async )?function ${fn}\\b`).test(code("lib/client/api.ts")));
/**
 * Helpers that take a descriptor and hand it to a client function (`endpoint`, their parameter):
 * file → the helper's name. Their own call sites must name `endpoints.<name>`.
 */
const FORWARDERS: Record<string, string> = {
  "server/bff/pages/csv-download.ts": "csvDownloadRoute",
  "server/bff/pages/product-info-csv.ts": "fetchJson",
  "server/bff/pages/list-screen.ts": "loadListScreen",
  // usePlaceOnce's function (callApiOnce, then a refresh once the upstream answers again after a failure that may have placed it).
  "components/ui/use-action.ts": "placeOnce",
};
const calls = (text: string, fns: readonly string[]) => text.matchAll(new RegExp(`\\b(${fns.join("|")})\\(\\s*([^,)\\s]+)`, "g"));

describe("call sites name endpoint descriptors, never paths or methods", () => {
  it("the client functions are found in their modules (callApi, callApiIdempotent, callApiOnce, upstreamCall, upstreamStream, callAuth, readAuthAnswer)", () => {
    expect([...API_CLIENT_FUNCTIONS].sort()).toEqual(["callApi", "callApiIdempotent", "callApiOnce", "upstreamCall", "upstreamStream"]);
    expect([...AUTH_CLIENT_FUNCTIONS].sort()).toEqual(["callAuth", "readAuthAnswer"]);
    expect([...BROWSER_CLIENT_FUNCTIONS].sort()).toEqual(["callApi", "callApiIdempotent", "callApiOnce"]);
  });

  it("every API client function (and every helper that forwards a descriptor) takes `endpoints.<name>` of the registry", () => {
    const bad: string[] = [];
    let seen = 0;
    for (const f of FILES) {
      if (CLIENT_MODULES.includes(f)) continue;
      const text = code(f);
      for (const m of calls(text, [...API_CLIENT_FUNCTIONS, ...Object.values(FORWARDERS)])) {
        seen++;
        const arg = m[2]!;
        if (FORWARDERS[f] && arg === "endpoint" && m[1] !== FORWARDERS[f]) continue;
        const name = descriptorName(arg);
        if (!name || !NAMES.has(name)) bad.push(`${f}: ${m[1]}(${arg}`);
      }
    }
    expect(bad).toEqual([]);
    expect(seen).toBeGreaterThan(20);
  });

  it("callApiIdempotent and callApiOnce (and usePlaceOnce's placeOnce) take only `idempotent` descriptors, and every idempotent descriptor is called with its key", () => {
    const bad: string[] = [];
    const called = new Set<string>();
    for (const f of FILES) {
      if (CLIENT_MODULES.includes(f) || f === "components/ui/use-action.ts") continue;
      for (const m0 of code(f).matchAll(/\b(?:callApiIdempotent|callApiOnce|placeOnce)\(\s*([\w.]+)/g)) {
        const m = [m0[0], descriptorName(m0[1]!) ?? m0[1]!] as const;
        called.add(m[1]!);
        if (!endpoints[m[1] as keyof typeof endpoints]?.idempotent) bad.push(`${f}: ${m[1]} is not idempotent`);
      }
    }
    expect(bad).toEqual([]);
    const idempotent = Object.entries(endpoints).filter(([, e]) => "idempotent" in e && e.idempotent).map(([n]) => n);
    expect(idempotent.length).toBeGreaterThan(0);
    expect(idempotent.filter((n) => !called.has(n))).toEqual([]);
  });

  it("callAuth (and readAuthAnswer) take `authEndpoints.<name>` of the auth registry, and the auth base is called nowhere else", () => {
    const bad: string[] = [];
    let count = 0;
    for (const f of FILES) {
      if (CLIENT_MODULES.includes(f)) continue;
      const text = code(f);
      for (const m of calls(text, AUTH_CLIENT_FUNCTIONS)) {
        count++;
        const name = /^authEndpoints\.(\w+)$/.exec(m[2]!)?.[1];
        if (!name || !AUTH_NAMES.has(name)) bad.push(`${f}: ${m[1]}(${m[2]}`);
      }
      if (/\bbase:\s*["']auth["']/.test(text) && !f.startsWith("lib/contract/")) bad.push(`${f}: names the auth base by hand`);
    }
    expect(bad).toEqual([]);
    // The sign-in steps, logout and the session check all go through it.
    expect(count).toBeGreaterThanOrEqual(Object.keys(authEndpoints).length);
  });

  it("the browser's client functions (callApi, callApiIdempotent, callApiOnce) only take browser descriptors", () => {
    const bad: string[] = [];
    for (const f of FILES) {
      // (The client module and usePlaceOnce hand their own `endpoint` parameter on.)
      if (CLIENT_MODULES.includes(f) || f === "components/ui/use-action.ts") continue;
      for (const m of calls(code(f), [...BROWSER_CLIENT_FUNCTIONS, "placeOnce"])) {
        const e = endpoints[(descriptorName(m[2]!) ?? m[2]!) as keyof typeof endpoints];
        if (!e?.browser) bad.push(`${f}: ${m[1]}(${m[2]} is not browser-callable`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("upstreamFetch (path and method by hand) is used only by the proxy and the typed calls (server/bff/upstream/upstream.ts)", () => {
    const users = FILES.filter((f) => /\bupstreamFetch\(/.test(code(f)));
    expect(users.filter((f) => !UPSTREAM_FETCH_USERS.includes(f))).toEqual([]);
  });

  it("no server code calls the upstream with a hand-written path (the old upstream<T>(path))", () => {
    const bad = FILES.filter((f) => /\bupstream(<[^>]*>)?\(\s*["'`]/.test(code(f)));
    expect(bad).toEqual([]);
  });

  it("the browser calls the upstream only through callApi (no hand-written proxy path)", () => {
    const browserSide = FILES.filter((f) => f.startsWith("components/") || (f.startsWith("app/") && !f.startsWith("app/api/")) || (f.startsWith("lib/") && f !== "lib/client/api.ts" && f !== "lib/upstream-prefix.ts" /* where the prefix is defined */));
    expect(browserSide.length).toBeGreaterThan(10);
    const bad = browserSide.filter((f) => /\/api\/upstream\/|\bupstreamUrl\(/.test(code(f)));
    expect(bad).toEqual([]);
  });
});
