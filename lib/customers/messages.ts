/**
 * The user-facing texts of the customer screens that are not spelled out where they are shown:
 * written once, used by the pages, the components and the tests. Isomorphic, imports nothing.
 */

/** Shown (and used in the URL) when a customer has no name, e.g. after personal data deletion. */
export const UNNAMED_CUSTOMER = "Customer";
/** A fulfillment without a tracking number. */
export const NO_TRACKING_INFORMATION = "No tracking information";
/** A cancel survey without a reason. */
export const NO_SURVEY_REASON = "No reason given";
/** The proactive-outreach toggle: its button and its confirmation's title. */
export const proactiveOutreachLabel = (optedIn: boolean) => (optedIn ? "Opt out of proactive outreach" : "Opt in to proactive outreach");
/** The processor switch's success, once the customer has a card on the new processor. */
export const PORTAL_CARD_ADDED_TEXT = "Success! The customer was able to add a credit card through the portal.";
/** The customer changelog when its customer (GET accounts/{id}) failed to load: the entries show, without the pet filter. */
export const CHANGELOG_CUSTOMER_LOAD_FAILED = "The customer's details could not be loaded, so the changelog cannot be filtered by pet. Refresh the page to try again.";
/** Beside a card whose expiry month is past (lib/customers/display.ts cardExpired): the Cards row and the summary band. */
export const CARD_EXPIRED_LABEL = "Expired";
/**
 * Dogs & Plans when GET pet_form_options failed: the reason beside the unavailable "Add a New Dog" and
 * "Update dog" buttons, and the notice where a `?pet=` link's Update Dog would open.
 */
export const PET_FORM_OPTIONS_UNAVAILABLE = "The dog form's options could not be loaded. Reload the page to try again.";
