"use client";
/**
 * "Items affected by this issue": a checkbox per item of the product, and its lot code when ticked
 * (adverse reaction, ROOF, each quality issue). An edited claim's items the product no longer packs
 * are listed after them by sku, with a hint, so they can be unticked (lib/claim-wizard-view.ts affectedItemRows).
 */
import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldMessage, fieldErrorId } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { CLAIM_TEXTS } from "@/lib/claim-texts";
import type { LotTarget } from "@/lib/claim-wizard-state";
import { affectedItemRows, lotCodesAt, lotCodesPath } from "@/lib/claim-wizard-view";
import type { SectionProps } from "./section-props";

export function ItemsAffected({ form, dispatch, error, product, stored, target }: SectionProps & { target: LotTarget }) {
  const id = useId();
  const lots = lotCodesAt(form, target);
  const path = lotCodesPath(target);
  const groupError = error(path);
  const rows = affectedItemRows(product, stored, form, target);
  return (
    <fieldset className="space-y-2" aria-describedby={groupError ? fieldErrorId(id) : undefined}>
      <legend className="text-sm font-medium text-slate-700">{CLAIM_TEXTS.itemsAffected}</legend>
      {rows.length === 0 ? <p className="text-sm text-slate-600">{CLAIM_TEXTS.noItems}</p> : null}
      {rows.map((item, n) => {
        const ticked = item.sku in lots;
        const inputId = `${id}-lot-${n}`;
        const hintId = `${id}-gone-${n}`;
        const itemError = error(`${path}.${item.sku}`);
        return (
          <div key={item.sku} className="space-y-1">
            <Checkbox
              id={`${id}-item-${n}`}
              label={item.label}
              checked={ticked}
              aria-describedby={item.gone ? hintId : undefined}
              onCheckedChange={(checked) => dispatch({ type: "toggleItem", target, sku: item.sku, checked })}
            />
            {item.gone ? (
              <p id={hintId} className="ml-6 text-xs text-slate-600">
                {CLAIM_TEXTS.itemNoLongerPacked}
              </p>
            ) : null}
            {ticked ? (
              <div className="ml-6">
                <Input
                  id={inputId}
                  aria-label={`Lot code for ${item.name}`}
                  placeholder="Enter lot code"
                  value={lots[item.sku] ?? ""}
                  invalid={Boolean(itemError)}
                  aria-describedby={itemError ? fieldErrorId(inputId) : undefined}
                  onChange={(e) => dispatch({ type: "setLotCode", target, sku: item.sku, value: e.target.value })}
                />
                <FieldMessage htmlFor={inputId} error={itemError} />
              </div>
            ) : null}
          </div>
        );
      })}
      <FieldMessage htmlFor={id} error={groupError} />
    </fieldset>
  );
}
