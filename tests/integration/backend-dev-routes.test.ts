/**
 * The embedded API's /dev routes (issue 7): off unless ENABLE_DEV_ROUTES=true is given; the outbox
 * list never hands out a link (a password-reset link takes the account over); one message's link
 * only with DEV_ROUTES_SECRET configured and sent in X-Dev-Routes-Secret.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBackendConfig } from "@/server/backend/config";
import { listOutboxMessages } from "@/server/backend/queries/auth";
import { DEV_ROUTES_SECRET_HEADER, LINK_WITHHELD } from "@/server/backend/routes/dev";
import { createTestBackend, type TestBackend } from "../support/backend";
import { TEST_DB_DRIVER } from "../support/test-db";
import { authEndpoints } from "@/lib/contract/auth";
import { DEMO } from "../support/demo-staff";

const SECRET = "dev-routes-secret-for-this-test-only-0123456789";
const OPS = DEMO.ops;

describe(`embedded API dev routes (${TEST_DB_DRIVER})`, () => {
  let b: TestBackend;

  beforeAll(async () => {
    b = await createTestBackend({ env: { ENABLE_DEV_ROUTES: "true", DEV_ROUTES_SECRET: SECRET } });
  });
  afterAll(async () => {
    await b?.close();
  });

  it("are off by default: /dev/outbox answers 404", async () => {
    const config = loadBackendConfig({} as NodeJS.ProcessEnv);
    expect(config.ENABLE_DEV_ROUTES).toBe(false);
    const off = await createTestBackend({ seedStaff: false });
    try {
      const res = await off.call("GET", `/dev/outbox?to=${encodeURIComponent(OPS)}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: "Not found." });
      expect((await off.call("GET", "/dev/outbox/1/link", { headers: { [DEV_ROUTES_SECRET_HEADER]: SECRET } })).status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it("stay off with ENABLE_DEV_ROUTES=false and refuse a short secret", () => {
    expect(loadBackendConfig({ ENABLE_DEV_ROUTES: "false" } as Record<string, string> as NodeJS.ProcessEnv).ENABLE_DEV_ROUTES).toBe(false);
    expect(() => loadBackendConfig({ DEV_ROUTES_SECRET: "too-short" } as Record<string, string> as NodeJS.ProcessEnv)).toThrow(/DEV_ROUTES_SECRET/);
  });

  it("GET /dev/outbox lists mail for an address, newest first, with the reset link and its key withheld", async () => {
    for (let i = 0; i < 2; i++) await b.as(null).call(authEndpoints.passwordResetRequest, { body: { email: OPS } });
    const stored = await listOutboxMessages(b.db, { toEmail: OPS, limit: 2 });
    expect(stored).toHaveLength(2);
    const res = await b.call("GET", "/dev/outbox?to=OPS%2Bbark@example.com");
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const m of stored) {
      const key = /\/reset-password\/[^/]+\/([^/\s]+)$/.exec(m.link!)![1]!;
      expect(text).not.toContain(key);
      expect(text).not.toContain(m.link!);
    }
    const results = (JSON.parse(text) as { results: Record<string, unknown>[] }).results;
    expect(results.map((m) => m.id)).toEqual(stored.map((m) => m.id));
    for (const m of results) {
      expect(m).toMatchObject({ to: OPS, subject: "Reset your BARK Back Office password", has_link: true });
      expect(m).not.toHaveProperty("link");
      expect(m.body).toContain(LINK_WITHHELD);
    }
  });

  it("GET /dev/outbox/{id}/link answers the link only to the configured secret", async () => {
    await b.as(null).call(authEndpoints.passwordResetRequest, { body: { email: OPS } });
    const [latest] = await listOutboxMessages(b.db, { toEmail: OPS, limit: 1 });
    const path = `/dev/outbox/${latest!.id}/link`;

    expect((await b.call("GET", path)).status).toBe(403);
    const wrong = await b.call("GET", path, { headers: { [DEV_ROUTES_SECRET_HEADER]: `${SECRET}x` } });
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).not.toContain(latest!.link!);

    const right = await b.call("GET", path, { headers: { [DEV_ROUTES_SECRET_HEADER]: SECRET } });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ id: latest!.id, link: latest!.link });

    const auth = { headers: { [DEV_ROUTES_SECRET_HEADER]: SECRET } };
    expect((await b.call("GET", "/dev/outbox/999999/link", auth)).status).toBe(404);
    expect((await b.call("GET", "/dev/outbox/abc/link", auth)).status).toBe(400);
  });

  it("without DEV_ROUTES_SECRET the link route does not exist, even with dev routes on", async () => {
    const noSecret = await createTestBackend({ env: { ENABLE_DEV_ROUTES: "true" }, seedStaff: false });
    try {
      expect((await noSecret.call("GET", "/dev/outbox")).status).toBe(200);
      expect((await noSecret.call("GET", "/dev/outbox/1/link", { headers: { [DEV_ROUTES_SECRET_HEADER]: SECRET } })).status).toBe(404);
    } finally {
      await noSecret.close();
    }
  });
});
