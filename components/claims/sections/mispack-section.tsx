"use client";
/** The Mispack step: whether what was received is known; then the expected items, the quantities actually received, and skus to add. */
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, FieldMessage, fieldErrorId } from "@/components/ui/field";
import { LoadStatus, type Load } from "@/components/ui/load-status";
import { RadioGroup } from "@/components/ui/radio-group";
import { Select } from "@/components/ui/select";
import { serverMessage } from "@/lib/client/api";
import { addableMispackSkus, mispackQuantityChoices } from "@/lib/claim-wizard-view";
import { SELECT_LOADING, SELECT_PLACEHOLDER } from "@/lib/ui-constants";
import { YES_NO, type SectionProps } from "./section-props";

const quantityOptions = (own: boolean) => mispackQuantityChoices(own).map((v) => ({ value: v, label: v }));

/** skus: GET items/skus as a Load (components/ui/load-status.tsx): "Loading..." in the picker meanwhile; a failure shows its sentence and Try again under it. */
export function MispackSection({ form, dispatch, error, product, skus }: SectionProps & { skus: Load<string[]> }) {
  const id = useId();
  const own = new Set(product.items.map((i) => i.sku));
  const actual = form.mispackActuallyReceived ?? [];
  const [adding, setAdding] = useState("");
  const lineLabel = (sku: string) => product.items.find((i) => i.sku === sku)?.name ?? sku;
  const actualId = `${id}-actual`;
  const actualError = error("mispackActuallyReceived");
  const expectedId = `${id}-expected`;
  const expectedError = error("mispackShouldHaveReceived");
  return (
    <div className="space-y-4">
      <RadioGroup
        legend="Do we know what the customer actually received?"
        value={form.mispackHaveInformationOnWhatWasReceived}
        options={YES_NO}
        onValueChange={(v) => dispatch({ type: "setMispackKnown", value: v as "YES" | "NO", product })}
        error={error("mispackHaveInformationOnWhatWasReceived")}
      />
      {form.mispackHaveInformationOnWhatWasReceived === "YES" ? (
        <>
          <div>
            <h3 className="text-sm font-medium text-slate-700">Expected</h3>
            <ul
              className="mt-1 list-inside list-disc text-sm text-slate-800"
              aria-label="Expected items"
              aria-describedby={expectedError ? fieldErrorId(expectedId) : undefined}
            >
              {(form.mispackShouldHaveReceived ?? []).map((line) => {
                const [sku, q] = Object.entries(line)[0] ?? ["", 0];
                return (
                  <li key={sku}>
                    {sku} × {q}
                  </li>
                );
              })}
            </ul>
            {/* A claim saved with an older item list of the product: answering again copies the current one. */}
            <FieldMessage htmlFor={expectedId} error={expectedError} />
          </div>
          <fieldset className="space-y-2" aria-describedby={actualError ? fieldErrorId(actualId) : undefined}>
            <legend className="text-sm font-medium text-slate-700">Actually received</legend>
            {actual.map((line, index) => {
              const sku = Object.keys(line)[0] ?? "";
              const q = line[sku];
              const qtyId = `${id}-qty-${index}`;
              const lineError = error(`mispackActuallyReceived.${index}`);
              return (
                <div key={`${sku}-${index}`} className="flex flex-wrap items-center gap-2">
                  <label htmlFor={qtyId} className="min-w-48 text-sm text-slate-800">
                    {lineLabel(sku)}
                  </label>
                  <div className="w-28">
                    <Select
                      id={qtyId}
                      value={q === null || q === undefined ? "" : String(q)}
                      onValueChange={(v) => dispatch({ type: "setMispackQuantity", index, quantity: Number(v) })}
                      options={quantityOptions(own.has(sku))}
                      placeholder="Qty"
                      invalid={Boolean(lineError)}
                      aria-describedby={lineError ? fieldErrorId(qtyId) : undefined}
                    />
                  </div>
                  {!own.has(sku) ? (
                    <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "removeMispackLine", index })} aria-label={`Remove ${sku}`}>
                      Remove
                    </Button>
                  ) : null}
                  {lineError ? (
                    <p id={fieldErrorId(qtyId)} role="alert" className="w-full text-sm text-red-600">
                      {lineError}
                    </p>
                  ) : null}
                </div>
              );
            })}
            <FieldMessage htmlFor={actualId} error={actualError} />
          </fieldset>
          <div className="flex items-end gap-2">
            <div className="flex-1">
              <Field label="Add a sku that was received" htmlFor={`${id}-add`}>
                <Select
                  id={`${id}-add`}
                  value={adding}
                  onValueChange={setAdding}
                  options={addableMispackSkus(skus.data ?? [], actual).map((s) => ({ value: s, label: s }))}
                  placeholder={skus.status === "loading" || skus.retrying ? SELECT_LOADING : SELECT_PLACEHOLDER}
                />
              </Field>
            </div>
            <Button
              variant="secondary"
              disabled={!adding}
              onClick={() => {
                dispatch({ type: "addMispackSku", sku: adding });
                setAdding("");
              }}
            >
              Add sku
            </Button>
          </div>
          <LoadStatus load={skus} errorText={(e) => serverMessage(e)} />
        </>
      ) : null}
    </div>
  );
}
