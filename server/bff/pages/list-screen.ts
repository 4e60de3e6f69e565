/**
 * A list screen's server page in one call: the page's guard, its view read from the URL (lib/list-views.ts),
 * the list call with that view's query (lib/list-params.ts listQuery: the spec's parameters, the
 * extensions only when set), and what ListPage and the table get from them. A view that cannot
 * select anything (a backwards range of days: `view.rangeProblem`) is not called: an empty page,
 * and `listing.problem` says why (ListPage shows it instead of "No results"). A view the upstream
 * refuses (400: a filter it cannot take) is an empty page too, and `listing.problem` holds the
 * field's message (`listOrRefusal`), never the error page.
 *
 *   const { list, listing, tableView } = await loadListScreen(endpoints.listItems, pages.items, itemListView, searchParams);
 *   <ListPage title="Items" {...listing} …><ItemsTable rows={list.results} view={tableView} /></ListPage>
 */
import "server-only";
import type { ApiEndpoint, CallArgs, ResponseOf } from "../../../lib/contract/endpoint";
import { emptyPage, type Page } from "../../../lib/contract/paging";
import { serverSentence } from "../../../lib/error-text";
import { listQuery, serverListView, type ListFilterDef, type ListViewParams } from "../../../lib/list-params";
import type { PageEntry } from "../../../lib/pages";
import { requirePageAccess } from "../session/guards";
import { upstreamCall, UpstreamError, UPSTREAM_MESSAGES } from "../upstream/upstream";

/** A page's `searchParams` prop. */
export type ListSearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Why the upstream refused a list's view (its 400 answer): each field's messages after the label the
 * page shows that field under ("Batch or code prefix: Ensure this field has no more than 100
 * characters."; `labels` by query name), any other message as it is.
 */
function refusedViewProblem(data: unknown, labels: Readonly<Record<string, string>>): string {
  if (data && typeof data === "object" && !Array.isArray(data)) {
    const parts = Object.entries(data as Record<string, unknown>).map(([field, messages]) => {
      const sentence = serverSentence(field === "detail" ? { detail: messages } : messages);
      return sentence && labels[field] ? `${labels[field]}: ${sentence}` : sentence;
    });
    const text = parts.filter((p): p is string => Boolean(p)).join(" ");
    if (text) return text;
  }
  return serverSentence(data) ?? UPSTREAM_MESSAGES.failed;
}

/** A list's labels by query name: its filters' and its search box's. */
export const listFieldLabels = (filters: readonly ListFilterDef[], searchLabel = "Search"): Record<string, string> => ({
  search: searchLabel,
  ...Object.fromEntries(filters.map((f) => [f.name, f.label])),
});

/**
 * The list call of a view: its page, or an empty page and why for the page's problem slot instead of
 * the error page: `rangeProblem` when the view cannot select anything (a backwards range of days,
 * lib/day-range.ts: not called), else the upstream's refusal of the view (400, refusedViewProblem).
 * Any other failure passes on.
 */
export async function listOrRefusal<T extends Page<unknown>>(
  rangeProblem: string | null,
  call: () => Promise<T>,
  labels: Readonly<Record<string, string>>,
): Promise<{ list: T; problem: string | null }> {
  if (rangeProblem) return { list: emptyPage() as T, problem: rangeProblem };
  try {
    return { list: await call(), problem: null };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 400) return { list: emptyPage() as T, problem: refusedViewProblem(error.data, labels) };
    throw error;
  }
}

/** `also`: another read of the page, made once the guard passed, alongside the list call (Manage Discounts' batches). */
export async function loadListScreen<E extends ApiEndpoint, P extends ListViewParams, A = undefined>(
  endpoint: E,
  page: PageEntry,
  view: {
    filters: readonly ListFilterDef[];
    searchMaxLength: number;
    load: (searchParams: ListSearchParams) => Promise<P>;
    rangeProblem: (params: P) => string | null;
  },
  searchParams: ListSearchParams,
  also?: () => Promise<A>,
) {
  const staff = await requirePageAccess(page);
  const params = await view.load(searchParams);
  const args = [{ query: listQuery(params) }] as unknown as CallArgs<E>;
  type List = ResponseOf<E> & Page<unknown>;
  const [{ list, problem }, other] = await Promise.all([
    listOrRefusal(view.rangeProblem(params), () => upstreamCall(endpoint, ...args) as Promise<List>, listFieldLabels(view.filters)),
    also?.(),
  ]);
  return {
    staff,
    list,
    also: other as A,
    listing: { params, count: list.count, filters: view.filters, searchMaxLength: view.searchMaxLength, problem },
    tableView: serverListView(params, list.count),
  };
}
