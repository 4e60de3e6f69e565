/**
 * POSTs JSON to one of the BFF's /api/auth/* handlers and returns {status, data}; a network failure
 * is status 0. Client-safe.
 */
export interface AuthAnswer {
  status: number;
  data: unknown;
}

export async function postAuth(path: string, body: unknown): Promise<AuthAnswer> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    });
    const text = await response.text();
    let data: unknown = undefined;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
    }
    return { status: response.status, data };
  } catch {
    return { status: 0, data: undefined };
  }
}

/** The `detail` text of an answer, if it has one. */
export function detailOf(data: unknown): string | undefined {
  if (typeof data === "object" && data !== null && typeof (data as { detail?: unknown }).detail === "string") {
    const detail = (data as { detail: string }).detail.trim();
    return detail || undefined;
  }
  return undefined;
}

/** The first message of a field in a 400 answer `{field: ["msg"]}`. */
export function fieldMessageOf(data: unknown, field: string): string | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const value = (data as Record<string, unknown>)[field];
  if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  if (typeof value === "string") return value;
  return undefined;
}
