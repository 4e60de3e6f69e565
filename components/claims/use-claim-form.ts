"use client";
/**
 * useClaimForm: the claim wizard's form on useZodForm with the contract's claimFormSchema. Every
 * change goes through the reducer of lib/claim-wizard-state.ts (the resets a change implies, e.g. a new quality issue type clears its sub-issue and notes) and lands
 * in react-hook-form with setValue; the paths an action touches are remembered, so that
 * `errorFor(errors)(path)` shows a message when lib/claim-wizard-view.ts says it should.
 * Returns: form (react-hook-form's), values (the current ClaimForm), loaded (the claim as loaded:
 * the stored one of an edit, the empty form of a new claim), dirty (differs from what was loaded), dispatch(action), touch(path), load(claim form: a loaded claim becomes the base),
 * rebase(current: after a 409, the current claim with the agent's changes kept, each claim type as
 * a unit, lib/claim-wizard-state.ts rebaseClaimEdit; returns the merged form), errorFor(errors).
 */
import { useCallback, useState } from "react";
import { useWatch } from "react-hook-form";
import { useZodForm } from "@/components/ui/form";
import type { ClaimErrors } from "@/lib/claim-rules";
import { claimReducer, rebaseClaimEdit, type ClaimAction } from "@/lib/claim-wizard-state";
import { claimFormChanged, touchedPathOf, visibleClaimError } from "@/lib/claim-wizard-view";
import { claimFormSchema, type ClaimForm, type ClaimFormField } from "@/lib/contract/claims";

export function useClaimForm(initial: ClaimForm) {
  // The wizard asks before leaving itself (Wizard's `dirty`), and stops asking once saved.
  const form = useZodForm(claimFormSchema, { defaultValues: initial, guard: false });
  const values = useWatch({ control: form.control }) as ClaimForm;
  const [loaded, setLoaded] = useState<ClaimForm>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());

  const current = () => form.getValues() as ClaimForm;
  /** Sets every field that differs from `next`. */
  const setAll = (next: ClaimForm) => {
    const now = current();
    for (const key of Object.keys(next) as ClaimFormField[]) {
      if (JSON.stringify(now[key]) !== JSON.stringify(next[key])) form.setValue(key, next[key] as never, { shouldDirty: true });
    }
  };
  const touch = (path: string) => setTouched((t) => new Set(t).add(path));
  const load = useCallback(
    (claim: ClaimForm) => {
      form.reset(claim);
      setLoaded(claim);
    },
    [form],
  );

  return {
    form,
    values,
    loaded,
    dirty: claimFormChanged(values, loaded),
    dispatch: (action: ClaimAction) => {
      setAll(claimReducer(current(), action));
      const path = touchedPathOf(action);
      if (path) touch(path);
    },
    touch,
    load,
    rebase: (latest: ClaimForm): ClaimForm => {
      const mine = current();
      const merged = rebaseClaimEdit(mine, loaded, latest);
      form.reset(latest);
      setAll(merged);
      setLoaded(latest);
      return merged;
    },
    errorFor: (errors: ClaimErrors) => (path: string) => visibleClaimError(errors, touched, path),
  };
}
