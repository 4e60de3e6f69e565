/**
 * Entity pages (customer today; order, product and claim next) answer HTTP 404 with the 404 page
 * when the upstream has no such entity (docs/architecture.md "Status codes of entity pages").
 * entityLoader(load) wraps an upstream GET of one entity: cache()d, so every place of one render
 * asks once, and notFound() on the upstream's 404. A page awaits it before rendering anything, and
 * no loading.tsx sits above the page, so the status is still open when notFound() runs.
 */
import "server-only";
import { notFound, unstable_rethrow } from "next/navigation";
import { cache } from "react";
import type { Logger } from "pino";
import { getLogger } from "../logger";
import { UpstreamError } from "../upstream/upstream";

export function entityLoader<A extends unknown[], T>(load: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  return cache(async (...args: A): Promise<T> => {
    try {
      return await load(...args);
    } catch (error) {
      unstable_rethrow(error);
      if (error instanceof UpstreamError && error.status === 404) notFound();
      throw error;
    }
  });
}

/**
 * A secondary part's data (a panel beside the entity): null, and the part says it could not load,
 * rather than failing the page. Redirects, notFound() and Next's own signals pass on.
 */
export async function optional<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    unstable_rethrow(error);
    return null;
  }
}

export type LoadedOrFailed<T> = { ok: true; value: T } | { ok: false };

/**
 * For an entity page that keeps its frame when the entity fails to load for another reason than
 * 404 ("GET promotions/{id}: a load failure is only logged"): notFound() (the upstream's
 * 404 through entityLoader), redirects and Next's own signals pass on; any other failure is logged
 * as an error with `context` and answered `{ok: false}`, so the page shows a message instead of
 * the error boundary.
 */
export async function loadOrLogFailure<T>(load: () => Promise<T>, context: Record<string, unknown>, logger: Pick<Logger, "error"> = getLogger()): Promise<LoadedOrFailed<T>> {
  try {
    return { ok: true, value: await load() };
  } catch (error) {
    unstable_rethrow(error);
    const status = error instanceof UpstreamError ? error.status : undefined;
    logger.error({ ...context, status, err: error instanceof UpstreamError ? undefined : error }, "Entity failed to load");
    return { ok: false };
  }
}
