/**
 * The review of a dog's profile (Add a New Dog's last step; an answer left at its default says
 * "default, not confirmed", issue 21) and the side-by-side comparison of the previous and new values
 * (Update Dog's review), with "Lazy" shown as "Mellow".
 */
import { Badge } from "@/components/ui/badge";
import { SimpleTable, SimpleTableBody, SimpleTableHead, SimpleTd, SimpleTh, SimpleTr } from "@/components/ui/simple-table";
import type { PetDto } from "@/lib/contract/pets";
import { lifestyleLabel, MONTH_NAMES, type DogProfile } from "@/lib/pet-form";
import { DEFAULT_NOT_CONFIRMED, type DefaultedAnswer } from "@/lib/plan-calculator";

type Shown = Record<string, string>;

function shown(p: DogProfile): Shown {
  return {
    Name: p.name,
    Gender: p.gender === "MALE" ? "Male" : "Female",
    Neutered: p.neutered ? "Yes" : "No",
    Birth: `${MONTH_NAMES[p.birth_month - 1] ?? p.birth_month} ${p.birth_year}`,
    Weight: `${p.weight} lbs`,
    "Body type": p.body_type,
    Lifestyle: lifestyleLabel(p.lifestyle),
    Breeds: p.breeds.join(", "),
    "Health conditions": p.health_conditions.length ? p.health_conditions.join(", ") : "None",
  };
}

export function profileOfPet(pet: PetDto): DogProfile {
  return {
    name: pet.name,
    gender: pet.gender,
    neutered: pet.properties.neutered,
    birth_month: pet.birth_month ?? 1,
    birth_year: pet.birth_year ?? 0,
    weight: pet.properties.weight,
    body_type: pet.properties.body_type ?? "",
    lifestyle: pet.properties.lifestyle ?? "",
    breeds: pet.breeds,
    health_conditions: pet.properties.health_conditions,
  };
}

/** The answers behind each shown row that may start at a default. */
const DEFAULTED_ROWS: Partial<Record<string, readonly DefaultedAnswer[]>> = {
  Gender: ["gender"],
  Neutered: ["neutered"],
  Birth: ["birth_month", "birth_year"],
  "Body type": ["body_type"],
  Lifestyle: ["lifestyle"],
};

/** A review row's mark for an answer left at its default (text, not colour alone). */
export function DefaultMark() {
  return (
    <span className="ml-2">
      <Badge tone="warning" data-testid="default-not-confirmed">
        {DEFAULT_NOT_CONFIRMED}
      </Badge>
    </span>
  );
}

/** The profile as a list; `unconfirmed`: the answers left at their default (marked). */
export function DogProfileSummary({ profile, unconfirmed = [] }: { profile: DogProfile; unconfirmed?: readonly DefaultedAnswer[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm" aria-label="Dog">
      {Object.entries(shown(profile)).map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-600">{k}</dt>
          <dd>
            {v}
            {DEFAULTED_ROWS[k]?.some((f) => unconfirmed.includes(f)) ? <DefaultMark /> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function DogProfileComparison({ before, after }: { before: DogProfile; after: DogProfile }) {
  const a = shown(before);
  const b = shown(after);
  return (
    <SimpleTable caption="Previous and new values" density="compact">
      <SimpleTableHead columns={["Field", "Previous", "New"]} />
      <SimpleTableBody>
        {Object.keys(a).map((k) => {
          const changed = a[k] !== b[k];
          return (
            <SimpleTr key={k} className={changed ? "bg-amber-50" : undefined} data-changed={changed || undefined}>
              <SimpleTh scope="row">{k}</SimpleTh>
              <SimpleTd>{a[k]}</SimpleTd>
              <SimpleTd className={changed ? "font-semibold" : undefined}>{b[k]}</SimpleTd>
            </SimpleTr>
          );
        })}
      </SimpleTableBody>
    </SimpleTable>
  );
}
