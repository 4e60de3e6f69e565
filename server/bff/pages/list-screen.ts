/**
 * A list screen's server page in one call: the page's guard, its view read from the URL (lib/list-views.ts),
 * the list call with that view's query (lib/list-params.ts listQuery: the spec's parameters, the
 * extensions only when set), and what ListPage and the table get from them. A view that cannot
 * select anything (a backwards range of days: `view.rangeProblem`) is not called: an empty page,
 * and `listing.problem` says why (ListPage shows it instead of "No results").
 *
 *   const { list, listing, tableView } = await loadListScreen(endpoints.listItems, pages.items, itemListView, searchParams);
 *   <ListPage title="Items" {...listing} …><ItemsTable rows={list.results} view={tableView} /></ListPage>
 */
import "server-only";
import type { ApiEndpoint, CallArgs, ResponseOf } from "../../../lib/contract/endpoint";
import { emptyPage } from "../../../lib/contract/paging";
import { listQuery, serverListView, type ListFilterDef, type ListViewParams } from "../../../lib/list-params";
import type { PageEntry } from "../../../lib/pages";
import { requirePageAccess } from "../session/guards";
import { upstreamCall } from "../upstream/upstream";

/** A page's `searchParams` prop. */
export type ListSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** `also`: another read of the page, made once the guard passed, alongside the list call (Manage Discounts' batches). */
export async function loadListScreen<E extends ApiEndpoint, P extends ListViewParams, A = undefined>(
  endpoint: E,
  page: PageEntry,
  view: { filters: readonly ListFilterDef[]; load: (searchParams: ListSearchParams) => Promise<P>; rangeProblem: (params: P) => string | null },
  searchParams: ListSearchParams,
  also?: () => Promise<A>,
) {
  const staff = await requirePageAccess(page);
  const params = await view.load(searchParams);
  const problem = view.rangeProblem(params);
  const args = [{ query: listQuery(params) }] as unknown as CallArgs<E>;
  const [list, other] = await Promise.all([
    (problem ? Promise.resolve(emptyPage()) : upstreamCall(endpoint, ...args)) as Promise<ResponseOf<E> & { count: number }>,
    also?.(),
  ]);
  return { staff, list, also: other as A, listing: { params, count: list.count, filters: view.filters, problem }, tableView: serverListView(params, list.count) };
}
