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
import { UpstreamError } from "./upstream";

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
