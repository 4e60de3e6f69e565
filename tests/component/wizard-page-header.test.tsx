/** The Wizard's additions for the claim wizard (issue 11): `header` shows the current step; `saveOnFirstStep={false}` keeps Continue on a lone first step. */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Wizard } from "@/components/ui/wizard";

// The Wizard's Reload after a 409 refreshes through the app's router (useStaleNotice).
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));

describe("Wizard header and saveOnFirstStep", () => {
  it("a lone first step shows Continue (and saves nothing) when saveOnFirstStep is false; Save otherwise", async () => {
    const onSave = vi.fn();
    const steps = [{ id: "general", title: "General", valid: true, content: <p>General</p> }];
    const { rerender } = render(<Wizard as="page" title="Claim" steps={steps} onSave={onSave} onClose={vi.fn()} saveOnFirstStep={false} />);
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onSave).not.toHaveBeenCalled();
    rerender(<Wizard as="page" title="Claim" steps={steps} onSave={onSave} onClose={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Save" })).toBeInTheDocument();
  });

  it("renders the header with the current step", async () => {
    const steps = [
      { id: "a", title: "First", valid: true, content: <p>A</p> },
      { id: "b", title: "Second", valid: true, content: <p>B</p> },
    ];
    render(<Wizard as="page" title="Claim" steps={steps} onSave={vi.fn()} onClose={vi.fn()} header={(s) => <p data-testid="step-name">{s?.title}</p>} />);
    expect(screen.getByTestId("step-name")).toHaveTextContent("First");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByTestId("step-name")).toHaveTextContent("Second");
  });
});
