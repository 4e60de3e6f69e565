/**
 * A page path with bad percent-encoding (`/customer-lookup/%ZZ`) is taken literally by proxy.ts, so
 * the page answers the 404 page instead of Next's bare 500 (issue 7). tests/e2e/status-codes.spec.ts
 * checks the status on a built app.
 */
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { BffConfig } from "@/server/config-core";
import { pageProxy, pathWithLiteralBadEscapes } from "@/server/page-proxy";
import { ACCOUNTS, sessionCookie, testConfig } from "../support/bff";

describe("pathWithLiteralBadEscapes", () => {
  it.each([
    ["/customer-lookup/%ZZ", "/customer-lookup/%25ZZ"],
    ["/customer-lookup/%ZZ/changelog", "/customer-lookup/%25ZZ/changelog"],
    ["/customer-lookup/12__A%2", "/customer-lookup/12__A%252"],
    ["/customer-lookup/%FF", "/customer-lookup/%25FF"],
    ["/customer-lookup/%E2%82", "/customer-lookup/%25E2%2582"],
  ])("%s → %s", (path, literal) => {
    expect(pathWithLiteralBadEscapes(path)).toBe(literal);
  });

  it.each(["/customer-lookup/12__Jane_Doe", "/customer-lookup/12__Jos%C3%A9_D%C3%ADaz", "/"])("%s decodes: unchanged (null)", (path) => {
    expect(pathWithLiteralBadEscapes(path)).toBeNull();
  });
});

describe("proxy.ts on a path with bad percent-encoding", () => {
  let config: BffConfig;
  let cookie: string;
  beforeAll(async () => {
    config = testConfig("http://127.0.0.1:9");
    cookie = await sessionCookie(config, { token: "t0k", account: ACCOUNTS.team });
  });
  const run = (path: string, withSession = true) =>
    pageProxy(new NextRequest(`http://localhost:3000${path}`, { headers: { host: "localhost:3000", ...(withSession ? { cookie } : {}) } }), { config });

  it("a signed-in page request is rewritten to the literal path (the page then answers 404)", async () => {
    const res = await run("/customer-lookup/%ZZ?x=1");
    const target = new URL(res.headers.get("x-middleware-rewrite")!);
    expect(target.pathname + target.search).toBe("/customer-lookup/%25ZZ?x=1");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("without a session it still goes to /login first", async () => {
    const res = await run("/customer-lookup/%ZZ", false);
    expect(res.status).toBe(307);
    expect(new URL(res.headers.get("location")!).pathname).toBe("/login");
  });

  it("a well-formed path passes unchanged", async () => {
    const res = await run("/customer-lookup/12__Jane_Doe");
    expect(res.headers.get("x-middleware-next")).toBe("1");
    expect(res.headers.get("x-middleware-rewrite")).toBeNull();
  });
});
