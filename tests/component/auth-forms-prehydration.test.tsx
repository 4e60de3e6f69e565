/**
 * The sign-in and set-password forms as the server sends them (the HTML on screen before React
 * hydrates the page: components/ui/deferred.tsx keeps it, and its submit guard is installed by an
 * effect, i.e. only after hydration). A submit before hydration (Enter after a password manager's
 * autofill, a slow or failed script) is the browser's own: the kit's <form> is method="post"
 * (components/ui/form.tsx), so the password never goes into the URL (was: no method, a GET with
 * every named field in the query: access logs, history, Referer); the page proxy sends that POST back
 * to the page by GET (tests/integration/bff-page-proxy.test.ts).
 */
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginForm } from "@/components/auth/login-form";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }), usePathname: () => "/login" }));

afterEach(() => {
  document.body.innerHTML = "";
});

/** The server HTML in the document, and the address the browser's own submission would go to (HTML spec: method GET → action + "?" + the form data). */
function nativeSubmission(html: string, fill: Record<string, string>) {
  document.body.innerHTML = html;
  const form = document.querySelector("form")!;
  for (const [name, value] of Object.entries(fill)) (form.querySelector(`[name="${name}"]`) as HTMLInputElement).value = value;
  const data = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
  return { method: form.method, url: form.method === "get" ? `${form.action}?${data}` : form.action, html: form.outerHTML.slice(0, 200) };
}

describe("server-rendered auth forms submitted before hydration", () => {
  it("/login: the password does not end up in the URL", () => {
    const sent = nativeSubmission(renderToString(<LoginForm next="/" />), { email: "admin+bark@example.com", password: "Hunter2-Correct-Horse" });
    expect(sent.method).toBe("post");
    expect(sent.url).not.toContain("Hunter2-Correct-Horse");
  });

  it("/reset-password/{id}/{key}: the new password does not end up in the URL", () => {
    const sent = nativeSubmission(renderToString(<ResetPasswordForm tokenId="abc" tokenKey="KEY" />), { password: "New-Password-123", password_confirm: "New-Password-123" });
    expect(sent.method).toBe("post");
    expect(sent.url).not.toContain("New-Password-123");
  });
});
