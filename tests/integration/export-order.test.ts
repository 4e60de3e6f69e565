/**
 * "Export this view" (and Items' and Product Items' Download) hold the rows of the list on screen in
 * the list's order, all pages of it: for each list screen, a URL's view is read as its page reads
 * it (lib/list-views.ts), the export link is built as its page builds it (lib/csv.ts), the file is
 * downloaded through the app's route handler (csvDownloadRoute, app/api/exports/…) against the
 * embedded API, and its rows are compared with every page of the list call the page makes
 * (lib/list-params.ts listQuery), for the default order and for chosen orderings (NULLs, ties and
 * descending included). An unknown sort key in the page's URL is the list's default order in the
 * file too; sent to the export route by hand it is a 400 on `ordering`, as the list call answers it.
 * The keyset reads of the exports cross their batch edges in that order (NULLs and ties at the edges).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiEndpoint, CallArgs } from "@/lib/contract/endpoint";
import { endpoints } from "@/lib/contract/endpoints";
import { invalidOrderingMessage } from "@/lib/contract/paging";
import { DISCOUNT_SORT_KEYS } from "@/lib/contract/discounts";
import { EXPORT_ROUTES, exportViewDownload, specDownloads } from "@/lib/csv";
import { listQuery } from "@/lib/list-params";
import { discountListView, itemListView, productItemsListView, promotionListView, staffUserListView } from "@/lib/list-views";
import { discounts, items, productItems, products, promotions } from "@/server/backend/db/schema";
import { keysetBatches } from "@/server/backend/http/csv";
import { sortKeyOf } from "@/server/backend/http/list-order";
import { discountExportBatch } from "@/server/backend/queries/discounts";
import { productItemExportBatch, productItemsExportKey } from "@/server/backend/queries/product-items";
import { promotionExportBatch } from "@/server/backend/queries/promotions";
import type { RunningServer } from "@/server/backend/server";
import type { BffConfig } from "@/server/bff/config/config-core";
import { csvDownloadRoute } from "@/server/bff/pages/csv-download";
import { createTestBackend, type TestBackend } from "../support/backend";
import { ACCOUNTS, captureLogger, sessionCookie, testConfig } from "../support/bff";
import { TEST_DB_DRIVER } from "../support/test-db";

const day = (d: string) => new Date(`${d}T15:00:00Z`);

describe(`exports in the list's order (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  let server: RunningServer;
  let config: BffConfig;
  let cookie = "";
  let token = "";
  const log = captureLogger();
  const now = new Date("2026-11-23T18:05:09Z");
  const deps = () => ({ config, logger: log.logger, now: () => now });
  // As app/api/exports/…/route.ts declare them.
  const routes = {
    [EXPORT_ROUTES.discounts]: csvDownloadRoute(endpoints.exportDiscounts, { filePrefix: "discounts", deps }),
    [EXPORT_ROUTES.promotions]: csvDownloadRoute(endpoints.exportPromotions, { filePrefix: "promotions", deps }),
    [EXPORT_ROUTES.items]: csvDownloadRoute(endpoints.exportItems, { filePrefix: "items", deps }),
    [EXPORT_ROUTES.productItems]: csvDownloadRoute(endpoints.exportProductItems, { filePrefix: "productitems", deps }),
    [EXPORT_ROUTES.staffUsers]: csvDownloadRoute(endpoints.exportStaffUsers, { filePrefix: "staff_users", deps }),
  } as const;

  /** The file behind a link of the page: its status and its rows as cells. */
  const download = async (href: string) => {
    const route = routes[new URL(href, "http://localhost:3000").pathname as keyof typeof routes];
    const res = await route(new Request(`http://localhost:3000${href}`, { headers: { host: "localhost:3000", cookie } }), { params: Promise.resolve({}) });
    const text = await res.text();
    return { status: res.status, text, rows: text.trimEnd().split("\n").slice(1).filter(Boolean).map((l) => l.split(",")) };
  };

  /** Every page of the list as the page calls it for this view (page 1, 2, … at the view's page size). */
  const screenRows = async <R,>(endpoint: ApiEndpoint, view: Record<string, unknown> & { page: number }) => {
    const out: R[] = [];
    for (let page = 1; ; page++) {
      const res = await be.as({ token }).call(endpoint, ...([{ query: listQuery({ ...view, page } as Parameters<typeof listQuery>[0]) }] as unknown as CallArgs<typeof endpoint>));
      expect(res.status).toBe(200);
      const body = (await res.json()) as { next: string | null; results: R[] };
      out.push(...body.results);
      if (!body.next) return out;
    }
  };

  beforeAll(async () => {
    be = await createTestBackend();
    // Inserted in an id order that is none of the lists' orders; NULL ends, equal days and values.
    await be.db.insert(discounts).values([
      { code: "ORDQ-C", isActive: true, discountType: "AMOUNT", value: 5, limitType: "UNLIMITED", created: day("2026-01-03"), availableEndDate: null },
      { code: "ORDQ-A", isActive: true, discountType: "AMOUNT", value: 7, limitType: "UNLIMITED", created: day("2026-01-01"), availableEndDate: day("2026-05-01") },
      { code: "ORDQ-E", isActive: true, discountType: "PERCENTAGE", value: 5, limitType: "UNLIMITED", created: day("2026-01-05"), availableEndDate: day("2026-04-01") },
      { code: "ORDQ-B", isActive: true, discountType: "AMOUNT", value: 9, limitType: "UNLIMITED", created: day("2026-01-01"), availableEndDate: null },
      { code: "ORDQ-D", isActive: true, discountType: "AMOUNT", value: 7, limitType: "UNLIMITED", created: day("2026-01-02"), availableEndDate: day("2026-04-01") },
      // Not in the view (its search): the file holds the view's rows only.
      { code: "OTHER-1", discountType: "AMOUNT", value: 1, limitType: "UNLIMITED", created: day("2026-01-04") },
    ]);
    // Twelve of them: the list has two pages of 10.
    await be.db.insert(promotions).values(
      Array.from({ length: 12 }, (_, i) => ({
        name: `Ordq promo ${String.fromCharCode(76 - i)}`,
        status: i % 3 === 0 ? ("INACTIVE" as const) : ("ACTIVE" as const),
        freeProductCode: "SNACK-A",
        created: day(`2026-02-${String(10 + ((i * 7) % 12)).padStart(2, "0")}`),
        endTimestamp: i % 4 === 0 ? null : day(`2026-06-${String(10 + (i % 3)).padStart(2, "0")}`),
      })),
    );
    const itemRows = await be.db
      .insert(items)
      .values([
        { sku: "ORDQ-ITEM-3", name: "Beta", weightOz: 2, volume: 1 },
        { sku: "ORDQ-ITEM-1", name: "Gamma", weightOz: 8, volume: 1 },
        { sku: "ORDQ-ITEM-2", name: "Alpha", weightOz: 2, volume: 1 },
      ])
      .returning();
    const productRows = await be.db
      .insert(products)
      .values([
        { code: "ORDQ-P2", name: "Ordq alpha", productType: "SNACK", category: "SNACK" },
        { code: "ORDQ-P3", name: "Ordq gamma", productType: "SNACK", category: "SNACK", status: "INACTIVE" },
        { code: "ORDQ-P1", name: "Ordq beta", productType: "SNACK", category: "SNACK" },
      ])
      .returning();
    // Each product's items inserted out of SKU order.
    await be.db.insert(productItems).values([
      { productId: productRows[0]!.id, itemId: itemRows[0]!.id, quantity: 1 },
      { productId: productRows[0]!.id, itemId: itemRows[1]!.id, quantity: 2 },
      { productId: productRows[1]!.id, itemId: itemRows[2]!.id, quantity: 3 },
      { productId: productRows[2]!.id, itemId: itemRows[0]!.id, quantity: 4 },
      { productId: productRows[2]!.id, itemId: itemRows[2]!.id, quantity: 5 },
    ]);
    server = await be.listen();
    config = testConfig(server.url, { UPSTREAM_TIMEOUT_MS: "15000" });
    token = await be.tokenFor(ACCOUNTS.all.email);
    cookie = await sessionCookie(config, { token, account: ACCOUNTS.all }, now);
  });
  afterAll(async () => be?.close());

  describe("the file of a page's link holds the list's rows in the list's order", () => {
    it.each(["", "&ordering=code", "&ordering=-code", "&ordering=created", "&ordering=-created", "&ordering=value", "&ordering=-value", "&ordering=available_end_date", "&ordering=-available_end_date", "&ordering=password", "&status=ACTIVE&ordering=-value&page=2&page_size=25"])(
      "Manage Discounts /discounts?search=ORDQ%s",
      async (query) => {
        const view = discountListView.load(new URLSearchParams(`?search=ORDQ${query}`));
        const screen = await screenRows<{ code: string }>(endpoints.listDiscounts, view);
        expect(screen.length).toBeGreaterThanOrEqual(5);
        const file = await download(exportViewDownload(EXPORT_ROUTES.discounts, view).href);
        expect(file.status).toBe(200);
        // The discounts CSV starts with the id, then the code.
        expect(file.rows.map((r) => r[1])).toEqual(screen.map((d) => d.code));
      },
    );

    it.each(["", "&ordering=name", "&ordering=-end_timestamp", "&ordering=end_timestamp", "&status=ACTIVE&ordering=created"])("Manage Promotions /promotions?search=Ordq%s", async (query) => {
      const view = promotionListView.load(new URLSearchParams(`?search=Ordq${query}`));
      const screen = await screenRows<{ id: number }>(endpoints.listPromotions, view);
      expect(screen.length).toBeGreaterThan(query.includes("status") ? 5 : 10);
      const file = await download(exportViewDownload(EXPORT_ROUTES.promotions, view).href);
      expect(file.rows.map((r) => Number(r[0]))).toEqual(screen.map((p) => p.id));
    });

    it.each(["", "&ordering=-weight_oz", "&ordering=name", "&ordering=-sku"])("Items' Download /items?search=ORDQ%s", async (query) => {
      const view = itemListView.load(new URLSearchParams(`?search=ORDQ${query}`));
      const screen = await screenRows<{ sku: string }>(endpoints.listItems, view);
      const [only] = specDownloads(EXPORT_ROUTES.items, view);
      const file = await download(only!.href);
      expect(file.rows.map((r) => r[0])).toEqual(screen.map((i) => i.sku));
      expect(file.rows).toHaveLength(3);
    });

    it.each(["", "&ordering=-name", "&ordering=name&status=ACTIVE", "&ordering=-code&status=INACTIVE"])("Product Items' Download and Export this view /product-items?search=ORDQ%s", async (query) => {
      const view = productItemsListView.load(new URLSearchParams(`?search=ORDQ${query}`));
      const screen = await screenRows<{ code: string; items: { sku: string }[] }>(endpoints.listProductItems, view);
      const links = specDownloads(EXPORT_ROUTES.productItems, view);
      // The last link is the view ("Export this view" beside Download while a status narrows it).
      const file = await download(links.at(-1)!.href);
      expect(file.rows.map((r) => `${r[1]} ${r[4]}`)).toEqual(screen.flatMap((p) => p.items.map((i) => `${p.code} ${i.sku}`)));
      // Download (spec 02: the search alone) keeps the list's order too.
      const searchOnly = await screenRows<{ code: string; items: { sku: string }[] }>(endpoints.listProductItems, { ...view, status: null });
      expect((await download(links[0]!.href)).rows.map((r) => `${r[1]} ${r[4]}`)).toEqual(searchOnly.flatMap((p) => p.items.map((i) => `${p.code} ${i.sku}`)));
    });

    it.each(["", "&ordering=-last_name", "&ordering=created", "&ordering=-email&status=ACTIVE"])("Manage Users /user-management?page=1%s", async (query) => {
      const view = staffUserListView.load(new URLSearchParams(`?page=1${query}`));
      const screen = await screenRows<{ email: string }>(endpoints.listStaffUsers, view);
      expect(screen.length).toBeGreaterThan(3);
      const file = await download(exportViewDownload(EXPORT_ROUTES.staffUsers, view).href);
      expect(file.rows.map((r) => r[1])).toEqual(screen.map((u) => u.email));
    });
  });

  it("an unknown sort key: the page's link is the default order; by hand, the export route answers 400 on ordering as the list call does", async () => {
    const view = discountListView.load(new URLSearchParams("?search=ORDQ&ordering=-password"));
    expect(exportViewDownload(EXPORT_ROUTES.discounts, view).href).toBe("/api/exports/discounts?search=ORDQ");
    const byHand = await download("/api/exports/discounts?search=ORDQ&ordering=-password");
    expect(byHand.status).toBe(400);
    expect(JSON.parse(byHand.text)).toEqual({ ordering: [invalidOrderingMessage(DISCOUNT_SORT_KEYS)] });
    const listCall = await be.as({ token }).unchecked(endpoints.listDiscounts, { query: { search: "ORDQ", ordering: "-password" } });
    expect(listCall.status).toBe(400);
    expect(await listCall.json()).toEqual({ ordering: [invalidOrderingMessage(DISCOUNT_SORT_KEYS)] });
  });

  it("reads in keyset batches across their edges in the list's order (NULLs and ties at the edges)", async () => {
    const ids = async <R,>(batches: AsyncIterable<readonly R[]>, idOf: (r: R) => number | string) => {
      const out: (number | string)[] = [];
      for await (const batch of batches) out.push(...batch.map(idOf));
      return out;
    };
    for (const ordering of ["", "available_end_date", "-available_end_date", "value", "-value", "-created"]) {
      const view = discountListView.load(new URLSearchParams(`?search=ORDQ&ordering=${ordering}`));
      const screen = await screenRows<{ code: string }>(endpoints.listDiscounts, view);
      const parsed = ordering ? { key: ordering.replace(/^-/, "") as (typeof DISCOUNT_SORT_KEYS)[number], desc: ordering.startsWith("-") } : undefined;
      for (const size of [1, 2, 3]) {
        expect(await ids(keysetBatches(discountExportBatch(be.db, { search: "ORDQ", ordering: parsed }, "UTC"), sortKeyOf, size), (r) => r.code)).toEqual(screen.map((d) => d.code));
      }
    }
    for (const ordering of ["", "-end_timestamp", "end_timestamp"]) {
      const view = promotionListView.load(new URLSearchParams(`?search=Ordq&ordering=${ordering}`));
      const screen = await screenRows<{ id: number }>(endpoints.listPromotions, view);
      const parsed = ordering ? { key: ordering.replace(/^-/, "") as "end_timestamp", desc: ordering.startsWith("-") } : undefined;
      expect(await ids(keysetBatches(promotionExportBatch(be.db, { search: "Ordq", ordering: parsed }), sortKeyOf, 2), (r) => r.id)).toEqual(screen.map((p) => p.id));
    }
    // Product items: a batch of products (each with all its items), the next one after the last product.
    const screen = await screenRows<{ code: string; items: { sku: string }[] }>(endpoints.listProductItems, productItemsListView.load(new URLSearchParams("?search=ORDQ&ordering=-name")));
    expect(await ids(keysetBatches(productItemExportBatch(be.db, { search: "ORDQ", ordering: { key: "name", desc: true } }), productItemsExportKey, 1), (r) => `${r.productCode} ${r.sku}`)).toEqual(
      screen.flatMap((p) => p.items.map((i) => `${p.code} ${i.sku}`)),
    );
  });
});
