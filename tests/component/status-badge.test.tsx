/** StatusBadge (issue 21): the readable label, the tone by colour and by an icon with an accessible name, axe clean. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { render, screen } from "@testing-library/react";
import axe from "axe-core";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DeliveryFailedButton } from "@/components/orders/delivery-failed-button";
import { StatusBadge } from "@/components/ui/status-badge";
import { STATUS_KINDS, type StatusKind } from "@/lib/status";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));

// happy-dom renders no layout: colour contrast is checked by the e2e axe runs.
const violations = async (root: Element) => (await axe.run(root, { rules: { "color-contrast": { enabled: false } } })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);

describe("StatusBadge", () => {
  it("shows the readable label, not the code", () => {
    render(<StatusBadge kind="order" status="MAX_RETRY_REACHED" />);
    expect(screen.getByText("Max retry reached")).toBeInTheDocument();
    expect(screen.queryByText(/MAX_RETRY_REACHED|Max_retry_reached/)).toBeNull();
  });

  it("says the tone in words (an icon with an accessible name) as well as by colour", () => {
    const { container } = render(
      <ul>
        <li><StatusBadge kind="order" status="ERROR" /></li>
        <li><StatusBadge kind="order" status="FULFILLING" /></li>
        <li><StatusBadge kind="order" status="COMPLETE" /></li>
        <li><StatusBadge kind="order" status="CANCELLED" /></li>
      </ul>,
    );
    const items = screen.getAllByRole("listitem");
    expect(items.map((li) => li.querySelector("[data-tone]")?.getAttribute("data-tone"))).toEqual(["attention", "progress", "done", "inactive"]);
    expect(screen.getByRole("img", { name: "Needs attention" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "In progress" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Done" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Inactive" })).toBeInTheDocument();
    // ERROR and FULFILLING no longer look alike.
    const [error, fulfilling] = [...container.querySelectorAll("[data-tone]")].map((b) => b.className);
    expect(error).not.toBe(fulfilling);
    // The tones' colours are components/ui/badge.css's: red for danger, blue for info.
    expect(error).toMatch(/\bbadge-danger\b/);
    expect(fulfilling).toMatch(/\bbadge-info\b/);
    const css = readFileSync(path.resolve(__dirname, "../../components/ui/badge.css"), "utf8");
    expect(css).toMatch(/\.badge-danger \{\s*@apply bg-red-50 text-red-800 ring-red-300;/);
    expect(css).toMatch(/\.badge-info \{\s*@apply bg-blue-50 text-blue-800 ring-blue-300;/);
  });

  it("does not repeat the tone when the label already says it", () => {
    render(<StatusBadge kind="discount" status="INACTIVE" />);
    expect(screen.getByText("Inactive", { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("an unknown code reads in sentence case; a missing status reads —", () => {
    const { rerender } = render(<StatusBadge kind="fulfillment" status="SOMETHING_NEW" />);
    expect(screen.getByText("Something new")).toBeInTheDocument();
    rerender(<StatusBadge kind="fulfillment" status={null} />);
    expect(screen.getByText("—")).toBeInTheDocument();
  });

  it("every value of every kind renders axe clean", async () => {
    const kinds = Object.keys(STATUS_KINDS) as StatusKind[];
    const { container } = render(
      <main>
        {kinds.map((kind) => (
          <p key={kind}>
            {STATUS_KINDS[kind].map((code) => (
              <StatusBadge key={code} kind={kind} status={code} />
            ))}
          </p>
        ))}
      </main>,
    );
    expect(await violations(container)).toEqual([]);
    expect(container.textContent).not.toMatch(/_/);
  });
});

describe("status words in messages (issue 21)", () => {
  it("the delivery-failed confirmation names the statuses as people read them", async () => {
    const user = userEvent.setup();
    render(<DeliveryFailedButton fulfillmentId="5000007" />);
    await user.click(screen.getByRole("button", { name: "Mark Delivery Failed" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark delivery failed?" });
    expect(dialog).toHaveTextContent("Its status changes from Shipped to Delivery failed.");
    expect(dialog.textContent).not.toMatch(/SHIPPED|DELIVERY_FAILED/);
  });
});
