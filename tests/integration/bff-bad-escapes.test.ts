/**
 * A page path with bad percent-encoding (`/customer-lookup/%ZZ`) is rewritten by proxy.ts to a path
 * no route matches, so it answers the 404 page instead of Next's bare 500 (issue 7). tests/e2e/status-codes.spec.ts
 * checks the status on a built app.
 */
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { BffConfig } from "@/server/bff/config/config-core";
import { hasBadPercentEncoding } from "@/server/bff/proxy/http-hardening";
import { NOT_A_PAGE, pageProxy } from "@/server/bff/proxy/page-proxy";
import { ACCOUNTS, sessionCookie, testConfig } from "../support/bff";

describe("hasBadPercentEncoding on page paths (the rule proxy.ts shares with the request hook)", () => {
  it.each(["/customer-lookup/%ZZ", "/customer-lookup/%ZZ/changelog", "/customer-lookup/12__A%2", "/customer-lookup/%FF", "/customer-lookup/%E2%82"])(
    "%s does not decode",
    (path) => {
      expect(hasBadPercentEncoding(path)).toBe(true);
    },
  );

  it.each(["/customer-lookup/12__Jane_Doe", "/customer-lookup/12__Jos%C3%A9_D%C3%ADaz", "/customer-lookup/%25ZZ", "/"])("%s decodes", (path) => {
    expect(hasBadPercentEncoding(path)).toBe(false);
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

  it("a signed-in page request is rewritten to a path no route matches (Next's 404 page)", async () => {
    const res = await run("/customer-lookup/%ZZ?x=1");
    expect(new URL(res.headers.get("x-middleware-rewrite")!).pathname).toBe(NOT_A_PAGE);
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
