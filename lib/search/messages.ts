/** The texts of the header's search box and the search page. */
export const QUICK_SEARCH_MESSAGES = {
  label: "Search customers, orders and discounts",
  /** The header button ("Find": the word "Search" is the name of the lookup pages' own buttons). */
  opener: "Find a customer, order or discount (Ctrl K)",
  placeholder: "Email, phone, name, customer id, order number or discount code",
  hint: "Type an email (or its beginning), a phone in any format, a full name, a customer id, an order number (SHO-… and …-S1 too) or a discount code. Customer Lookup searches by address and by several fields at once.",
  shortcut: "Press Ctrl K, ⌘ K or / on any page to search.",
  recent: "Recently viewed",
  noRecent: "Customers and orders you open show here.",
  notSearchable: "Type an email, a phone number, a name, an id or a code.",
  nothingFound: (query: string) => `Nothing found for “${query}”. Check the spelling, or use Customer Lookup to search by address.`,
  someFailed: "Some of the lookups could not be made: the back-office service did not answer. What was found is listed below; please try again.",
  moreCustomers: (n: number) => `${n} more ${n === 1 ? "customer matches" : "customers match"}.`,
  /** The link to Customer Lookup with the query in its field (lib/search/quick-search.ts refineInLookupHref). */
  refineInLookup: "Refine this search in Customer Lookup",
} as const;
