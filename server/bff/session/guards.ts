/**
 * The second guard (proxy.ts is the first): every page and layout checks the session and the role
 * table (lib/roles.ts) again on the server, so nothing is gained by getting around proxy.ts
 * (x-middleware-subrequest, x-nextjs-data, RSC headers…). Route handlers run the same checks
 * through their own chain (with-staff.ts `withStaff`).
 */
import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache, type ReactNode } from "react";
import { SESSION_EXPIRED_PATH, UNAUTHORIZED_PATH, loginPathWithNext } from "../../../lib/auth-paths";
import { authEndpoints } from "../../../lib/contract/auth";
import type { StaffAccount } from "../../../lib/contract/session";
import { fillPattern, matchPage, pages, type PageEntry, type RawParams } from "../../../lib/pages";
import { can, canOpen, type Capability } from "../../../lib/roles";
import { getConfig } from "../config/config";
import { getLogger } from "../logger";
import { readSessionState } from "./session";
import { callAuth, deadlineOf, renderTokenProof, REQUEST_DEADLINE_HEADER, REQUEST_ID_HEADER, REQUEST_PATH_HEADER, SESSION_GONE_PATH } from "../upstream/upstream";
import type { Environment } from "../../../lib/environment";

export type { StaffAccount };

async function askedPath(fallback: string): Promise<string> {
  const value = (await headers()).get(REQUEST_PATH_HEADER);
  return value && value.startsWith("/") && !value.startsWith("//") ? value : fallback;
}

/**
 * Whether the upstream still accepts the session's token (GET {auth}/session): false only on its
 * 401 (logged out elsewhere, password reset, user deactivated, token day over). Any other answer
 * (an upstream without this call, 5xx, unreachable) does not sign anyone out; the page's own calls
 * report those. One call per render (cache()), whatever the number of guards in it.
 */
const upstreamAcceptsToken = cache(async (token: string, environment: Environment): Promise<boolean> => {
  const headerList = await headers();
  const requestId = headerList.get(REQUEST_ID_HEADER) ?? undefined;
  const deadline = deadlineOf(headerList.get(REQUEST_DEADLINE_HEADER), getConfig());
  const answer = await callAuth(authEndpoints.session, { environment, token, requestId, deadline }, { config: getConfig(), logger: getLogger() });
  await answer.body?.cancel();
  return answer.status !== 401;
});

/**
 * When a page render asks the upstream whether the token still stands:
 * - "before" (the default): GET {auth}/session before the guard returns (once per render);
 * - "after-reads": not in the guard. The page reads upstream with the same token (every read's 401
 *   already ends at the session-gone route, server/bff/upstream/upstream.ts), and
 *   `pageCheckingTokenAfterReads` runs `confirmTokenAfterReads` before the page returns anything:
 *   one 2xx read of the render proves the token, else the guard's check runs there. Saves the
 *   render a round trip (and the upstream a request).
 */
export type UpstreamCheck = "before" | "after-reads";

/**
 * Pages whose token check rides on their reads (issue 23: search, and the customer and order
 * pages, which read GET accounts/{id} first): the layout, which renders beside the page, skips its
 * own check on their paths (by the path proxy.ts set), and their guard skips it when the page runs
 * through `pageCheckingTokenAfterReads`, which confirms the token at every exit of the page
 * (tests/integration/bff-token-after-reads.test.ts renders each one). Every other page, and a
 * listed page's guard called anywhere else, checks "before", so a path header forged past proxy.ts
 * moves the check from the layout to a page's guard, never away.
 */
export const PAGES_CHECKING_TOKEN_AFTER_READS: readonly PageEntry[] = [pages.search, pages.customer, pages.order];

/** The check a layout runs for the asked path: "after-reads" on the pages of PAGES_CHECKING_TOKEN_AFTER_READS. */
export async function layoutUpstreamCheck(): Promise<UpstreamCheck> {
  const asked = (await headers()).get(REQUEST_PATH_HEADER) ?? "";
  const page = asked.startsWith("/") ? matchPage(asked)?.page : undefined;
  return page && PAGES_CHECKING_TOKEN_AFTER_READS.includes(page) ? "after-reads" : "before";
}

/** Per render: the listed page now running through pageCheckingTokenAfterReads (null: none). */
const pageConfirmingToken = cache((): { route: PageEntry | null } => ({ route: null }));

