import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { Wizard, type WizardProps, type WizardStep } from "@/components/ui/wizard";
import { ApiRequestError } from "@/lib/client/api";
import { UNSAVED_CHANGES_TEXT } from "@/lib/ui-constants";

// The Wizard's Reload after a 409 refreshes through the app's router (useStaleNotice).
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));

/** The spec's words (issue 7), quoted: the constant must say exactly this. */
const EXIT_QUESTION = "If you exit now, any unsaved changes made will be lost.";

afterEach(() => {
  act(() => toast.dismiss());
});

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

  it("a new step takes focus by keyboard (Continue disabled on it, Back gone on the first): never <body>", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(await screen.findByLabelText("Name"), "Rex");
    screen.getByRole("button", { name: "Continue" }).focus();
    await user.keyboard("{Enter}");
    // The weight step's Save is disabled: its region has focus, and Tab reaches its field.
    const step2 = screen.getByRole("region", { name: "Step 2 of 2: Weight" });
    expect(step2).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText("Weight")).toHaveFocus();
    screen.getByRole("button", { name: "Back" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("region", { name: "Step 1 of 2: Name" })).toHaveFocus();
  });

  it("as a page (the claim wizard) too: Continue by keyboard puts focus on the new step", async () => {
    const user = userEvent.setup();
    render(<Harness as="page" />);
    await user.type(screen.getByLabelText("Name"), "Rex");
    screen.getByRole("button", { name: "Continue" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("region", { name: "Step 2 of 2: Weight" })).toHaveFocus();
  });

  it("the close icon asks first; Stay keeps the wizard, Exit closes it", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.type(await screen.findByLabelText("Name"), "Rex");
    await user.click(screen.getByRole("button", { name: "Close" }));
    const question = await screen.findByRole("dialog", { name: "Exit without saving?" });
    expect(UNSAVED_CHANGES_TEXT).toBe(EXIT_QUESTION);
    expect(question).toHaveTextContent(EXIT_QUESTION);
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
    expect(screen.queryByText(EXIT_QUESTION)).not.toBeInTheDocument();
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
    expect(await screen.findByText(EXIT_QUESTION)).toBeInTheDocument();
  });

  it("a failed save keeps the wizard open on its last step, shows the error toast, and Save works again", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onSave = vi.fn().mockRejectedValueOnce(new ApiRequestError(400, { weight: ["Too heavy."] })).mockResolvedValueOnce(undefined);
    render(
      <>
        <Toaster />
        <Harness onSave={onSave} onClose={onClose} />
      </>,
    );
    await user.type(await screen.findByLabelText("Name"), "Rex");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.type(screen.getByLabelText("Weight"), "12");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Error: Too heavy.")).toBeInTheDocument();
    const save = screen.getByRole("button", { name: "Save" });
    await waitFor(() => expect(save).not.toHaveAttribute("aria-busy"));
    expect(save).toBeEnabled();
    expect(screen.getByRole("dialog", { name: "Add Dog" })).toBeInTheDocument();
    expect(screen.getByText("2. Weight")).toHaveAttribute("aria-current", "step");
    expect(screen.getByLabelText("Weight")).toHaveValue("12");
    expect(onClose).not.toHaveBeenCalled();
    await user.click(save);
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it("a save that throws synchronously is handled the same way", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Toaster />
        <Harness
          onSave={() => {
            throw new Error("boom");
          }}
        />
      </>,
    );
    await user.type(await screen.findByLabelText("Name"), "Rex");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.type(screen.getByLabelText("Weight"), "12");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Unable to perform the requested operation")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
  });
});

/**
 * A branching wizard, as the claim wizard will be: the kind chosen on step 1 decides whether a
 * "Photos" step follows, and the "Notes" step can drop the Photos step again (its box "No photos").
 */
function BranchHarness() {
  const [kind, setKind] = useState("");
  const [noPhotos, setNoPhotos] = useState(false);
  const steps: WizardStep[] = [
    {
      id: "kind",
      title: "Kind",
      valid: kind !== "",
      content: (
        <select aria-label="Kind" value={kind} onChange={(e) => setKind(e.target.value)}>
          <option value="">Choose</option>
          <option value="damaged">Damaged</option>
          <option value="late">Late</option>
        </select>
      ),
    },
    ...(kind === "damaged" && !noPhotos ? [{ id: "photos", title: "Photos", valid: true, content: <p>Attach photos</p> }] : []),
    {
      id: "notes",
      title: "Notes",
      valid: true,
      content: (
        <label>
          <input type="checkbox" checked={noPhotos} onChange={(e) => setNoPhotos(e.target.checked)} /> No photos
        </label>
      ),
    },
    { id: "review", title: "Review", valid: true, content: <p>Review the claim</p> },
  ];
  return <Wizard title="New claim" steps={steps} onSave={vi.fn()} onClose={vi.fn()} />;
}

describe("Wizard branches", () => {
  it("keeps the current step when a branch removes or adds a step before it", async () => {
    const user = userEvent.setup();
    render(<BranchHarness />);
    await user.selectOptions(await screen.findByLabelText("Kind"), "damaged");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("2. Photos")).toHaveAttribute("aria-current", "step");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("3. Notes")).toHaveAttribute("aria-current", "step");

    // Ticking "No photos" removes the step before this one: still on Notes (now step 2), not Review.
    await user.click(screen.getByLabelText("No photos"));
    expect(screen.getByText("2. Notes")).toHaveAttribute("aria-current", "step");
    expect(screen.getByRole("region", { name: "Step 2 of 3: Notes" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Continue" })).toBeInTheDocument();

    // Unticking adds it back: still on Notes (step 3 again); Back goes to Photos.
    await user.click(screen.getByLabelText("No photos"));
    expect(screen.getByText("3. Notes")).toHaveAttribute("aria-current", "step");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("2. Photos")).toHaveAttribute("aria-current", "step");
  });

  it("a different answer on step 1 takes the other branch; the last step says Save", async () => {
    const user = userEvent.setup();
    render(<BranchHarness />);
    await user.selectOptions(await screen.findByLabelText("Kind"), "late");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("2. Notes")).toHaveAttribute("aria-current", "step");
    expect(screen.queryByText(/Photos/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("3. Review")).toHaveAttribute("aria-current", "step");
    expect(screen.getByRole("button", { name: "Save" })).toBeInTheDocument();
  });
});
