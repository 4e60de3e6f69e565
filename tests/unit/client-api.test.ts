import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, answersNow, callApi, callApiOnce, errorToastText, mayHaveGoneThrough, GENERIC_ERROR_TEXT, isDailyLoginExpired, serverMessage, UNEXPECTED_ANSWER, upstreamUrl } from "@/lib/client/api";
import { serverSentence, UPSTREAM_UNREACHABLE, UPSTREAM_UNREACHABLE_TEXT } from "@/lib/error-text";
import { endpoints } from "@/lib/contract/endpoints";
import { customerCalls, recipeCalls } from "@/lib/client/endpoints";
import { formatBuildDate, formatBuildVersion } from "@/lib/build-info";
import { SESSION_ENDED } from "@/lib/contract/session-answers";

describe("upstreamUrl", () => {
  it("prefixes the BFF proxy and drops leading slashes", () => {
    expect(upstreamUrl("accounts/12")).toBe("/api/upstream/accounts/12");
    expect(upstreamUrl("/accounts/12/")).toBe("/api/upstream/accounts/12/");
  });
  it("adds the query, skipping undefined and empty values", () => {
    expect(upstreamUrl("accounts", { search: "a b&c", page: 2, email: undefined, phone: "" })).toBe("/api/upstream/accounts?search=a+b%26c&page=2");
  });
});

describe("errorToastText", () => {
  it('is "Error: " + the answer\'s data read as the server\'s sentence when the answer had data', () => {
    expect(errorToastText(new ApiRequestError(400, { email: ["This field is required."] }))).toBe("Error: This field is required.");
    expect(errorToastText(new ApiRequestError(404, { detail: "Not found." }))).toBe("Error: Not found.");
    expect(errorToastText(new ApiRequestError(500, "boom"))).toBe("Error: boom");
  });
  it("is the generic text, never the serialized data, when the data holds no message (issue 21)", () => {
    expect(errorToastText(new ApiRequestError(400, { count: 3 }))).toBe(GENERIC_ERROR_TEXT);
  });
  it("never shows raw JSON or markup, whatever the answer's shape (issue 21)", () => {
    const shapes: unknown[] = [
      { code: ["A discount with this code already exists."] },
      { detail: "Not found." },
      { non_field_errors: ["Enter at least one search field."] },
      { items: [{}, { sku: ["No item with sku B exists."] }] },
      { order_product_refunds: { 0: { amount: ["Ensure this value is at most 10."] } } },
      "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>",
      '{"code":["raw"]}',
      {},
      [],
      "",
      undefined,
      { count: 3, flags: [true] },
    ];
    for (const data of shapes) {
      const text = errorToastText(new ApiRequestError(400, data));
      expect(text).not.toContain('{"');
      expect(text).not.toContain('["');
      expect(text).not.toMatch(/<[a-z!]/i);
    }
    expect(errorToastText(new ApiRequestError(400, { code: ["A discount with this code already exists."] }))).toBe("Error: A discount with this code already exists.");
    expect(errorToastText(new ApiRequestError(502, "<html><body>Bad Gateway</body></html>"))).toBe(GENERIC_ERROR_TEXT);
  });
  it('never reads "Error: Error: …"', () => {
    expect(errorToastText(new ApiRequestError(400, { detail: "Error: Error: the card was declined" }))).toBe("Error: the card was declined");
    expect(errorToastText(new ApiRequestError(400, "error: boom"))).toBe("Error: boom");
  });
  it("is the generic text when the answer had no data or the call never got one", () => {
    expect(errorToastText(new ApiRequestError(502, undefined))).toBe(GENERIC_ERROR_TEXT);
    expect(errorToastText(new ApiRequestError(500, "   "))).toBe(GENERIC_ERROR_TEXT);
    expect(errorToastText(new TypeError("Failed to fetch"))).toBe("Unable to perform the requested operation");
    expect(errorToastText(undefined)).toBe(GENERIC_ERROR_TEXT);
  });
});

describe("isDailyLoginExpired", () => {
  it("recognises only the BFF's 401 with the daily code", () => {
    expect(isDailyLoginExpired(401, { code: "daily_login_expired" })).toBe(true);
    expect(isDailyLoginExpired(401, { detail: "Invalid token." })).toBe(false);
    expect(isDailyLoginExpired(403, { code: "daily_login_expired" })).toBe(false);
    expect(isDailyLoginExpired(401, "daily_login_expired")).toBe(false);
  });
});

