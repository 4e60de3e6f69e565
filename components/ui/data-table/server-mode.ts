/**
 * DataTable's server mode options (./index.tsx): the page the server loaded, its size, and the
 * URL's rows-per-page choice and sorting; `serverList(view, keys)` builds them for a list screen.
 */
import type { ServerListView } from "@/lib/list-params";

export type { ServerListView };

/**
 * Server mode: `data` is page `page` of `count` rows. `pageSize` (the URL's `page_size`, default 10);
 * `pageSizeChoice`: "Rows per page" beside the pager (./page-size.tsx); `sort`: the URL's `ordering`
 * and, per column id, the key the list sorts that column by (a header link, ./url-sort.tsx).
 */
export interface DataTableServer {
  count: number;
  page: number;
  pageSize?: number;
  pageSizeChoice?: boolean;
  sort?: { ordering: string; keys: Readonly<Record<string, string>> };
}


/** A list screen's server mode: rows per page offered, and the columns of `keys` sortable (column id → ordering key). */
export const serverList = (view: ServerListView, keys: Readonly<Record<string, string>>): DataTableServer => ({
  count: view.count,
  page: view.page,
  pageSize: view.pageSize,
  pageSizeChoice: true,
  sort: { ordering: view.ordering, keys },
});

