/**
 * scripts/build-app.mjs: the one way the app's build is made (npm start, npm test, the benches, the
 * multi-process tests). Run on a scratch checkout whose `next` is a stand-in that logs each build:
 * two callers at once build once (the check is made again under the lock), a fresh build is not
 * made again, libfaketime never reaches the build, and a failed build's exit code is passed on.
 */
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const scripts = path.resolve(import.meta.dirname, "..", "..", "scripts");

/** `next build` stand-in: logs its start (and whether libfaketime reached it), takes a moment, writes BUILD_ID (or fails on FAIL_BUILD). */
const FAKE_NEXT = `
const fs = require("node:fs");
const path = require("node:path");
const root = process.cwd();
fs.appendFileSync(path.join(root, "builds.log"), "build " + (process.env.FAKETIME ? "with-faketime" : "real-clock") + " " + process.env.NODE_ENV + "\\n");
setTimeout(() => {
  if (process.env.FAIL_BUILD === "1") { console.error("Type error: nope"); process.exit(3); }
  fs.mkdirSync(path.join(root, ".next"), { recursive: true });
  fs.writeFileSync(path.join(root, ".next", "BUILD_ID"), "id");
}, 700);
`;

let root = "";
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = "";
});

function scratchCheckout(): string {
  root = mkdtempSync(path.join(tmpdir(), "bark-build-app-"));
  mkdirSync(path.join(root, "scripts"));
  for (const f of ["build-app.mjs", "build-freshness.mjs"]) copyFileSync(path.join(scripts, f), path.join(root, "scripts", f));
  mkdirSync(path.join(root, "node_modules", "next", "dist", "bin"), { recursive: true });
  writeFileSync(path.join(root, "node_modules", "next", "dist", "bin", "next"), FAKE_NEXT);
  mkdirSync(path.join(root, "app"));
  writeFileSync(path.join(root, "app", "page.tsx"), "export default function Page() { return null; }\n");
  return root;
}

function buildApp(env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "scripts", "build-app.mjs")], { cwd: root, env: { PATH: process.env.PATH ?? "", ...env } as unknown as NodeJS.ProcessEnv });
    child.stdout.setEncoding("utf8");
    let output = "";
    child.stdout.on("data", (c: string) => (output += c));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.on("close", (code) => resolve({ code, output }));
  });
}

const builds = () => readFileSync(path.join(root, "builds.log"), "utf8").trim().split("\n");

describe("scripts/build-app.mjs", () => {
  it("two callers at once build once: the second waits for the lock and finds the build fresh", async () => {
    scratchCheckout();
    const [a, b] = await Promise.all([buildApp(), buildApp()]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(builds()).toHaveLength(1);
    expect(`${a.output}${b.output}`.match(/building the app \(no build yet\)/g)).toHaveLength(1);
  });

  it("builds again only when a source is newer than the build, without libfaketime", async () => {
    scratchCheckout();
    expect((await buildApp()).code).toBe(0);
    expect((await buildApp()).code).toBe(0);
    expect(builds()).toHaveLength(1);
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(root, "app", "page.tsx"), later, later);
    const again = await buildApp({ FAKETIME: "+400d", LD_PRELOAD: "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1" });
    expect(again.code).toBe(0);
    expect(again.output).toContain("building the app (sources changed since the last build)");
    expect(builds()).toEqual(["build real-clock production", "build real-clock production"]);
  });

  it("a failed build passes its exit code on and says so", async () => {
    scratchCheckout();
    const r = await buildApp({ FAIL_BUILD: "1" });
    expect(r.code).toBe(3);
    expect(r.output).toContain("Type error: nope");
    expect(r.output).toContain("[build] next build failed (exit code 3)");
  });
});
