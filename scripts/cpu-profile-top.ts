/**
 * The top frames of a V8 CPU profile (`node --cpu-prof`, e.g. the app under `BENCH_CPU_PROF=<dir>
 * npm run bench:proxy`): self time per function (name, file, line), the largest first, and the
 * self time per package or source area. Idle time is left out of the percentages.
 *
 *   tsx scripts/cpu-profile-top.ts <file.cpuprofile> [how many frames, default 25]
 */
import { readFileSync } from "node:fs";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, howMany = "25"] = process.argv.slice(2);
if (!file) throw new Error("usage: tsx scripts/cpu-profile-top.ts <file.cpuprofile> [n]");
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\//, "")
    .replace(/^.*\/node_modules\//, "")
    .replace(/^.*\/\.next\//, ".next/");
function area(url: string): string {
  if (url === "") return "(native / V8)";
  if (url.startsWith("node:")) return "node: core";
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  if (url.includes("/.next/")) return ".next (app bundles)";
  return shortUrl(url);
}

const frames = new Map<string, number>();
const areas = new Map<string, number>();
let busy = 0;
let idle = 0;
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  if (functionName === "(idle)") {
    idle += us;
    continue;
  }
  busy += us;
  const key = `${functionName || "(anonymous)"}  ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ""}`;
  frames.set(key, (frames.get(key) ?? 0) + us);
  const a = functionName.startsWith("(") ? functionName : area(url);
  areas.set(a, (areas.get(a) ?? 0) + us);
}

const pct = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)}%`;
const ms = (us: number) => `${(us / 1000).toFixed(0).padStart(7)} ms`;
console.log(`${file}: ${(busy / 1000).toFixed(0)} ms busy, ${(idle / 1000).toFixed(0)} ms idle`);
console.log(`\ntop ${howMany} frames by self time (% of busy time)`);
for (const [k, us] of [...frames].sort((a, b) => b[1] - a[1]).slice(0, Number(howMany))) console.log(`${pct(us)} ${ms(us)}  ${k}`);
console.log("\nself time by package / area");
for (const [k, us] of [...areas].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${pct(us)} ${ms(us)}  ${k}`);
