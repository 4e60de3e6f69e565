/**
 * `npm test` on a fresh machine (issue 18): when Debian's Chromium (or faketime) is missing and the
 * run may not install it (no root or no apt-get), scripts/test.mjs stops at once, before the type
 * check, saying the one command to run.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const script = path.resolve(__dirname, "../../scripts/test.mjs");

function runWithout(env: Record<string, string>) {
  // An empty PATH: no apt-get (so no install is attempted) and no faketime.
  const emptyBin = mkdtempSync(path.join(tmpdir(), "no-bin-"));
  return spawnSync(process.execPath, [script], {
    env: { NODE_ENV: "test", HOME: process.env.HOME ?? "/tmp", PATH: emptyBin, CHROMIUM_PATH: "/nonexistent/chromium", ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
}

describe("npm test without Debian's Chromium", () => {
  it("stops at once, before any stage, with the one install command", () => {
    const r = runWithout({ TEST_CLOCK_OFFSET: "off" });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("sudo sh -c 'apt-get update && apt-get install -y chromium'");
    expect(r.stdout).not.toContain("typecheck");
  });

  it("names faketime too when the clock-moved stages need it", () => {
    const r = runWithout({});
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("apt-get install -y chromium faketime");
  });
});
