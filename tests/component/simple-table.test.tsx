/**
 * SimpleTable (components/ui/simple-table.tsx): header cells keep their scope (column and row
 * headers), every part passes its props through (id, aria-*, data-*, colSpan, className), the
 * caption names the table (hidden unless shown), and the look is DataTable's (`data-table`), with
 * `density="compact"` as one class on the table.
 */
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SimpleTable, SimpleTableBody, SimpleTableHead, SimpleTd, SimpleTh, SimpleTr } from "@/components/ui/simple-table";

function Totals({ density }: { density?: "normal" | "compact" }) {
  return (
    <SimpleTable id="totals" aria-describedby="totals-note" data-testid="totals" caption="Totals" density={density}>
      <SimpleTableHead>
        <SimpleTr>
          <SimpleTh scope="col">Field</SimpleTh>
          <SimpleTh scope="col" className="text-right">
            Now
          </SimpleTh>
        </SimpleTr>
      </SimpleTableHead>
      <SimpleTableBody>
        <SimpleTr data-changed>
          <SimpleTh scope="row">Tax</SimpleTh>
          <SimpleTd className="text-right" data-testid="tax" aria-label="Tax now">
            $1.00
          </SimpleTd>
        </SimpleTr>
        <SimpleTr>
          <SimpleTd colSpan={2}>No discount</SimpleTd>
        </SimpleTr>
      </SimpleTableBody>
    </SimpleTable>
  );
}

describe("SimpleTable", () => {
  it("renders column and row headers with their scope, named by its caption", () => {
    render(<Totals />);
    const table = screen.getByRole("table", { name: "Totals" });
    expect(within(table).getAllByRole("columnheader").map((h) => [h.textContent, h.getAttribute("scope")])).toEqual([
      ["Field", "col"],
      ["Now", "col"],
    ]);
    const rowHeader = within(table).getByRole("rowheader", { name: "Tax" });
    expect(rowHeader).toHaveAttribute("scope", "row");
    expect(rowHeader.closest("tbody")).not.toBeNull();
    // The caption names the table but is not shown unless asked.
    expect(table.querySelector("caption")).toHaveClass("sr-only");
  });

  it("passes id, aria-* and data-* through to the table, its rows and cells", () => {
    render(<Totals />);
    const table = screen.getByTestId("totals");
    expect(table.tagName).toBe("TABLE");
    expect(table).toHaveAttribute("id", "totals");
    expect(table).toHaveAttribute("aria-describedby", "totals-note");
    const tax = screen.getByTestId("tax");
    expect(tax.tagName).toBe("TD");
    expect(tax).toHaveAttribute("aria-label", "Tax now");
    expect(tax).toHaveClass("text-right");
    expect(within(table).getByRole("columnheader", { name: "Now" })).toHaveClass("text-right");
    expect(tax.closest("tr")).toHaveAttribute("data-changed", "true");
    expect(screen.getByRole("cell", { name: "No discount" })).toHaveAttribute("colspan", "2");
  });

  it("has DataTable's look, and density compact adds one class to the table", () => {
    const { unmount } = render(<Totals />);
    const table = screen.getByRole("table", { name: "Totals" });
    expect(table).toHaveClass("data-table");
    expect(table).not.toHaveClass("data-table-compact");
    // The cells carry no look of their own: the table's class gives it (data-table.css).
    expect(screen.getByRole("cell", { name: "No discount" })).not.toHaveAttribute("class");
    unmount();

    render(<Totals density="compact" />);
    const compact = screen.getByRole("table", { name: "Totals" });
    expect(compact).toHaveClass("data-table", "data-table-compact");
  });

  it("columnWidths: a fixed layout with one <col> per width", () => {
    render(
      <SimpleTable columnWidths={["w-10", "", "w-24"]} aria-label="Lines">
        <SimpleTableBody>
          <SimpleTr>
            <SimpleTd>a</SimpleTd>
            <SimpleTd>b</SimpleTd>
            <SimpleTd>c</SimpleTd>
          </SimpleTr>
        </SimpleTableBody>
      </SimpleTable>,
    );
    const table = screen.getByRole("table", { name: "Lines" });
    expect(table).toHaveClass("table-fixed", "data-table-fixed");
    expect([...table.querySelectorAll("colgroup > col")].map((c) => c.getAttribute("class"))).toEqual(["w-10", null, "w-24"]);
  });

  it("shows its caption with showCaption", () => {
    render(
      <SimpleTable caption="New totals (not saved yet)" showCaption aria-label="New totals">
        <SimpleTableBody>
          <SimpleTr>
            <SimpleTd>$1.00</SimpleTd>
          </SimpleTr>
        </SimpleTableBody>
      </SimpleTable>,
    );
    const table = screen.getByRole("table", { name: "New totals" });
    expect(within(table).getByText("New totals (not saved yet)")).not.toHaveClass("sr-only");
  });

  it("takes its header row as columns: labels, elements and labels with classes of their own, each a column header", () => {
    render(
      <SimpleTable caption="Totals">
        <SimpleTableHead columns={["", <span key="sr" className="sr-only">Select</span>, { label: "Now", className: "text-right" }]} />
        <SimpleTableBody>
          <SimpleTr>
            <SimpleTd>Tax</SimpleTd>
            <SimpleTd>x</SimpleTd>
            <SimpleTd>$1.00</SimpleTd>
          </SimpleTr>
        </SimpleTableBody>
      </SimpleTable>,
    );
    const headers = within(screen.getByRole("table", { name: "Totals" })).getAllByRole("columnheader");
    expect(headers.map((h) => [h.getAttribute("scope"), h.textContent, h.getAttribute("class")])).toEqual([
      ["col", "", null],
      ["col", "Select", null],
      ["col", "Now", "text-right"],
    ]);
    expect(within(headers[1]!).getByText("Select")).toHaveClass("sr-only");
  });
});
