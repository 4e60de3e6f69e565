/** POST /api/customer_search on the embedded API. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { createCustomer } from "../support/factories";
import { AT_LEAST_ONE_FIELD_MESSAGE, PHONE_NUMBER_MESSAGE, UNKNOWN_STATE_MESSAGE } from "@/lib/customer-search";
import type { CustomerSearchResult } from "@/lib/contract/customers";
import { endpoints } from "@/lib/contract/endpoints";
import { DEMO } from "../support/demo-staff";
import { and, asc, sql } from "drizzle-orm";
import { accounts } from "@/server/backend/db/schema";
import {
  accountSearchStatement,
  ADDRESS_SEARCH_WALK_FROM,
  customerSearchConditions,
  customerSearchStatements,
  searchCustomers,
  searchPageStatement,
  toSearchResults,
  type SearchPageStrategy,
} from "@/server/backend/queries/customers";
import type { CustomerSearchCriteria } from "@/lib/customer-search";

interface SearchPage {
  next: string | null;
  previous: string | null;
  count: number;
  results: CustomerSearchResult[];
}

describe(`POST /api/customer_search (${TEST_DB_DRIVER})`, () => {
  let be: TestBackend;
  let token: string;
  const ids: Record<string, number> = {};

  // unchecked: the cases below send invalid bodies and queries on purpose (validation tests).
  const search = async (body: unknown, query = "") => {
    const res = await be.as({ token }).unchecked(endpoints.searchCustomers, { body, query });
    return { status: res.status, json: (await res.json()) as SearchPage & Record<string, string[]> };
  };
  const idsOf = (page: SearchPage) => page.results.map((r) => r.id).sort((a, b) => a - b);

  beforeAll(async () => {
    be = await createTestBackend();
    token = await be.tokenFor(DEMO.team);
    const jane = await createCustomer(be.db, {
      firstName: "Jane",
      lastName: "Doggett",
      email: "jane.doggett@example.com",
      phoneNumber: "+12125550101",
      addresses: [
        { address1: "12 Bark Avenue", address2: "Apt 4B", city: "New York", state: "NY", zip: "10001" },
        { address1: "99 Summer Road", city: "Portland", state: "ME", zip: "04101", isPrimary: false },
      ],
      orders: [
        { id: "7000001", fulfillments: [{ id: "8000001" }, { id: "8000001-S1", isSplitFulfillment: true, splitFromId: "8000001" }] },
        { id: "SHO-7000002", fulfillments: [{ id: "8000002" }] },
      ],
    });
    ids.jane = jane.id;
    ids.janet = (
      await createCustomer(be.db, {
        firstName: "Janet",
        lastName: "Doggett",
        email: "janet.d@example.org",
        phoneNumber: "+13105550102",
        addresses: [{ address1: "5 Ocean Drive", city: "Los Angeles", state: "CA", zip: "90001" }],
      })
    ).id;
    ids.bob = (
      await createCustomer(be.db, {
        firstName: "Bob",
        lastName: "O'Hara",
        email: "bob_100%@example.com",
        phoneNumber: "+13125550103",
        addresses: [{ address1: "1 Lake Shore", city: "Chicago", state: "IL", zip: "60601" }],
      })
    ).id;
    // 25 customers sharing a last name, for paging.
    for (let i = 0; i < 25; i++) {
      await createCustomer(be.db, { firstName: `Pager${String(i).padStart(2, "0")}`, lastName: "Pagination" });
    }
  });
  afterAll(async () => be?.close());

  it("finds by email prefix, case-insensitively, and by the exact full email", async () => {
    const prefix = await search({ email: "JANE" });
    expect(prefix.status).toBe(200);
    expect(idsOf(prefix.json)).toEqual([ids.jane, ids.janet].sort((a, b) => a - b));
    const exact = await search({ email: "Jane.Doggett@Example.com" });
    expect(idsOf(exact.json)).toEqual([ids.jane]);
  });

  it("treats LIKE wildcards in the input literally", async () => {
    expect(idsOf((await search({ email: "bob_100%" })).json)).toEqual([ids.bob]);
    expect((await search({ email: "bob%" })).json.count).toBe(0);
    expect((await search({ email: "_ob" })).json.count).toBe(0);
  });

  it("finds by first and last name prefix, case-insensitively", async () => {
    expect(idsOf((await search({ first_name: "jan" })).json)).toEqual([ids.jane, ids.janet].sort((a, b) => a - b));
    expect(idsOf((await search({ first_name: "JANET" })).json)).toEqual([ids.janet]);
    expect(idsOf((await search({ last_name: "o'h" })).json)).toEqual([ids.bob]);
  });

  it("ANDs every given field", async () => {
    expect(idsOf((await search({ first_name: "jan", last_name: "dogg", city: "los" })).json)).toEqual([ids.janet]);
    expect((await search({ first_name: "bob", last_name: "doggett" })).json.count).toBe(0);
  });

  it("finds by phone, sent with +1 (or as 10 bare digits)", async () => {
    expect(idsOf((await search({ phone_number: "+12125550101" })).json)).toEqual([ids.jane]);
    expect(idsOf((await search({ phone_number: "2125550101" })).json)).toEqual([ids.jane]);
    expect((await search({ phone_number: "+12125550199" })).json.count).toBe(0);
  });

  it.each(["212-555-0101", "(212) 5550101", "212 555 0101", "212555010", "+442125550101", "21255501011"])(
    "refuses the phone %s with the spec's message",
    async (phone) => {
      const { status, json } = await search({ phone_number: phone });
      expect(status).toBe(400);
      expect(json.phone_number).toEqual([PHONE_NUMBER_MESSAGE]);
    },
  );

  it("finds by order id (exact), the account owning the order", async () => {
    expect(idsOf((await search({ order_id: "7000001" })).json)).toEqual([ids.jane]);
    expect((await search({ order_id: "700000" })).json.count).toBe(0);
  });

  it("finds by the id of one of an order's fulfillments, split-off ones included (an extension: docs/backend.md)", async () => {
    expect(idsOf((await search({ order_id: "8000001" })).json)).toEqual([ids.jane]);
    expect(idsOf((await search({ order_id: "8000001-S1" })).json)).toEqual([ids.jane]);
    expect((await search({ order_id: "8000001-S2" })).json.count).toBe(0);
  });

  it("finds by an order id or a split fulfillment's id typed in lower case (stored ids are upper case)", async () => {
    expect(idsOf((await search({ order_id: "SHO-7000002" })).json)).toEqual([ids.jane]);
    expect(idsOf((await search({ order_id: "sho-7000002" })).json)).toEqual([ids.jane]);
    expect(idsOf((await search({ order_id: " Sho-7000002 " })).json)).toEqual([ids.jane]);
    expect(idsOf((await search({ order_id: "8000001-s1" })).json)).toEqual([ids.jane]);
  });

  it("finds by address fields on any of the account's addresses, all on the same address", async () => {
    expect(idsOf((await search({ address_1: "12 bark" })).json)).toEqual([ids.jane]);
    expect(idsOf((await search({ address_2: "apt 4" })).json)).toEqual([ids.jane]);
    expect(idsOf((await search({ city: "PORT" })).json)).toEqual([ids.jane]); // her second address
    expect(idsOf((await search({ zip_code: "900" })).json)).toEqual([ids.janet]);
    expect(idsOf((await search({ state: "IL" })).json)).toEqual([ids.bob]);
    // city of one address with the zip of the other: no single address matches both
    expect((await search({ city: "Portland", zip_code: "10001" })).json.count).toBe(0);
  });

  it("counts an account once when several of its addresses match", async () => {
    const twice = await createCustomer(be.db, {
      addresses: [
        { address1: "1 Rain Street", city: "Seattle", state: "WA", zip: "98101" },
        { address1: "2 Rain Street", city: "Seattle", state: "WA", zip: "98102" },
      ],
    });
    for (const body of [{ state: "WA" }, { city: "seattle" }, { zip_code: "981" }, { address_1: "2 rain" }]) {
      const { json } = await search(body);
      expect(json.count).toBe(1);
      expect(idsOf(json)).toEqual([twice.id]);
    }
  });

  it("matches a state name longer than 2 characters to its abbreviation", async () => {
    expect(idsOf((await search({ state: "california" })).json)).toEqual([ids.janet]);
    expect(idsOf((await search({ state: "Maine" })).json)).toEqual([ids.jane]);
    expect(idsOf((await search({ state: "il" })).json)).toEqual([ids.bob]);
    const unknown = await search({ state: "Atlantis" });
    expect(unknown.status).toBe(400);
    expect(unknown.json.state).toEqual([UNKNOWN_STATE_MESSAGE]);
  });

  it("answers results with the primary address", async () => {
    const { json } = await search({ email: "jane.doggett@example.com" });
    expect(json.results[0]).toMatchObject({
      id: ids.jane,
      first_name: "Jane",
      last_name: "Doggett",
      email: "jane.doggett@example.com",
      phone_number: "+12125550101",
      status: "ACTIVE",
      primary_address: { address1: "12 Bark Avenue", address2: "Apt 4B", city: "New York", state: "NY", zip: "10001", country: "US" },
    });
    expect(typeof json.results[0]!.created).toBe("string");
  });

  it("needs at least one field (blank fields do not count)", async () => {
    for (const body of [{}, { email: "", last_name: "   " }]) {
      const { status, json } = await search(body);
      expect(status).toBe(400);
      expect(json.non_field_errors).toEqual([AT_LEAST_ONE_FIELD_MESSAGE]);
    }
  });

  it("refuses malformed bodies and wrong types with 400", async () => {
    expect((await search({ email: 42 })).status).toBe(400);
    // unchecked: malformed JSON on purpose.
    const res = await be.as({ token }).unchecked(endpoints.searchCustomers, { rawBody: "{not json" });
    expect(res.status).toBe(400);
  });

  it("pages 10 at a time in a stable order with next/previous links", async () => {
    const p1 = await search({ last_name: "pagination" });
    expect(p1.json.count).toBe(25);
    expect(p1.json.results).toHaveLength(10);
    expect(p1.json.previous).toBeNull();
    expect(new URL(p1.json.next!).searchParams.get("page")).toBe("2");
    expect(p1.json.results.map((r) => r.first_name)).toEqual(Array.from({ length: 10 }, (_, i) => `Pager${String(i).padStart(2, "0")}`));

    const p3 = await search({ last_name: "pagination" }, "page=3");
    expect(p3.json.results.map((r) => r.first_name)).toEqual(["Pager20", "Pager21", "Pager22", "Pager23", "Pager24"]);
    expect(p3.json.next).toBeNull();
    expect(new URL(p3.json.previous!).searchParams.get("page")).toBe("2");

    const p2 = await search({ last_name: "pagination" }, "page=2");
    expect(new URL(p2.json.previous!).searchParams.get("page")).toBeNull(); // page 1 is the bare URL
    const seen = new Set([...p1.json.results, ...p2.json.results, ...p3.json.results].map((r) => r.id));
    expect(seen.size).toBe(25);

    expect((await search({ last_name: "pagination" }, "page=0")).status).toBe(400);
  });

  it("answers the same rows, order and count whichever way the page is found (issue 23's plans)", async () => {
    // Names that tie, differ only by case, or are missing (an erased account keeps its state), and
    // customers with two addresses matching the same search: the order (last name, first name, id)
    // and the counts must not depend on the plan.
    const zip = "55501";
    const people: { firstName: string | null; lastName: string | null; zips: string[] }[] = [
      { firstName: "Ann", lastName: "Mcdonald", zips: [zip] },
      { firstName: "Ann", lastName: "McDonald", zips: [zip, "55502"] },
      { firstName: "ann", lastName: "MCDONALD", zips: ["55502"] },
      { firstName: "Ann", lastName: "McDonald", zips: ["55503"] },
      { firstName: "Bea", lastName: "Mcdonald", zips: [zip] },
      { firstName: null, lastName: null, zips: [zip] },
      { firstName: null, lastName: null, zips: ["55509"] },
      ...Array.from({ length: 14 }, (_, i) => ({ firstName: `Zed${i % 3}`, lastName: i % 2 ? "Mcdougal" : "Abbot", zips: [i % 4 ? zip : "55504"] })),
    ];
    for (const p of people) {
      await createCustomer(be.db, {
        firstName: p.firstName,
        lastName: p.lastName,
        addresses: p.zips.map((z) => ({ address1: "1 Tie Street", city: "Tieville", state: "VT", zip: z })),
      });
    }
    const criteriaList: CustomerSearchCriteria[] = [
      { zip_code: "555" },
      { zip_code: zip },
      { state: "VT" },
      { state: "VT", city: "tiev" },
      { last_name: "mcd" },
      { last_name: "McDonald", state: "VT" },
      { first_name: "ann", last_name: "mc" },
      { last_name: "mc", zip_code: "55501" },
    ];
    const limit = 3;
    const strategies: SearchPageStrategy[] = ["account-index", "address-ids", "name-order-walk"];
    for (const criteria of criteriaList) {
      // The reference: the plain statement, every match in the results' order.
      const expected = (
        await be.db
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(...customerSearchConditions(criteria)))
          .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id))
      ).map((r) => r.id);
      expect(expected.length, JSON.stringify(criteria)).toBeGreaterThan(limit);

      const q = customerSearchStatements(be.db, criteria, { limit, offset: 0 });
      expect(Number((await q.count)[0]!.n), JSON.stringify(criteria)).toBe(expected.length);
      const countOf = await be.db.select({ n: sql<number>`count(*)::int` }).from(accounts).where(and(...customerSearchConditions(criteria)));
      expect(Number(countOf[0]!.n)).toBe(expected.length);

      for (let offset = 0; offset < expected.length + limit; offset += limit) {
        const want = expected.slice(offset, offset + limit);
        for (const strategy of strategies) {
          const rows = await searchPageStatement(be.db, criteria, { limit, offset }, strategy);
          expect(rows.map((r) => r.id), `${strategy} ${JSON.stringify(criteria)} offset ${offset}`).toEqual(want);
        }
        // What customerSearchStatements chooses below and above the walk's threshold.
        const paged = customerSearchStatements(be.db, criteria, { limit, offset });
        for (const matches of [expected.length, ADDRESS_SEARCH_WALK_FROM + 1]) {
          expect((await paged.page(matches)).map((r) => r.id)).toEqual(want);
        }
      }
    }
    // Through the API: the count and the first page of a broad zip prefix.
    const api = await search({ zip_code: "555" });
    const zipExpected = (
      await be.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(...customerSearchConditions({ zip_code: "555" })))
        .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id))
    ).map((r) => r.id);
    expect(api.json.count).toBe(zipExpected.length);
    expect(api.json.results.map((r) => r.id)).toEqual(zipExpected.slice(0, 10));
  });

  it("a search on the account is one statement: the same page, primary addresses and count as the three it replaces (issue 23)", async () => {
    const criteriaList: CustomerSearchCriteria[] = [
      { last_name: "doggett" },
      { last_name: "pagination" },
      { email: "jan" },
      { first_name: "jane", last_name: "dog" },
      { phone_number: "+12125550101" },
      { order_id: "8000001-S1" },
      { last_name: "nobody-has-this-name" },
      { last_name: "pagination", city: "nowhere" },
    ];
    const calls: string[] = [];
    const logged = { logQuery: (query: string) => calls.push(query) };
    // drizzle's query logger, swapped in around the one call: it counts the statements sent.
    const db = be.db as unknown as { session: { logger: typeof logged } };
    const before = db.session.logger;
    for (const criteria of criteriaList) {
      for (const page of [
        { limit: 10, offset: 0 },
        { limit: 10, offset: 10 },
        { limit: 10, offset: 20 },
        { limit: 10, offset: 1000 },
      ]) {
        // The three statements of before: the count, the page's rows, their primary addresses.
        const q = customerSearchStatements(be.db, criteria, page);
        const count = Number((await q.count)[0]?.n ?? 0);
        const want = { count, results: await toSearchResults(be.db, await q.page(count)) };
        db.session.logger = logged;
        calls.length = 0;
        try {
          expect(await searchCustomers(be.db, criteria, page), `${JSON.stringify(criteria)} ${page.offset}`).toEqual(want);
        } finally {
          db.session.logger = before;
        }
        // One statement; a second (the count) only for a page past the last match.
        expect(calls.length, `${JSON.stringify(criteria)} ${page.offset}`).toBe(page.offset > 0 && page.offset >= count ? 2 : 1);
      }
    }
    expect((await accountSearchStatement(be.db, { last_name: "doggett" }, { limit: 10, offset: 0 })).map((r) => r.total)).toEqual([2, 2]);
  });

  it.runIf(TEST_DB_DRIVER === "pglite")("on PGlite, a search is parsed once per shape of its criteria (a named statement per SQL text), and answers as an unnamed one", async () => {
    const namedSearches = async () =>
      (await be.db.select({ name: sql<string>`name` }).from(sql`pg_prepared_statements`).where(sql`name like 'bark_customer_search%'`).orderBy(sql`name`)).map((r) => r.name);
    const page = { limit: 10, offset: 0 };
    const shapes: CustomerSearchCriteria[][] = [
      [{ last_name: "doggett" }, { last_name: "pagination" }, { last_name: "nobody-has-this-name" }],
      [{ first_name: "jane", last_name: "dog" }, { first_name: "x", last_name: "y" }],
    ];
    for (const values of shapes) {
      const [first, ...others] = values as [CustomerSearchCriteria, ...CustomerSearchCriteria[]];
      await searchCustomers(be.db, first, page);
      const named = await namedSearches();
      expect(named.length).toBeGreaterThan(0);
      for (const criteria of others) {
        const got = await searchCustomers(be.db, criteria, page);
        // The same answer as the statement run unnamed (drizzle's own query)…
        const rows = await accountSearchStatement(be.db, criteria, page);
        expect(got.results.map((r) => r.id), JSON.stringify(criteria)).toEqual(rows.map((r) => r.id));
        expect(got.count, JSON.stringify(criteria)).toBe(rows.length > 0 ? Number(rows[0]!.total) : 0);
        // …and no new statement for other values of the same shape.
        expect(await namedSearches(), JSON.stringify(criteria)).toEqual(named);
      }
    }
  });

  it("needs a signed-in staff token, and a supported group", async () => {
    // unchecked: the search body's input type names every field; this one names the email alone, as the browser sends it.
    const res = await be.as(null).unchecked(endpoints.searchCustomers, { body: { email: "jane" } });
    expect(res.status).toBe(401);
    const guest = await be.tokenFor(DEMO.guest);
    expect((await be.as({ token: guest }).unchecked(endpoints.searchCustomers, { body: { email: "jane" } })).status).toBe(403);
    expect((await be.as({ token: guest }).call(endpoints.getAccount, { params: { id: ids.jane } })).status).toBe(403);
  });
});
