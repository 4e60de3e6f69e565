/**
 * entityLoader (server/bff/pages/entity-page.ts), the loader every entity page awaits first: the upstream's
 * 404 becomes Next's notFound() (the 404 page, status 404), any other failure stays an error.
 */
import { describe, expect, it } from "vitest";
import { entityLoader } from "@/server/bff/pages/entity-page";
import { UpstreamError } from "@/server/bff/upstream/upstream";

const digestOf = (error: unknown) => (error as { digest?: string }).digest;

describe("entityLoader", () => {
  it("answers the entity", async () => {
    const load = entityLoader(async (id: number) => ({ id }));
    await expect(load(7)).resolves.toEqual({ id: 7 });
  });

  it("turns the upstream's 404 into notFound()", async () => {
    const load = entityLoader(async (id: number): Promise<{ id: number }> => {
      throw new UpstreamError(404, { detail: `No account ${id}.` });
    });
    const error = await load(7).catch((e: unknown) => e);
    expect(digestOf(error)).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
  });

  it.each([500, 403, 401])("passes an upstream %i on as the error it is", async (status) => {
    const failure = new UpstreamError(status, { detail: "x" });
    const load = entityLoader(async () => {
      throw failure;
    });
    await expect(load()).rejects.toBe(failure);
  });
});
