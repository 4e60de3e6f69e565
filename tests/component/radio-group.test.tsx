/** The kit's RadioGroup and RadioGroupField (Radix radio group in react-hook-form). */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Form, useZodForm } from "@/components/ui/form";
import { RadioGroup, RadioGroupField } from "@/components/ui/radio-group";

const YES_NO = [
  { value: "YES", label: "Yes" },
  { value: "NO", label: "No" },
];

describe("RadioGroup", () => {
  it("is a group named by its legend holding radios named by their labels; a click chooses", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(<RadioGroup legend="Photos Received" value={null} onValueChange={onValueChange} options={YES_NO} hint="As the customer said." />);
    const group = screen.getByRole("group", { name: "Photos Received" });
    expect(group).toHaveAccessibleDescription("As the customer said.");
    expect(within(group).getByRole("radiogroup", { name: "Photos Received" })).toBeInTheDocument();
    expect(within(group).getByRole("radio", { name: "Yes" })).not.toBeChecked();
    expect(within(group).getByRole("radio", { name: "No" })).not.toBeChecked();
    await user.click(within(group).getByRole("radio", { name: "No" }));
    expect(onValueChange).toHaveBeenLastCalledWith("NO");
    rerender(<RadioGroup legend="Photos Received" value="NO" onValueChange={onValueChange} options={YES_NO} error="Required." />);
    expect(screen.getByRole("radio", { name: "No" })).toBeChecked();
    expect(screen.getByRole("alert")).toHaveTextContent("Required.");
    expect(group).toHaveAccessibleDescription("Required.");
    expect(screen.getByRole("radiogroup")).toHaveAttribute("aria-invalid", "true");
  });

  it("RadioGroupField holds the form's value and shows the schema's message", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const schema = z.object({ photos: z.enum(["YES", "NO"], { error: "Choose one." }) });
    function PhotosForm() {
      const form = useZodForm(schema, { defaultValues: { photos: undefined }, guard: false });
      return (
        <Form form={form} onSubmit={onSubmit}>
          <RadioGroupField name="photos" legend="Photos Received" options={YES_NO} />
          <button type="submit">Save</button>
        </Form>
      );
    }
    render(<PhotosForm />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose one.");
    expect(screen.getByRole("group", { name: "Photos Received" })).toHaveAccessibleDescription("Choose one.");
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    expect(screen.getByRole("radio", { name: "Yes" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ photos: "YES" }, expect.anything()));
  });
});
