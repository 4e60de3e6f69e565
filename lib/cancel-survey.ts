/**
 * The cancel-plan exit survey: the 14 primary
 * reasons and their sub-reasons, written once. The Cancel Plan dialog offers them, the embedded
 * API validates against them, and the demo data draws its answers from them.
 */

export const OTHER = "Other";
export const NO_REASON_PROVIDED = "No reason provided";
export const DIFFERENT_ISSUE = "I have a different issue not listed above";
export const DOG_PASSED_AWAY = "My dog passed away";
export const CANCEL_SURVEY_TAG = "cancel_plan";

export interface CancelReason {
  primary: string;
  /** Empty: the primary reason is the whole answer (no second step). */
  secondary: readonly string[];
}

export const CANCEL_REASONS: readonly CancelReason[] = [
  { primary: "Price", secondary: ["Too expensive", "Found a cheaper alternative", "Lost my job or income changed", OTHER, NO_REASON_PROVIDED] },
  {
    primary: "My dog didn't like the food",
    secondary: ["Refused to eat it", "Ate it for a while, then stopped", "Prefers another recipe we don't offer", OTHER, NO_REASON_PROVIDED],
  },
  { primary: "My dog had a reaction", secondary: ["Upset stomach", "Vomiting or diarrhea", "Skin or itching", "Low energy", OTHER, NO_REASON_PROVIDED] },
  { primary: "I didn't see a benefit", secondary: ["No change in energy", "No change in coat", "No change in digestion", OTHER, NO_REASON_PROVIDED] },
  { primary: "Calories / portion issues", secondary: ["My dog gained weight", "My dog lost weight", "Portions too big", "Portions too small", OTHER, NO_REASON_PROVIDED] },
  { primary: "I don't like subscriptions", secondary: ["I prefer buying as I go", "Too hard to manage deliveries", OTHER, NO_REASON_PROVIDED] },
  { primary: "My dog is no longer with me", secondary: [DOG_PASSED_AWAY, "Rehomed my dog", OTHER, NO_REASON_PROVIDED] },
  { primary: "Product quality", secondary: ["Bags arrived damaged", "Food looked or smelled different", "Found something in the food", OTHER, NO_REASON_PROVIDED] },
  { primary: "Delivery problems", secondary: ["Late deliveries", "Box arrived warm", "Missing items", "Delivered to the wrong address", OTHER, NO_REASON_PROVIDED] },
  { primary: "Convenience", secondary: ["Too much freezer space", "Too many boxes", "Moving or travelling", OTHER, NO_REASON_PROVIDED] },
  { primary: "Website issues", secondary: ["Hard to change my plan", "Could not log in", "Checkout problems", OTHER, NO_REASON_PROVIDED] },
  { primary: "Customer service", secondary: ["Slow to answer", "Issue not resolved", "Unfriendly experience", OTHER, NO_REASON_PROVIDED] },
  { primary: "Medical needs", secondary: ["Vet prescribed a diet", "Allergy diagnosis", "Illness needs a special diet", OTHER, NO_REASON_PROVIDED] },
  { primary: DIFFERENT_ISSUE, secondary: [] },
];

export const CANCEL_PRIMARY_REASONS: readonly string[] = CANCEL_REASONS.map((r) => r.primary);

export function cancelReason(primary: string): CancelReason | undefined {
  return CANCEL_REASONS.find((r) => r.primary === primary);
}

/** The primary reason has a second step. */
export function hasSubReasons(primary: string): boolean {
  return (cancelReason(primary)?.secondary.length ?? 0) > 0;
}

/** Comments are required for "I have a different issue not listed above" and for every "Other". */
export function commentsRequired(primary: string, secondary: string | null | undefined): boolean {
  return primary === DIFFERENT_ISSUE || primary === OTHER || secondary === OTHER;
}

/** The comment box is hidden for "No reason provided". */
export function commentsHidden(secondary: string | null | undefined): boolean {
  return secondary === NO_REASON_PROVIDED;
}

/** The comment the survey keeps: none when the box is hidden ("No reason provided"), else the trimmed text (empty → none). The form and the API both keep this. */
export function keptComments(secondary: string | null | undefined, comments: string | null | undefined): string | null {
  return commentsHidden(secondary) ? null : comments?.trim() || null;
}

/** The pet's status after the cancellation: DECEASED_TO_NOT_LIST when the dog passed away. */
export function petStatusAfterCancel(secondary: string | null | undefined): "CANCELLED" | "DECEASED_TO_NOT_LIST" {
  return secondary === DOG_PASSED_AWAY ? "DECEASED_TO_NOT_LIST" : "CANCELLED";
}

export const PRIMARY_REQUIRED = "Please choose a reason for cancelling";
export const PRIMARY_UNKNOWN = "Choose one of the listed reasons";
export const SECONDARY_REQUIRED = "Please choose a more specific reason";
export const SECONDARY_UNKNOWN = "Choose one of the listed reasons for this answer";
export const SECONDARY_NOT_ALLOWED = "This reason has no more specific answers";
export const COMMENTS_REQUIRED = "Please tell us more in the comments";

/** The survey's field errors (empty when valid): primary_answer, secondary_answer, customer_comments. */
export function cancelSurveyErrors(answer: {
  primary_answer?: string | null;
  secondary_answer?: string | null;
  customer_comments?: string | null;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  const primary = answer.primary_answer?.trim() ?? "";
  const secondary = answer.secondary_answer?.trim() || null;
  if (!primary) return { primary_answer: PRIMARY_REQUIRED };
  const reason = cancelReason(primary);
  if (!reason) return { primary_answer: PRIMARY_UNKNOWN };
  if (reason.secondary.length) {
    if (!secondary) errors.secondary_answer = SECONDARY_REQUIRED;
    else if (!reason.secondary.includes(secondary)) errors.secondary_answer = SECONDARY_UNKNOWN;
  } else if (secondary) {
    errors.secondary_answer = SECONDARY_NOT_ALLOWED;
  }
  if (commentsRequired(primary, secondary) && !answer.customer_comments?.trim()) errors.customer_comments = COMMENTS_REQUIRED;
  return errors;
}
