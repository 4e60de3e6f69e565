/**
 * The one key rule of an `idempotent: true` descriptor (lib/contract/idempotency.ts), held by
 * `register()` for every idempotent descriptor of the registry: a missing or malformed
 * Idempotency-Key is 400 before the handler runs; the same key again replays the first answer; the
 * key is its staff member's own. (The proxy's half: tests/integration/bff-proxy.test.ts.)
 */
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "@/lib/contract/endpoints";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY_REUSED } from "@/lib/contract/idempotency";
import type { AppEnv } from "@/server/backend/http/context";
import { ApiError } from "@/server/backend/http/errors";
import { register } from "@/server/backend/http/register";
import type { Idempotency } from "@/server/backend/queries/idempotency";
import type { StaffUser } from "@/server/backend/queries/staff";
import { endpointPath } from "../support/api-client";
import { createTestBackend, DEMO_PASSWORD, type TestBackend } from "../support/backend";
import { DEMO, demoStaff } from "../support/demo-staff";
import { can, type Capability } from "@/lib/roles";
import { hashPassword } from "@/server/backend/auth/password";
import { insertStaffUser } from "@/server/backend/queries/staff-users";
import { idempotentDescriptors } from "../support/idempotent-samples";

const IDEMPOTENT = idempotentDescriptors();
const BAD_KEYS: [string, Record<string, string>][] = [
  ["no key", {}],
  ["an empty key", { [IDEMPOTENCY_KEY_HEADER]: "" }],
  ["a key of 201 characters", { [IDEMPOTENCY_KEY_HEADER]: "k".repeat(201) }],
  ["a key with a space", { [IDEMPOTENCY_KEY_HEADER]: "two words" }],
  ["a key with a non-ASCII character", { [IDEMPOTENCY_KEY_HEADER]: "clé" }],
];

it("the registry has idempotent descriptors, required and optional (else this file proves nothing)", () => {
  expect(IDEMPOTENT.map((d) => [d.name, d.required])).toEqual(expect.arrayContaining([["createRefund", true], ["createOrder", false]]));
});

describe("register(): the check, for every idempotent descriptor, before its handler", () => {
  const all = demoStaff("all");
  const staff = { email: all.email, firstName: all.firstName, lastName: all.lastName, isActive: true, groups: [all.group] } as unknown as StaffUser;
  const appOf = (endpoint: (typeof IDEMPOTENT)[number]["endpoint"], seen: (Idempotency | undefined)[]) => {
    const app = new Hono<AppEnv>({ strict: false });
    app.use(async (c, next) => {
      c.set("staff", staff);
      await next();
    });
    register(app, endpoint, async ({ idempotency }) => {
      seen.push(idempotency);
      return {} as never;
    });
    app.onError((err, c) => (err instanceof ApiError ? c.json(err.body, err.status) : c.json({ detail: String(err) }, 500)));
    return app;
  };
  const send = (app: Hono<AppEnv>, d: (typeof IDEMPOTENT)[number], headers: Record<string, string>) => {
    const input = d.input as { params?: Record<string, unknown>; body?: unknown; query?: Record<string, unknown> };
    const path = endpointPath(d.endpoint, input.params, input.query).replace(/^\/api/, "");
    return app.request(path, { method: d.endpoint.method, headers: { "content-type": "application/json", ...headers }, body: input.body === undefined ? undefined : JSON.stringify(input.body) });
  };

  for (const d of IDEMPOTENT) {
    // An optional key may be left out (the handler runs with none); sent malformed, it is refused as a required one.
    const refused = d.required ? BAD_KEYS : BAD_KEYS.filter(([what]) => what !== "no key");
    it(`${d.name}: 400 "${IDEMPOTENCY_KEY_REQUIRED}" with a malformed key${d.required ? " or none" : ""}, the handler never called`, async () => {
      const seen: (Idempotency | undefined)[] = [];
      const app = appOf(d.endpoint, seen);
      for (const [what, headers] of refused) {
        const res = await send(app, d, headers);
        expect(res.status, what).toBe(400);
        expect(await res.json(), what).toEqual({ detail: IDEMPOTENCY_KEY_REQUIRED });
      }
      expect(seen).toEqual([]);
      if (!d.required) {
        const res = await send(app, d, {});
        expect(res.status).toBe(d.endpoint.status ?? 200);
        expect(seen).toEqual([undefined]);
      }
    });

    it(`${d.name}: the handler receives the key, scoped to the descriptor and the staff member`, async () => {
      const seen: (Idempotency | undefined)[] = [];
      const app = appOf(d.endpoint, seen);
      const res = await send(app, d, { [IDEMPOTENCY_KEY_HEADER]: "k".repeat(200) });
      expect(res.status).toBe(d.endpoint.status ?? 200);
      expect(seen).toEqual([{ scope: d.endpoint.path, key: "k".repeat(200), staffEmail: staff.email }]);
    });
  }

  it("a descriptor that is not idempotent needs no key and hands none to its handler", async () => {
    const seen: (Idempotency | undefined)[] = [];
    const app = appOf(endpoints.markFulfillmentDeliveryFailed, seen);
    const res = await app.request(endpointPath(endpoints.markFulfillmentDeliveryFailed).replace(/^\/api/, ""), {
      method: endpoints.markFulfillmentDeliveryFailed.method,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ fulfillment_id: "F-1" }),
    });
    expect(res.status).toBe(200);
    expect(seen).toEqual([undefined]);
  });
});

