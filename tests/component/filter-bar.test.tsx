/** The filter bar (components/product-info/filters.tsx, the product pages' and the timeline's): Clear Filters keeps the keyboard in the bar. */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { CLEAR_FILTERS, FilterBar } from "@/components/product-info/filters";

function Bar() {
  const [kind, setKind] = useState("refund");
  return (
    <FilterBar onClear={kind ? () => setKind("") : undefined}>
      <label>
        Kind
        <input value={kind} onChange={(e) => setKind(e.target.value)} />
      </label>
    </FilterBar>
  );
}

describe("FilterBar", () => {
  it("Clear Filters clears, disables itself, and puts the focus on the bar's first filter (was: the page's body)", async () => {
    const user = userEvent.setup();
    render(<Bar />);
    const clear = screen.getByRole("button", { name: CLEAR_FILTERS });
    clear.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("textbox", { name: "Kind" })).toHaveValue("");
    expect(clear).toBeDisabled();
    expect(screen.getByRole("textbox", { name: "Kind" })).toHaveFocus();
  });
});
