/**
 * The app's icons: every one from lucide-react, the one icon library (issue 21), so they render the
 * same in every browser and font (a text glyph such as ⏻ shows as a missing-glyph box where the font
 * lacks it). Decorative (aria-hidden): the control that holds one carries the visible or accessible
 * text. Import them from here, so the size and the hidden-from-assistive-technology default stay one.
 *
 *   <PowerIcon /> <MailIcon /> …         the named ones the kit and the screens use (16 px)
 *   <CheckIcon size={12} strokeWidth={3} />
 *   <Icon as={ChevronDown} />            any other lucide icon, 16 px, aria-hidden (an inline SVG)
 *
 * The named icons are drawn by CSS (issue 23: a page of status badges and sortable headers drew
 * ninety inline SVGs, a third of a customer page's markup): one empty element, `<span class="icon
 * icon-{name}">`, whose shape is lucide's SVG as a mask in ./icons.css, painted in the text colour
 * (currentColor), as lucide's stroke is. ICON_SHAPES names each icon's lucide shape and stroke widths;
 * ./icons.css holds one mask per pair, built from lucide's own data
 * (tests/component/icons.test.tsx checks every one against it and prints the rules on a change).
 */
import type { ComponentPropsWithoutRef, ComponentType } from "react";
import type { LucideProps } from "lucide-react";

type IconProps = Omit<LucideProps, "ref"> & { "data-icon"?: string };

/** A lucide icon, decorative: 16 px, aria-hidden, not focusable. */
export function Icon({ as: Glyph, size = 16, ...props }: IconProps & { as: ComponentType<LucideProps> }) {
  return <Glyph size={size} aria-hidden="true" focusable="false" {...props} />;
}

/** Each named icon's lucide shape (the module under lucide-react/icons/ that holds its data) and the stroke widths it is drawn with (the first, the default). */
export const ICON_SHAPES = {
  power: { lucide: "power", strokes: [2] },
  mail: { lucide: "mail", strokes: [2] },
  restore: { lucide: "rotate-ccw", strokes: [2] },
  search: { lucide: "search", strokes: [2] },
  close: { lucide: "x", strokes: [2] },
  "chevron-down": { lucide: "chevron-down", strokes: [2] },
  check: { lucide: "check", strokes: [2, 3] },
  "sort-asc": { lucide: "arrow-up", strokes: [2] },
  "sort-desc": { lucide: "arrow-down", strokes: [2] },
  sortable: { lucide: "arrow-up-down", strokes: [2] },
  "arrow-right": { lucide: "arrow-right", strokes: [2] },
  info: { lucide: "info", strokes: [2] },
  // triangle-alert and circle-alert are lucide's alias names: the data is under the icons' own.
  warning: { lucide: "triangle-exclamation-point", strokes: [2] },
  // The status badges' tones (./status-badge.tsx).
  attention: { lucide: "circle-exclamation-point", strokes: [2.5] },
  progress: { lucide: "clock", strokes: [2.5] },
  done: { lucide: "circle-check", strokes: [2.5] },
  inactive: { lucide: "circle-minus", strokes: [2.5] },
} as const satisfies Record<string, { lucide: string; strokes: readonly number[] }>;

export type IconName = keyof typeof ICON_SHAPES;
type Stroke<N extends IconName> = (typeof ICON_SHAPES)[N]["strokes"][number];

/** The CSS class of an icon's mask: `icon-{name}`, `icon-{name}-{stroke}` for a stroke other than the default (a dot as "_": `icon-check-3`). */
export const iconClass = (name: IconName, stroke: number): string =>
  stroke === ICON_SHAPES[name].strokes[0] ? `icon-${name}` : `icon-${name}-${String(stroke).replace(".", "_")}`;

/** The sizes an icon is drawn at (px → the size utility; 16, the default, is .icon's own). */
const SIZES = { 12: "size-3", 14: "size-3.5", 16: "", 20: "size-5" } as const;

export type NamedIconProps<N extends IconName> = Omit<ComponentPropsWithoutRef<"span">, "children"> & {
  size?: keyof typeof SIZES;
  strokeWidth?: Stroke<N>;
  "data-icon"?: string;
};

/** A named icon's class list: `icon`, its mask, its size (for an element built once, e.g. ./status-badge.tsx's). */
export function iconClassName<N extends IconName>(name: N, size: keyof typeof SIZES = 16, strokeWidth: Stroke<N> = ICON_SHAPES[name].strokes[0]): string {
  return `icon ${iconClass(name, strokeWidth)}${SIZES[size] ? ` ${SIZES[size]}` : ""}`;
}

/**
 * A named icon: decorative (aria-hidden) unless given an accessible name (role="img" and
 * aria-label, as a status badge's tone). Carries data-icon={name} for tests.
 */
export function NamedIcon<N extends IconName>({ name, size, strokeWidth, className, ...rest }: NamedIconProps<N> & { name: N }) {
  const named = rest["aria-label"] !== undefined || rest["aria-labelledby"] !== undefined;
  const cls = iconClassName(name, size, strokeWidth);
  return <span className={className ? `${cls} ${className}` : cls} data-icon={name} {...(named ? {} : { "aria-hidden": true })} {...rest} />;
}

const named = <N extends IconName>(name: N) => {
  function Named(props: NamedIconProps<N>) {
    return <NamedIcon name={name} {...props} />;
  }
  Named.displayName = `Icon(${name})`;
  return Named;
};

/** Deactivate (a power symbol). */
export const PowerIcon = named("power");
/** Send an email (an envelope). */
export const MailIcon = named("mail");
/** Reactivate (a circular arrow). */
export const RestoreIcon = named("restore");
/** Search (a magnifying glass). */
export const SearchIcon = named("search");
/** Close a dialog or remove a chosen value. */
export const CloseIcon = named("close");
/** Opens a list (selects, menus). */
export const ChevronDownIcon = named("chevron-down");
/** Chosen (a check box, a select's option). */
export const CheckIcon = named("check");
/** A column sorted ascending, descending, or sortable. */
export const SortAscIcon = named("sort-asc");
export const SortDescIcon = named("sort-desc");
export const SortableIcon = named("sortable");
/** Goes somewhere (a home tile). */
export const ArrowRightIcon = named("arrow-right");
/** More about a label (beside a spec label whose wording surprises). */
export const InfoIcon = named("info");
/** A danger (the danger zone). */
export const WarningIcon = named("warning");
