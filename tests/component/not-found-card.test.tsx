/**
 * Spec 01 §2: one 404 page ("404 - Page Not Found", the page you are looking for doesn't exist) for an
 * unmatched path and a missing customer, order or product row: the kit's NotFoundCard, its title and
 * sentence word for word, what the page knows (which order) as a hint beside them, never instead.
 */
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import axe from "axe-core";
import { MissingOrderNotFound, MissingOrderNotice } from "@/components/orders/missing-order-notice";
import CustomerNotFound from "@/app/(app)/customer-lookup/[customerSegment]/not-found";

const nav = vi.hoisted(() => ({ pathname: "/customer-lookup/1001__Connie_Complete/order/9999999", params: { customerSegment: "1001__Connie_Complete", orderId: "9999999" } as Record<string, string> }));
vi.mock("next/navigation", () => ({ usePathname: () => nav.pathname, useParams: () => nav.params }));

// The spec's words, typed here rather than imported: the test guards them.
const TITLE = "404 - Page Not Found";
const SENTENCE = "Sorry, the page you are looking for doesn't exist.";

// happy-dom renders no layout: colour contrast is checked by the e2e axe runs.
const violations = async (root: Element) =>
  (await axe.run(root, { rules: { "color-contrast": { enabled: false }, region: { enabled: false } } })).violations.map((v) => v.id);

const expectSpecWords = () => {
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(TITLE);
  expect(screen.getAllByRole("heading")).toHaveLength(1);
  expect(screen.getByText(SENTENCE)).toBeInTheDocument();
};

describe("one 404 card", () => {
  it("a missing customer and a missing order: the same title and sentence; the customer's way back is Customer Lookup", () => {
    const customer = render(<CustomerNotFound />);
    expectSpecWords();
    expect(screen.getByRole("link", { name: "Back to Customer Lookup" })).toHaveAttribute("href", "/customer-lookup");
    const customerCard = customer.container.innerHTML;
    customer.unmount();
    const order = render(<MissingOrderNotice customerSegment="1001__Connie_Complete" orderId="9999999" subPage={false} />);
    expectSpecWords();
    // The same card: its heading and sentence are the same elements, only the hint and the links differ.
    const words = (html: string) => html.slice(0, html.indexOf("</h1>") + 5) + html.match(/<p[^>]*>Sorry[^<]*<\/p>/)?.[0];
    expect(words(order.container.innerHTML)).toBe(words(customerCard));
  });
});

describe("a missing order's 404", () => {
  it("is the 404 page: the spec's title and sentence, which order as a hint, back to the customer; axe clean", async () => {
    const { container } = render(<MissingOrderNotice customerSegment="1001__Connie_Complete" orderId="9999999" subPage={false} />);
    expectSpecWords();
    expect(screen.getByText("Order 9999999 was not found for this customer.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the customer" })).toHaveAttribute("href", "/customer-lookup/1001__Connie_Complete");
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(await violations(container)).toEqual([]);
  });

  it("under a page below the order (a claim's unknown product): the same words, this page of the order, back to the customer or the order", () => {
    render(<MissingOrderNotice customerSegment="1001__Connie_Complete" orderId="SHO-1" subPage />);
    expectSpecWords();
    expect(screen.getByText("This page of order SHO-1 was not found for this customer.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the customer" })).toHaveAttribute("href", "/customer-lookup/1001__Connie_Complete");
    expect(screen.getByRole("link", { name: "Back to order SHO-1" })).toHaveAttribute("href", "/customer-lookup/1001__Connie_Complete/order/SHO-1");
  });

  it("reads the order and whether a page below it is missing from the address", () => {
    nav.pathname = "/customer-lookup/1001__Connie_Complete/order/SHO-1/fulfillment/7/pet/3/product/NOPE/claim";
    nav.params = { customerSegment: "1001__Connie_Complete", orderId: "SHO-1" };
    render(<MissingOrderNotFound />);
    expectSpecWords();
    expect(screen.getByText("This page of order SHO-1 was not found for this customer.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to order SHO-1" })).toBeInTheDocument();
  });
});
