/**
 * "Date pickers use 30-minute steps" (spec 02 §9): the one rule and message for a date and time a
 * form's picker gives (a discount's start and end, a promotion's start and end), checked by their
 * schemas in the forms, the BFF and the embedded API alike. The forms are noValidate, so the
 * input's `step` (DATETIME_STEP_SECONDS, the same step) enforces nothing on its own.
 */
import { DATETIME_STEP_SECONDS } from "./ui-constants";

export const DATETIME_STEP_MESSAGE = "Choose a time on the hour or half hour.";

const STEP_MS = DATETIME_STEP_SECONDS * 1000;

/**
 * True when the instant (ISO text or a Date) is on the step: on the hour or half hour, no seconds.
 * Read on the instant: the business time zone's offsets are whole hours, so its wall clock agrees.
 */
export const onDateTimeStep = (at: string | Date): boolean => new Date(at).getTime() % STEP_MS === 0;
