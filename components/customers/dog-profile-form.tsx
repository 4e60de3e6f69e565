"use client";
/**
 * The dog's profile fields, shared by the Add a New Dog and the Update
 * Dog wizards: name, gender, neutered, birth month and year (the current year back 24 years),
 * weight in whole pounds, body type, lifestyle ("Lazy" shown as "Mellow"), breeds ("Mixed Breed"
 * first) and health conditions. Validated as the user types with the contract's own rules
 * (lib/pet-form.ts `dogProfileSchema`), so the messages match the API's.
 *   useDogForm(options, timeZone, initial?): the form (its year and month: today in `timeZone`, the
 *     configured business time zone); without `initial` the defaults (neutered,
 *     gender, month and year: their first option; lifestyle and body type: their second). A newer
 *     `initial.version` (a Reload after a 409) brings its values into the fields the agent left alone.
 *   <DogProfileFields form options timeZone />: the fields (birth years back from this year in `timeZone`).
 *   useDogPlanOptions(form, customerId): GET calculator/plan_options for the valid profile, as a
 *     Load (components/ui/load-status.tsx: its failure is shown with Try again by <LoadStatus>).
 */
import { useEffect, useRef, useState } from "react";
import { Form, FormField, useZodForm, type ZodFormReturn } from "@/components/ui/form";
import { NumberInput } from "@/components/ui/input";
import { MultiSelect } from "@/components/ui/multi-select";
import { Select } from "@/components/ui/select";
import { useLoad, withErrorToast, type Load } from "@/components/ui/load-status";
import { callApi } from "@/lib/client/api";
import { endpoints } from "@/lib/contract/endpoints";
import type { PetDto, PetFormOptionsDto, PlanOptionsDto } from "@/lib/contract/pets";
import { BIRTH_MONTHS, birthYearOptions, dogProfileSchema, dogProfileSchemaOn, lifestyleLabel, mixedBreedFirst, MONTH_NAMES, type DogProfile } from "@/lib/pet-form";
import { businessDay } from "@/lib/business-day";

export type DogForm = ZodFormReturn<typeof dogProfileSchema>;

const GENDERS = [
  { value: "MALE", label: "Male" },
  { value: "FEMALE", label: "Female" },
];
const NEUTERED = [
  { value: "true", label: "Yes" },
  { value: "false", label: "No" },
];

/**
 * The business day's year and month in the configured business time zone (BUSINESS_TIME_ZONE, passed
 * down by the customer page; 00-decisions §4: "today" is the business's), not the browser's nor a
 * fixed New York: a browser ahead of the zone on New Year's Eve offered next year, which the API refuses.
 */
const businessMonth = (timeZone: string) => {
  const day = businessDay(new Date(), timeZone);
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
};

/** An existing dog's values as the form holds them. */
function dogFormValues(pet: PetDto, years: number[]) {
  return {
    name: pet.name,
    gender: pet.gender,
    neutered: String(pet.properties.neutered),
    birth_year: String(pet.birth_year ?? years[0]),
    birth_month: String(pet.birth_month ?? 1),
    weight: String(pet.properties.weight),
    body_type: pet.properties.body_type ?? "",
    lifestyle: pet.properties.lifestyle ?? "",
    breeds: pet.breeds,
    health_conditions: pet.properties.health_conditions,
  };
}

/** Each dog form's schema, on the business month it was made in (useDogForm): dogProfileOf and useDogPlanOptions parse with it. */
const schemaOfForm = new WeakMap<DogForm, ReturnType<typeof dogProfileSchemaOn>>();
const schemaOf = (form: DogForm) => schemaOfForm.get(form) ?? dogProfileSchema;

