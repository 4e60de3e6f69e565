/** A dog as the API answers it, for component tests: Waffles, 20 lb, version 1 unless `over` says otherwise. */
import type { PetDto } from "@/lib/contract/pets";

export const petDto = (over: Partial<PetDto> & { weight?: number } = {}): PetDto => {
  const { weight = 20, ...rest } = over;
  return {
    id: "3f1c2a9e-0000-4000-8000-000000000001",
    name: "Waffles",
    gender: "MALE",
    status: "ACTIVE",
    account: 7,
    birth_month: 1,
    birth_year: 2020,
    breeds: ["Beagle"],
    pet_plan: 11,
    properties: { weight, neutered: true, lifestyle: "Active", body_type: "Ideal", health_conditions: [] },
    created: "2026-01-01T00:00:00Z",
    version: 1,
    ...rest,
  };
};
