/**
 * The kit's skeletons (components/ui/skeleton.tsx, issue 21 "Feedback while waiting"): one status
 * line "Loading …" for a screen reader, the grey boxes hidden from it, axe clean.
 */
import { render, screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { PageSkeleton, PanelSkeleton, Skeleton, TableSkeleton } from "@/components/ui/skeleton";
import { WIDE_PAGE } from "@/components/shell/page-width";

const violations = async (root: Element) => (await axe.run(root, { rules: { "color-contrast": { enabled: false } } })).violations.map((v) => v.id);

describe("skeletons", () => {
  it("a page skeleton is one busy status with a hidden 'Loading …' text and hidden boxes", async () => {
    const { container } = render(<PageSkeleton label="discounts" rows={3} columns={4} />);
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-busy", "true");
    expect(status).toHaveTextContent(/^Loading discounts…$/);
    const boxes = container.querySelectorAll("[data-skeleton]");
    expect(boxes.length).toBeGreaterThan(3 * 4);
    boxes.forEach((box) => expect(box.closest("[aria-hidden='true']")).not.toBeNull());
    expect(await violations(container)).toEqual([]);
  });

  it("a page skeleton takes the shell's wide column when its page does (wide), else not", () => {
    const { container, unmount } = render(<PageSkeleton label="discounts" />);
    expect(container.querySelector("[data-page-width]")).toBeNull();
    unmount();
    render(<PageSkeleton label="discounts" wide />);
    expect(screen.getByRole("status")).toHaveAttribute("data-page-width", WIDE_PAGE["data-page-width"]);
  });

  it("a panel skeleton keeps the panel's title as its heading", async () => {
    const { container } = render(<PanelSkeleton title="Customer Treatments" />);
    expect(screen.getByRole("heading", { level: 2, name: "Customer Treatments" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading Customer Treatments…");
    expect(await violations(container)).toEqual([]);
  });

  it("a table skeleton has its rows; a bare Skeleton is decorative", async () => {
    const { container } = render(
      <div>
        <TableSkeleton label="orders" rows={2} columns={3} />
        <Skeleton className="h-4 w-10" />
      </div>,
    );
    expect(screen.getAllByRole("status")).toHaveLength(1);
    expect(container.querySelectorAll("[data-skeleton]")).toHaveLength(3 + 2 * 3 + 1);
    expect(await violations(container)).toEqual([]);
  });
});
