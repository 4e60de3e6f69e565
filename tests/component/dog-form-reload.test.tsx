/**
 * The Update Dog form after a Reload on a 409 (issue 19, components/customers/dog-profile-form.tsx):
 * a newer version of the dog brings its values into the fields the agent left alone; the fields the
 * agent changed keep the agent's values.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { useDogForm } from "@/components/customers/dog-profile-form";
import type { PetDto, PetFormOptionsDto } from "@/lib/contract/pets";
import { petDto } from "../support/pet-dto";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));

const options = { body_types: [], lifestyles: [], breeds: [], health_conditions: [] } as unknown as PetFormOptionsDto;
const pet = petDto;

function Probe({ dog }: { dog: PetDto }) {
  const form = useDogForm(options, "America/New_York", dog);
  return (
    <div>
      <input aria-label="Name" {...form.register("name")} />
      <output aria-label="Weight">{String(form.watch("weight"))}</output>
    </div>
  );
}

describe("useDogForm on a newer version of the dog", () => {
  it("keeps the name the agent typed and takes the weight someone else saved", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Probe dog={pet({})} />);
    await user.clear(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Name"), "Rocket");
    // The same version again (any re-render): nothing moves.
    rerender(<Probe dog={pet({ weight: 20 })} />);
    expect(screen.getByLabelText("Weight")).toHaveTextContent("20");
    rerender(<Probe dog={pet({ name: "Waffles", weight: 31, version: 2 })} />);
    expect(await screen.findByText("31")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Rocket");
  });
});
