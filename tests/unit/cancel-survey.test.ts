/** The exit survey's rules (lib/cancel-survey.ts) and the dog rules (lib/pet-form.ts). */
import { describe, expect, it } from "vitest";
import {
  CANCEL_REASONS,
  cancelSurveyErrors,
  COMMENTS_REQUIRED,
  commentsHidden,
  commentsRequired,
  DIFFERENT_ISSUE,
  DOG_PASSED_AWAY,
  hasSubReasons,
  NO_REASON_PROVIDED,
  OTHER,
  petStatusAfterCancel,
  PRIMARY_REQUIRED,
  PRIMARY_UNKNOWN,
  SECONDARY_NOT_ALLOWED,
  SECONDARY_REQUIRED,
  SECONDARY_UNKNOWN,
} from "@/lib/cancel-survey";
import { CANCEL_REASONS as SEED_REASONS } from "@/server/backend/seed/reference-data";
import {
  birthYearOptions,
  DOG_NAME_LETTERS,
  DOG_NAME_REQUIRED,
  DOG_WEIGHT_INTEGER,
  DOG_WEIGHT_POSITIVE,
  DOG_WEIGHT_REQUIRED,
  dogProfileSchema,
  lifestyleLabel,
  mixedBreedFirst,
} from "@/lib/pet-form";
import { zodFieldErrors } from "@/lib/contract/field-errors";

describe("cancel survey", () => {
  it("has 14 primary reasons covering the spec's themes, the last one without sub-reasons", () => {
    expect(CANCEL_REASONS).toHaveLength(14);
    expect(CANCEL_REASONS.at(-1)).toEqual({ primary: DIFFERENT_ISSUE, secondary: [] });
    expect(CANCEL_REASONS.slice(0, 13).every((r) => r.secondary.length > 1)).toBe(true);
    expect(CANCEL_REASONS.find((r) => r.secondary.includes(DOG_PASSED_AWAY))?.primary).toBe("My dog is no longer with me");
    expect(new Set(CANCEL_REASONS.map((r) => r.primary)).size).toBe(14);
  });

  it("is the demo data's list too (one list)", () => {
    expect(SEED_REASONS).toEqual(CANCEL_REASONS.map((r) => [r.primary, [...r.secondary]]));
  });

  it("asks for a secondary reason only where sub-reasons exist", () => {
    expect(hasSubReasons("Price")).toBe(true);
    expect(hasSubReasons(DIFFERENT_ISSUE)).toBe(false);
    expect(cancelSurveyErrors({ primary_answer: "Price" })).toEqual({ secondary_answer: SECONDARY_REQUIRED });
    expect(cancelSurveyErrors({ primary_answer: "Price", secondary_answer: "Too cheap" })).toEqual({ secondary_answer: SECONDARY_UNKNOWN });
    expect(cancelSurveyErrors({ primary_answer: DIFFERENT_ISSUE, secondary_answer: "Too expensive", customer_comments: "x" })).toEqual({
      secondary_answer: SECONDARY_NOT_ALLOWED,
    });
    expect(cancelSurveyErrors({ primary_answer: "" })).toEqual({ primary_answer: PRIMARY_REQUIRED });
    expect(cancelSurveyErrors({ primary_answer: "Bad vibes" })).toEqual({ primary_answer: PRIMARY_UNKNOWN });
    expect(cancelSurveyErrors({ primary_answer: "Price", secondary_answer: "Too expensive" })).toEqual({});
  });

  it("requires comments for the different-issue reason and every Other, hides them for No reason provided", () => {
    expect(commentsRequired(DIFFERENT_ISSUE, null)).toBe(true);
    for (const r of CANCEL_REASONS.filter((x) => x.secondary.includes(OTHER))) expect(commentsRequired(r.primary, OTHER)).toBe(true);
    expect(commentsRequired("Price", "Too expensive")).toBe(false);
    expect(cancelSurveyErrors({ primary_answer: "Medical needs", secondary_answer: OTHER, customer_comments: " " })).toEqual({ customer_comments: COMMENTS_REQUIRED });
    expect(cancelSurveyErrors({ primary_answer: DIFFERENT_ISSUE })).toEqual({ customer_comments: COMMENTS_REQUIRED });
    expect(cancelSurveyErrors({ primary_answer: DIFFERENT_ISSUE, customer_comments: "Moving abroad" })).toEqual({});
    expect(commentsHidden(NO_REASON_PROVIDED)).toBe(true);
    expect(commentsHidden(OTHER)).toBe(false);
  });

  it("a dog that passed away becomes DECEASED_TO_NOT_LIST, every other cancel CANCELLED", () => {
    expect(petStatusAfterCancel(DOG_PASSED_AWAY)).toBe("DECEASED_TO_NOT_LIST");
    expect(petStatusAfterCancel("Rehomed my dog")).toBe("CANCELLED");
    expect(petStatusAfterCancel(null)).toBe("CANCELLED");
  });
});

