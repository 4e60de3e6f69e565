/**
 * What /proc says of a process (Linux; elsewhere nothing): its CPU time and its child processes.
 * The benches' CPU per request (scripts/bench-servers.ts) and the APP_WORKERS test read it.
 */
import { readdirSync, readFileSync } from "node:fs";

/** CPU time (user + system, ms) the process has used; throws when it cannot be read. The clock ticks at 100 Hz there (`getconf CLK_TCK`). */
export function ownCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The live child processes of a process (/proc/{pid}/task/{tid}/children). */
export function childPids(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
    readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8").split(" ").filter(Boolean).map(Number),
  );
}

/** The live descendants of a process (none off Linux, or when it is gone). */
export function descendants(pid: number | undefined): number[] {
  if (!pid || process.platform !== "linux") return [];
  try {
    return childPids(pid).flatMap((child) => [child, ...descendants(child)]);
  } catch {
    return []; // gone meanwhile
  }
}
