/**
 * ProductPicker (components/ui/product-picker.tsx): search by name or code, options grouped by
 * product type with name, code and price, chosen products left out, keyboard only (Enter opens,
 * typing searches, arrows and PageDown move, Enter picks, Escape closes), axe clean.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ProductPicker, type PickerProduct } from "@/components/ui/product-picker";

const PRODUCTS: PickerProduct[] = [
  { code: "MEAL-U-B-4200-4W", name: "UnKibble Beef 4200 every 4 weeks", product_type: "MEAL", price: 100 },
  { code: "SNACK-JERKY-BEEF", name: "Beef Jerky Bites", product_type: "SNACK", price: 12.99 },
  { code: "SNACK-JERKY-CHICKEN", name: "Chicken Jerky Bites", product_type: "SNACK", price: 12.99 },
  { code: "SNACK-CHEWS-SALMON", name: "Salmon Skin Chews", product_type: "SNACK", price: 14.49 },
  ...["A", "B", "C", "D", "E", "F"].map((l) => ({ code: `SUPP-${l}`, name: `Supplement ${l}`, product_type: "SUPPLEMENT" as const, price: 20 })),
  { code: "PUPGUM-MINT", name: "Pup Gum Mint", product_type: "PUPGUM", price: 15.99 },
];

function Harness({ onPick, chosen = [] }: { onPick: (code: string) => void; chosen?: string[] }) {
  const [picked, setPicked] = useState<string[]>(chosen);
  return (
    <main>
      <label htmlFor="picker">Add a product</label>
      <ProductPicker
        id="picker"
        products={PRODUCTS}
        chosen={picked}
        onPick={(code) => {
          setPicked([...picked, code]);
          onPick(code);
        }}
      />
    </main>
  );
}

const violations = async (root: Element) => (await axe.run(root, { rules: { "color-contrast": { enabled: false } } })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);

describe("ProductPicker", () => {
  it("groups the options by type, each with its name, code and price", async () => {
    const user = userEvent.setup();
    render(<Harness onPick={vi.fn()} />);
    await user.click(screen.getByRole("combobox", { name: "Add a product" }));
    const list = await screen.findByRole("listbox");
    const groups = within(list).getAllByRole("group");
    expect(groups.map((g) => g.getAttribute("aria-labelledby") && document.getElementById(g.getAttribute("aria-labelledby")!)?.textContent)).toEqual(["Meals", "Snacks", "Supplements", "Pup gum"]);
    expect(within(groups[1]!).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Beef Jerky Bites SNACK-JERKY-BEEF$12.99",
      "Chicken Jerky Bites SNACK-JERKY-CHICKEN$12.99",
      "Salmon Skin Chews SNACK-CHEWS-SALMON$14.49",
    ]);
    expect(await violations(document.body)).toEqual([]);
  });

  it("searches by name or code: 'jerky' finds the jerky snacks, 'pupgum' the gum, nothing says No options", async () => {
    const user = userEvent.setup();
    render(<Harness onPick={vi.fn()} />);
    await user.click(screen.getByRole("combobox", { name: "Add a product" }));
    const search = await screen.findByRole("combobox", { name: /Search products|Products/ });
    await user.type(search, "jerky");
    expect(within(screen.getByRole("listbox")).getAllByRole("option").map((o) => o.getAttribute("data-value"))).toEqual(["SNACK-JERKY-BEEF", "SNACK-JERKY-CHICKEN"]);
    await user.clear(search);
    await user.type(search, "pupgum");
    expect(within(screen.getByRole("listbox")).getAllByRole("option").map((o) => o.getAttribute("data-value"))).toEqual(["PUPGUM-MINT"]);
    await user.clear(search);
    await user.type(search, "chicken bites");
    expect(within(screen.getByRole("listbox")).getAllByRole("option").map((o) => o.getAttribute("data-value"))).toEqual(["SNACK-JERKY-CHICKEN"]);
    await user.clear(search);
    await user.type(search, "zzz");
    expect(within(screen.getByRole("listbox")).queryAllByRole("option")).toHaveLength(0);
    expect(screen.getByText("No options")).toBeInTheDocument();
  });

  it("keyboard only: Enter opens, type, ArrowDown, Enter picks and closes; chosen products leave the menu; PageDown moves by 5; Escape closes", async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    await user.tab();
    expect(screen.getByRole("combobox", { name: "Add a product" })).toHaveFocus();
    await user.keyboard("{Enter}");
    const search = await screen.findByRole("combobox", { name: /Search products|Products/ });
    await waitFor(() => expect(search).toHaveFocus());
    await user.keyboard("jerky{ArrowDown}{Enter}");
    expect(onPick).toHaveBeenCalledWith("SNACK-JERKY-CHICKEN");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Add a product" })).toHaveFocus());

    await user.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await user.keyboard("jerky");
    expect(within(screen.getByRole("listbox")).getAllByRole("option").map((o) => o.getAttribute("data-value"))).toEqual(["SNACK-JERKY-BEEF"]);
    await user.clear(screen.getByRole("combobox", { name: /Search products|Products/ }));
    // The first option is highlighted; PageDown moves 5 options on (MEAL, BEEF, SALMON, SUPP-A, SUPP-B, SUPP-C).
    await user.keyboard("{PageDown}");
    await waitFor(() => expect(screen.getByRole("option", { name: /SUPP-C/ })).toHaveAttribute("aria-selected", "true"));
    await user.keyboard("{Enter}");
    expect(onPick).toHaveBeenLastCalledWith("SUPP-C");

    await user.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    expect(onPick).toHaveBeenCalledTimes(2);
  });

  it("ArrowDown (and ArrowUp) on the closed picker opens it, as the combobox pattern and the kit's Select do", async () => {
    const user = userEvent.setup();
    render(<Harness onPick={vi.fn()} />);
    await user.tab();
    await user.keyboard("{ArrowDown}");
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Add a product" })).toHaveFocus());
    await user.keyboard("{ArrowUp}");
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
  });

  it("an option's `value` (one product offered twice, e.g. for two dogs) is what onPick gets and `chosen` hides", async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    const twice: PickerProduct[] = [
      { value: "11", code: "MEAL-U-B-4200-4W", name: "UnKibble Beef (for Rex)", product_type: "MEAL", price: 0 },
      { value: "12", code: "MEAL-U-B-4200-4W", name: "UnKibble Beef (for Bo)", product_type: "MEAL", price: 0 },
    ];
    render(
      <main>
        <label htmlFor="twice">Add a product</label>
        <ProductPicker id="twice" products={twice} chosen={["11"]} onPick={onPick} />
      </main>,
    );
    await user.click(screen.getByRole("combobox", { name: "Add a product" }));
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["UnKibble Beef (for Bo) MEAL-U-B-4200-4W$0.00"]);
    await user.click(options[0]!);
    expect(onPick).toHaveBeenCalledWith("12");
  });
});
