/**
 * What every claim wizard section gets (SectionProps) and the option lists they share. A section
 * renders the claim form's values (lib/contract/claims ClaimForm, held by the wizard's useZodForm)
 * and sends every change through `dispatch`, the wizard's reducer (lib/claim-wizard-state.ts), which
 * does the resets a change implies (e.g. unticking an affected item clears its lot code); `error(path)` is the message to show now (lib/claim-wizard-view.ts).
 */
import { claimOptionLabel } from "@/lib/claim-texts";
import type { ClaimProduct } from "@/lib/claim-rules";
import type { ClaimAction } from "@/lib/claim-wizard-state";
import type { ClaimForm, ClaimFormField } from "@/lib/contract/claims";

export interface SectionProps {
  form: ClaimForm;
  dispatch: (action: ClaimAction) => void;
  /** The message to show for a form path, if any (errors the user should see now). */
  error: (path: string) => string | undefined;
  product: ClaimProduct;
  /** The claim as stored (an edit; null for a new claim): its lot-code items the product no longer packs stay listed (lib/claim-rules.ts keptLotCodeSkus). */
  stored?: ClaimForm | null;
}

export const YES_NO = [
  { value: "YES", label: "Yes" },
  { value: "NO", label: "No" },
];

/** Enumeration values as options labelled "No bag", "Gel pack"… */
export const optionsOf = (values: readonly string[]) => values.map((v) => ({ value: v, label: claimOptionLabel(v) }));

/** A change handler that sets one field of the claim form. */
export const setField = (dispatch: SectionProps["dispatch"], field: ClaimFormField) => (value: unknown) => dispatch({ type: "set", field, value });
