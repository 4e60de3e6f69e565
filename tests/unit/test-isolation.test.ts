/**
 * Unit and integration files share one module graph unless they change what the files after them
 * would import (tests/support/isolation.ts). A file that mocks a module or writes the process's
 * environment in a shared graph makes other files fail or pass by the order they run in.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { needsOwnModules, splitByIsolation } from "../support/isolation";

const root = path.resolve(__dirname, "../..");

describe("which test files get a module graph of their own", () => {
  it.each([
    ['vi.mock("next/headers", () => ({}));'],
    ['vi.doMock("@/server/bff/config/config");'],
    ['vi.stubGlobal("fetch", fake);'],
    ['vi.stubEnv("LOG_LEVEL", "silent");'],
    ["vi.resetModules();"],
    ["Object.assign(process.env, { LOG_LEVEL: 'silent' });"],
    ["process.env.SESSION_PASSWORDS = 'x';"],
    ['process.env["APP_ENV"] = "staging";'],
    ["process.env = saved;"],
    ["delete process.env.REDIS_URL;"],
  ])("%s: its own", (source) => {
    expect(needsOwnModules(`import { vi } from "vitest";\n${source}\n`)).toBe(true);
  });

  it.each([
    ['const url = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";'],
    ['if (process.env.REQUIRE_REDIS === "1") skip();'],
    ['const env = { ...process.env, TEST_DB_DRIVER: "postgres" };'],
    ["vi.useFakeTimers({ toFake: ['Date'] }); vi.fn(); vi.spyOn(console, 'log');"],
  ])("%s: shared", (source) => {
    expect(needsOwnModules(source)).toBe(false);
  });

  it.each(["tests/unit", "tests/integration"])("%s: every file is in exactly one of the two projects, and the files that mock modules are not shared", (dir) => {
    const { shared, own } = splitByIsolation(root, dir);
    const all = readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((n) => n.endsWith(".test.ts"))
      .map((n) => `${dir}/${n.split(path.sep).join("/")}`);
    expect([...shared, ...own].sort()).toEqual(all.sort());
    expect(own.length).toBeGreaterThan(0);
    expect(shared.length).toBeGreaterThan(own.length);
  });

  it("the files known to mock next/headers or to write the BFF's configuration run on their own", () => {
    const { own } = splitByIsolation(root, "tests/integration");
    for (const name of ["bff-server-components", "session-hardening", "hostile-cross-site-downloads"]) expect(own).toContain(`tests/integration/${name}.test.ts`);
  });
});
