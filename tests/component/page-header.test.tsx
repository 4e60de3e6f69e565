/** The kit's PageHeader: the page's h1, its badge, description and actions. */
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageHeader } from "@/components/ui/page-header";

describe("PageHeader", () => {
  it("renders the h1 (the badge outside its name), the description and the actions", () => {
    render(<PageHeader title="Order 1000" badge={<span>PREVIEW</span>} description="Scheduled tomorrow." actions={<a href="/back">Back to A B</a>} />);
    expect(screen.getByRole("heading", { level: 1, name: "Order 1000" })).toBeInTheDocument();
    expect(screen.getByText("PREVIEW")).toBeInTheDocument();
    expect(screen.getByText("Scheduled tomorrow.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to A B" })).toHaveAttribute("href", "/back");
    expect(screen.getByRole("banner")).toContainElement(screen.getByRole("heading", { level: 1 }));
  });

  it("a title alone is just the heading", () => {
    const { container } = render(<PageHeader title="Discounts" />);
    expect(screen.getByRole("heading", { level: 1, name: "Discounts" })).toBeInTheDocument();
    expect(container.querySelectorAll("p")).toHaveLength(0);
  });
});
