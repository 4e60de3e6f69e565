/**
 * The Unauthorized content: a signed-in account that may not open Home either (an unsupported
 * group) is offered the pages it may open, not a "Back to Home" that brings it back to this message.
 */
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UNAUTHORIZED_TEXT, UnauthorizedMessage } from "@/components/shell/unauthorized-message";
import { UNAUTHORIZED_OPEN_PAGES_LABEL, UNAUTHORIZED_OPEN_PAGES_TEXT } from "@/lib/ui-constants";
import { pages } from "@/lib/pages";

const guest = { is_active: true, groups: [{ name: "Marketing" }] };
const team = { is_active: true, groups: [{ name: "BarkTeamMember" }] };

describe("UnauthorizedMessage", () => {
  it("signed in with a role: the message and Back to Home", () => {
    render(<UnauthorizedMessage signedIn account={team} />);
    expect(screen.getByText(UNAUTHORIZED_TEXT)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
  });

  it("signed in with an unsupported group: the pages it may open (Product/Pricing/Nutrient Info), no Home link back to this message", () => {
    render(<UnauthorizedMessage signedIn account={guest} />);
    expect(screen.getByText(UNAUTHORIZED_TEXT)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Back to Home" })).toBeNull();
    expect(screen.getByText(UNAUTHORIZED_OPEN_PAGES_TEXT)).toBeTruthy();
    const open = screen.getByRole("navigation", { name: UNAUTHORIZED_OPEN_PAGES_LABEL });
    expect(within(open).getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([["Product/Pricing/Nutrient Info", pages.productInfo.href()]]);
  });

  it("signed out: Sign in", () => {
    render(<UnauthorizedMessage signedIn={false} />);
    expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy();
  });
});
