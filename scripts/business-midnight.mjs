/**
 * How much of the business day is left (scripts/test.mjs: the end-to-end stage does not start close
 * to midnight in the business time zone, where every sign-in it made would end).
 */

/** Seconds from `now` to the next midnight in `timeZone` (a DST day's length counted as the clock reads it). */
export function secondsLeftInBusinessDay(now, timeZone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", hour: "2-digit", minute: "2-digit", second: "2-digit" })
      .formatToParts(now)
      .map((p) => [p.type, Number(p.value)]),
  );
  return 24 * 3600 - (parts.hour * 3600 + parts.minute * 60 + parts.second);
}
