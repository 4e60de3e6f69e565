/**
 * Issue 18: the suite must pass on any day, and `npm test` proves it by running the unit, component
 * and PGlite integration stages with the clock moved ahead (faketime). This fails when a change to
 * scripts/test.mjs drops those stages (TEST_PLAN_ONLY=1 prints every stage's command, runs none).
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const script = path.resolve(__dirname, "../../scripts/test.mjs");

function plan(env: Record<string, string> = {}): string[] {
  const r = spawnSync(process.execPath, [script], { env: { ...process.env, TEST_PLAN_ONLY: "1", ...env }, encoding: "utf8", timeout: 30_000 });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout.split("\n").filter((l) => l.startsWith("━━ ") && !/: (ok|FAILED)/.test(l));
}

describe("npm test's stages", () => {
  it("run unit, component and PGlite integration tests with the clock 400 days ahead", () => {
    const stages = plan({ TEST_CLOCK_OFFSET: "+400d" });
    expect(stages.some((l) => /^━━ unit and component tests, clock \+400d: faketime -f \+400d \S*vitest run --project unit --project unit-isolated --project component /.test(l))).toBe(true);
    expect(stages.some((l) => /^━━ integration tests \(PGlite\), clock \+400d: faketime -f \+400d \S*vitest run --project integration --project integration-isolated /.test(l))).toBe(true);
  });

  it("begin with the type check and ESLint, and end with the end-to-end tests", () => {
    const stages = plan();
    expect(stages[0]).toMatch(/^━━ typecheck: tsc --noEmit/);
    expect(stages[1]).toMatch(/^━━ lint: eslint --max-warnings=0 \./);
    expect(stages.at(-2)).toMatch(/^━━ end-to-end tests \(playwright\): playwright test/);
    expect(stages.at(-1)).toMatch(/^━━ JavaScript budget \(first load per route\): tsx scripts\/js-budget\.ts/);
  });

  it("build the app in a stage of its own before the first stage that starts it (no test builds it beside another stage's servers)", () => {
    const stages = plan();
    const build = stages.findIndex((l) => /^━━ app build \(next build, when the sources changed\): node \S*scripts\/build-app\.mjs$/.test(l));
    expect(build).toBeGreaterThan(0);
    const firstIntegration = stages.findIndex((l) => l.startsWith("━━ integration tests"));
    expect(build).toBeLessThan(firstIntegration);
  });

  it("run the component tests once: with the clock moved, or on the real clock when no stage moves it", () => {
    const moved = plan({ TEST_CLOCK_OFFSET: "+400d" });
    expect(moved.filter((l) => /--project component\b/.test(l))).toHaveLength(1);
    expect(moved.filter((l) => /vitest run --project unit\b/.test(l))).toHaveLength(2);
    const off = plan({ TEST_CLOCK_OFFSET: "off" });
    expect(off.filter((l) => /--project component\b/.test(l))).toEqual([expect.stringMatching(/^━━ component tests: vitest run --project component /)]);
  });

  it("leave out of the PostgreSQL stage only tests that open no database themselves (or start whole servers on PGlite)", () => {
    const pgStage = plan().find((l) => l.startsWith("━━ integration tests (PostgreSQL)"));
    if (!pgStage) return; // no PostgreSQL here: the stage is not planned (and says so)
    const left = [...pgStage.matchAll(/--exclude (\S+)/g)].map((m) => m[1]!);
    expect(left.length).toBeGreaterThan(3);
    for (const file of left) {
      const text = readFileSync(path.resolve(__dirname, "../..", file), "utf8");
      if (text.includes("support/next-app")) continue; // whole `next start` processes on PGlite (replicas, restarts)
      expect(text, file).not.toMatch(/support\/(backend|backend-start|test-db)\b|TEST_DB_DRIVER|openDatabase/);
    }
  });

  it("start whole app servers (and their `next build`) in the PGlite stage only: the two integration stages run side by side, and two builds at once would write one .next", () => {
    const pgStage = plan().find((l) => l.startsWith("━━ integration tests (PostgreSQL)"));
    if (!pgStage) return; // no PostgreSQL here: the stage is not planned (and says so)
    const left = new Set([...pgStage.matchAll(/--exclude (\S+)/g)].map((m) => m[1]!));
    const dir = path.resolve(__dirname, "../integration");
    const withServers = readdirSync(dir)
      .filter((name) => name.endsWith(".test.ts") && readFileSync(path.join(dir, name), "utf8").includes("support/next-app"))
      .map((name) => `tests/integration/${name}`);
    expect(withServers.length).toBeGreaterThan(0);
    for (const file of withServers) expect(left, file).toContain(file);
  });
});
