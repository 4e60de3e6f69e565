import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { NO_CONTENT_CSP, STATIC_SECURITY_HEADERS } from "@/lib/security-headers.mjs";
import { CLIENT_ADDRESS_HEADER, earlyAnswer, hasBadPercentEncoding, installHttpHardening } from "@/server/bff/proxy/http-hardening";

describe("requests refused before Next (server/bff/proxy/http-hardening.ts)", () => {
  it("bad percent encoding in the path", () => {
    expect(hasBadPercentEncoding("/api/upstream/%ZZ")).toBe(true);
    expect(hasBadPercentEncoding("/customer-lookup/%E0%A4%A")).toBe(true);
    expect(hasBadPercentEncoding("/customer-lookup/%")).toBe(true);
    expect(hasBadPercentEncoding("/customer-lookup/42__Zo%C3%AB")).toBe(false);
    expect(hasBadPercentEncoding("/customer-lookup?q=%ZZ")).toBe(false);
  });

  it("answers: 405 with Allow for any method outside the app's (TRACE, TRACK, PROPFIND…), 400 for a bad /api path, JSON under /api, nothing otherwise", () => {
    const trace = earlyAnswer("TRACE", "/api/upstream/bark_user")!;
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toContain("GET");
    expect(JSON.parse(trace.body)).toEqual({ detail: 'Method "TRACE" not allowed.' });
    const bad = earlyAnswer("GET", "/api/upstream/%ZZ")!;
    expect(bad.status).toBe(400);
    expect(bad.headers["content-type"]).toBe("application/json");
    expect(bad.headers["x-content-type-options"]).toBe("nosniff");
    // A page path with bad encoding is left to proxy.ts (the 404 page).
    expect(earlyAnswer("GET", "/customer-lookup/%ZZ")).toBeNull();
    expect(earlyAnswer("TRACE", "/customer-lookup/%ZZ")!.status).toBe(405);
    expect(earlyAnswer("track", "/")!.status).toBe(405);
    expect(earlyAnswer("GET", "/customer-lookup/42__Jane_Doe")).toBeNull();
    expect(earlyAnswer("PROPFIND", "/api/upstream/x")!.status).toBe(405);
    for (const m of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) expect(earlyAnswer(m, "/api/upstream/x")).toBeNull();
  });

  it("early answers carry the app's security headers (the one list) and the CSP of a non-page answer", () => {
    for (const early of [earlyAnswer("TRACE", "/api/upstream/x")!, earlyAnswer("GET", "/api/upstream/%ZZ")!, earlyAnswer("PROPFIND", "/customer-lookup")!]) {
      for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) expect(early.headers[name], name).toBe(value);
      expect(early.headers["content-security-policy"]).toBe(NO_CONTENT_CSP);
      expect(early.headers["cache-control"]).toBe("no-store");
    }
  });

  it("installed, it stamps every request with the connection's address, whatever the client sent under that name", async () => {
    installHttpHardening();
    const seen: { header: unknown; raw: string[] }[] = [];
    const server = http.createServer((req, res) => {
      seen.push({ header: req.headers[CLIENT_ADDRESS_HEADER], raw: req.rawHeaders.filter((_, i) => i % 2 === 1 && req.rawHeaders[i - 1]!.toLowerCase() === CLIENT_ADDRESS_HEADER) });
      res.end("next");
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    const send = (headers: http.OutgoingHttpHeaders) =>
      new Promise<void>((resolve, reject) => {
        const req = http.request({ host: "127.0.0.1", port, path: "/api/auth/login", method: "POST", headers }, (res) => {
          res.resume();
          res.on("end", resolve);
        });
        req.on("error", reject);
        req.end();
      });
    try {
      await send({ [CLIENT_ADDRESS_HEADER]: "6.6.6.6" });
      await send({ [CLIENT_ADDRESS_HEADER]: ["6.6.6.6", "7.7.7.7"], "X-Bark-Client-Address": "8.8.8.8" });
      await send({});
      for (const s of seen) expect(s).toEqual({ header: "127.0.0.1", raw: ["127.0.0.1"] });
      expect(seen).toHaveLength(3);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it("installed, it answers before the server's own listener", async () => {
    installHttpHardening();
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.end("next");
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    const send = (method: string, path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({ host: "127.0.0.1", port, method, path }, (res) => {
          let body = "";
          res.on("data", (c) => (body += c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on("error", reject);
        req.end();
      });
    try {
      expect((await send("TRACE", "/api/upstream/bark_user")).status).toBe(405);
      expect((await send("GET", "/api/upstream/%ZZ")).status).toBe(400);
      expect(await send("GET", "/login")).toEqual({ status: 200, body: "next" });
      expect(seen).toEqual(["GET /login"]);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
