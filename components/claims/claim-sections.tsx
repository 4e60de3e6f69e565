"use client";
/**
 * The claim wizard's sections (spec 01 §2 "Section contents"): General, Adverse reaction, Feeding
 * guide, Mispack, Order manifest, Product quality, ROOF, Warm box, and the "Items affected by this
 * issue" lot-code picker they share. Each renders the form (lib/contract/claims ClaimForm) and
 * sends every change through the wizard's reducer (lib/claim-wizard-state.ts), which does the
 * resets of spec 01 §4. Messages come from the shared rules (lib/claim-rules.ts).
 * Props of every section: SectionProps.
 */
import { useId, useState, type ReactNode } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, fieldDescriptionId, fieldErrorId } from "@/components/ui/field";
import { Input, MoneyInput } from "@/components/ui/input";
import { MultiSelect } from "@/components/ui/multi-select";
import { Select } from "@/components/ui/select";
import { CLAIM_STEP_TITLES, isFreshFrozen, qualityIssueTypes, qualityNotesRequired, qualitySubIssues, type ClaimProduct } from "@/lib/claim-rules";
import { CLAIM_TEXTS, claimOptionLabel, RESOLUTION_LABELS } from "@/lib/claim-texts";
import type { ClaimAction, LotTarget } from "@/lib/claim-wizard-state";
import type { ClaimForm, ClaimFormField } from "@/lib/contract/claims";
import { BagAnswer, ClaimType, Cooling, FeedingGuideIssue, OrderManifestIssue, ResolutionType, Symptom, YesNoUnknown } from "@/lib/enums";

type ClaimTypeValue = z.infer<typeof ClaimType>;

export interface SectionProps {
  form: ClaimForm;
  dispatch: (action: ClaimAction) => void;
  /** The message to show for a form path, if any (errors the user should see now). */
  error: (path: string) => string | undefined;
  product: ClaimProduct;
}

const YES_NO = [
  { value: "YES", label: "Yes" },
  { value: "NO", label: "No" },
];
const optionsOf = (values: readonly string[]) => values.map((v) => ({ value: v, label: claimOptionLabel(v) }));
const set = (dispatch: SectionProps["dispatch"], field: ClaimFormField) => (value: unknown) => dispatch({ type: "set", field, value });

// ───────────────────────────── Building blocks ─────────────────────────────

