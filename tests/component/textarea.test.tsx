/** The kit's Textarea inside <FormField>: label, hint, the schema's message, aria-invalid. */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Form, FormField, useZodForm } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";

describe("Textarea", () => {
  it("is a textbox named by the field's label, linked to its hint and then to its message", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const schema = z.object({ notes: z.string().min(1, "Notes are required.") });
    function NotesForm() {
      const form = useZodForm(schema, { defaultValues: { notes: "" }, guard: false });
      return (
        <Form form={form} onSubmit={onSubmit}>
          <FormField name="notes" label="Notes" hint="What happened.">
            {(c) => <Textarea {...c} placeholder="Please describe..." />}
          </FormField>
          <button type="submit">Save</button>
        </Form>
      );
    }
    render(<NotesForm />);
    const box = screen.getByRole("textbox", { name: "Notes" });
    expect(box.tagName).toBe("TEXTAREA");
    expect(box).toHaveAttribute("rows", "3");
    expect(box).toHaveAccessibleDescription("What happened.");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Notes are required.");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Notes are required.");
    await user.type(box, "Two lines{Enter}of notes");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ notes: "Two lines\nof notes" }, expect.anything()));
    expect(box).not.toHaveAttribute("aria-invalid");
  });
});
