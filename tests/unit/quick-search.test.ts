import { describe, expect, it } from "vitest";
import { customerSearchFormSchema, customerSearchValuesOf, loadCustomerSearchParams, phoneDigitsOf } from "@/lib/customer-search";
import { describeQuickSearch, orderIdHolding, planIsEmpty, planQuickSearch, QUICK_SEARCH_MAX_LENGTH, refineInLookupHref } from "@/lib/search/quick-search";
import { parseRecentItems, recentItemsKey, rememberVisit, RECENT_ITEMS_MAX, withRecent, type RecentItem } from "@/lib/search/recent-items";

describe("phoneDigitsOf", () => {
  it.each(["(212) 555-0147", "212-555-0147", "212.555.0147", "212 555 0147", "2125550147", "+1 212 555 0147", "1-212-555-0147", "+12125550147"])(
    "reads %s as 2125550147",
    (input) => expect(phoneDigitsOf(input)).toBe("2125550147"),
  );
  it.each(["212555014", "21255501471", "2-12", "abc", "212-555-0147 x3", "", "22125550147"])("refuses %s", (input) => {
    expect(phoneDigitsOf(input)).toBeNull();
  });
});

describe("planQuickSearch", () => {
  it("an empty query plans nothing", () => {
    expect(planIsEmpty(planQuickSearch("   "))).toBe(true);
  });
  it("SHO- orders and -S1 fulfillment ids are order numbers only, upper-cased", () => {
    expect(planQuickSearch(" sho-123 ")).toMatchObject({ orderIds: ["SHO-123"], customerId: null, customerSearches: [], discountCode: null });
    expect(planQuickSearch("5000013-s1")).toMatchObject({ orderIds: ["5000013-S1"], customerId: null, customerSearches: [], discountCode: null });
  });
  it("bare digits are an order number and a customer id", () => {
    expect(planQuickSearch("5000013")).toMatchObject({ orderIds: ["5000013"], customerId: 5000013, customerSearches: [], discountCode: null });
  });
  it("a phone in any format is searched as +1 and 10 digits", () => {
    expect(planQuickSearch("(212) 555-0147")).toMatchObject({ orderIds: [], customerSearches: [{ phone_number: "+12125550147" }] });
    // Ten bare digits may also be an order number or a customer id.
    expect(planQuickSearch("2125550147")).toMatchObject({ orderIds: ["2125550147"], customerId: 2125550147, customerSearches: [{ phone_number: "+12125550147" }] });
  });
  it("a customer id past the database's range is not looked up", () => {
    expect(planQuickSearch("999999999999").customerId).toBeNull();
  });
  it("an email or its beginning", () => {
    expect(planQuickSearch("Connie@Example")).toMatchObject({ customerSearches: [{ email: "connie@example" }], discountCode: null });
    expect(planQuickSearch("connie.complete")).toMatchObject({ customerSearches: [{ email: "connie.complete" }], discountCode: null });
  });
  it("two or more words are a full name: the first word and the rest", () => {
    expect(planQuickSearch("connie complete").customerSearches).toEqual([{ first_name: "connie", last_name: "complete" }]);
    // Both splits: a two-word first name (Mary Ann O'Neil) and a two-word last name (Mary Ann-O'Neil's sister, Mary Van Buren).
    expect(planQuickSearch("Mary  Ann O'Neil").customerSearches).toEqual([
      { first_name: "Mary", last_name: "Ann O'Neil" },
      { first_name: "Mary Ann", last_name: "O'Neil" },
    ]);
    expect(describeQuickSearch(planQuickSearch("Mary Ann O'Neil"))).toBe("Looks for name Mary Ann O'Neil");
  });
  it("one word is a first name, a last name, an email's beginning and a discount code", () => {
    expect(planQuickSearch("phil")).toMatchObject({
      customerSearches: [{ last_name: "phil" }, { first_name: "phil" }, { email: "phil" }],
      discountCode: "PHIL",
    });
  });
  it("a code with digits or dashes is a discount code only", () => {
    expect(planQuickSearch("holiday-gift")).toMatchObject({ customerSearches: [{ last_name: "holiday-gift" }, { first_name: "holiday-gift" }, { email: "holiday-gift" }], discountCode: "HOLIDAY-GIFT" });
    expect(planQuickSearch("WB-ABC123")).toMatchObject({ customerSearches: [], discountCode: "WB-ABC123", orderIds: [] });
  });
  it("punctuation alone plans nothing, and a long query is cut", () => {
    expect(planIsEmpty(planQuickSearch("%%%"))).toBe(true);
    expect(planQuickSearch("a".repeat(500)).query).toHaveLength(QUICK_SEARCH_MAX_LENGTH);
  });
  it("says what it will look for", () => {
    expect(describeQuickSearch(planQuickSearch("(212) 555-0147"))).toBe("Looks for phone (212) 555-0147");
    expect(describeQuickSearch(planQuickSearch("42"))).toBe("Looks for order 42, customer 42");
    expect(describeQuickSearch(planQuickSearch("connie complete"))).toBe("Looks for name connie complete");
    expect(describeQuickSearch(planQuickSearch("%%%"))).toBe("");
  });
});

