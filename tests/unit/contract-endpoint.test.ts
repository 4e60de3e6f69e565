import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { buildPath, endpoint, pathParamNames, routeKey, routePath, type CallInput, type ResponseOf } from "@/lib/contract/endpoint";
import { ALL_ENDPOINTS, endpoints } from "@/lib/contract/endpoints";
import { pageQuerySchema, pageSchema } from "@/lib/contract/paging";
import { findNullCharacter, NULL_CHARACTER_MESSAGE, safeString } from "@/lib/contract/strings";
import { zodFieldErrors } from "@/lib/contract/field-errors";
import { CAPABILITIES } from "@/lib/roles";

describe("endpoint descriptors", () => {
  it("paths: params filled and encoded as one segment, missing ones refused", () => {
    expect(buildPath("accounts/:id/update_customer_email", { id: 12 })).toBe("accounts/12/update_customer_email");
    expect(buildPath("claims/:claimId/", { claimId: "a/b?c" })).toBe("claims/a%2Fb%3Fc/");
    expect(() => buildPath("accounts/:id", {})).toThrow(/Missing path parameter :id/);
    expect(() => buildPath("accounts/:id", { id: "" })).toThrow();
    expect(pathParamNames("accounts/:customerId/orders/:orderId/")).toEqual(["customerId", "orderId"]);
    expect(routePath("payment_methods/")).toBe("/payment_methods");
    expect(routeKey("put", "accounts/:id/x/")).toBe("PUT accounts/:/x");
    expect(() => endpoint({ method: "GET", path: "/absolute", capability: "customerLookup", response: z.unknown() })).toThrow(/relative/);
  });

  it("the input and the answer are typed by the descriptor", () => {
    expectTypeOf<CallInput<typeof endpoints.updateCustomerEmail>>().toEqualTypeOf<
      { params: { id: string | number } } & { body: { new_email: string } } & { query?: undefined }
    >();
    expectTypeOf<ResponseOf<typeof endpoints.getAccount>["orders"]["upcoming"][number]["id"]>().toEqualTypeOf<string>();
  });

  it("the registry is well formed: relative paths, known capabilities, one descriptor per method and path", () => {
    const seen = new Set<string>();
    for (const e of ALL_ENDPOINTS) {
      expect(e.path.startsWith("/")).toBe(false);
      expect(Object.keys(CAPABILITIES)).toContain(e.capability);
      const key = routeKey(e.method, e.path);
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      if (e.method === "GET") expect(e.body, `${key} has a body`).toBeUndefined();
    }
  });
});

describe("paging envelope", () => {
  it("one generic schema for every list", () => {
    const schema = pageSchema(z.object({ id: z.number() }));
    expect(schema.parse({ next: null, previous: "http://x/?page=1", count: 11, results: [{ id: 1, extra: 1 }] })).toEqual({
      next: null,
      previous: "http://x/?page=1",
      count: 11,
      results: [{ id: 1 }],
    });
    expect(schema.safeParse({ count: 1, results: [] }).success).toBe(false);
    expect(pageQuerySchema.parse({})).toEqual({ page: 1 });
    expect(pageQuerySchema.parse({ page: "" })).toEqual({ page: 1 });
    expect(pageQuerySchema.parse({ page: "3" })).toEqual({ page: 3 });
    expect(zodFieldErrors(pageQuerySchema.safeParse({ page: "0" }).error!)).toEqual({ page: ["Invalid page."] });
  });
});

describe("NUL characters", () => {
  it("the shared string helper refuses them with a field message", () => {
    const schema = z.object({ name: safeString().trim().min(1) });
    expect(zodFieldErrors(schema.safeParse({ name: "a\u0000b" }).error!)).toEqual({ name: [NULL_CHARACTER_MESSAGE] });
    expect(schema.parse({ name: " ok " })).toEqual({ name: "ok" });
  });

  it("the contract's schemas refuse them: customer search, emails, discount order ids, staff search", () => {
    const fails = (schema: z.ZodType, value: unknown) => zodFieldErrors(schema.safeParse(value).error!);
    expect(fails(endpoints.searchCustomers.body, { last_name: "Doe\u0000" })).toEqual({ last_name: [NULL_CHARACTER_MESSAGE] });
    expect(fails(endpoints.updateCustomerEmail.body, { new_email: "a\u0000@b.co" }).new_email).toContain(NULL_CHARACTER_MESSAGE);
    expect(fails(endpoints.createExclusiveDiscount.body, { discount_type: "CX_10_PERCENT", order_id: "1\u0000" }).order_id).toBeDefined();
    expect(fails(endpoints.listStaffUsers.query, { search: "x\u0000" })).toEqual({ search: [NULL_CHARACTER_MESSAGE] });
  });

  it("findNullCharacter names the first string (or key) holding one", () => {
    expect(findNullCharacter({ a: "ok", b: [{ c: "x\u0000" }] })).toEqual(["b", 0, "c"]);
    expect(findNullCharacter({ "k\u0000": 1 })).toEqual(["k\u0000"]);
    expect(findNullCharacter({ a: "ok", b: [1, null] })).toBeNull();
  });
});
