/** Signing in through the real /login page. */
import { expect, type Page } from "@playwright/test";
import { generate } from "otplib";
import { DEMO_PASSWORD } from "./accounts";

export async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Opens /login (with `next` when given), signs in with email and password and waits until the
 * browser has left /login. For accounts without an authenticator.
 */
export async function signIn(page: Page, email: string, opts: { password?: string; next?: string } = {}): Promise<void> {
  const url = opts.next === undefined ? "/login" : `/login?next=${encodeURIComponent(opts.next)}`;
  await page.goto(url);
  await fillCredentials(page, email, opts.password ?? DEMO_PASSWORD);
  await page.waitForURL((u) => u.pathname !== "/login");
}

/** A current 6-digit code for a base32 secret (SHA-1, 30 s), as an authenticator app shows it. */
export function totpCode(secret: string, at: Date = new Date()): Promise<string> {
  return generate({ secret, algorithm: "sha1", digits: 6, period: 30, epoch: Math.floor(at.getTime() / 1000) });
}

/** The visible tile titles of the home menu, in order. */
export async function homeTiles(page: Page): Promise<string[]> {
  const list = page.getByRole("list", { name: "Modules" });
  await expect(list).toBeVisible();
  return (await list.getByRole("link").allInnerTexts()).map((t) => t.replace(/→/g, "").trim());
}
