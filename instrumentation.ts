/** Runs once when the Next server starts: validates the configuration (server/startup-check.ts) and refuses what Next cannot answer (server/http-hardening.ts). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await import("./server/startup-check");
    (await import("./server/http-hardening")).installHttpHardening();
  }
}