/** Radios in a fieldset: the legend is the question, the message under it. */
export function RadioGroup({ legend, value, options, onChange, error }: { legend: string; value: string | null; options: readonly { value: string; label: string }[]; onChange: (value: string) => void; error?: string }) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="space-y-1" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function Checkboxes({ legend, values, options, onToggle, error }: { legend: string; values: readonly string[]; options: readonly { value: string; label: string }[]; onToggle: (value: string, checked: boolean) => void; error?: string }) {
  const id = useId();
  return (
    <fieldset className="space-y-1" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={values.includes(o.value)} onChange={(e) => onToggle(o.value, e.target.checked)} />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function TextArea({ id, label, value, onChange, placeholder, error }: { id: string; label: string; value: string | null; onChange: (v: string) => void; placeholder?: string; error?: string }) {
  return (
    <Field label={label} htmlFor={id} error={error}>
      <textarea
        id={id}
        value={value ?? ""}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescriptionId(id, error)}
        rows={3}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-brand-500"
      />
    </Field>
  );
}

/** "Items affected by this issue": a checkbox per item of the product, and its lot code when ticked. */
export function ItemsAffected({ form, dispatch, error, product, target }: SectionProps & { target: LotTarget }) {
  const id = useId();
  const lots = target.field === "productQualityIssues" ? (form.productQualityIssues?.[target.index]?.lot_codes ?? {}) : (form[target.field] ?? {});
  const path = target.field === "productQualityIssues" ? `productQualityIssues.${target.index}.lot_codes` : target.field;
  const groupError = error(path);
  return (
    <fieldset className="space-y-2" aria-describedby={groupError ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-700">{CLAIM_TEXTS.itemsAffected}</legend>
      {product.items.length === 0 ? <p className="text-sm text-slate-600">{CLAIM_TEXTS.noItems}</p> : null}
      {product.items.map((item, n) => {
        const ticked = item.sku in lots;
        const inputId = `${id}-lot-${n}`;
        const itemError = error(`${path}.${item.sku}`);
        return (
          <div key={item.sku} className="space-y-1">
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" checked={ticked} onChange={(e) => dispatch({ type: "toggleItem", target, sku: item.sku, checked: e.target.checked })} />
              {item.name} ({item.quantity})
            </label>
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
                {itemError ? (
                  <p id={fieldErrorId(inputId)} role="alert" className="text-sm text-red-600">
                    {itemError}
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>
        );
      })}
      {groupError ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {groupError}
        </p>
      ) : null}
    </fieldset>
  );
}

// ───────────────────────────── Sections ─────────────────────────────

export function GeneralSection({ form, dispatch, error, offered, onClaimTypesChange }: SectionProps & { offered: readonly ClaimTypeValue[]; onClaimTypesChange: (values: ClaimTypeValue[]) => void }) {
  const id = useId();
  const typesError = error("claimTypes");
  const urlError = error("gladlyConversationUrl");
  const resolutionError = error("resolutionTypes");
  return (
    <div className="space-y-4">
      <Field label="Claim Types" htmlFor={`${id}-types`} error={typesError}>
        <MultiSelect
          id={`${id}-types`}
          value={form.claimTypes}
          onChange={(values) => onClaimTypesChange(values as ClaimTypeValue[])}
          options={offered.map((t) => ({ value: t, label: CLAIM_STEP_TITLES[t] }))}
          placeholder="Select claim types"
          invalid={Boolean(typesError)}
          aria-describedby={fieldDescriptionId(`${id}-types`, typesError)}
        />
      </Field>
      <Field label="Conversation URL" htmlFor={`${id}-url`} error={urlError}>
        <Input
          id={`${id}-url`}
          value={form.gladlyConversationUrl}
          onChange={(e) => dispatch({ type: "set", field: "gladlyConversationUrl", value: e.target.value })}
          invalid={Boolean(urlError)}
          aria-describedby={fieldDescriptionId(`${id}-url`, urlError)}
        />
      </Field>
      <RadioGroup legend="Photos Received" value={form.photosReceived} options={YES_NO} onChange={set(dispatch, "photosReceived")} error={error("photosReceived")} />
      <Field label="Resolution Types" htmlFor={`${id}-resolution`} error={resolutionError}>
        <MultiSelect
          id={`${id}-resolution`}
          value={form.resolutionTypes}
          onChange={set(dispatch, "resolutionTypes")}
          options={ResolutionType.options.map((r) => ({ value: r, label: RESOLUTION_LABELS[r] }))}
          searchable={false}
          invalid={Boolean(resolutionError)}
          aria-describedby={fieldDescriptionId(`${id}-resolution`, resolutionError)}
        />
      </Field>
    </div>
  );
}

function VetBillAmount({ value, onChange, error }: { value: number | null; onChange: (v: number | null) => void; error?: string }) {
  const id = useId();
  const [text, setText] = useState(value === null ? "" : String(value));
  return (
    <Field label="Vet Bill Amount" htmlFor={id} error={error}>
      <MoneyInput
        id={id}
        min={0}
        value={text}
        invalid={Boolean(error)}
        aria-describedby={fieldDescriptionId(id, error)}
        onChange={(e) => {
          setText(e.target.value);
          const n = Number(e.target.value);
          // At most 2 decimals: more are ignored (spec 01 §5).
          onChange(e.target.value.trim() === "" || !Number.isFinite(n) ? null : Math.trunc(n * 100 + (n >= 0 ? 1e-6 : -1e-6)) / 100);
        }}
      />
    </Field>
  );
}

export function AdverseReactionSection(props: SectionProps) {
  const { form, dispatch, error } = props;
  const id = useId();
  const symptoms = form.adverseReactionSymptoms ?? [];
  return (
    <div className="space-y-4">
      <ItemsAffected {...props} target={{ field: "adverseReactionLotCodes" }} />
      <RadioGroup
        legend="Vet visit required?"
        value={form.adverseReactionVetVisitRequired}
        options={optionsOf(YesNoUnknown.options)}
        onChange={(v) => dispatch({ type: "setVetVisit", value: v as z.infer<typeof YesNoUnknown> })}
        error={error("adverseReactionVetVisitRequired")}
      />
      {form.adverseReactionVetVisitRequired === "YES" ? (
        <RadioGroup
          legend="Vet bill compensation requested?"
          value={form.adverseReactionVetBillRequested === null ? null : form.adverseReactionVetBillRequested ? "YES" : "NO"}
          options={YES_NO}
          onChange={(v) => dispatch({ type: "setBillRequested", value: v === "YES" })}
          error={error("adverseReactionVetBillRequested")}
        />
      ) : null}
      {form.adverseReactionVetVisitRequired === "YES" && form.adverseReactionVetBillRequested === true ? (
        <VetBillAmount value={form.adverseReactionVetBillCost} onChange={set(dispatch, "adverseReactionVetBillCost")} error={error("adverseReactionVetBillCost")} />
      ) : null}
      <Checkboxes
        legend="Select Symptom(s)"
        values={symptoms}
        options={optionsOf(Symptom.options)}
        onToggle={(v, checked) => dispatch({ type: "toggleSymptom", symptom: v as z.infer<typeof Symptom>, checked })}
        error={error("adverseReactionSymptoms")}
      />
      {symptoms.includes("OTHER") ? (
        <TextArea
          id={`${id}-notes`}
          label="Additional Notes"
          placeholder="Please describe the symptoms..."
          value={form.adverseReactionAdditionalNotes}
          onChange={set(dispatch, "adverseReactionAdditionalNotes")}
          error={error("adverseReactionAdditionalNotes")}
        />
      ) : null}
    </div>
  );
}

export function FeedingGuideSection({ form, dispatch, error }: SectionProps) {
  return (
    <RadioGroup
      legend="What was the issue with their feeding guide?"
      value={form.feedingGuideIssueType}
      options={optionsOf(FeedingGuideIssue.options)}
      onChange={set(dispatch, "feedingGuideIssueType")}
      error={error("feedingGuideIssueType")}
    />
  );
}

export function OrderManifestSection({ form, dispatch, error }: SectionProps) {
  return (
    <RadioGroup
      legend="What was the issue with their order manifest?"
      value={form.orderManifestIssueType}
      options={optionsOf(OrderManifestIssue.options)}
      onChange={set(dispatch, "orderManifestIssueType")}
      error={error("orderManifestIssueType")}
    />
  );
}

export function WarmBoxSection({ form, dispatch, error }: SectionProps) {
  return (
    <div className="space-y-4">
      <RadioGroup legend="Was the food inside the silver bag?" value={form.warmBoxFoodInsideSilverBag} options={optionsOf(BagAnswer.options)} onChange={set(dispatch, "warmBoxFoodInsideSilverBag")} error={error("warmBoxFoodInsideSilverBag")} />
      <RadioGroup legend="Was the silver bag sealed?" value={form.warmBoxSilverBagSealed} options={optionsOf(BagAnswer.options)} onChange={set(dispatch, "warmBoxSilverBagSealed")} error={error("warmBoxSilverBagSealed")} />
      <RadioGroup
        legend="Was a gel pack or dry ice present?"
        value={form.warmBoxGelPackOrDryIcePresent}
        options={optionsOf(Cooling.options)}
        onChange={set(dispatch, "warmBoxGelPackOrDryIcePresent")}
        error={error("warmBoxGelPackOrDryIcePresent")}
      />
    </div>
  );
}

export function RoofSection(props: SectionProps) {
  const { form, dispatch, error, product } = props;
  const yn = optionsOf(YesNoUnknown.options);
  return (
    <div className="space-y-4">
      {isFreshFrozen(product) ? (
        <RadioGroup
          legend="Did they feed the correct number of packs per day?"
          value={form.roofFreshFedCorrectNumberOfPacks}
          options={yn}
          onChange={set(dispatch, "roofFreshFedCorrectNumberOfPacks")}
          error={error("roofFreshFedCorrectNumberOfPacks")}
        />
      ) : (
        <>
          <RadioGroup legend="Did they use the correct scoop?" value={form.roofUnkibbleUsedCorrectScoop} options={yn} onChange={set(dispatch, "roofUnkibbleUsedCorrectScoop")} error={error("roofUnkibbleUsedCorrectScoop")} />
          <RadioGroup
            legend="Did they feed the correct number of scoops per day?"
            value={form.roofUnkibbleFedCorrectNumberOfScoops}
            options={yn}
            onChange={set(dispatch, "roofUnkibbleFedCorrectNumberOfScoops")}
            error={error("roofUnkibbleFedCorrectNumberOfScoops")}
          />
          <RadioGroup legend="Did they level off the scoop?" value={form.roofUnkibbleLeveledOffScoop} options={yn} onChange={set(dispatch, "roofUnkibbleLeveledOffScoop")} error={error("roofUnkibbleLeveledOffScoop")} />
        </>
      )}
      <ItemsAffected {...props} target={{ field: "roofLotCodes" }} />
    </div>
  );
}

/** Quantity choices (spec 01 §9): 0–100 for the product's own skus, 1–100 for added ones. */
const quantityOptions = (own: boolean) => Array.from({ length: own ? 101 : 100 }, (_, i) => String(own ? i : i + 1)).map((v) => ({ value: v, label: v }));

export function MispackSection({ form, dispatch, error, product, skus, skusLoading }: SectionProps & { skus: readonly string[]; skusLoading: boolean }) {
  const id = useId();
  const own = new Set(product.items.map((i) => i.sku));
  const actual = form.mispackActuallyReceived ?? [];
  const inActual = new Set(actual.flatMap((l) => Object.keys(l)));
  const [adding, setAdding] = useState("");
  const lineLabel = (sku: string) => product.items.find((i) => i.sku === sku)?.name ?? sku;
  const actualError = error("mispackActuallyReceived");
  return (
    <div className="space-y-4">
      <RadioGroup
        legend="Do we know what the customer actually received?"
        value={form.mispackHaveInformationOnWhatWasReceived}
        options={YES_NO}
        onChange={(v) => dispatch({ type: "setMispackKnown", value: v as "YES" | "NO", product })}
        error={error("mispackHaveInformationOnWhatWasReceived")}
      />
      {form.mispackHaveInformationOnWhatWasReceived === "YES" ? (
        <>
          <div>
            <h3 className="text-sm font-medium text-slate-700">Expected</h3>
            <ul className="mt-1 list-inside list-disc text-sm text-slate-800" aria-label="Expected items">
              {(form.mispackShouldHaveReceived ?? []).map((line) => {
                const [sku, q] = Object.entries(line)[0] ?? ["", 0];
                return (
                  <li key={sku}>
                    {sku} × {q}
                  </li>
                );
              })}
            </ul>
          </div>
          <fieldset className="space-y-2" aria-describedby={actualError ? `${id}-actual-error` : undefined}>
            <legend className="text-sm font-medium text-slate-700">Actually received</legend>
            {actual.map((line, index) => {
              const sku = Object.keys(line)[0] ?? "";
              const q = line[sku];
              const lineError = error(`mispackActuallyReceived.${index}`);
              return (
                <div key={`${sku}-${index}`} className="flex flex-wrap items-center gap-2">
                  <label htmlFor={`${id}-qty-${index}`} className="min-w-48 text-sm text-slate-800">
                    {lineLabel(sku)}
                  </label>
                  <div className="w-28">
                    <Select
                      id={`${id}-qty-${index}`}
                      value={q === null || q === undefined ? "" : String(q)}
                      onValueChange={(v) => dispatch({ type: "setMispackQuantity", index, quantity: Number(v) })}
                      options={quantityOptions(own.has(sku))}
                      placeholder="Qty"
                      invalid={Boolean(lineError)}
                      aria-describedby={lineError ? `${id}-qty-${index}-error` : undefined}
                    />
                  </div>
                  {!own.has(sku) ? (
                    <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "removeMispackLine", index })} aria-label={`Remove ${sku}`}>
                      Remove
                    </Button>
                  ) : null}
                  {lineError ? (
                    <p id={`${id}-qty-${index}-error`} role="alert" className="w-full text-sm text-red-600">
                      {lineError}
                    </p>
                  ) : null}
                </div>
              );
            })}
            {actualError ? (
              <p id={`${id}-actual-error`} role="alert" className="text-sm text-red-600">
                {actualError}
              </p>
            ) : null}
          </fieldset>
          <div className="flex items-end gap-2">
            <div className="flex-1">
              <Field label="Add a sku that was received" htmlFor={`${id}-add`}>
                <Select
                  id={`${id}-add`}
                  value={adding}
                  onValueChange={setAdding}
                  options={skus.filter((s) => !inActual.has(s)).map((s) => ({ value: s, label: s }))}
                  placeholder={skusLoading ? "Loading..." : "Select..."}
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
        </>
      ) : null}
    </div>
  );
}

