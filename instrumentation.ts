/** Runs once when the Next server starts: validates the configuration (server/bff/config/startup-check.ts) and refuses what Next cannot answer (server/bff/proxy/http-hardening.ts). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await import("./server/bff/config/startup-check");
    (await import("./server/bff/proxy/http-hardening")).installHttpHardening();
  }
}
