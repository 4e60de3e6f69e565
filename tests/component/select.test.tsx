import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { MultiSelect } from "@/components/ui/multi-select";
import { Select } from "@/components/ui/select";
import { DROPDOWN_MAX_HEIGHT, SELECT_LOADING, SELECT_MENU_MAX_HEIGHT_PX, SELECT_MENU_MIN_HEIGHT_PX, SELECT_NO_OPTIONS, SELECT_PLACEHOLDER } from "@/lib/ui-constants";

// The spec's constants, quoted: the texts and sizes are asserted as the spec writes them, never through the constants alone.
describe("the select constants are the spec's", () => {
  it('"Select...", "No options", "Loading...", menu 300/140 px, dropdowns 12rem', () => {
    expect(SELECT_PLACEHOLDER).toBe("Select...");
    expect(SELECT_NO_OPTIONS).toBe("No options");
    expect(SELECT_LOADING).toBe("Loading...");
    expect(SELECT_MENU_MAX_HEIGHT_PX).toBe(300);
    expect(SELECT_MENU_MIN_HEIGHT_PX).toBe(140);
    expect(DROPDOWN_MAX_HEIGHT).toBe("12rem");
  });
});

const OPTIONS = [
  { value: "a", label: "Apple" },
  { value: "b", label: "Banana" },
  { value: "c", label: "Cherry" },
];

function SingleHarness() {
  const [value, setValue] = useState("");
  return (
    <>
      <label htmlFor="fruit">Fruit</label>
      <Select id="fruit" value={value} onValueChange={setValue} options={OPTIONS} />
      <output aria-label="chosen">{value}</output>
    </>
  );
}

describe("Select (Radix)", () => {
  it("is a labelled combobox with the 'Select...' placeholder, usable from the keyboard, menu capped at 12rem", async () => {
    const user = userEvent.setup();
    render(<SingleHarness />);
    const trigger = screen.getByRole("combobox", { name: "Fruit" });
    expect(trigger).toHaveTextContent("Select...");
    trigger.focus();
    await user.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    expect(within(listbox).getAllByRole("option").map((o) => o.textContent)).toEqual(["Apple", "Banana", "Cherry"]);
    expect((listbox.querySelector("[data-radix-select-viewport]") as HTMLElement).style.maxHeight).toBe("12rem");
    await user.click(within(listbox).getByRole("option", { name: "Banana" }));
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    expect(screen.getByLabelText("chosen")).toHaveTextContent("b");
    expect(trigger).toHaveTextContent("Banana");
  });
});

function MultiHarness(props: { searchable?: boolean; loading?: boolean; options?: typeof OPTIONS; initial?: string[] }) {
  const [value, setValue] = useState<string[]>(props.initial ?? []);
  return (
    <>
      <label htmlFor="types">Select claim types</label>
      <MultiSelect id="types" value={value} onChange={setValue} options={props.options ?? OPTIONS} searchable={props.searchable} loading={props.loading} />
      <output aria-label="chosen">{value.join(",")}</output>
    </>
  );
}

describe("MultiSelect (Popover + cmdk)", () => {
  it("searches, adds chips, keeps chosen options out of the menu; menu 300 px max, 140 px min", async () => {
    const user = userEvent.setup();
    render(<MultiHarness />);
    const trigger = screen.getByRole("combobox", { name: "Select claim types" });
    expect(trigger).toHaveTextContent("Select...");
    await user.click(trigger);
    const search = await screen.findByRole("combobox", { name: /Search options|Options/ });
    expect(search).toHaveFocus();
    const list = screen.getByRole("listbox");
    // The trigger names the menu it opened (Radix: the popover content that holds the listbox).
    expect(document.getElementById(trigger.getAttribute("aria-controls")!)).toContainElement(list);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(list.style.maxHeight).toBe("300px");
    expect(list.style.minHeight).toBe("140px");
    await user.keyboard("Cher");
    await waitFor(() => expect(within(list).getAllByRole("option").map((o) => o.textContent)).toEqual(["Cherry"]));
    await user.keyboard("{Enter}");
    expect(screen.getByLabelText("chosen")).toHaveTextContent("c");
    expect(screen.getByRole("button", { name: "Remove Cherry" })).toBeInTheDocument();
    // The search was cleared; Cherry has left the menu.
    await waitFor(() => expect(within(screen.getByRole("listbox")).getAllByRole("option").map((o) => o.textContent)).toEqual(["Apple", "Banana"]));
    await user.keyboard("zzz");
    expect(await screen.findByText("No options")).toBeInTheDocument();
  });

  it("searchable={false}: no search box, the arrows and Enter still choose", async () => {
    const user = userEvent.setup();
    render(<MultiHarness searchable={false} />);
    await user.click(screen.getByRole("combobox", { name: "Select claim types" }));
    await screen.findByRole("listbox");
    expect(screen.queryByRole("combobox", { name: /Search/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByLabelText("chosen")).toHaveTextContent("b");
  });

  it("PageDown / PageUp move the highlight by 5 options (the select's page size is 5)", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 9 }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` }));
    render(<MultiHarness searchable={false} options={many} />);
    await user.click(screen.getByRole("combobox", { name: "Select claim types" }));
    await screen.findByRole("listbox");
    await user.keyboard("{PageDown}{Enter}");
    expect(screen.getByLabelText("chosen")).toHaveTextContent("v5");
    // v5 has left the menu: End is v8 (the 8th of 8 left), PageUp 5 options up is v2.
    await user.keyboard("{End}{PageUp}{Enter}");
    expect(screen.getByLabelText("chosen")).toHaveTextContent("v5,v2");
  });

  it("loading shows 'Loading...'; no options shows 'No options'", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<MultiHarness loading options={[]} />);
    await user.click(screen.getByRole("combobox", { name: "Select claim types" }));
    expect(await screen.findByText("Loading...")).toBeInTheDocument();
    expect(screen.queryByText("No options")).not.toBeInTheDocument();
    unmount();
    render(<MultiHarness options={[]} />);
    await user.click(screen.getByRole("combobox", { name: "Select claim types" }));
    expect(await screen.findByText("No options")).toBeInTheDocument();
  });

  it("chips are removable from the keyboard (Enter, Delete) and focus stays in the chip row", async () => {
    const user = userEvent.setup();
    render(<MultiHarness initial={["a", "b", "c"]} />);
    const removeApple = screen.getByRole("button", { name: "Remove Apple" });
    removeApple.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByLabelText("chosen")).toHaveTextContent("b,c");
    await waitFor(() => expect(screen.getByRole("button", { name: "Remove Banana" })).toHaveFocus());
    await user.keyboard("{Delete}");
    expect(screen.getByLabelText("chosen")).toHaveTextContent(/^c$/);
    await waitFor(() => expect(screen.getByRole("button", { name: "Remove Cherry" })).toHaveFocus());
    await user.keyboard("{Backspace}");
    expect(screen.getByLabelText("chosen")).toHaveTextContent(/^$/);
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Select claim types" })).toHaveFocus());
  });
});
