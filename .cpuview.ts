// tools: npx tsx .cpuview.ts <path> <rounds> app=pid ... (API pid in API_PID)
import autocannon from "autocannon";
import { ownCpuMs } from "./scripts/proc-stat";
const [pathArg, roundsArg, ...apps] = process.argv.slice(2);
const apiPid = Number(process.env.API_PID);
const N = Number(process.env.N ?? 300);
async function login(app: string) {
  const res = await fetch(`${app}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json", origin: app }, body: JSON.stringify({ email: "team+bark@example.com", password: "Bark-demo-2026" }) });
  return res.headers.getSetCookie().find((c) => c.startsWith("bark_session="))!.split(";")[0]!;
}
const targets = await Promise.all(apps.map(async (a) => { const [url, pid] = a.split("="); return { url: url!, pid: Number(pid), cookie: await login(url!), res: [] as string[] }; }));
for (let r = 0; r < Number(roundsArg); r++) for (const t of targets) {
  const path = pathArg!;
  await autocannon({ url: t.url + path, connections: 2, amount: 40, headers: { cookie: t.cookie } });
  const a0 = ownCpuMs(t.pid), p0 = ownCpuMs(apiPid);
  const out = await autocannon({ url: t.url + path, connections: 4, amount: N, headers: { cookie: t.cookie } });
  const a1 = ownCpuMs(t.pid), p1 = ownCpuMs(apiPid);
  if (out.non2xx) console.log("non2xx", out.non2xx);
  t.res.push(`${((a1 - a0) / N).toFixed(1)}/${((p1 - p0) / N).toFixed(1)}`);
  console.log(t.url, `app ${((a1 - a0) / N).toFixed(1)} ms/view api ${((p1 - p0) / N).toFixed(1)} rps ${out.requests.average} p50 ${out.latency.p50}`);
}
for (const t of targets) console.log(t.url, t.res.join("  "));
