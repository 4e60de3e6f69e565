/**
 * The CSV download of a product information table (issue 14: staff paste these tables into
 * spreadsheets): `GET /api/exports/product-info/{unkibble|fresh|ancillary}?plan=&recipe=&pricing=`
 * writes the rows the screen shows for the same URL filters, every column, the grouped ones
 * headed "Group: Column". Session and role as every download (server/bff/session/with-staff.ts withStaff,
 * capability productInfo: any signed-in user); the list comes from the same upstream call as the
 * page (read here, checked by the descriptor's schema), the rows from lib/product-info.ts and the
 * CSV from i13's writer (lib/csv-stream.ts: formula cells neutralised; server/bff/pages/csv-download.ts
 * headers: `{table}_products_{yyyy-MM-dd_hh.mm.ss}.csv`).
 */
import "server-only";
import { endpoints } from "@/lib/contract/endpoints";
import type { ProductListMealType } from "@/lib/contract/product-info";
import type { ApiEndpoint } from "@/lib/contract/endpoint";
import { csvStream, type CsvColumn } from "@/lib/csv-stream";
import { ancillaryRow, knownPricing, mealRow, pricingModelsOf } from "@/lib/product-info";
import { ANCILLARY_COLUMNS, appliedMealFilters, csvHeaderOf, filterMealRows, loadProductFilters, MEAL_COLUMNS, rowTexts, type InfoColumn } from "@/lib/product-info-columns";
import { auditedCsvDownload, downloadMethodRefusal, filterTexts, routeJsonCall } from "./csv-download";
import { withStaff } from "../session/with-staff";
import type { BffDeps } from "../session/request-guard";
import { jsonResponse } from "../upstream/upstream";

export const PRODUCT_INFO_TABLES = ["unkibble", "fresh", "ancillary"] as const;
type Table = (typeof PRODUCT_INFO_TABLES)[number];

function csvColumns<R>(columns: readonly InfoColumn<R>[]): CsvColumn<Record<string, string>>[] {
  return columns.map((c) => ({ key: c.id, header: csvHeaderOf(c as InfoColumn<unknown>) }));
}

async function* once<T>(rows: T[]): AsyncGenerator<T[]> {
  yield rows;
}

export function productInfoCsvRoute(opts: { deps?: () => BffDeps } = {}) {
  return withStaff<{ table: string }>(
    async (ctx) => {
      const { request, params } = ctx;
      const refused = downloadMethodRefusal(request);
      if (refused) return refused;
      const table = params.table as Table;
      if (!(PRODUCT_INFO_TABLES as readonly string[]).includes(table)) return jsonResponse(404, { detail: "Not found." });
      const filters = loadProductFilters(new URL(request.url).searchParams);
      const fetchJson = (endpoint: ApiEndpoint, query: Record<string, string>) => routeJsonCall(ctx, endpoint, { query } as never);

      let rows: Record<string, string>[];
      let columns: CsvColumn<Record<string, string>>[];
      // The filters as applied (the screens' rule: a value that is no option reads as absent): what the audit entry records.
      let applied: Partial<typeof filters>;
      if (table === "ancillary") {
        const got = await fetchJson(endpoints.productSummary, { meal_type: "ANCILLARY" });
        if (got.error) return got.error;
        const { data } = got.data as { data: Parameters<typeof ancillaryRow>[0][] };
        const pricing = knownPricing(filters.pricing, pricingModelsOf(data));
        applied = { pricing };
        rows = data.map((p) => rowTexts(ancillaryRow(p, pricing), ANCILLARY_COLUMNS));
        columns = csvColumns(ANCILLARY_COLUMNS);
      } else {
        const line: ProductListMealType = table === "unkibble" ? "UNKIBBLE" : "FRESH";
        const got = await fetchJson(endpoints.listMealProducts, { meal_type: line });
        if (got.error) return got.error;
        const products = got.data as Parameters<typeof mealRow>[0][];
        const pricing = knownPricing(filters.pricing, pricingModelsOf(products));
        const all = products.map((p) => mealRow(p, line, pricing));
        const mealFilters = appliedMealFilters(filters, all, line, pricing);
        applied = mealFilters;
        const meal = filterMealRows(all, mealFilters);
        rows = meal.map((r) => rowTexts(r, MEAL_COLUMNS[line]));
        columns = csvColumns(MEAL_COLUMNS[line]);
      }
      return auditedCsvDownload(ctx, { filePrefix: `${table}_products`, filters: filterTexts(applied) }, csvStream(once(rows), columns));
    },
    { capability: "productInfo", deps: opts.deps },
  );
}
