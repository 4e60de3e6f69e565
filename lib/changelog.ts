/**
 * The changelog screens' rules, whatever they log (the customer changelog; items, product items
 * and discounts): the two texts, newest first, and the one retry on failure.
 * Isomorphic (server pages and client components); ChangelogPanel (components/ui/changelog-panel)
 * renders them. Customer-only rules (the pet filter) stay in lib/customers/display.ts.
 */
import { unstable_rethrow } from "next/navigation";

/** The changelog screens' texts. */
export const CHANGELOG_REQUEST_FAILED = "Request failed, please try to refresh the page";
export const NO_CHANGELOG = "No Changelog to Display";

/**
 * What every changelog entry has: when (`created` on the customer changelog, `createdAt` on the
 * system changelog), and an id (the key, and the tie-break).
 */
export interface ChangelogEntryLike {
  id?: number | string;
  created?: string;
  createdAt?: string;
}

const whenOf = (e: ChangelogEntryLike) => new Date(e.created ?? e.createdAt ?? 0).getTime();

/** Newest first (stable for equal timestamps: higher id first). */
export function sortChangelog<T extends ChangelogEntryLike>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => {
    const d = whenOf(b) - whenOf(a);
    if (d !== 0) return d;
    return Number(b.id ?? 0) - Number(a.id ?? 0);
  });
}

/**
 * Whether a failed changelog load deserves its second try: not Next's control-flow errors
 * (redirect, notFound: the answer is already decided) and not a 4xx answer (the same request gets
 * the same refusal), but for 408 Request Timeout. Network failures, timeouts and 5xx are retried. A 4xx is any error with a
 * numeric `status` from 400 to 499 (the server's UpstreamError and the browser's ApiRequestError
 * both carry one), so this module needs neither.
 */
export function worthRetrying(error: unknown): boolean {
  try {
    unstable_rethrow(error);
  } catch {
    return false;
  }
  const status = typeof error === "object" && error !== null ? (error as { status?: unknown }).status : undefined;
  // 408 (the request timed out on its way) is a failure of the moment, like a 5xx; 429 asks to wait, so no second try at once.
  if (status === 408) return true;
  return !(typeof status === "number" && status >= 400 && status < 500);
}

/**
 * Runs `call`, and once more if it fails (the changelog fetch is "retried once on
 * failure"). `shouldRetry(error)` false → the error is thrown at once. Default: `worthRetrying`.
 */
export async function retryOnce<T>(call: () => Promise<T>, shouldRetry: (error: unknown) => boolean = worthRetrying): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!shouldRetry(error)) throw error;
    return call();
  }
}
