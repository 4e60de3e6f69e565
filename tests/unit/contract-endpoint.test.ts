import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { buildPath, endpoint, pathParamNames, routeKey, routePath, type CallInput, type ResponseOf } from "@/lib/contract/endpoint";
import { ALL_ENDPOINTS, endpoints } from "@/lib/contract/endpoints";
import { ALL_AUTH_ENDPOINTS, authEndpoints } from "@/lib/contract/auth";
import type { AuthCallOptions } from "@/server/bff/upstream/upstream";
import { pageQuerySchema, pageSchema } from "@/lib/contract/paging";
import { CONTROL_CHARACTER_MESSAGE, findUnstorableText, LONE_SURROGATE_MESSAGE, NULL_CHARACTER_MESSAGE, safeString } from "@/lib/contract/strings";
import { withErrorKeys, zodFieldErrors } from "@/lib/contract/field-errors";
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
      { params: { id: string | number } } & { body: { new_email: string; current_email?: string | null | undefined } } & { query?: undefined }
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

describe("auth-base descriptors", () => {
  it("every sign-in call is described: base auth, no capability, the token only where the upstream needs it", () => {
    expect(ALL_AUTH_ENDPOINTS.map((e) => `${e.method} ${e.path} ${e.token}`)).toEqual([
      "POST login none",
      "POST totp/ none",
      "POST password_reset_request none",
      "POST reset_password none",
      "POST logout required",
      "GET session required",
    ]);
    for (const e of ALL_AUTH_ENDPOINTS) {
      expect(e.base).toBe("auth");
      expect(e.capability).toBeNull();
      expect(e.browser).toBeUndefined();
    }
    // API-base descriptors are normalised: base "api", the token always sent.
    for (const e of ALL_ENDPOINTS) expect([e.base, e.token]).toEqual(["api", "required"]);
  });

  it("the access is typed: no capability on the auth base, one required on the API base, the token where required", () => {
    const r = z.unknown();
    // @ts-expect-error an auth-base call belongs to no role
    expect(() => endpoint({ base: "auth", method: "GET", path: "x", capability: "customerLookup", token: "none", response: r })).toThrow(/no capability/);
    // @ts-expect-error an API call names its capability
    expect(() => endpoint({ method: "GET", path: "x", capability: null, response: r })).toThrow(/capability/);
    // @ts-expect-error an auth-base call says whether it sends the token
    expect(() => endpoint({ base: "auth", method: "GET", path: "x", capability: null, response: r })).toThrow(/token/);
    expectTypeOf<AuthCallOptions<typeof authEndpoints.logout>["token"]>().toEqualTypeOf<string>();
    expectTypeOf<AuthCallOptions<typeof authEndpoints.login>["token"]>().toEqualTypeOf<undefined>();
    expectTypeOf<CallInput<typeof authEndpoints.login>["body"]>().toEqualTypeOf<{ email: string; password: string }>();
    expectTypeOf<ResponseOf<typeof authEndpoints.session>["account"]["email"]>().toEqualTypeOf<string>();
  });

  it("the descriptors carry the shared schemas (the forms' and the embedded API's)", () => {
    expect(authEndpoints.login.body.parse({ email: " A@B.co ", password: "x" })).toEqual({ email: "a@b.co", password: "x" });
    expect(authEndpoints.resetPassword.body.safeParse({ password: "a".repeat(10), password_confirm: "b".repeat(10), reset_token_id: "i", reset_token_key: "k" }).success).toBe(false);
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

describe("field-error keys the upstream spells otherwise (withErrorKeys)", () => {
  it("a marked schema answers its keys renamed (bulk_create's numberOfCodes); unmarked schemas as they are", () => {
    const plain = z.object({ number_of_codes: z.number(), prefix: z.string().min(1, "Required.") });
    const marked = withErrorKeys(z.object({ number_of_codes: z.number(), prefix: z.string().min(1, "Required.") }), { number_of_codes: "numberOfCodes" });
    const bad = { number_of_codes: "x", prefix: "" };
    expect(Object.keys(zodFieldErrors(marked.safeParse(bad).error!, marked)).sort()).toEqual(["numberOfCodes", "prefix"]);
    expect(Object.keys(zodFieldErrors(plain.safeParse(bad).error!, plain)).sort()).toEqual(["number_of_codes", "prefix"]);
    const bulk = endpoints.bulkCreateDiscounts.body;
    expect(zodFieldErrors(bulk.safeParse({ prefix: "OK", number_of_codes: 0 }).error!, bulk)).toHaveProperty("numberOfCodes");
  });
});

describe("text the database cannot store: NUL characters and lone surrogates", () => {
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

  it("the shared string helper refuses a lone surrogate (half of a character) and keeps whole ones", () => {
    const schema = z.object({ name: safeString().trim().min(1) });
    for (const broken of ["x\ud800y", "x\udc00", "\ud83d", "a\ude00\ud83d"]) expect(zodFieldErrors(schema.safeParse({ name: broken }).error!), broken).toEqual({ name: [LONE_SURROGATE_MESSAGE] });
    expect(schema.parse({ name: "Rex 🐶 Ünïcødé" })).toEqual({ name: "Rex 🐶 Ünïcødé" });
    // A discount's description and code are checked the same way (lib/discount-rules.ts).
    expect(zodFieldErrors(endpoints.createDiscount.body.safeParse({ code: "OK", description: "a\ud800" }).error!).description).toEqual([LONE_SURROGATE_MESSAGE]);
  });

  it("findUnstorableText names the first string (or key) holding one, with its message", () => {
    expect(findUnstorableText({ a: "ok", b: [{ c: "x\u0000" }] })).toEqual({ path: ["b", 0, "c"], message: NULL_CHARACTER_MESSAGE });
    expect(findUnstorableText({ "k\u0000": 1 })).toEqual({ path: ["k\u0000"], message: NULL_CHARACTER_MESSAGE });
    expect(findUnstorableText({ a: "ok", notes: ["fine", "n\ud800"] })).toEqual({ path: ["notes", 1], message: LONE_SURROGATE_MESSAGE });
    expect(findUnstorableText({ a: "ok 🐶", b: [1, null] })).toBeNull();
  });
});

/** Every string schema reachable from `schema` (through objects, arrays, records, unions, pipes, wrappers). */
function stringsIn(schema: unknown, path: string, out: { path: string; schema: z.ZodType }[], seen = new Set<unknown>()): void {
  if (!schema || typeof schema !== "object" || seen.has(schema)) return;
  seen.add(schema);
  const def = (schema as { _zod?: { def: Record<string, unknown> } })._zod?.def;
  if (!def) return;
  switch (def.type) {
    case "string":
      out.push({ path, schema: schema as z.ZodType });
      return;
    case "object":
      for (const [k, v] of Object.entries(def.shape as Record<string, unknown>)) stringsIn(v, `${path}.${k}`, out, seen);
      return;
    case "array":
      return stringsIn(def.element, `${path}[]`, out, seen);
    case "record":
      stringsIn(def.keyType, `${path}{key}`, out, seen);
      return stringsIn(def.valueType, `${path}{}`, out, seen);
    case "union":
      (def.options as unknown[]).forEach((o) => stringsIn(o, path, out, seen));
      return;
    case "pipe":
      stringsIn(def.in, path, out, seen);
      return stringsIn(def.out, path, out, seen);
    default:
      for (const key of ["innerType", "schema"]) stringsIn(def[key], path, out, seen);
  }
}

describe("text that shows or logs as other text: control characters and text-direction overrides (issue: hostile review, finding 4)", () => {
  const HOSTILE = ["\u0001", "\u0007", "\u0008", "\u000b", "\u000c", "\u001b", "\u001f", "\u007f", "\u0080", "\u0085", "\u009b", "\u009f", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"];
  const LEGITIMATE = [
    "Crème brûlée, Ünïcødé, naïve café",
    "Rex 🐶 and 👩‍👩‍👧 (a joined emoji), 🇨🇦, 👍🏽",
    "Line one\nLine two\r\n\tindented",
    "שלום עולם and مرحبا with marks \u200e\u200f",
    "“Quotes” — dashes – and a non-breaking\u00a0space",
  ];

  it("the shared string helper refuses each one with a field message, and keeps accents, emoji, right-to-left text and multi-line notes", () => {
    const schema = z.object({ note: safeString().trim().min(1) });
    for (const ch of HOSTILE) {
      expect(zodFieldErrors(schema.safeParse({ note: `ok${ch}gnp.exe` }).error!), JSON.stringify(ch)).toEqual({ note: [CONTROL_CHARACTER_MESSAGE] });
    }
    for (const text of LEGITIMATE) expect(schema.parse({ note: text })).toEqual({ note: text.trim() });
    // The NUL and the lone surrogate keep their own messages.
    expect(zodFieldErrors(schema.safeParse({ note: "a\u0000\u001b" }).error!)).toEqual({ note: [NULL_CHARACTER_MESSAGE] });
  });

  it("the free text the review named: a refund reason's note, claim notes, a cancellation's comments, a staff name, the audit's export filters", () => {
    const errorsOf = (schema: z.ZodType, value: unknown) => zodFieldErrors(schema.safeParse(value).error!);
    const refund = (note: string) => ({ account: 1, order_id: "1", order_product_refunds: [{ order_product_id: 1, amount: 1 }], reason: { code: "OTHER", note } });
    expect(errorsOf(endpoints.createRefund.body, refund("ok\u0007\u001b[31m\u202egnp.exe"))).toEqual({ "reason.note": [CONTROL_CHARACTER_MESSAGE] });
    expect(endpoints.createRefund.body.safeParse(refund("Box arrived torn.\nCustomer sent photos 📷")).success).toBe(true);
    expect(errorsOf(endpoints.createClaim.body, { adverse_reaction_additional_notes: "x\u202ey" }).adverse_reaction_additional_notes).toEqual([CONTROL_CHARACTER_MESSAGE]);
    expect(errorsOf(endpoints.createClaim.body, { product_quality_issues: [{ notes: "x\u001by" }] })["product_quality_issues.0.notes"]).toEqual([CONTROL_CHARACTER_MESSAGE]);
    expect(errorsOf(endpoints.cancelPet.body, { account_id: 1, customer_comments: "x\u2066y" }).customer_comments).toEqual([CONTROL_CHARACTER_MESSAGE]);
    expect(errorsOf(endpoints.createStaffUser.body, { first_name: "Ann\u009b", last_name: "Lee", email: "ann+bark@example.com", group_name: "BarkTeamMember" }).first_name).toEqual([CONTROL_CHARACTER_MESSAGE]);
    expect(errorsOf(endpoints.recordExportAudit.body, { export: "items", filters: { search: "x\u001b[2J" } })).toEqual({ "filters.search": [CONTROL_CHARACTER_MESSAGE] });
  });

  /** Secrets compared and never stored as typed, shown or logged: refusing characters there would only lock someone out. */
  const SECRETS = new Set(["POST login body.password", "POST totp/ body.password", "POST reset_password body.password", "POST reset_password body.password_confirm"]);

  it("every string of every request schema (body and query) refuses them, passwords aside", () => {
    const found: { path: string; schema: z.ZodType }[] = [];
    for (const e of [...ALL_ENDPOINTS, ...Object.values(authEndpoints)] as { method: string; path: string; body?: unknown; query?: unknown }[]) {
      stringsIn(e.body, `${e.method} ${e.path} body`, found);
      stringsIn(e.query, `${e.method} ${e.path} query`, found);
    }
    expect(found.length).toBeGreaterThan(100);
    const accepting: string[] = [];
    for (const { path, schema } of found) {
      if (SECRETS.has(path)) continue;
      // A string with a format of its own (an id, a code pattern, a date) refuses plain text anyway: only those that take it are checked.
      const clean = ["ab", "abcdefghijkl"].find((v) => schema.safeParse(v).success);
      if (clean === undefined) continue;
      for (const ch of ["\u001b", "\u0085", "\u202e"]) if (schema.safeParse(`a${ch}${clean.slice(1)}`).success) accepting.push(`${path} ${JSON.stringify(ch)}`);
    }
    expect(accepting).toEqual([]);
  });
});
