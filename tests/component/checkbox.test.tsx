/** The kit's Checkbox, CheckboxField, CheckboxGroup and CheckboxGroupField (Radix checkbox in react-hook-form). */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Checkbox, CheckboxField, CheckboxGroup, CheckboxGroupField } from "@/components/ui/checkbox";
import { Form, useZodForm } from "@/components/ui/form";

const schema = z.object({
  accepted: z.boolean().refine((v) => v, "Accept the terms."),
  symptoms: z.array(z.string()).min(1, "Select at least one symptom."),
});

function TermsForm({ onSubmit }: { onSubmit: (v: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { accepted: false, symptoms: [] }, guard: false });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <CheckboxField name="accepted" label="I accept" hint="Read them first." />
      <CheckboxGroupField
        name="symptoms"
        legend="Symptoms"
        options={[
          { value: "VOMIT", label: "Vomit" },
          { value: "ITCH", label: "Itching" },
          { value: "OTHER", label: "Other" },
        ]}
      />
      <button type="submit">Save</button>
    </Form>
  );
}

describe("Checkbox", () => {
  it("is a checkbox named by its label that toggles on click and Space", async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { rerender } = render(<Checkbox label="Active" checked={false} onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole("checkbox", { name: "Active" });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    rerender(<Checkbox label="Active" checked onCheckedChange={onCheckedChange} />);
    expect(box).toBeChecked();
    box.focus();
    await user.keyboard(" ");
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    // A click on the label toggles it too.
    await user.click(screen.getByText("Active"));
    expect(onCheckedChange).toHaveBeenCalledTimes(3);
  });

  it("CheckboxGroup is a group named by its legend; values keep the options' order", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<CheckboxGroup legend="Symptoms" value={["OTHER"]} onValueChange={onValueChange} options={[{ value: "VOMIT", label: "Vomit" }, { value: "OTHER", label: "Other" }]} error="Pick one." />);
    const group = screen.getByRole("group", { name: "Symptoms" });
    expect(group).toHaveAccessibleDescription("Pick one.");
    expect(screen.getByRole("checkbox", { name: "Other" })).toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: "Vomit" }));
    expect(onValueChange).toHaveBeenLastCalledWith(["VOMIT", "OTHER"]);
  });
});

describe("CheckboxField and CheckboxGroupField in a form", () => {
  it("show the schema's messages under the boxes, linked and marked invalid, and submit the values", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TermsForm onSubmit={onSubmit} />);
    const box = screen.getByRole("checkbox", { name: "I accept" });
    expect(box).toHaveAccessibleDescription("Read them first.");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Accept the terms.")).toHaveAttribute("role", "alert");
    expect(box).toHaveAccessibleDescription("Accept the terms.");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("group", { name: "Symptoms" })).toHaveAccessibleDescription("Select at least one symptom.");
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(box);
    await user.click(screen.getByRole("checkbox", { name: "Other" }));
    await user.click(screen.getByRole("checkbox", { name: "Vomit" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ accepted: true, symptoms: ["VOMIT", "OTHER"] }, expect.anything()));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