describe("the embedded API: every idempotent descriptor as served", () => {
  let be: TestBackend;
  /** Two staff members who may both make a call: Team Member and Admin, else (a highest-tier call) two All Module Access users. */
  let pairs: { first: string; other: string; may: (capability: Capability) => boolean }[];
  beforeAll(async () => {
    be = await createTestBackend();
    const second = await insertStaffUser(be.db, { email: "all2+bark@example.com", firstName: "Alexa", lastName: "Allaccess", passwordHash: await hashPassword(DEMO_PASSWORD), isActive: true, group: "BarkAllModuleAccess", totpSetupRequired: false, now: new Date() });
    const may = (group: string) => (capability: Capability) => can({ is_active: true, groups: [{ name: group }] }, capability);
    pairs = [
      { first: await be.tokenFor(DEMO.team), other: await be.tokenFor(DEMO.admin), may: (cap) => may("BarkTeamMember")(cap) && may("BarkAdmin")(cap) },
      { first: await be.tokenFor(DEMO.all), other: await be.tokenFor(second.email), may: may("BarkAllModuleAccess") },
    ];
  }, 120_000);
  afterAll(async () => be?.close());

  for (const d of IDEMPOTENT) {
    it(`${d.name}: ${d.required ? "refused without a key (nothing done)" : "run without a key"}, then once per key, replayed, and the key is its staff member's own`, async () => {
      const pair = pairs.find((p) => p.may(d.endpoint.capability as Capability));
      expect(pair, `no demo staff pair may call ${d.name}`).toBeDefined();
      const first = { token: pair!.first };
      const input = await d.prepare(be.db);
      // An optional key's call without one runs on data of its own: a call that may be made once per
      // object (one customer-service code per order) then still succeeds with the key below.
      const noKey = await be.as(first).unchecked(d.endpoint, d.required ? input : await d.prepare(be.db));
      if (d.required) {
        expect(noKey.status).toBe(400);
        expect(await noKey.json()).toEqual({ detail: IDEMPOTENCY_KEY_REQUIRED });
      } else expect(noKey.status, JSON.stringify(await noKey.clone().json())).toBe(d.endpoint.status ?? 200);

      const key = `idempotency-test-${d.name}`;
      const once = await be.as(first).callIdempotent(d.endpoint, key, input);
      const firstBody = await once.json();
      expect(once.status, JSON.stringify(firstBody)).toBe(d.endpoint.status ?? 200);
      const again = await be.as(first).callIdempotent(d.endpoint, key, input);
      expect(again.status).toBe(once.status);
      expect(await again.json()).toEqual(firstBody);

      const other = await be.as({ token: pair!.other }).callIdempotent(d.endpoint, key, input);
      expect(other.status).toBe(400);
      expect(await other.json()).toEqual({ detail: IDEMPOTENCY_KEY_REUSED });
    });
  }
});