describe("callApi failures", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("treats an empty error body as no data", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(null, { status: 502 })));
    const error = await callApi(endpoints.listStaffUsers, { query: { page: 1 } }).catch((e: unknown) => e);
    expect(errorToastText(error)).toBe(GENERIC_ERROR_TEXT);
  });
});

describe("build info formatting", () => {
  it("formats the build date in UTC and tolerates a missing one", () => {
    expect(formatBuildDate("2026-11-22T04:10:33.000Z")).toBe("2026-11-22 04:10 UTC");
    expect(formatBuildDate("")).toBe("unknown");
    expect(formatBuildDate("not a date")).toBe("unknown");
  });
  it("adds the short commit to the version when known", () => {
    expect(formatBuildVersion({ version: "0.1.0", commit: "abcdef1234567", date: "" })).toBe("0.1.0 (abcdef1)");
    expect(formatBuildVersion({ version: "0.1.0", commit: "unknown", date: "" })).toBe("0.1.0");
  });
});

describe("callApi on a 401", () => {
  const location = { pathname: "/customer-lookup", search: "?email=a%40b.c", assign: vi.fn() };

  async function freshModule() {
    vi.resetModules();
    return import("@/lib/client/api");
  }

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    location.assign.mockReset();
  });

  it("daily_login_expired: goes to /login only after 3000 ms", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("window", { location, setTimeout: globalThis.setTimeout });
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ detail: "Daily login expired", code: "daily_login_expired" }, { status: 401 })));
    const api = await freshModule();
    const error = await api.callApi(endpoints.listStaffUsers, { query: { page: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(api.ApiRequestError);
    expect((error as InstanceType<typeof api.ApiRequestError>).status).toBe(401);
    vi.advanceTimersByTime(2999);
    expect(location.assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(location.assign).toHaveBeenCalledWith("/login");
  });

  it("fetchAppRoute (the app's own routes): the href as given, its 2xx unread; a failure is an ApiRequestError with its data; its 401 is onUnauthorized's as callApi's", async () => {
    vi.stubGlobal("window", { location, setTimeout: globalThis.setTimeout });
    const answers = [Response.json({ entries: [] }), Response.json({ detail: "No." }, { status: 403 }), Response.json(SESSION_ENDED, { status: 401 })];
    const fetchMock = vi.fn(async () => answers.shift()!);
    vi.stubGlobal("fetch", fetchMock);
    const api = await freshModule();
    expect(await (await api.fetchAppRoute("/api/timeline/7__Ann_Lee?offset=25")).json()).toEqual({ entries: [] });
    expect(fetchMock.mock.calls[0]).toEqual(["/api/timeline/7__Ann_Lee?offset=25", expect.objectContaining({ method: "GET" })]);
    expect(await api.fetchAppRoute("/api/exports/items").catch((e: unknown) => e)).toMatchObject({ status: 403, data: { detail: "No." } });
    expect(location.assign).not.toHaveBeenCalled();
    const gone = await api.fetchAppRoute("/api/exports/items").catch((e: unknown) => e);
    expect(api.isUnauthorizedError(gone)).toBe(true);
    expect(location.assign).toHaveBeenCalledWith("/login?next=%2Fcustomer-lookup%3Femail%3Da%2540b.c&session=ended");
  });

  it("any other 401 (session gone): /login at once, keeping the page as next", async () => {
    vi.stubGlobal("window", { location, setTimeout: globalThis.setTimeout });
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ detail: "Authentication credentials were not provided." }, { status: 401 })));
    const api = await freshModule();
    await api.callApi(endpoints.listStaffUsers, { query: { page: 1 } }).catch(() => undefined);
    expect(location.assign).toHaveBeenCalledWith("/login?next=%2Fcustomer-lookup%3Femail%3Da%2540b.c");
  });

  it("a session the upstream refused (session_ended): /login at once, saying so (session=ended), keeping the page as next", async () => {
    vi.stubGlobal("window", { location, setTimeout: globalThis.setTimeout });
    vi.stubGlobal("fetch", vi.fn(async () => Response.json(SESSION_ENDED, { status: 401 })));
    const api = await freshModule();
    await api.callApi(endpoints.listStaffUsers, { query: { page: 1 } }).catch(() => undefined);
    expect(location.assign).toHaveBeenCalledWith("/login?next=%2Fcustomer-lookup%3Femail%3Da%2540b.c&session=ended");
  });

  it("a write's 401 (a Save after the session ended) keeps the page: the session-ended notice gets /login?next=…&session=ended; no error toast", async () => {
    vi.stubGlobal("window", { location, setTimeout: globalThis.setTimeout });
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ detail: "Authentication credentials were not provided." }, { status: 401 })));
    const api = await freshModule();
    const { onSessionEnded } = await import("@/lib/client/session-ended");
    const shown: string[] = [];
    const stop = onSessionEnded((href) => shown.push(href));
    const save = () => api.callApi(endpoints.updateCustomerEmail, { params: { id: 7 }, body: { new_email: "b@example.com" } }).catch((e: unknown) => e);
    const error = await save();
    expect((error as InstanceType<typeof api.ApiRequestError>).status).toBe(401);
    expect(api.errorToastText(error)).toBe("Error: Authentication credentials were not provided.");
    // Every refused Save says so again (the notice was closed, the user pressed Save before signing in).
    await save();
    expect(shown).toEqual(Array(2).fill("/login?next=%2Fcustomer-lookup%3Femail%3Da%2540b.c&session=ended"));
    expect(location.assign).not.toHaveBeenCalled();
    stop();
    // With no notice mounted (no signed-in layout), it goes to /login as before.
    await save();
    expect(location.assign).toHaveBeenCalledWith("/login?next=%2Fcustomer-lookup%3Femail%3Da%2540b.c");
  });

  it("the daily expiry of a write still goes to /login after 3000 ms (spec), notice or not", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("window", { location, setTimeout: globalThis.setTimeout });
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ detail: "Daily login expired", code: "daily_login_expired" }, { status: 401 })));
    const api = await freshModule();
    const { onSessionEnded } = await import("@/lib/client/session-ended");
    const shown = vi.fn();
    onSessionEnded(shown);
    await api.callApi(endpoints.updateCustomerEmail, { params: { id: 7 }, body: { new_email: "b@example.com" } }).catch(() => undefined);
    vi.advanceTimersByTime(3000);
    expect(location.assign).toHaveBeenCalledWith("/login");
    expect(shown).not.toHaveBeenCalled();
  });

  it("a 403 does not navigate", async () => {
    vi.stubGlobal("window", { location, setTimeout: globalThis.setTimeout });
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ detail: "You do not have permission to perform this action." }, { status: 403 })));
    const api = await freshModule();
    const error = await api.callApi(endpoints.listStaffUsers, { query: { page: 1 } }).catch((e: unknown) => e);
    expect(api.errorToastText(error)).toBe("Error: You do not have permission to perform this action.");
    expect(location.assign).not.toHaveBeenCalled();
  });
});

