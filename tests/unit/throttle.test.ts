import { describe, expect, it } from "vitest";
import { clientAddress, createThrottle, signInThrottleKeys } from "@/server/throttle";

describe("sign-in throttle", () => {
  it("allows 10 failures per key in the window, then refuses until the oldest leaves it", () => {
    let t = 0;
    const th = createThrottle({ limit: 10, windowMs: 15 * 60_000, now: () => t });
    const keys = ["email:a@x", "addr:1.2.3.4"];
    for (let i = 0; i < 10; i++) {
      expect(th.check(keys).allowed).toBe(true);
      th.fail(keys);
      t += 1000;
    }
    const refused = th.check(keys);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
    // Another email from the same address is refused too (per address).
    expect(th.check(["email:b@x", "addr:1.2.3.4"]).allowed).toBe(false);
    // The same email from another address is refused too (per email).
    expect(th.check(["email:a@x", "addr:5.6.7.8"]).allowed).toBe(false);
    t = 15 * 60_000 + 500; // the first failure (t=0) left the window
    expect(th.check(keys).allowed).toBe(true);
  });

  it("reset forgets a key", () => {
    const th = createThrottle({ limit: 2, windowMs: 60_000 });
    th.fail(["email:a"]);
    th.fail(["email:a"]);
    expect(th.check(["email:a"]).allowed).toBe(false);
    th.reset("email:a");
    expect(th.check(["email:a"]).allowed).toBe(true);
  });

  it("keys by lower-cased email and the right-most forwarded address", () => {
    const req = new Request("http://localhost/api/auth/login", { headers: { "x-forwarded-for": "6.6.6.6, 10.0.0.1" } });
    expect(clientAddress(req)).toBe("10.0.0.1");
    expect(signInThrottleKeys(" Team+Bark@Example.com ", req)).toEqual(["email:team+bark@example.com", "addr:10.0.0.1"]);
    expect(clientAddress(new Request("http://localhost/"))).toBe("unknown");
  });
});
