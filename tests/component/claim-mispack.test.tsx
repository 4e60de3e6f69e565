/**
 * The claim wizard's Mispack step with the wizard's reducer and rules: the expected list is the
 * product's items; a claim holding another one (saved with an older item list of the product)
 * says so under the list, and answering No, then Yes copies the product's items again.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { MispackSection } from "@/components/claims/sections/mispack-section";
import { CLAIM_MESSAGES, validateStep, type ClaimProduct } from "@/lib/claim-rules";
import { claimReducer, emptyClaimForm } from "@/lib/claim-wizard-state";
import { visibleClaimError } from "@/lib/claim-wizard-view";
import type { ClaimForm } from "@/lib/contract/claims";

const product: ClaimProduct = {
  code: "MEAL-U-B",
  name: "UnKibble Beef",
  productType: "MEAL",
  isFrozen: false,
  items: [
    { sku: "UB-BAG", name: "UnKibble Beef bag", quantity: 4, recipeId: "U-B" },
    { sku: "CLIP", name: "Clip", quantity: 1, recipeId: null },
  ],
};

function Harness({ initial }: { initial: Partial<ClaimForm> }) {
  const [form, setForm] = useState<ClaimForm>({ ...emptyClaimForm({ productCode: product.code, fulfillmentId: "F1", petId: "pet-1" }), claimTypes: ["MISPACK"], ...initial });
  const errors = validateStep("MISPACK", form, { product, conversationPrefix: "https://bark.gladly.qa/" });
  return (
    <MispackSection
      form={form}
      product={product}
      skus={{ status: "ready", data: [], error: null, retry: () => undefined, retrying: false }}
      dispatch={(action) => setForm((f) => claimReducer(f, action))}
      error={(path) => visibleClaimError(errors, new Set(), path)}
    />
  );
}

describe("Mispack step", () => {
  it("an expected list other than the product's items is named under it; No, then Yes copies the product's items again", async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ mispackHaveInformationOnWhatWasReceived: "YES", mispackShouldHaveReceived: [{ "UB-BAG": 8 }, { CLIP: 2 }], mispackActuallyReceived: [{ "UB-BAG": 7 }, { CLIP: 2 }] }} />);
    const list = screen.getByRole("list", { name: "Expected items" });
    expect(list).toHaveAccessibleDescription(CLAIM_MESSAGES.mispackExpected);
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    const copied = screen.getByRole("list", { name: "Expected items" });
    expect(within(copied).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["UB-BAG × 4", "CLIP × 1"]);
    expect(screen.queryByText(CLAIM_MESSAGES.mispackExpected)).toBeNull();
    // The copy is also the actual list: it must differ.
    expect(screen.getByText(CLAIM_MESSAGES.mispackSame)).toBeInTheDocument();
  });
});
