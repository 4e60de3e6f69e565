/** The texts of the promotion screens (zod-free: the list and the status toggle read them in the browser). */
import type { ActiveState } from "../enums";

/** The status toggle's texts and the toasts. */
export const PROMOTION_TEXTS = {
  deactivateWarning: "Customers will not be able to use this promotion",
  activateWarning: "Customers will be able to use this promotion",
  /** Create Promotion's help text (spec 02 §2), word for word. */
  help: "The promotion applies to trial orders only. When it is active, free products are shown on the funnel checkout page with a banner.",
  created: (name: string) => `${name} Promotion has been created`,
  statusChanged: (name: string, status: ActiveState) => `${name} promotion is now ${status === "ACTIVE" ? "active" : "deactivated"}`,
  /** The toggle's dialog closed after a Reload (409) showed the promotion already in the status asked for (no spec text). */
  alreadyStatus: (name: string, status: ActiveState) => `${name} promotion is already ${status === "ACTIVE" ? "active" : "deactivated"}`,
  noCreator: "n/a",
  noDate: "Not set",
  /** The View Promotion page when the promotion fails to load for another reason than 404 (logged). */
  loadFailed: "This promotion could not be loaded right now. Please try again in a moment.",
} as const;
