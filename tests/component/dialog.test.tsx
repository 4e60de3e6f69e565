import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

function Harness({ dismissible = true, onClose = () => undefined }: { dismissible?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open it</Button>
      <Button>Outside</Button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="A dialog"
        description="What it is about"
        dismissible={dismissible}
        footer={<Button>Footer action</Button>}
      >
        <input aria-label="First field" />
      </Dialog>
    </>
  );
}

describe("Dialog (Radix)", () => {
  it("is named by its title and described, traps focus, and Escape closes it back to the opener", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open it" });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "A dialog" });
    expect(dialog).toHaveAccessibleDescription("What it is about");
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Tabbing cycles inside the dialog, never reaching the page behind it.
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("the close icon (aria-label Close) closes it", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Open it" }));
    await user.click(await screen.findByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("is not dismissible while busy: no close icon, Escape does nothing", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness dismissible={false} onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Open it" }));
    const dialog = await screen.findByRole("dialog", { name: "A dialog" });
    expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
  });

  it("focuses the element marked data-autofocus", async () => {
    const user = userEvent.setup();
    function Auto() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open</Button>
          <Dialog open={open} onClose={() => setOpen(false)} title="Code">
            <input aria-label="Other" />
            <input aria-label="Code" data-autofocus />
          </Dialog>
        </>
      );
    }
    render(<Auto />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Code" })).toHaveFocus());
  });
});

describe("Dialog's first focus", () => {
  function Opened({ body, footer }: { body: React.ReactNode; footer?: React.ReactNode }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Open it</button>
        <Dialog open={open} onClose={() => setOpen(false)} title="A dialog" footer={footer}>
          {body}
        </Dialog>
      </>
    );
  }

  it("goes to the body's first field, not the close icon, so the agent can type at once", async () => {
    const user = userEvent.setup();
    render(<Opened body={<><p>Some words</p><label>New email<input /></label></>} footer={<button>Save</button>} />);
    await user.click(screen.getByRole("button", { name: "Open it" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "New email" })).toHaveFocus());
  });

  it("skips fields in hidden content (a wizard's later step, mounted but hidden)", async () => {
    const user = userEvent.setup();
    render(<Opened body={<><div hidden><label>Later<input /></label></div><p>Nothing to type here</p></>} footer={<><button>Back</button><button>Continue</button></>} />);
    await user.click(screen.getByRole("button", { name: "Open it" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Back" })).toHaveFocus());
  });

  it("without a field, goes to the footer's first button (Cancel in a confirmation)", async () => {
    const user = userEvent.setup();
    render(<Opened body={<p>Are you sure?</p>} footer={<><button>Cancel</button><button>Delete</button></>} />);
    await user.click(screen.getByRole("button", { name: "Open it" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus());
  });
});
