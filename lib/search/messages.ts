/** The texts of the header's search box and the search page. */
export const QUICK_SEARCH_MESSAGES = {
  label: "Search customers, orders and discounts",
  /** The header button ("Find": the word "Search" is the name of the lookup pages' own buttons). */
  opener: "Find a customer, order or discount (Ctrl K)",
  placeholder: "Email, phone, name, customer id, order number or discount code",
  hint: "Type an email (or its beginning), a phone in any format, a full name, a customer id, an order number (SHO-… and …-S1 too) or a discount code. Customer Lookup searches by address and by several fields at once.",
  shortcut: "Press Ctrl K, ⌘ K or / on any page to search.",
  recent: "Recently viewed",
  /** Announced (and a spinner on the Find button) while the page searched for loads. */
  searching: "Searching…",
  noRecent: "Customers and orders you open show here.",
  notSearchable: "Type an email, a phone number, a name, an id or a code.",
  nothingFound: (query: string) => `Nothing found for “${query}”. Check the spelling, or use Customer Lookup to search by address.`,
  /**
   * Lookups failed (not "nothing found"): `reason` is the first failure's sentence ("The back-office
   * service did not answer in time.", "… failed to answer the request." …); what the page says
   * depends on whether anything was found at all.
   */
  lookupsFailed: (reason: string, anyFound: boolean) =>
    anyFound ? `Some of the lookups could not be made. ${reason} What was found is listed below; please try again.` : `The search could not be made. ${reason} Please try again.`,
  moreCustomers: (n: number) => `${n} more ${n === 1 ? "customer matches" : "customers match"}.`,
  /** The link to Customer Lookup with the query in its field (lib/search/quick-search.ts refineInLookupHref). */
  refineInLookup: "Refine this search in Customer Lookup",
} as const;
