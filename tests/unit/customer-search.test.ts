/** The shared customer-search rules: phone, state names, order ids, at least one field. */
import { describe, expect, it } from "vitest";
import {
  AT_LEAST_ONE_FIELD_MESSAGE,
  customerSearchFormSchema,
  nameReadings,
  customerSearchRequestSchema,
  customerSearchUrlValues,
  customerSearchValuesOf,
  loadCustomerSearchParams,
  serializeCustomerSearch,
  EMPTY_CUSTOMER_SEARCH,
  normaliseOrderId,
  normaliseStateInput,
  PHONE_NUMBER_MESSAGE,
  UNKNOWN_STATE_MESSAGE,
} from "@/lib/customer-search";
import { planQuickSearch } from "@/lib/search/quick-search";
import { stateAbbreviationForName, US_STATES } from "@/lib/us-states";

const form = (values: Partial<typeof EMPTY_CUSTOMER_SEARCH>) => customerSearchFormSchema.safeParse({ ...EMPTY_CUSTOMER_SEARCH, ...values });
const messages = (r: ReturnType<typeof form>) => (r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}:${i.message}`));

describe("US states", () => {
  it("lists 48 states plus DC, without Alaska and Hawaii", () => {
    expect(US_STATES).toHaveLength(49);
    const abbrs = US_STATES.map((s) => s.abbreviation);
    expect(abbrs).toContain("DC");
    expect(abbrs).not.toContain("AK");
    expect(abbrs).not.toContain("HI");
    expect(new Set(abbrs).size).toBe(49);
  });
  it("maps names to abbreviations regardless of case and spacing", () => {
    expect(stateAbbreviationForName("new  york")).toBe("NY");
    expect(stateAbbreviationForName("District of Columbia")).toBe("DC");
    expect(stateAbbreviationForName("Alaska")).toBeUndefined();
  });
});

describe("state input", () => {
  it("takes up to 2 characters as an abbreviation and longer input as a name", () => {
    expect(normaliseStateInput("ny")).toBe("NY");
    expect(normaliseStateInput(" California ")).toBe("CA");
    expect(normaliseStateInput("Cal")).toBeUndefined();
    expect(normaliseStateInput("1A")).toBeUndefined();
  });
});

describe("customerSearchFormSchema", () => {
  it("accepts exactly 10 digits and sends them with +1", () => {
    const r = form({ phone_number: "2125550101" });
    expect(r.success && r.data.phone_number).toBe("+12125550101");
  });
  it.each(["212-555-0101", "(212)5550101", "(212) 555-0101", "212 555 0101", "212.555.0101", "+12125550101", "1 212 555 0101"])(
    "accepts %s, a phone in a common format, and sends its 10 digits with +1 (issue 21)",
    (phone) => {
      const r = form({ phone_number: phone });
      expect(r.success && r.data.phone_number).toBe("+12125550101");
    },
  );
  it.each(["212555010", "21255501011", "abcdefghij", "212-555-0101 x2", "+2 212 555 0101"])(
    "refuses %s with the spec's message",
    (phone) => {
      expect(messages(form({ phone_number: phone }))).toEqual([`phone_number:${PHONE_NUMBER_MESSAGE}`]);
    },
  );
  it("searches a First Name of several words as typed, then as first and last name when Last Name is empty (issue 21; a two-word first name is found)", () => {
    const r = form({ first_name: " Connie  Complete " });
    const names = (v: { first_name?: string; last_name?: string }) => [v.first_name, v.last_name];
    expect(r.success && nameReadings(r.data).map(names)).toEqual([
      ["Connie  Complete", undefined],
      ["Connie", "Complete"],
    ]);
    const both = form({ first_name: "Mary Ann", last_name: "Doe" });
    expect(both.success && nameReadings(both.data).map(names)).toEqual([["Mary Ann", "Doe"]]);
    const one = form({ first_name: "Mary" });
    expect(one.success && nameReadings(one.data).map(names)).toEqual([["Mary", undefined]]);
  });
  it("maps a state name to its abbreviation and refuses an unknown one", () => {
    const r = form({ state: "texas" });
    expect(r.success && r.data.state).toBe("TX");
    expect(messages(form({ state: "Narnia" }))).toEqual([`state:${UNKNOWN_STATE_MESSAGE}`]);
  });
  it("needs at least one non-blank field", () => {
    expect(messages(form({}))).toEqual([`:${AT_LEAST_ONE_FIELD_MESSAGE}`]);
    expect(messages(form({ city: "   " }))).toEqual([`:${AT_LEAST_ONE_FIELD_MESSAGE}`]);
  });
  it("trims and drops blank fields", () => {
    const r = form({ last_name: "  Smith ", email: "" });
    expect(r.success && r.data).toEqual({
      email: undefined,
      order_id: undefined,
      phone_number: undefined,
      first_name: undefined,
      last_name: "Smith",
      address_1: undefined,
      address_2: undefined,
      city: undefined,
      state: undefined,
      zip_code: undefined,
    });
  });
});

describe("customerSearchRequestSchema", () => {
  it("accepts what the form sends (+1 and 10 digits) and 10 bare digits; fields may be absent", () => {
    for (const phone of ["+12125550101", "2125550101"]) {
      const r = customerSearchRequestSchema.safeParse({ phone_number: phone });
      expect(r.success && r.data.phone_number).toBe("+12125550101");
    }
    expect(customerSearchRequestSchema.safeParse({ phone_number: "+4412125550101" }).success).toBe(false);
    expect(customerSearchRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe("the order id", () => {
  it("is searched trimmed and upper-cased by the form and the API alike (stored ids are upper case)", () => {
    for (const [typed, searched] of [
      [" sho-1000123 ", "SHO-1000123"],
      ["5000013-s1", "5000013-S1"],
      ["7000001", "7000001"],
    ]) {
      const f = form({ order_id: typed });
      expect(f.success && f.data.order_id).toBe(searched);
      const r = customerSearchRequestSchema.safeParse({ order_id: typed });
      expect(r.success && r.data.order_id).toBe(searched);
      expect(normaliseOrderId(typed!)).toBe(searched);
    }
  });
  it("is the header quick search's order number too (one rule)", () => {
    expect(planQuickSearch("sho-1000123").orderIds).toEqual([normaliseOrderId("sho-1000123")]);
    expect(planQuickSearch("5000013-s1").orderIds).toEqual([normaliseOrderId("5000013-s1")]);
  });
});

describe("URL round trip", () => {
  it("keeps only the filled fields (trimmed) and the page", () => {
    const query = serializeCustomerSearch({ ...customerSearchUrlValues({ ...EMPTY_CUSTOMER_SEARCH, last_name: " Smith ", state: "new york" }), page: 3 });
    expect(query).toBe("?last_name=Smith&state=new+york&page=3");
    const loaded = loadCustomerSearchParams(new URLSearchParams(query));
    expect(loaded.page).toBe(3);
    expect(customerSearchValuesOf(loaded)).toEqual({ ...EMPTY_CUSTOMER_SEARCH, last_name: "Smith", state: "new york" });
    expect(customerSearchValuesOf(loadCustomerSearchParams({ city: ["Austin", "Dallas"], bogus: "x" }))).toEqual({ ...EMPTY_CUSTOMER_SEARCH, city: "Austin" });
    expect(serializeCustomerSearch({ ...customerSearchUrlValues(EMPTY_CUSTOMER_SEARCH), page: 1 })).toBe("");
  });

  it("reads a bad page as page 1", () => {
    for (const page of ["0", "-2", "abc", "1.5", "1e3", "99999999999"]) expect(loadCustomerSearchParams({ page }).page, page).toBe(1);
  });
});
