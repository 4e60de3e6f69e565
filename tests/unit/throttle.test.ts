import { afterEach, describe, expect, it, vi } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/server/bff/proxy/http-hardening";
import { clientAddress, createThrottle, signInThrottleKeys } from "@/server/bff/store/throttle";

afterEach(() => {
  vi.useRealTimers();
});

describe("sign-in throttle (rate-limiter-flexible, memory back end)", () => {
  it("allows 10 failures per key in the window, then refuses until the window ends", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2026-03-02T15:00:00Z").getTime();
    vi.setSystemTime(start);
    const th = createThrottle({ limit: 10, windowMs: 15 * 60_000 });
    const keys = ["email:a@x", "addr:1.2.3.4"];
    // Each attempt not taken back is a failure.
    for (let i = 0; i < 10; i++) {
      expect((await th.attempt(keys)).allowed).toBe(true);
      vi.setSystemTime(start + (i + 1) * 1000);
    }
    const refused = await th.attempt(keys);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
    // Another email from the same address is refused too (per address).
    expect((await th.attempt(["email:b@x", "addr:1.2.3.4"])).allowed).toBe(false);
    // The same email from another address is refused too (per email).
    expect((await th.attempt(["email:a@x", "addr:5.6.7.8"])).allowed).toBe(false);
    vi.setSystemTime(start + 15 * 60_000 + 500); // the window that began with the first failure is over
    expect((await th.attempt(keys)).allowed).toBe(true);
  });

  it("attempt reserves atomically: of 40 attempts sent at once with a limit of 10, exactly 10 pass (was: check-then-fail let all 40 through)", async () => {
    const th = createThrottle({ limit: 10, windowMs: 60_000 });
    const gates = await Promise.all(Array.from({ length: 40 }, () => th.attempt(["email:a", "addr:1"])));
    expect(gates.filter((g) => g.allowed)).toHaveLength(10);
    const refused = gates.find((g) => !g.allowed);
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("release takes a reserved attempt back; a refusal on one key takes back the others' reservations", async () => {
    const th = createThrottle({ limit: 2, windowMs: 60_000 });
    expect((await th.attempt(["email:a"])).allowed).toBe(true);
    expect((await th.attempt(["email:a"])).allowed).toBe(true);
    expect((await th.attempt(["email:a"])).allowed).toBe(false);
    await th.reset("email:a");
    // Right passwords (released) never lock anyone out.
    for (let i = 0; i < 5; i++) {
      expect((await th.attempt(["email:a"])).allowed).toBe(true);
      await th.release(["email:a"]);
    }
    // addr:2 is full: the attempt is refused, and email:b's reservation is taken back.
    await th.attempt(["addr:2"]);
    await th.attempt(["addr:2"]);
    expect((await th.attempt(["email:b", "addr:2"])).allowed).toBe(false);
    expect((await th.attempt(["email:b"])).allowed).toBe(true);
    expect((await th.attempt(["email:b"])).allowed).toBe(true);
    expect((await th.attempt(["email:b"])).allowed).toBe(false);
  });

  it("reset forgets a key", async () => {
    const th = createThrottle({ limit: 2, windowMs: 60_000 });
    await th.attempt(["email:a"]);
    await th.attempt(["email:a"]);
    expect((await th.attempt(["email:a"])).allowed).toBe(false);
    await th.reset("email:a");
    expect((await th.attempt(["email:a"])).allowed).toBe(true);
  });
});

describe("the client address of a sign-in", () => {
  const req = (xff?: string) => new Request("http://localhost/api/auth/login", { headers: xff ? { "x-forwarded-for": xff } : {} });

  it("with no trusted proxy: the connection's address the request hook stamped; X-Forwarded-For is ignored", () => {
    const stamped = (xff?: string) =>
      new Request("http://localhost/api/auth/login", { headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.7", ...(xff ? { "x-forwarded-for": xff } : {}) } });
    expect(clientAddress(stamped(), 0)).toBe("198.51.100.7");
    expect(clientAddress(stamped("6.6.6.6, 10.0.0.1"), 0)).toBe("198.51.100.7");
    expect(signInThrottleKeys(" Team+Bark@Example.com ", stamped("6.6.6.6"), 0)).toEqual(["email:team+bark@example.com", "addr:198.51.100.7"]);
    // No hook ran (a handler called outside the app's server): only the per-email key.
    expect(clientAddress(req("6.6.6.6, 10.0.0.1"), 0)).toBeNull();
    expect(signInThrottleKeys(" Team+Bark@Example.com ", req("6.6.6.6"), 0)).toEqual(["email:team+bark@example.com"]);
  });

  it("with trusted hops, the stamped header is not the client (it is our proxy): X-Forwarded-For decides", () => {
    const viaProxy = new Request("http://localhost/api/auth/login", { headers: { [CLIENT_ADDRESS_HEADER]: "10.0.0.1", "x-forwarded-for": "6.6.6.6, 203.0.113.9" } });
    expect(clientAddress(viaProxy, 1)).toBe("203.0.113.9");
  });

  it("with N trusted hops, the Nth entry from the right (what our outermost proxy saw)", () => {
    expect(clientAddress(req("6.6.6.6, 203.0.113.9"), 1)).toBe("203.0.113.9");
    expect(clientAddress(req("6.6.6.6, 203.0.113.9, 10.0.0.1"), 2)).toBe("203.0.113.9");
    // Entries the client wrote on the left change nothing.
    expect(clientAddress(req("1.1.1.1, 2.2.2.2, 203.0.113.9, 10.0.0.1"), 2)).toBe("203.0.113.9");
    expect(signInThrottleKeys("a@x", req("6.6.6.6, 203.0.113.9"), 1)).toEqual(["email:a@x", "addr:203.0.113.9"]);
  });

  it("fewer entries than trusted hops (the request did not pass our proxies): one shared 'unverified' key", () => {
    expect(clientAddress(req(), 1)).toBe("unverified");
    expect(clientAddress(req("203.0.113.9"), 2)).toBe("unverified");
  });
});