describe("recent items", () => {
  const item = (n: number): RecentItem => ({ kind: "customer", customerId: n, href: `/customer-lookup/${n}__A_B`, label: `A B ${n}` });
  it("puts the newest first, once, and keeps at most the maximum", () => {
    let list: RecentItem[] = [];
    for (let n = 1; n <= RECENT_ITEMS_MAX + 2; n++) list = withRecent(list, item(n));
    list = withRecent(list, item(5));
    expect(list).toHaveLength(RECENT_ITEMS_MAX);
    expect(list[0]).toEqual(item(5));
    expect(list.filter((i) => i.href === item(5).href)).toHaveLength(1);
  });
  it("reads back only valid items: never another site's address", () => {
    const raw = JSON.stringify([item(1), { kind: "order", href: "//evil.example/x", label: "x" }, { kind: "customer", href: "https://evil.example", label: "y" }, 3, null]);
    expect(parseRecentItems(raw)).toEqual([item(1)]);
    expect(parseRecentItems("{not json")).toEqual([]);
    expect(parseRecentItems(null)).toEqual([]);
  });
  it("drops unknown keys and items with a wrong kind, an empty or too long label, or a detail that is no text", () => {
    const raw = JSON.stringify([
      { ...item(1), extra: "x" },
      { ...item(2), detail: "ann@bark.co" },
      { ...item(3), kind: "discount" },
      { ...item(4), label: "" },
      { ...item(5), label: "x".repeat(201) },
      { ...item(6), detail: 7 },
      { ...item(7), href: `/${"x".repeat(500)}` },
    ]);
    expect(parseRecentItems(raw)).toEqual([item(1), { ...item(2), detail: "ann@bark.co" }]);
  });
  it("refuses entries whose ids are not ids: a customer id that is no positive integer, an order without its id, a customer with one", () => {
    const raw = JSON.stringify([
      { ...item(1), customerId: "1" },
      { ...item(2), customerId: 0 },
      { ...item(3), customerId: 1.5 },
      { ...item(4), kind: "order" },
      { ...item(5), orderId: "1000005" },
      { ...item(6), kind: "order", orderId: "" },
      { ...item(7), kind: "order", orderId: "x".repeat(101) },
      { ...item(8), kind: "order", orderId: "1000008" },
    ]);
    expect(parseRecentItems(raw)).toEqual([{ ...item(8), kind: "order", orderId: "1000008" }]);
  });
  it("keeps one list per staff account", () => {
    expect(recentItemsKey("Ann@Bark.co")).toBe(recentItemsKey("ann@bark.co"));
    expect(recentItemsKey("ann@bark.co")).not.toBe(recentItemsKey("bob@bark.co"));
  });
});

