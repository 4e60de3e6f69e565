/**
 * Client-side timing of the session lifecycle. The toast text and the 401 code come from the BFF's contract (lib/contract/session.ts
 * DAILY_LOGIN_EXPIRED); the paths from lib/auth-paths.ts.
 */

/** Delay between the "Daily login expired" toast and the move to /login. */
export const DAILY_EXPIRY_REDIRECT_MS = 3000;

/** Order-related toasts stay open this long ("Order-related toasts auto-close after 120000 ms"). */
export const ORDER_TOAST_DURATION_MS = 120_000;
/** Options for an order-related toast: `toast.success(text, ORDER_TOAST)`. Other toasts keep the toaster's default. */
export const ORDER_TOAST = { duration: ORDER_TOAST_DURATION_MS } as const;

/**
 * The select widget ("The select widget has menu max height 300, min height 140 and
 * page size 5, with placeholder "Select..." and texts "No options" and "Loading..."").
 */
export const SELECT_PLACEHOLDER = "Select...";
export const SELECT_NO_OPTIONS = "No options";
export const SELECT_LOADING = "Loading...";
export const SELECT_MENU_MAX_HEIGHT_PX = 300;
export const SELECT_MENU_MIN_HEIGHT_PX = 140;
/** PageUp / PageDown in a select menu move the highlight by this many options. */
export const SELECT_PAGE_SIZE = 5;

/** "Dropdown menus are capped at 12rem": the single-select menu's max height. */
export const DROPDOWN_MAX_HEIGHT = "12rem";

/** "Date and time pickers step in 30 minutes", in seconds for <input step>. */
export const DATETIME_STEP_SECONDS = 30 * 60;

/** The question before leaving a dirty form or wizard (issue 7; the claim form's text). */
export const UNSAVED_CHANGES_TEXT = "If you exit now, any unsaved changes made will be lost.";

/** The empty state of a table or list ("No results" with a Go Back link). */
export const NO_RESULTS = "No results";

/** A server list's page past its last while rows still match (no spec text): the sentence, and the link to the last page (components/ui/url-pagination.tsx PastEndNotice). */
export const pastEndText = (page: number) => `Page ${page} is past the end of this list.`;
export const goToPageText = (page: number) => `Go to page ${page}`;

/**
 * Tooltips ("Tooltip offset is 10 with hide delay 0"): the gap between the trigger and
 * the tooltip, and how long a tooltip stays after the pointer or focus leaves (0: it goes at once,
 * with no grace area to hover it). The show delay is the project's choice (docs/assumptions.md).
 */
export const TOOLTIP_OFFSET_PX = 10;
export const TOOLTIP_HIDE_DELAY_MS = 0;
export const TOOLTIP_SHOW_DELAY_MS = 300;

/** The skip link, the first Tab stop of every signed-in page (app/(app)/layout.tsx). */
export const SKIP_TO_MAIN_TEXT = "Skip to main content";

/** The Unauthorized message of an account without Home: above the pages it may still open, and their list's accessible name (components/shell/unauthorized-message.tsx). */
export const UNAUTHORIZED_OPEN_PAGES_TEXT = "You can open:";
export const UNAUTHORIZED_OPEN_PAGES_LABEL = "Pages you can open";

/**
 * The notice of a save refused because the session ended (signed out in another tab, revoked, the
 * cookie gone): the page and its dialog stay as they were, with what was typed (lib/client/api.ts
 * `onUnauthorized`, components/auth/session-ended-dialog.tsx). The link opens /login in a new tab.
 */
export const SESSION_ENDED_NOTICE = {
  title: "Your session has ended",
  text: "Nothing was saved, and what you entered is still here. Sign in again in a new tab, then come back to this tab and try again.",
  signIn: "Sign in again (opens a new tab)",
  close: "Stay on this page",
} as const;

/**
 * Spec 01 §2: the 404 page ("404 - Page Not Found", the page you are looking for doesn't exist), word
 * for word, for an unmatched path and a missing customer, order or product row alike: its heading and
 * tab title, and its sentence (components/ui/not-found-card.tsx; a page's own hint goes beside them).
 */
export const NOT_FOUND_TITLE = "404 - Page Not Found";
export const NOT_FOUND_TEXT = "Sorry, the page you are looking for doesn't exist.";
