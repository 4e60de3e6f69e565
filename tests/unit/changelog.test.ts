/** lib/changelog.ts: the rules every changelog screen shares (texts, order, the one retry). */
import { describe, expect, it } from "vitest";
import { CHANGELOG_REQUEST_FAILED, NO_CHANGELOG, retryOnce, sortChangelog, worthRetrying } from "@/lib/changelog";

describe("changelog texts", () => {
  it("are the spec's", () => {
    expect(CHANGELOG_REQUEST_FAILED).toBe("Request failed, please try to refresh the page");
    expect(NO_CHANGELOG).toBe("No Changelog to Display");
  });
});

describe("sortChangelog", () => {
  it("sorts newest first, ties by id", () => {
    const entries = [
      { id: 1, created: "2026-01-01T00:00:00Z" },
      { id: 3, created: "2026-03-01T00:00:00Z" },
      { id: 2, created: "2026-03-01T00:00:00Z" },
    ];
    expect(sortChangelog(entries).map((e) => e.id)).toEqual([3, 2, 1]);
  });

  it("sorts system changelog entries by createdAt (the spec's name)", () => {
    const entries = [
      { id: 1, createdAt: "2026-01-01T00:00:00Z" },
      { id: 2, createdAt: "2026-05-01T00:00:00Z" },
      { id: 3, createdAt: "2026-03-01T00:00:00Z" },
    ];
    expect(sortChangelog(entries).map((e) => e.id)).toEqual([2, 3, 1]);
  });
});

/** An error as the server's UpstreamError and the browser's ApiRequestError carry it. */
const httpError = (status: number) => Object.assign(new Error(`status ${status}`), { status });
const nextError = (digest: string) => Object.assign(new Error(digest), { digest });

describe("worthRetrying", () => {
  it("retries network failures and 5xx answers", () => {
    expect(worthRetrying(new Error("fetch failed"))).toBe(true);
    expect(worthRetrying(httpError(500))).toBe(true);
    expect(worthRetrying(httpError(503))).toBe(true);
    expect(worthRetrying(httpError(408)), "408 Request Timeout").toBe(true);
    expect(worthRetrying("a string")).toBe(true);
  });

  it("does not retry a 4xx answer", () => {
    for (const status of [400, 401, 403, 404, 429, 499]) expect(worthRetrying(httpError(status)), String(status)).toBe(false);
  });

  it("does not retry Next's redirect nor notFound", () => {
    expect(worthRetrying(nextError("NEXT_HTTP_ERROR_FALLBACK;404"))).toBe(false);
    expect(worthRetrying(nextError("NEXT_REDIRECT;replace;/login;307;"))).toBe(false);
  });
});

describe("retryOnce", () => {
  it("returns the first success without retrying", async () => {
    let calls = 0;
    await expect(retryOnce(async () => ++calls)).resolves.toBe(1);
    expect(calls).toBe(1);
  });

  it("retries once after a failure", async () => {
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw new Error("boom");
      return "ok";
    };
    await expect(retryOnce(flaky)).resolves.toBe("ok");
    expect(calls).toBe(2);
  });

  it("gives up after the second failure", async () => {
    let calls = 0;
    await expect(
      retryOnce(async () => {
        calls += 1;
        throw new Error(`fail ${calls}`);
      }),
    ).rejects.toThrow("fail 2");
    expect(calls).toBe(2);
  });

  it("by default does not retry a 4xx (worthRetrying)", async () => {
    let calls = 0;
    await expect(
      retryOnce(async () => {
        calls += 1;
        throw httpError(404);
      }),
    ).rejects.toThrow("status 404");
    expect(calls).toBe(1);
  });

  it("does not retry what shouldRetry refuses", async () => {
    let calls = 0;
    await expect(
      retryOnce(
        async () => {
          calls += 1;
          throw new Error("not found");
        },
        () => false,
      ),
    ).rejects.toThrow("not found");
    expect(calls).toBe(1);
  });
});
