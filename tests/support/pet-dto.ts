/** A dog as the API answers it, for component tests: Waffles, 20 lb, version 1 unless `over` says otherwise. */
import type { PetDto, PetPlanDto } from "@/lib/contract/pets";

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

/** Waffles's ACTIVE plan (id 11) with one UnKibble beef meal, as the API answers it; `meal` and `over` change it. */
export const petPlanDto = (over: Partial<PetPlanDto> = {}, meal: Partial<PetPlanDto["products"][number]> = {}): PetPlanDto => ({
  id: 11,
  pet: petDto().id,
  account: 7,
  is_topper: false,
  status: "ACTIVE",
  next_charge_date: "2026-12-01",
  plan_size_id: 4,
  recipe_data: [],
  products: [
    { id: 21, code: "MEAL-U-B-4200-4W", name: "UnKibble Beef", description: "", product_type: "MEAL", status: "ACTIVE", frequency: 4, quantity: 1, unit_price: 80, created: "2026-01-01T00:00:00Z", recipes: ["U-B"], type: "SUBSCRIPTION", pet_plan: 11, ...meal },
  ],
  ...over,
});
