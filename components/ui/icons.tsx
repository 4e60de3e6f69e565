/**
 * The kit's icons as inline SVG (stroke: currentColor), so they render the same in every browser
 * and font: a text glyph such as ⏻ shows as a missing-glyph box where the font lacks it. Decorative:
 * the button that holds one carries the accessible name.
 */
import type { SVGProps } from "react";

function Svg(props: SVGProps<SVGSVGElement>) {
  return <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props} />;
}

/** Deactivate (a power symbol). */
export function PowerIcon() {
  return (
    <Svg data-icon="power">
      <path d="M12 3v9" />
      <path d="M6.3 7.3a8 8 0 1 0 11.4 0" />
    </Svg>
  );
}

/** Send an email (an envelope). */
export function MailIcon() {
  return (
    <Svg data-icon="mail">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </Svg>
  );
}

/** Reactivate (a circular arrow). */
export function RestoreIcon() {
  return (
    <Svg data-icon="restore">
      <path d="M3 12a9 9 0 1 0 3-6.7" />
      <path d="M3 4v5h5" />
    </Svg>
  );
}

/** Search (a magnifying glass). */
export function SearchIcon({ className }: { className?: string }) {
  return (
    <Svg data-icon="search" className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Svg>
  );
}