export function useDogForm(options: PetFormOptionsDto, timeZone: string, initial?: PetDto): DogForm {
  const [month] = useState(() => businessMonth(timeZone));
  const [schema] = useState(() => dogProfileSchemaOn(month));
  const years = birthYearOptions(month.year);
  const form = useZodForm(schema, {
    mode: "onChange",
    defaultValues: initial
      ? dogFormValues(initial, years)
      : {
          name: "",
          gender: GENDERS[0]!.value as "MALE",
          neutered: NEUTERED[0]!.value,
          birth_year: String(years[0]),
          birth_month: String(BIRTH_MONTHS[0]),
          weight: "",
          body_type: options.body_types[1]?.name ?? options.body_types[0]?.name ?? "",
          lifestyle: options.lifestyles[1]?.name ?? options.lifestyles[0]?.name ?? "",
          breeds: [],
          health_conditions: [],
        },
  });
  // A newer version of the dog (the page's data after a Reload on a 409, lib/contract/versioned.ts):
  // the fields the agent changed keep the agent's values, every other field takes the current one.
  schemaOfForm.set(form, schema);
  const loadedVersion = useRef(initial?.version);
  useEffect(() => {
    if (!initial || initial.version === loadedVersion.current) return;
    loadedVersion.current = initial.version;
    form.reset(dogFormValues(initial, birthYearOptions(month.year)), { keepDirtyValues: true });
  }, [form, initial, month.year]);
  return form;
}

/** The form's values as the API takes them, or null while they are not valid. */
export function dogProfileOf(form: DogForm): DogProfile | null {
  const parsed = schemaOf(form).safeParse(form.getValues());
  return parsed.success ? parsed.data : null;
}

export function DogProfileFields({ form, options, timeZone }: { form: DogForm; options: PetFormOptionsDto; timeZone: string }) {
  const names = (list: { name: string }[]) => list.map((o) => ({ value: o.name, label: o.name }));
  return (
    <Form form={form} onSubmit={() => undefined} className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2" aria-label="Dog profile">
      <FormField name="name" label="Name" autoComplete="off" />
      <FormField name="gender" label="Gender">
        {(c) => <Select {...c} onValueChange={c.onChange} options={GENDERS} />}
      </FormField>
      <FormField name="neutered" label="Neutered">
        {(c) => <Select {...c} value={String(c.value)} onValueChange={c.onChange} options={NEUTERED} />}
      </FormField>
      <FormField name="weight" label="Weight (lbs)" hint="Whole pounds">
        {(c) => <NumberInput {...c} min={1} step={1} inputMode="numeric" />}
      </FormField>
      <FormField name="birth_month" label="Birth month">
        {(c) => <Select {...c} value={String(c.value)} onValueChange={c.onChange} options={BIRTH_MONTHS.map((m) => ({ value: String(m), label: MONTH_NAMES[m - 1]! }))} />}
      </FormField>
      <FormField name="birth_year" label="Birth year">
        {(c) => (
          <Select
            {...c}
            value={String(c.value)}
            // The birth month's rule reads the year too: its message comes and goes with the year.
            onValueChange={(year) => {
              c.onChange(year);
              void form.trigger("birth_month");
            }}
            options={birthYearOptions(businessMonth(timeZone).year).map((y) => ({ value: String(y), label: String(y) }))}
          />
        )}
      </FormField>
      <FormField name="body_type" label="Body type">
        {(c) => <Select {...c} onValueChange={c.onChange} options={names(options.body_types)} />}
      </FormField>
      <FormField name="lifestyle" label="Lifestyle">
        {(c) => <Select {...c} onValueChange={c.onChange} options={options.lifestyles.map((o) => ({ value: o.name, label: lifestyleLabel(o.name) }))} />}
      </FormField>
      <FormField name="breeds" label="Breeds">
        {(c) => <MultiSelect {...c} value={Array.isArray(c.value) ? c.value : []} onChange={c.onChange} options={names(mixedBreedFirst(options.breeds))} placeholder="Select breeds" />}
      </FormField>
      <FormField name="health_conditions" label="Health conditions">
        {(c) => (
          <MultiSelect {...c} value={Array.isArray(c.value) ? c.value : []} onChange={c.onChange} options={names(options.health_conditions)} placeholder="None" />
        )}
      </FormField>
    </Form>
  );
}

/** The calculator's recommendation for the profile while it is valid ("idle" before). */
export function useDogPlanOptions(form: DogForm, customerId: number): Load<PlanOptionsDto> {
  const values = form.watch();
  const valid = form.formState.isValid;
  const profile = valid ? schemaOf(form).safeParse(values).data : undefined;
  const query = profile
    ? {
        weight: String(profile.weight),
        birth_year: String(profile.birth_year),
        birth_month: String(profile.birth_month),
        body_type: profile.body_type,
        neutered: profile.neutered ? ("true" as const) : ("false" as const),
        lifestyle: profile.lifestyle,
        account_id: String(customerId),
      }
    : null;
  return useLoad(query, withErrorToast((q) => callApi(endpoints.getPlanOptions, { query: q })));
}
