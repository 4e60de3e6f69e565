/**
 * The session cookie's name (server/bff/session/session.ts `sessionCookieOf`, lib/contract/session.ts
 * `sessionCookieName`): `__Host-bark_session` where the cookie is Secure (every environment but
 * local: https), so a sibling host can neither plant nor overwrite it; the bare `bark_session` on
 * local's plain http, where browsers would refuse a `__Host-` cookie (it must be Secure).
 */
import { describe, expect, it } from "vitest";
import { SECURE_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME, sessionCookieName } from "@/lib/contract/session";
import { sessionCookieOf, sessionOptions } from "@/server/bff/session/session";
import { ENVIRONMENTS } from "@/lib/environment";
import { testConfig } from "../support/bff";

describe("the session cookie's name", () => {
  it("is __Host-bark_session exactly when the cookie is Secure", () => {
    expect(SESSION_COOKIE_NAME).toBe("bark_session");
    expect(SECURE_SESSION_COOKIE_NAME).toBe("__Host-bark_session");
    expect(sessionCookieName(true)).toBe("__Host-bark_session");
    expect(sessionCookieName(false)).toBe("bark_session");
  });

  it("local (plain http) and a host of no environment keep bark_session, not Secure; every other environment uses __Host- and Secure", () => {
    expect(sessionCookieOf("local")).toEqual({ name: "bark_session", secure: false });
    expect(sessionCookieOf(null)).toEqual({ name: "bark_session", secure: false });
    for (const env of ENVIRONMENTS.filter((e) => e !== "local")) expect(sessionCookieOf(env), env).toEqual({ name: "__Host-bark_session", secure: true });
  });

  it("iron-session gets a name the browser accepts: a __Host- cookie is Secure, Path=/ and has no Domain", () => {
    const config = testConfig("http://127.0.0.1:9");
    for (const env of [...ENVIRONMENTS, null]) {
      const { cookieName, cookieOptions } = sessionOptions(env, config);
      if (cookieName.startsWith("__Host-")) {
        expect(cookieOptions?.secure, String(env)).toBe(true);
        expect(cookieOptions?.path, String(env)).toBe("/");
        expect(cookieOptions?.domain, String(env)).toBeUndefined();
      } else expect(env === null || env === "local", String(env)).toBe(true);
    }
  });
});