export function ProductQualitySection(props: SectionProps) {
  const { form, dispatch, error, product } = props;
  const id = useId();
  const issues = form.productQualityIssues ?? [];
  const types = qualityIssueTypes(product);
  return (
    <div className="space-y-4">
      {issues.map((issue, index) => {
        const subs = qualitySubIssues(product, issue.issue_type);
        const at = `productQualityIssues.${index}`;
        const typeError = error(`${at}.issue_type`);
        const subError = error(`${at}.sub_issue`);
        return (
          <fieldset key={index} className="space-y-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-800">Issue {index + 1}</legend>
            <Field label="Issue type" htmlFor={`${id}-type-${index}`} error={typeError}>
              <Select
                id={`${id}-type-${index}`}
                value={issue.issue_type ?? ""}
                onValueChange={(v) => dispatch({ type: "setIssueType", index, value: v })}
                options={optionsOf(types)}
                invalid={Boolean(typeError)}
                aria-describedby={fieldDescriptionId(`${id}-type-${index}`, typeError)}
              />
            </Field>
            {subs.length > 0 ? (
              <Field label="Sub-issue" htmlFor={`${id}-sub-${index}`} error={subError}>
                <Select
                  id={`${id}-sub-${index}`}
                  value={issue.sub_issue ?? ""}
                  onValueChange={(v) => dispatch({ type: "setSubIssue", index, value: v })}
                  options={optionsOf(subs)}
                  invalid={Boolean(subError)}
                  aria-describedby={fieldDescriptionId(`${id}-sub-${index}`, subError)}
                />
              </Field>
            ) : null}
            {qualityNotesRequired(issue.issue_type, issue.sub_issue) ? (
              <TextArea id={`${id}-notes-${index}`} label="Notes" value={issue.notes} onChange={(v) => dispatch({ type: "setIssueNotes", index, value: v })} error={error(`${at}.notes`)} />
            ) : null}
            <ItemsAffected {...props} target={{ field: "productQualityIssues", index }} />
            {index > 0 ? (
              <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "removeQualityIssue", index })}>
                Remove issue {index + 1}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      {error("productQualityIssues") ? (
        <p role="alert" className="text-sm text-red-600">
          {error("productQualityIssues")}
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => dispatch({ type: "addQualityIssue" })}>
        Add issue
      </Button>
    </div>
  );
}

export type SectionRenderer = (props: SectionProps) => ReactNode;
