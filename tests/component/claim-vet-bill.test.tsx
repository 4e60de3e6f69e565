/**
 * The claim wizard's Vet Bill Amount field (Adverse reaction step), with the wizard's reducer and
 * rules: spec 01 §5 "at most 2 decimal places (more are ignored)": further decimals are cut as
 * typed and on blur, never rounded up; text that is not plain decimal notation ("1e3") is not an
 * amount, as for every typed number of the project (lib/contract/bounds.ts).
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { AdverseReactionSection } from "@/components/claims/sections/adverse-reaction-section";
import { CLAIM_MESSAGES, validateStep, type ClaimProduct } from "@/lib/claim-rules";
import { claimReducer, emptyClaimForm } from "@/lib/claim-wizard-state";
import type { ClaimForm } from "@/lib/contract/claims";

const product: ClaimProduct = { code: "SNACK-1", name: "Jerky", productType: "SNACK", isFrozen: false, items: [{ sku: "J-1", name: "Jerky bag", quantity: 1, recipeId: null }] };

/** The section on a form whose bill is requested; `seen` gets every form the reducer makes; "Set 80.25 from outside" changes the amount as a reload does. */
function Harness({ seen }: { seen: ClaimForm[] }) {
  const [form, setForm] = useState<ClaimForm>({
    ...emptyClaimForm({ productCode: product.code, fulfillmentId: "F1", petId: "pet-1" }),
    claimTypes: ["ADVERSE_REACTION"],
    adverseReactionVetVisitRequired: "YES",
    adverseReactionVetBillRequested: true,
    adverseReactionVetBillCost: null,
    adverseReactionSymptoms: ["VOMIT"],
    adverseReactionLotCodes: { "J-1": "" },
  });
  seen.push(form);
  const errors = validateStep("ADVERSE_REACTION", form, { product, conversationPrefix: "https://bark.gladly.qa/" });
  return (
    <>
      <AdverseReactionSection form={form} product={product} dispatch={(action) => setForm((f) => claimReducer(f, action))} error={(path) => errors[path]?.[0]} />
      <button type="button" onClick={() => setForm((f) => ({ ...f, adverseReactionVetBillCost: 80.25 }))}>
        Set 80.25 from outside
      </button>
    </>
  );
}

const amountNow = (seen: ClaimForm[]) => seen.at(-1)!.adverseReactionVetBillCost;

describe("Vet Bill Amount", () => {
  it("cuts a third decimal as typed and on blur: 12.349 stays 12.34 (was: 12.35 after blur)", async () => {
    const seen: ClaimForm[] = [];
    const user = userEvent.setup();
    render(<Harness seen={seen} />);
    const input = screen.getByLabelText("Vet Bill Amount") as HTMLInputElement;
    await user.type(input, "12.349");
    expect(amountNow(seen)).toBe(12.34);
    await user.tab();
    expect(input.value).toBe("12.34");
    expect(amountNow(seen)).toBe(12.34);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("pads to 2 decimals on blur, as every money input", async () => {
    const seen: ClaimForm[] = [];
    const user = userEvent.setup();
    render(<Harness seen={seen} />);
    const input = screen.getByLabelText("Vet Bill Amount") as HTMLInputElement;
    await user.type(input, "80.5");
    await user.tab();
    expect(input.value).toBe("80.50");
    expect(amountNow(seen)).toBe(80.5);
  });

  it("refuses exponent notation like every typed number: '1e3' is not 1000, and blur does not turn it into one", async () => {
    const seen: ClaimForm[] = [];
    const user = userEvent.setup();
    render(<Harness seen={seen} />);
    const input = screen.getByLabelText("Vet Bill Amount") as HTMLInputElement;
    await user.type(input, "1e3");
    expect(amountNow(seen)).toBeNaN();
    expect(screen.getByText(CLAIM_MESSAGES.vetBillNumber)).toBeInTheDocument();
    await user.tab();
    expect(input.value).toBe("1e3");
    expect(amountNow(seen)).toBeNaN();
    expect(screen.getByText(CLAIM_MESSAGES.vetBillNumber)).toBeInTheDocument();
  });

  it("follows the amount when it changes from outside (a Reload after a 409), and the agent's typing afterwards (was: the old text shown, the new amount saved)", async () => {
    const seen: ClaimForm[] = [];
    const user = userEvent.setup();
    render(<Harness seen={seen} />);
    const input = screen.getByLabelText("Vet Bill Amount") as HTMLInputElement;
    await user.type(input, "12.5");
    expect(input.value).toBe("12.5");
    await user.click(screen.getByRole("button", { name: "Set 80.25 from outside" }));
    expect(input.value).toBe("80.25");
    expect(amountNow(seen)).toBe(80.25);
    await user.clear(input);
    await user.type(input, "9.5");
    expect(input.value).toBe("9.5");
    expect(amountNow(seen)).toBe(9.5);
  });
});
