/** The kit's Switch and SwitchField (Radix switch in react-hook-form). */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Form, useZodForm } from "@/components/ui/form";
import { Switch, SwitchField } from "@/components/ui/switch";

describe("Switch", () => {
  it("is a switch named by its label that toggles on click and Space", async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { rerender } = render(<Switch label="Create in Bulk" checked={false} onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole("switch", { name: "Create in Bulk" });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    rerender(<Switch label="Create in Bulk" checked onCheckedChange={onCheckedChange} />);
    expect(toggle).toBeChecked();
    toggle.focus();
    await user.keyboard(" ");
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it("SwitchField holds a boolean of the form, with its hint and the schema's message", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const schema = z.object({ bulk: z.boolean().refine((v) => v, "Turn it on.") });
    function BulkForm() {
      const form = useZodForm(schema, { defaultValues: { bulk: false }, guard: false });
      return (
        <Form form={form} onSubmit={onSubmit}>
          <SwitchField name="bulk" label="Create in Bulk" hint="Many codes at once." />
          <button type="submit">Save</button>
        </Form>
      );
    }
    render(<BulkForm />);
    const toggle = screen.getByRole("switch", { name: "Create in Bulk" });
    expect(toggle).toHaveAccessibleDescription("Many codes at once.");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Turn it on.");
    expect(toggle).toHaveAttribute("aria-invalid", "true");
    expect(toggle).toHaveAccessibleDescription("Turn it on.");
    await user.click(toggle);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ bulk: true }, expect.anything()));
  });
});