describe("recent items of a customer: one entry per customer and per order, by id, showing the customer as last read", () => {
  const jane = { id: 42, name: "Jane Doe", email: "jane@example.com" };
  // After POST delete_pii the account has no name and no email: its display name is "Customer".
  const erased = { id: 42, name: "Customer", email: null };
  const other = { id: 7, name: "Connie Complete", email: "connie@example.com" };

  it("a visit of the customer page after a rename replaces its entry (was: a second entry under the old link)", () => {
    let list = rememberVisit([], jane);
    list = rememberVisit(list, { ...jane, name: "Jane Smith" });
    expect(list).toEqual([{ kind: "customer", customerId: 42, href: "/customer-lookup/42__Jane_Smith", label: "Jane Smith", detail: "jane@example.com" }]);
  });

  it("once the personal data is deleted, the customer's entry and its orders' lose the old name and email, each in its place", () => {
    let list = rememberVisit([], jane);
    list = rememberVisit(list, jane, "1000012");
    list = rememberVisit(list, other);
    list = rememberVisit(list, erased);
    expect(list).toEqual([
      { kind: "customer", customerId: 42, href: "/customer-lookup/42__Customer", label: "Customer" },
      { kind: "customer", customerId: 7, href: "/customer-lookup/7__Connie_Complete", label: "Connie Complete", detail: "connie@example.com" },
      { kind: "order", customerId: 42, orderId: "1000012", href: "/customer-lookup/42__Customer/order/1000012", label: "Order 1000012", detail: "Customer" },
    ]);
    expect(JSON.stringify(list)).not.toMatch(/Jane|jane/);
  });

  it("an order page of the erased customer cleans the customer's entry too, without moving it", () => {
    let list = rememberVisit([], jane);
    list = rememberVisit(list, other);
    list = rememberVisit(list, erased, "SHO-1000010");
    expect(list.map((i) => [i.kind, i.customerId, i.label, i.detail, i.href])).toEqual([
      ["order", 42, "Order SHO-1000010", "Customer", "/customer-lookup/42__Customer/order/SHO-1000010"],
      ["customer", 7, "Connie Complete", "connie@example.com", "/customer-lookup/7__Connie_Complete"],
      ["customer", 42, "Customer", undefined, "/customer-lookup/42__Customer"],
    ]);
  });

  it("a second visit of the same order keeps one entry for it", () => {
    const list = rememberVisit(rememberVisit(rememberVisit([], jane, "1000012"), other), jane, "1000012");
    expect(list.map((i) => i.label)).toEqual(["Order 1000012", "Connie Complete"]);
  });

  it("reads entries stored before they carried ids (their ids from their links), once each; drops those whose link is no customer or order page", () => {
    const raw = JSON.stringify([
      { kind: "customer", href: "/customer-lookup/42__Customer", label: "Customer" },
      { kind: "customer", href: "/customer-lookup/42__Jane_Doe", label: "Jane Doe", detail: "jane@example.com" },
      { kind: "order", href: "/customer-lookup/42__Jane_Doe/order/SHO-1000010", label: "Order SHO-1000010", detail: "Jane Doe" },
      { kind: "order", href: "/customer-lookup/42__Jane_Doe", label: "Order ?" },
      { kind: "customer", href: "/discounts", label: "Discounts" },
      { kind: "customer", href: "/customer-lookup/abc__X", label: "X" },
    ]);
    const list = parseRecentItems(raw);
    expect(list).toEqual([
      { kind: "customer", customerId: 42, href: "/customer-lookup/42__Customer", label: "Customer" },
      { kind: "order", customerId: 42, orderId: "SHO-1000010", href: "/customer-lookup/42__Jane_Doe/order/SHO-1000010", label: "Order SHO-1000010", detail: "Jane Doe" },
    ]);
    // The next visit of the erased customer's page cleans what an older version stored.
    expect(JSON.stringify(rememberVisit(list, erased))).not.toMatch(/Jane/);
  });
});

describe("orderIdHolding", () => {
  const order = (id: string, fulfillments: string[]) => ({ id, fulfillments: fulfillments.map((f) => ({ id: f })) });
  const orders = {
    upcoming: [order("1000001", [])],
    processing: [order("1000013", ["5000013", "5000013-S1"])],
    past: [order("SHO-1000010", ["5000010"])],
  } as unknown as Parameters<typeof orderIdHolding>[0];
  it("is the order of that id, or the order holding a fulfillment of that id", () => {
    expect(orderIdHolding(orders, "1000001")).toBe("1000001");
    expect(orderIdHolding(orders, "sho-1000010")).toBe("SHO-1000010");
    expect(orderIdHolding(orders, "5000013-s1")).toBe("1000013");
    expect(orderIdHolding(orders, "5000013")).toBe("1000013");
    expect(orderIdHolding(orders, "5000099")).toBeNull();
  });
});

describe("refineInLookupHref: N more customers match → Customer Lookup with the query in its field", () => {
  const hrefOf = (query: string, i = 0) => refineInLookupHref(planQuickSearch(query).customerSearches[i]!);
  it("puts an email, a phone (its 10 digits) or a full name each in its own field", () => {
    expect(hrefOf("Connie@Example.com")).toBe("/customer-lookup?email=connie@example.com");
    expect(hrefOf("(212) 555-0147")).toBe("/customer-lookup?phone_number=2125550147");
    expect(hrefOf("Connie Complete")).toBe("/customer-lookup?first_name=Connie&last_name=Complete");
  });
  it("a single word: the search it names (last name, first name or email)", () => {
    expect(hrefOf("Scenario-Many", 0)).toBe("/customer-lookup?last_name=Scenario-Many");
    expect(hrefOf("Scenario-Many", 1)).toBe("/customer-lookup?first_name=Scenario-Many");
  });
  it("the lookup page reads the link back into the same criteria", async () => {
    const criteria = planQuickSearch("(212) 555-0147").customerSearches[0]!;
    const params = new URL(refineInLookupHref(criteria), "http://x").searchParams;
    const values = customerSearchValuesOf(await loadCustomerSearchParams(Promise.resolve(Object.fromEntries(params))));
    expect(customerSearchFormSchema.parse(values)).toMatchObject(criteria);
  });
});