describe("callApi (typed calls of the endpoint descriptors)", () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = (status: number, data: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } }));

  it("takes method and path from the descriptor, fills and encodes the params, sends the body and answers the parsed data", async () => {
    const fetchMock = answer(200, { id: 7, email: "new@example.com", extra: "dropped" });
    vi.stubGlobal("fetch", fetchMock);
    const result = await callApi(endpoints.updateCustomerEmail, { params: { id: 7 }, body: { new_email: "new@example.com" } });
    expect(result).toEqual({ id: 7, email: "new@example.com" });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/upstream/accounts/7/update_customer_email");
    expect(init.method).toBe("PUT");
    expect(init.body).toBe('{"new_email":"new@example.com"}');
  });

  it("callApiOnce: the same request keeps its Idempotency-Key until it succeeds (also from a form opened again); then, or for another request, a new key (issue 23)", async () => {
    const replacement = (quantity: number) => ({
      query: {},
      body: { account: 7, order_type: "REPLACEMENT" as const, replacement_parent_order: "100", order_products: [{ product_code: "CLIP", quantity, replacement_parent_order_product: 11 }] },
    });
    const placed = { id: "900000001", order_type: "REPLACEMENT", order_products: [], subtotal_price: 0, total_discounts: 0, total_tax: 0, total_price: 0, discount_codes: [], charge: null, fulfillment_ids: [] };
    const statuses = [504, 201, 201, 201];
    const fetchMock = vi.fn(async () => {
      const status = statuses.shift()!;
      return new Response(JSON.stringify(status === 504 ? { detail: "The back-office service did not answer in time." } : placed), { status, headers: { "content-type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetchMock);
    const keys = () => (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([, init]) => (init.headers as Record<string, string>)["Idempotency-Key"]);
    const timedOut = await callApiOnce(endpoints.createOrder, replacement(1)).catch((e: unknown) => e);
    expect(mayHaveGoneThrough(timedOut)).toBe(true);
    await callApiOnce(endpoints.createOrder, replacement(1));
    await callApiOnce(endpoints.createOrder, replacement(1));
    await callApiOnce(endpoints.createOrder, replacement(2));
    const [first, retry, again, other] = keys();
    expect(first).toMatch(/^[\x21-\x7e]{1,180}$/);
    expect(retry).toBe(first);
    expect(again).not.toBe(first);
    expect(other).not.toBe(again);
    expect(mayHaveGoneThrough(new ApiRequestError(400, { detail: "No." }))).toBe(false);
  });

  it("mayHaveGoneThrough: a timeout or a 502 of an upstream that answered may have placed it; 'could not be reached' and a 503 did not", () => {
    expect(mayHaveGoneThrough(new ApiRequestError(504, { detail: "The back-office service did not answer in time." }))).toBe(true);
    expect(mayHaveGoneThrough(new ApiRequestError(502, { detail: "The back-office service failed to answer the request." }))).toBe(true);
    expect(mayHaveGoneThrough(new ApiRequestError(502, UNEXPECTED_ANSWER))).toBe(true);
    expect(mayHaveGoneThrough(new ApiRequestError(502, undefined))).toBe(true);
    expect(mayHaveGoneThrough(new ApiRequestError(502, UPSTREAM_UNREACHABLE))).toBe(false);
    // Read by its code, not its sentence: the same words without the BFF's code (another 502) may have gone through.
    expect(mayHaveGoneThrough(new ApiRequestError(502, { detail: UPSTREAM_UNREACHABLE_TEXT }))).toBe(true);
    expect(mayHaveGoneThrough(new ApiRequestError(503, { detail: "This environment's back-office service is not configured." }))).toBe(false);
  });

  it("answersNow: a GET through the proxy, true on a 2xx; any failure (a 401, a 502, no network) is false and leaves the page", async () => {
    const assign = vi.fn();
    vi.stubGlobal("window", { location: { assign, pathname: "/customer-lookup/7__Jane_Doe", search: "" }, setTimeout: globalThis.setTimeout });
    const statuses: (number | Error)[] = [200, 401, 502, new TypeError("Failed to fetch")];
    const fetchMock = vi.fn(async () => {
      const next = statuses.shift()!;
      if (next instanceof Error) throw next;
      return Response.json(next === 200 ? ["U-B"] : { detail: "x" }, { status: next });
    });
    vi.stubGlobal("fetch", fetchMock);
    expect(await answersNow(recipeCalls.listRecipeIds)).toBe(true);
    expect(await answersNow(recipeCalls.listRecipeIds)).toBe(false);
    expect(await answersNow(recipeCalls.listRecipeIds)).toBe(false);
    expect(await answersNow(recipeCalls.listRecipeIds)).toBe(false);
    expect(fetchMock.mock.calls[0]).toEqual(["/api/upstream/recipes/ids", expect.objectContaining({ method: "GET" })]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("answersNow: the method and the path are the descriptor's (a path it cannot fill is false, asked of no one)", async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    // Not a GET written in: whatever the descriptor says (a POST here only to tell the two apart).
    expect(await answersNow({ ...endpoints.listRecipeIds, method: "POST" })).toBe(true);
    expect(fetchMock.mock.calls[0]).toEqual(["/api/upstream/recipes/ids", expect.objectContaining({ method: "POST" })]);
    expect(await answersNow({ ...endpoints.listRecipeIds, path: "recipes/:id" })).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends the descriptor's query (and keeps its trailing slash)", async () => {
    const fetchMock = answer(200, { redirect_to: "https://portal.example/?token=x", expires_at: "2026-01-01T00:00:00.000Z" });
    vi.stubGlobal("fetch", fetchMock);
    await callApi(endpoints.impersonate, { query: { account_id: 12 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/upstream/impersonate/?account_id=12");
    expect(init.method).toBe("GET");
    expect(init.body).toBeUndefined();
  });

  it("an answer that does not match the response schema fails like an upstream error (502, generic detail)", async () => {
    vi.stubGlobal("fetch", answer(200, { id: "seven" }));
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = await callApi(endpoints.updateCustomerEmail, { params: { id: 7 }, body: { new_email: "a@b.co" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(502);
    expect((error as ApiRequestError).data).toEqual(UNEXPECTED_ANSWER);
    spy.mockRestore();
  });

  it("a lazy descriptor (lib/client/endpoints.ts) loads its contract group at the call and behaves like the descriptor itself (issue 23)", async () => {
    const loaded = await customerCalls.updateCustomerEmail.load();
    expect({ method: loaded.method, path: loaded.path, capability: loaded.capability }).toEqual({
      method: endpoints.updateCustomerEmail.method,
      path: endpoints.updateCustomerEmail.path,
      capability: endpoints.updateCustomerEmail.capability,
    });
    expect(customerCalls.updateCustomerEmail).toBe(customerCalls.updateCustomerEmail);
    const fetchMock = answer(200, { id: "seven" });
    vi.stubGlobal("fetch", fetchMock);
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = await callApi(customerCalls.updateCustomerEmail, { params: { id: 7 }, body: { new_email: "a@b.co" } }).catch((e: unknown) => e);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/upstream/accounts/7/update_customer_email");
    expect(init.method).toBe(endpoints.updateCustomerEmail.method);
    // The answer is checked against the loaded descriptor's response schema, as with `endpoints.x`.
    expect((error as ApiRequestError).status).toBe(502);
    spy.mockRestore();
  });

  it("non-2xx → ApiRequestError with the answer's data", async () => {
    vi.stubGlobal("fetch", answer(400, { new_email: ["An account with this email already exists."] }));
    const error = await callApi(endpoints.updateCustomerEmail, { params: { id: 7 }, body: { new_email: "a@b.co" } }).catch((e: unknown) => e);
    expect((error as ApiRequestError).status).toBe(400);
    expect((error as ApiRequestError).data).toEqual({ new_email: ["An account with this email already exists."] });
  });
});

describe("callApiIdempotent (issue 10)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the Idempotency-Key header of an idempotent descriptor and refuses another descriptor", async () => {
    const { callApiIdempotent } = await import("@/lib/client/api");
    const answer = { order_id: "1", total_refunds: 1, refunds: [], order_products: [] };
    const seen: RequestInit[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        seen.push({ ...init, referrer: url });
        return new Response(JSON.stringify(answer), { status: 201, headers: { "content-type": "application/json" } });
      }),
    );
    const body = { account: 1, order_id: "1", order_product_refunds: [{ order_product_id: 2, amount: 1, tax_amount: 0 }] };
    await expect(callApiIdempotent(endpoints.createRefund, "key-123", { body })).resolves.toEqual(answer);
    expect(seen[0]!.referrer).toBe("/api/upstream/refunds");
    expect((seen[0]!.headers as Record<string, string>)["Idempotency-Key"]).toBe("key-123");
    await expect(callApiIdempotent(endpoints.markFulfillmentDeliveryFailed, "k", { body: { fulfillment_id: "1" } })).rejects.toThrow(/not idempotent/);
  });
});

describe("serverSentence and serverMessage (issue 18: the server's own reason)", () => {
  it("reads the detail, else the whole-request messages, then the field messages, each once", () => {
    expect(serverSentence({ detail: "This dog has no active plan to cancel." })).toBe("This dog has no active plan to cancel.");
    expect(serverSentence({ detail: "Token expired.", code: "session_ended" })).toBe("Token expired.");
    expect(serverSentence({ amount: ["Too much."], non_field_errors: ["Enter at least one search field."] })).toBe("Enter at least one search field. Too much.");
    expect(serverSentence({ "pet.name": ["Please enter dog name"], "pet.weight": ["Please enter dog weight"] })).toBe("Please enter dog name Please enter dog weight");
    expect(serverSentence({ order_product_refunds: { 0: { amount: ["Ensure this value is at most 10."] } } })).toBe("Ensure this value is at most 10.");
    expect(serverSentence({ a: ["Same."], b: ["Same."] })).toBe("Same.");
    expect(serverSentence(["Only one."])).toBe("Only one.");
  });
  it("drops any leading 'Error:' and answers null when there is no message", () => {
    expect(serverSentence("Error: Error: boom")).toBe("boom");
    expect(serverSentence({ count: 3 })).toBeNull();
    expect(serverSentence({ detail: "  " })).toBeNull();
    expect(serverSentence(null)).toBeNull();
  });
  it("serverMessage: the sentence of a failed call, else the fallback (the generic text by default)", () => {
    expect(serverMessage(new ApiRequestError(400, { detail: "Nope." }), "Fallback")).toBe("Nope.");
    expect(serverMessage(new ApiRequestError(502, undefined), "Fallback")).toBe("Fallback");
    expect(serverMessage(new TypeError("Failed to fetch"))).toBe(GENERIC_ERROR_TEXT);
    expect(serverMessage(new Error("Error: something"))).toBe(GENERIC_ERROR_TEXT);
  });
});