/** A page guard's check: "after-reads" only for a listed page inside its own pageCheckingTokenAfterReads. */
function pageUpstreamCheck(route: PageEntry): UpstreamCheck {
  return pageConfirmingToken().route === route && PAGES_CHECKING_TOKEN_AFTER_READS.includes(route) ? "after-reads" : "before";
}

/**
 * A page of PAGES_CHECKING_TOKEN_AFTER_READS: `export default upstreamPage(pageCheckingTokenAfterReads(pages.x, async function Page…))`.
 * Its guard leaves the token to its reads, and whatever the page does (returns its elements, whose
 * streamed parts render only after this returns; redirects; notFound(); fails), `confirmTokenAfterReads`
 * runs first: a revoked token never gets the page, its 404 page or its upstream-unavailable
 * sentence, but the session-gone route. Free when a read answered 2xx (the usual case).
 */
export function pageCheckingTokenAfterReads<P>(route: PageEntry, page: (props: P) => Promise<ReactNode>): (props: P) => Promise<ReactNode> {
  return async function PageCheckingTokenAfterReads(props: P) {
    pageConfirmingToken().route = route;
    const params = await (props as { params?: Promise<RawParams> }).params;
    const pathname = fillPattern(route.pattern, params ?? {}, false);
    let node: ReactNode;
    try {
      node = await page(props);
    } catch (error) {
      await confirmTokenAfterReads(pathname);
      throw error;
    }
    await confirmTokenAfterReads(pathname);
    return node;
  };
}

async function sessionGoneUnlessAccepted(token: string, environment: Environment, pathname: string): Promise<void> {
  if (!(await upstreamAcceptsToken(token, environment))) {
    redirect(`${SESSION_GONE_PATH}?next=${encodeURIComponent(await askedPath(pathname))}`);
  }
}

/**
 * The signed-in, unexpired account whose upstream token is still good; otherwise the redirect to
 * /login?next=…, /session-expired, or (token gone upstream) the session-gone route, then /login.
 * With `check: "after-reads"` (the layout on a listed page's path) the token's check is the page's.
 */
export async function requireSignedInPage(pathname = "/", opts: { check?: UpstreamCheck } = {}): Promise<StaffAccount> {
  const state = await readSessionState();
  if (state.status === "anonymous") redirect(loginPathWithNext(await askedPath(pathname)));
  if (state.status === "expired") redirect(SESSION_EXPIRED_PATH);
  if (opts.check !== "after-reads") await sessionGoneUnlessAccepted(state.token, state.environment, pathname);
  return state.account;
}

/**
 * The end of an "after-reads" guard (pageCheckingTokenAfterReads), after the page's reads and before it returns anything: a 2xx
 * upstream read of this render proved the token (renderTokenProof); without one (nothing read, or
 * every read failed) GET {auth}/session decides, and its 401 goes to the session-gone route.
 */
export async function confirmTokenAfterReads(pathname = "/"): Promise<void> {
  if (renderTokenProof().confirmed) return;
  const state = await readSessionState();
  if (state.status === "anonymous") redirect(loginPathWithNext(await askedPath(pathname)));
  if (state.status === "expired") redirect(SESSION_EXPIRED_PATH);
  await sessionGoneUnlessAccepted(state.token, state.environment, pathname);
}

/**
 * For every page: signed in, unexpired, and the page's own access (lib/pages.ts) lets the account
 * open it. `params` are the page's raw (still URL-encoded) segments, for the way back after sign-in.
 * The token's upstream check: "before", or for a listed page in pageCheckingTokenAfterReads, its reads.
 */
export async function requirePageAccess(route: PageEntry, params: RawParams = {}): Promise<StaffAccount> {
  const account = await requireSignedInPage(fillPattern(route.pattern, params, false), { check: pageUpstreamCheck(route) });
  if (!canOpen(account, route.access)) redirect(UNAUTHORIZED_PATH);
  return account;
}

/** Like requirePageAccess, for a page guarded by a capability rather than its path. */
export async function requireCapabilityPage(capability: Capability, pathname = "/"): Promise<StaffAccount> {
  const account = await requireSignedInPage(pathname);
  if (!can(account, capability)) redirect(UNAUTHORIZED_PATH);
  return account;
}
