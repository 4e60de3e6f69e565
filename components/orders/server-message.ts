/**
 * The message of a failed call for the order actions whose spec text is "the server's message or
 * {fallback}" (spec 01 §8: refund): the answer's `detail`, else its first field message, else the
 * fallback. Client-safe.
 */
import { ApiRequestError } from "@/lib/client/api";

export function serverMessageOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError) || typeof error.data !== "object" || error.data === null) return fallback;
  const data = error.data as Record<string, unknown>;
  if (typeof data.detail === "string" && data.detail) return data.detail;
  for (const value of Object.values(data)) {
    if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  }
  return fallback;
}
