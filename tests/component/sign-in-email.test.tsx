/**
 * The sign-in form (components/auth/login-form.tsx) and the reset-link request
 * (components/auth/reset-request-form.tsx) check the email with the contract's own rule
 * (lib/contract/auth.ts: a valid address of at most EMAIL_MAX_LENGTH characters): what is not one
 * (a password typed into Email) is refused under the field, in the project's words, and never sent
 * (it was: sent, the +bark credentials message, the typed text in the request log line).
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginForm } from "@/components/auth/login-form";
import { ResetRequestForm } from "@/components/auth/reset-request-form";
import { INVALID_EMAIL_MESSAGE } from "@/lib/contract/strings";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }), usePathname: () => "/login" }));

afterEach(() => vi.unstubAllGlobals());

describe("the sign-in email", () => {
  it("Sign in: a text that is no email address is refused under Email and not sent", async () => {
    const fetch = vi.fn(async () => Response.json({ detail: "x" }, { status: 401 }));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    render(<LoginForm next="/" />);
    await user.type(screen.getByLabelText("Email"), "Hunter2-Correct-Horse");
    await user.type(screen.getByLabelText("Password"), "Hunter2-Correct-Horse");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(INVALID_EMAIL_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("Sign in: a valid email is sent lower-cased", async () => {
    const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () => Response.json({ detail: "x" }, { status: 401 }));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    render(<LoginForm next="/" />);
    await user.type(screen.getByLabelText("Email"), " Admin+Bark@Example.com ");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await screen.findByTestId("login-error");
    expect(JSON.parse(fetch.mock.calls[0]![1].body as string)).toEqual({ email: "admin+bark@example.com", password: "secret" });
    expect(screen.queryByText(INVALID_EMAIL_MESSAGE)).toBeNull();
  });

  it("Send reset link: the same rule", async () => {
    const fetch = vi.fn(async () => Response.json({ detail: "sent" }, { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    render(<ResetRequestForm />);
    await user.type(screen.getByLabelText("Email"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText(INVALID_EMAIL_MESSAGE)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
