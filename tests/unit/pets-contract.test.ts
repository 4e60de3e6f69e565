/**
 * The dogs-and-plans request schemas (lib/contract/pets.ts) parse to bodies of the same shape: the
 * BFF proxy forwards the parsed body upstream, where the embedded API parses it again.
 */
import { describe, expect, it } from "vitest";
import { buildPlanBodySchema, cancelPetBodySchema, createPetAndPlanBodySchema, isStatusUpdate, petUpdateBodySchema, updatePetPlanBodySchema } from "@/lib/contract/pets";
import {
  addDays,
  canCancelPlan,
  defaultFirstShipmentDate,
  DOG_NAME_LETTERS,
  FIRST_SHIPMENT_INVALID,
  FIRST_SHIPMENT_NOT_AFTER_TODAY,
  FIRST_SHIPMENT_TOO_LATE,
  firstShipmentDateMessage,
  BIRTH_MONTH_FUTURE,
  birthDateMessages,
  dogProfileSchemaOn,
} from "@/lib/pet-form";

const profile = { name: "Maple", gender: "FEMALE", neutered: "true", birth_year: "2020", birth_month: 3, weight: "20", body_type: "Ideal", lifestyle: "Lazy", breeds: ["Beagle"], account: 7 };

describe("dogs and plans request schemas", () => {
  it.each([
    ["PUT pets/{id} status", petUpdateBodySchema, { status: "DECEASED_TO_NOT_LIST" }],
    ["PUT pets/{id} profile", petUpdateBodySchema, profile],
    ["build_plan", buildPlanBodySchema, { plan_size: "3", recipes: ["U-B"], account_id: "7" }],
    ["create_pet_and_pet_plan", createPetAndPlanBodySchema, { account_id: 7, pet: profile, pet_plan: { recipes: ["F-L"], plan_size: 2 } }],
    ["PUT pet_plans/{id}", updatePetPlanBodySchema, { account: 7, plan_size: 4 }],
    ["cancel", cancelPetBodySchema, { account_id: 7, primary_answer: " Price ", secondary_answer: "Too expensive" }],
  ] as const)("%s: parsing the parsed body changes nothing", (_name, schema, body) => {
    const once = (schema as { parse: (v: unknown) => unknown }).parse(body);
    expect((schema as { parse: (v: unknown) => unknown }).parse(once)).toEqual(once);
  });

  it("PUT pets/{id} tells a status body from a profile, each with its own messages", () => {
    expect(isStatusUpdate(petUpdateBodySchema.parse({ status: "DECEASED_TO_NOT_LIST" }))).toBe(true);
    expect(isStatusUpdate(petUpdateBodySchema.parse(profile))).toBe(false);
    const bad = petUpdateBodySchema.safeParse({ ...profile, name: "R2D2" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([["name", DOG_NAME_LETTERS]]);
    expect(petUpdateBodySchema.safeParse({ status: "ACTIVE" }).success).toBe(false);
  });
});

describe("canCancelPlan (issue 18)", () => {
  it("offers Cancel Plan for an ACTIVE dog whose plan is ACTIVE or PAUSED, nothing else", () => {
    expect(canCancelPlan("ACTIVE", "ACTIVE")).toBe(true);
    expect(canCancelPlan("ACTIVE", "PAUSED")).toBe(true);
    expect(canCancelPlan("ACTIVE", "CANCELLED")).toBe(false);
    expect(canCancelPlan("ACTIVE", null)).toBe(false);
    expect(canCancelPlan("CANCELLED", "PAUSED")).toBe(false);
  });
});

describe("the first shipment date (issue 18)", () => {
  it("defaults to 7 days ahead; must be after today and at most 180 days ahead", () => {
    expect(defaultFirstShipmentDate("2030-12-28")).toBe("2031-01-04");
    expect(firstShipmentDateMessage("2030-12-28", "2030-12-28")).toBe(FIRST_SHIPMENT_NOT_AFTER_TODAY);
    expect(firstShipmentDateMessage("2030-12-01", "2030-12-28")).toBe(FIRST_SHIPMENT_NOT_AFTER_TODAY);
    expect(firstShipmentDateMessage("2030-12-29", "2030-12-28")).toBeNull();
    expect(firstShipmentDateMessage(addDays("2030-12-28", 180), "2030-12-28")).toBeNull();
    expect(firstShipmentDateMessage(addDays("2030-12-28", 181), "2030-12-28")).toBe(FIRST_SHIPMENT_TOO_LATE);
    expect(firstShipmentDateMessage("", "2030-12-28")).toBe(FIRST_SHIPMENT_INVALID);
    expect(firstShipmentDateMessage("2031-13-01", "2030-12-28")).toBe(FIRST_SHIPMENT_INVALID);
  });
});

describe("a dog's birth date against the business day (docs/assumptions.md)", () => {
  it("takes this month and earlier, refuses a later month of this year and a year the form does not offer", () => {
    const today = { year: 2031, month: 6 };
    expect(birthDateMessages(2031, 6, today)).toEqual({});
    expect(birthDateMessages(2030, 12, today)).toEqual({});
    expect(birthDateMessages(2031, 7, today)).toEqual({ birth_month: BIRTH_MONTH_FUTURE });
    expect(birthDateMessages(2032, 1, today)).toEqual({ birth_year: "Birth year must be between 2007 and 2031" });
    expect(birthDateMessages(2006, 1, today)).toEqual({ birth_year: "Birth year must be between 2007 and 2031" });
  });
  it("puts the message under the field in the form's schema", () => {
    const schema = dogProfileSchemaOn({ year: 2031, month: 6 });
    expect(schema.safeParse({ ...profile, birth_year: "2031", birth_month: "6" }).success).toBe(true);
    const later = schema.safeParse({ ...profile, birth_year: "2031", birth_month: "7" });
    expect(later.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["birth_month", BIRTH_MONTH_FUTURE]]);
    // Also while other fields are still empty: the agent sees it when picking the month.
    const early = schema.safeParse({ ...profile, name: "", weight: "", birth_year: "2031", birth_month: "7" });
    expect(early.error?.issues.map((i) => i.path.join("."))).toEqual(expect.arrayContaining(["name", "weight", "birth_month"]));
  });
});
