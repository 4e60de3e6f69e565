/** CopyPetIdButton (issue 18 tooltips): the whole pet id is reachable by keyboard, in the kit's tooltip. */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CopyPetIdButton } from "@/components/customers/copy-pet-id-button";

describe("CopyPetIdButton", () => {
  it("shows the short id, and the whole id in a tooltip when Copy gets keyboard focus", async () => {
    const id = "3f2a9c1e-aaaa-bbbb-cccc-0123456789ab";
    const user = userEvent.setup();
    render(<CopyPetIdButton petId={id} />);
    expect(screen.getByTestId("pet-id-short").textContent).toBe(id.slice(0, 5));
    expect(screen.getByTestId("pet-id-short").getAttribute("title")).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: `Copy pet id ${id.slice(0, 5)}` }));
    expect((await screen.findByRole("tooltip")).textContent).toContain(`Pet id ${id}`);
  });
});
