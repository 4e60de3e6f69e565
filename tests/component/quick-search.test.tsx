import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { opensQuickSearch, QuickSearch, quickSearchHref } from "@/components/shell/quick-search";
import { clearRecentItems, readRecentItems, rememberRecentItem } from "@/components/shell/recent-items-store";
import { RememberRecent } from "@/components/shell/remember-recent";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push, replace: vi.fn() }) }));

const ME = "ann@bark.co";
const CONNIE = { id: 7, name: "Connie Complete", email: "connie@example.com" };

beforeEach(() => {
  push.mockReset();
  window.localStorage.clear();
});
afterEach(() => window.localStorage.clear());

const opener = () => screen.getByRole("button", { name: /Find a customer, order or discount/ });
const box = () => screen.getByRole("combobox", { name: "Search customers, orders and discounts" });

describe("QuickSearch: the header's one search box", () => {
  it("opens with Ctrl K and ⌘ K from anywhere, and with / outside a field", async () => {
    render(
      <>
        <input aria-label="Some field" />
        <QuickSearch staffEmail={ME} />
      </>,
    );
    const user = userEvent.setup();
    await user.keyboard("{Control>}k{/Control}");
    expect(await screen.findByRole("dialog", { name: "Search" })).toBeInTheDocument();
    expect(box()).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.keyboard("{Meta>}k{/Meta}");
    expect(await screen.findByRole("dialog", { name: "Search" })).toBeInTheDocument();
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("textbox", { name: "Some field" }));
    await user.keyboard("/");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Some field" })).toHaveValue("/");

    (document.activeElement as HTMLElement).blur();
    await user.keyboard("/");
    expect(await screen.findByRole("dialog", { name: "Search" })).toBeInTheDocument();
    expect(box()).toHaveValue("");
  });

  it("from Enter until the page searched for has rendered, the Find button shows it is searching (issue 23)", async () => {
    let arrive = () => {};
    // Next's push resolves when the new page is on screen; this one when the test says so.
    push.mockImplementation(() => new Promise<void>((resolve) => (arrive = resolve)));
    render(<QuickSearch staffEmail={ME} />);
    const user = userEvent.setup();
    await user.click(opener());
    await user.type(box(), "scenario");
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(opener()).toHaveAttribute("aria-busy", "true"));
    const progress = screen.getByTestId("quick-search-progress");
    expect(progress).toHaveAttribute("aria-live", "polite");
    expect(progress).toHaveTextContent("Searching…");
    await act(async () => arrive());
    await waitFor(() => expect(opener()).not.toHaveAttribute("aria-busy"));
    expect(progress).toHaveTextContent("");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("opens from the header button; Enter searches the query on the search page", async () => {
    render(<QuickSearch staffEmail={ME} />);
    const user = userEvent.setup();
    await user.click(opener());
    await user.type(box(), "(212) 555-0147");
    expect(screen.getByRole("option", { name: /Search for “\(212\) 555-0147”/ })).toHaveTextContent("Looks for phone (212) 555-0147");
    await user.keyboard("{Enter}");
    expect(push).toHaveBeenCalledWith("/search?q=%28212%29+555-0147");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opened again after Escape, the last query is selected: typing replaces it (was: appended to it)", async () => {
    render(<QuickSearch staffEmail={ME} />);
    const user = userEvent.setup();
    await user.click(opener());
    await user.type(box(), "REVCAT");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.keyboard("{Control>}k{/Control}");
    await waitFor(() => expect(box()).toHaveFocus());
    expect(box()).toHaveValue("REVCAT");
    expect([(box() as HTMLInputElement).selectionStart, (box() as HTMLInputElement).selectionEnd]).toEqual([0, 6]);
    await user.keyboard("Tote");
    expect(box()).toHaveValue("Tote");
  });

  it("lists this account's recently viewed customers and orders when empty, and goes to one", async () => {
    rememberRecentItem(ME, CONNIE);
    rememberRecentItem(ME, CONNIE, "5000013");
    rememberRecentItem("bob@bark.co", { id: 8, name: "Bob Other" });
    render(<QuickSearch staffEmail={ME} />);
    const user = userEvent.setup();
    await user.click(opener());
    const recent = screen.getByRole("group", { name: "Recently viewed" });
    expect(within(recent).getAllByRole("option").map((o) => o.textContent)).toEqual(["Order 5000013Connie Complete", "Connie Completeconnie@example.com"]);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(push).toHaveBeenCalledWith("/customer-lookup/7__Connie_Complete");
  });

  it("a customer page showing the personal data deleted leaves no old name or email in the list, its orders' entries included, in any account's list of this browser", async () => {
    const jane = { id: 42, name: "Jane Doe", email: "jane@example.com" };
    const page = (customer: { id: number; name: string; email: string | null }, orderId?: string) => <RememberRecent staffEmail={ME} customer={customer} orderId={orderId} />;
    const { rerender, unmount } = render(page(jane));
    rerender(page(jane, "1000012"));
    rerender(page(CONNIE));
    rememberRecentItem("bob@bark.co", jane);
    // Deleted: the page refreshes under /customer-lookup/42__Customer with no name and no email.
    rerender(page({ id: 42, name: "Customer", email: null }));
    unmount();
    expect(JSON.stringify([readRecentItems(ME), readRecentItems("bob@bark.co")])).not.toMatch(/jane/i);

    render(<QuickSearch staffEmail={ME} />);
    await userEvent.click(opener());
    const recent = screen.getByRole("group", { name: "Recently viewed" });
    expect(within(recent).getAllByRole("option").map((o) => o.textContent)).toEqual(["Customer", "Connie Completeconnie@example.com", "Order 1000012Customer"]);
  });

  it("says where the list comes from when nothing was viewed yet", async () => {
    render(<QuickSearch staffEmail={ME} />);
    await userEvent.click(opener());
    expect(screen.getByText("Customers and orders you open show here.")).toBeInTheDocument();
  });

  it("Logout's clearing forgets every account's list", () => {
    rememberRecentItem(ME, { id: 7, name: "C" });
    window.localStorage.setItem("unrelated", "kept");
    clearRecentItems();
    expect(readRecentItems(ME)).toEqual([]);
    expect(window.localStorage.getItem("unrelated")).toBe("kept");
  });

  it("the shortcut rule: no modifier letters, no slash inside editable fields", () => {
    const key = (init: KeyboardEventInit, target?: HTMLElement) => {
      const event = new KeyboardEvent("keydown", init);
      if (target) Object.defineProperty(event, "target", { value: target });
      return opensQuickSearch(event);
    };
    expect(key({ key: "k", ctrlKey: true })).toBe(true);
    expect(key({ key: "K", metaKey: true })).toBe(true);
    expect(key({ key: "k" })).toBe(false);
    expect(key({ key: "k", ctrlKey: true, altKey: true })).toBe(false);
    expect(key({ key: "/" }, document.body)).toBe(true);
    expect(key({ key: "/" }, document.createElement("textarea"))).toBe(false);
    expect(quickSearchHref("  SHO-1 ")).toBe("/search?q=SHO-1");
  });
});