describe("dog rules", () => {
  const valid = { name: "Zoë O'Neil-Smith Jr.", gender: "MALE", neutered: true, birth_year: 2020, birth_month: 1, weight: 30, body_type: "Ideal", lifestyle: "Active", breeds: ["Beagle"] };
  const errorsOf = (over: Record<string, unknown>) => {
    const r = dogProfileSchema.safeParse({ ...valid, ...over });
    return r.success ? {} : zodFieldErrors(r.error);
  };
  it("accepts letters (accented too), period, apostrophe, space and hyphen", () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ name: "Ñandú" })).toEqual({});
  });
  it("answers the spec's messages", () => {
    expect(errorsOf({ name: "" })).toEqual({ name: [DOG_NAME_REQUIRED] });
    expect(errorsOf({ name: "Rex 2" })).toEqual({ name: [DOG_NAME_LETTERS] });
    expect(errorsOf({ weight: "" })).toEqual({ weight: [DOG_WEIGHT_REQUIRED] });
    expect(errorsOf({ weight: 0 })).toEqual({ weight: [DOG_WEIGHT_REQUIRED] });
    // Zero however it is typed is "empty or zero" (spec 01 §5), not "greater than 0".
    for (const weight of ["00", "0.0", "-0", " 0 ", -0]) expect(errorsOf({ weight }), String(weight)).toEqual({ weight: [DOG_WEIGHT_REQUIRED] });
    expect(errorsOf({ weight: "12.5" })).toEqual({ weight: [DOG_WEIGHT_INTEGER] });
    // Plain decimal digits only (were read as 32, 16, 10 lb).
    for (const weight of ["0x20", "0x10", "1e1"]) expect(errorsOf({ weight }), weight).toEqual({ weight: [DOG_WEIGHT_INTEGER] });
    expect(errorsOf({ weight: " 20 " })).toEqual({});
    expect(errorsOf({ weight: -2 })).toEqual({ weight: [DOG_WEIGHT_POSITIVE] });
    expect(Object.keys(errorsOf({ gender: undefined, neutered: undefined, birth_year: "", body_type: "", lifestyle: "", breeds: [] })).sort()).toEqual(
      ["birth_year", "body_type", "breeds", "gender", "lifestyle", "neutered"],
    );
  });
  it("offers the current year back 24 years and shows Lazy as Mellow", () => {
    const years = birthYearOptions(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2002);
    expect(years).toHaveLength(25);
    expect(lifestyleLabel("Lazy")).toBe("Mellow");
    expect(lifestyleLabel("Active")).toBe("Active");
  });
  it("lists Mixed Breed first whatever order the breed options come in (spec 01 §9)", () => {
    const breeds = [{ name: "Beagle" }, { name: "Mixed Breed" }, { name: "Akita" }];
    expect(mixedBreedFirst(breeds).map((b) => b.name)).toEqual(["Mixed Breed", "Beagle", "Akita"]);
    expect(mixedBreedFirst([{ name: "Beagle" }]).map((b) => b.name)).toEqual(["Beagle"]);
  });
});
