/** The one key rule of an idempotent descriptor (lib/contract/idempotency.ts), as the proxy and register() apply it. */
import { describe, expect, it } from "vitest";
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyOf,
  MAX_BROWSER_IDEMPOTENCY_KEY_LENGTH,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  replaysStoredAnswer,
} from "@/lib/contract/idempotency";

const headers = (key?: string) => new Headers(key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key });

describe("idempotencyKeyOf", () => {
  it("takes 1 to 200 visible ASCII characters (180 from the browser) and refuses anything else", () => {
    expect(idempotencyKeyOf(headers("a"))).toBe("a");
    expect(idempotencyKeyOf(headers("k".repeat(MAX_IDEMPOTENCY_KEY_LENGTH)))).toBe("k".repeat(200));
    expect(idempotencyKeyOf(headers("k".repeat(201)))).toBeNull();
    expect(idempotencyKeyOf(headers("k".repeat(MAX_BROWSER_IDEMPOTENCY_KEY_LENGTH)), MAX_BROWSER_IDEMPOTENCY_KEY_LENGTH)).toBe("k".repeat(180));
    expect(idempotencyKeyOf(headers("k".repeat(181)), MAX_BROWSER_IDEMPOTENCY_KEY_LENGTH)).toBeNull();
    for (const bad of [undefined, "", "two words", "tab\there", "clé"]) expect(idempotencyKeyOf({ get: () => bad ?? null }), String(bad)).toBeNull();
    expect(idempotencyKeyOf({ get: (name) => (name === "Idempotency-Key" ? "k-1" : null) })).toBe("k-1");
  });
});

describe("replaysStoredAnswer", () => {
  const stored = { requestHash: "h1", staffEmail: "team+bark@example.com" };
  it("replays the same request by the same staff member only", () => {
    expect(replaysStoredAnswer(stored, { requestHash: "h1", staffEmail: "team+bark@example.com" })).toBe(true);
    expect(replaysStoredAnswer(stored, { requestHash: "h2", staffEmail: "team+bark@example.com" })).toBe(false);
    expect(replaysStoredAnswer(stored, { requestHash: "h1", staffEmail: "admin+bark@example.com" })).toBe(false);
    expect(replaysStoredAnswer(undefined, { requestHash: "h1", staffEmail: "team+bark@example.com" })).toBe(false);
  });
});
