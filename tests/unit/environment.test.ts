import { describe, expect, it } from "vitest";
import { environmentFromHost, hostName } from "@/lib/environment";

describe("environmentFromHost", () => {
  it.each([
    ["localhost", "local"],
    ["localhost:3000", "local"],
    ["127.0.0.1", "local"],
    ["127.0.0.1:3000", "local"],
    ["[::1]", "local"],
    ["[::1]:3000", "local"],
    ["LOCALHOST:3000", "local"],
    ["local.backoffice.bark.co", "local"],
    ["dev.backoffice.bark.co", "dev"],
    ["dev.backoffice.bark.co:443", "dev"],
    ["stage.backoffice.bark.co", "stage"],
    ["production.backoffice.bark.co", "production"],
    ["PRODUCTION.Backoffice.bark.co", "production"],
    ["dev", "dev"],
  ] as const)("%s → %s", (host, env) => {
    expect(environmentFromHost(host)).toBe(env);
  });

  it.each([
    "",
    "evil.com",
    "backoffice.bark.co",
    "staging.backoffice.bark.co",
    "prod.backoffice.bark.co",
    "development.bark.co",
    "localhost.evil.com",
    "local:abc",
    "[::2]:3000",
    "192.168.1.10:3000",
    "dev.bark.co/evil",
    "dev.bark.co@evil.com",
    "[::1",
  ])("%j → null (Invalid domain name)", (host) => {
    expect(environmentFromHost(host)).toBeNull();
  });

  it("treats a missing host as unknown", () => {
    expect(environmentFromHost(null)).toBeNull();
    expect(environmentFromHost(undefined)).toBeNull();
  });

  it("strips the port", () => {
    expect(hostName("Dev.Bark.co:8080")).toBe("dev.bark.co");
    expect(hostName("[::1]:3000")).toBe("[::1]");
  });
});
