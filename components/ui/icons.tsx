/**
 * The app's icons: every one from lucide-react, the one icon library (issue 21), so they render the
 * same in every browser and font (a text glyph such as ⏻ shows as a missing-glyph box where the font
 * lacks it). Decorative (aria-hidden): the control that holds one carries the visible or accessible
 * text. Import them from here, so the size and the hidden-from-assistive-technology default stay one.
 *
 *   <Icon as={ChevronDown} />            any lucide icon, 16 px, aria-hidden
 *   <PowerIcon /> <MailIcon /> …         the named ones the kit and the screens use
 */
import type { ComponentType } from "react";
import {
  ArrowDown,
  ArrowRight,
  ArrowUp,
  ArrowUpDown,
  Check,
  ChevronDown,
  Info,
  Mail,
  Power,
  RotateCcw,
  Search,
  TriangleAlert,
  X,
  type LucideProps,
} from "lucide-react";

type IconProps = Omit<LucideProps, "ref"> & { "data-icon"?: string };

/** A lucide icon, decorative: 16 px, aria-hidden, not focusable. */
export function Icon({ as: Glyph, size = 16, ...props }: IconProps & { as: ComponentType<LucideProps> }) {
  return <Glyph size={size} aria-hidden="true" focusable="false" {...props} />;
}

const named = (glyph: ComponentType<LucideProps>, name: string) => {
  function NamedIcon(props: IconProps) {
    return <Icon as={glyph} data-icon={name} {...props} />;
  }
  NamedIcon.displayName = `Icon(${name})`;
  return NamedIcon;
};

/** Deactivate (a power symbol). */
export const PowerIcon = named(Power, "power");
/** Send an email (an envelope). */
export const MailIcon = named(Mail, "mail");
/** Reactivate (a circular arrow). */
export const RestoreIcon = named(RotateCcw, "restore");
/** Search (a magnifying glass). */
export const SearchIcon = named(Search, "search");
/** Close a dialog or remove a chosen value. */
export const CloseIcon = named(X, "close");
/** Opens a list (selects, menus). */
export const ChevronDownIcon = named(ChevronDown, "chevron-down");
/** Chosen (a check box, a select's option). */
export const CheckIcon = named(Check, "check");
/** A column sorted ascending, descending, or sortable. */
export const SortAscIcon = named(ArrowUp, "sort-asc");
export const SortDescIcon = named(ArrowDown, "sort-desc");
export const SortableIcon = named(ArrowUpDown, "sortable");
/** Goes somewhere (a home tile). */
export const ArrowRightIcon = named(ArrowRight, "arrow-right");
/** More about a label (beside a spec label whose wording surprises). */
export const InfoIcon = named(Info, "info");
/** A danger (the danger zone). */
export const WarningIcon = named(TriangleAlert, "warning");
