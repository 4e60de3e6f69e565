import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Wizard, type WizardProps } from "@/components/ui/wizard";
import { UNSAVED_CHANGES_TEXT } from "@/lib/ui-constants";

function Harness({ onSave = vi.fn(), onClose = vi.fn(), ...rest }: Partial<WizardProps>) {
  const [name, setName] = useState("");
  const [weight, setWeight] = useState("");
  return (
    <Wizard
      title="Add Dog"
      onSave={onSave}
      onClose={onClose}
      dirty={name !== "" || weight !== ""}
      steps={[
        { id: "name", title: "Name", valid: name.trim() !== "", content: <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} /> },
        { id: "weight", title: "Weight", valid: Number(weight) > 0, content: <input aria-label="Weight" value={weight} onChange={(e) => setWeight(e.target.value)} /> },
      ]}
      {...rest}
    />
  );
}

describe("Wizard", () => {
  it("gates Continue on the step's validity, Back keeps values, the last step says Save", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    expect(await screen.findByRole("dialog", { name: "Add Dog" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
    const cont = screen.getByRole("button", { name: "Continue" });
    expect(cont).toBeDisabled();
    await user.type(screen.getByLabelText("Name"), "Rex");
    expect(cont).toBeEnabled();
    await user.click(cont);
    expect(screen.getByText("2. Weight")).toHaveAttribute("aria-current", "step");
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText("Weight"), "12");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText("Name")).toHaveValue("Rex");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByLabelText("Weight")).toHaveValue("12");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it("the close icon asks first; Stay keeps the wizard, Exit closes it", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.type(await screen.findByLabelText("Name"), "Rex");
    await user.click(screen.getByRole("button", { name: "Close" }));
    const question = await screen.findByRole("dialog", { name: "Exit without saving?" });
    expect(question).toHaveTextContent(UNSAVED_CHANGES_TEXT);
    await user.click(screen.getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Exit without saving?" })).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Name")).toHaveValue("Rex");
    await user.click(screen.getByRole("button", { name: "Close" }));
    await user.click(await screen.findByRole("button", { name: "Exit" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes without asking when nothing was entered", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(await screen.findByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(UNSAVED_CHANGES_TEXT)).not.toBeInTheDocument();
  });

  it("with confirmSave, Save asks first; cancelling does not save; confirming does, with a spinner meanwhile", async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const onSave = vi.fn(() => new Promise<void>((r) => (finish = r)));
    render(<Harness onSave={onSave} saveLabel="Add dog" confirmSave={{ title: "Add this dog?", message: "The plan price changes.", confirmLabel: "Yes, add" }} />);
    await user.type(await screen.findByLabelText("Name"), "Rex");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.type(screen.getByLabelText("Weight"), "12");
    await user.click(screen.getByRole("button", { name: "Add dog" }));
    await screen.findByRole("dialog", { name: "Add this dog?" });
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Add dog" }));
    await user.click(await screen.findByRole("button", { name: "Yes, add" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole("button", { name: /Add dog/ })).toHaveAttribute("aria-busy", "true"));
    finish();
    await waitFor(() => expect(screen.getByRole("button", { name: "Add dog" })).not.toHaveAttribute("aria-busy"));
  });

  it("works as a page of a given width", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness as="page" width={750} onClose={onClose} />);
    const page = screen.getByRole("region", { name: "Add Dog" });
    expect(page.style.maxWidth).toBe("750px");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Name"), "Rex");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(await screen.findByText(UNSAVED_CHANGES_TEXT)).toBeInTheDocument();
  });
});
