/** The kit's FormDialog: a dialog around one useZodForm form, with busy state, a form-level error and reset on close. */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField, useZodForm } from "@/components/ui/form";
import { updateCustomerEmailSchema } from "@/lib/contract/customers";

function EmailDialog({ onSubmit, error }: { onSubmit: (v: { new_email: string }) => unknown; error?: string }) {
  const [open, setOpen] = useState(true);
  const form = useZodForm(updateCustomerEmailSchema, { defaultValues: { new_email: "" } });
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Change email"
        description="Current email: a@example.com"
        form={form}
        submitLabel="Change email"
        error={error}
        onSubmit={async (v) => {
          await onSubmit(v);
          setOpen(false);
        }}
      >
        <FormField name="new_email" label="New email" type="email" />
      </FormDialog>
    </>
  );
}

describe("FormDialog", () => {
  it("validates with the schema, shows busy while submitting and closes after", async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<EmailDialog onSubmit={onSubmit} />);
    const dialog = screen.getByRole("dialog", { name: "Change email" });
    expect(dialog).toHaveAccessibleDescription("Current email: a@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Change email" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("This field is required.");
    expect(within(dialog).getByLabelText("New email")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText("New email"), "b@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Change email" }));
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Change email" })).toHaveAttribute("aria-busy", "true"));
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(within(dialog).queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({ new_email: "b@example.com" });
    finish();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("Cancel closes it and the form is back to its defaults when opened again", async () => {
    const user = userEvent.setup();
    render(<EmailDialog onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText("New email"), "half-typed");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByLabelText("New email")).toHaveValue("");
  });

  it("shows a form-level error above the fields", () => {
    render(<EmailDialog onSubmit={vi.fn()} error="The upstream refused the change." />);
    expect(within(screen.getByRole("dialog")).getByRole("alert")).toHaveTextContent("The upstream refused the change.");
  });
});
