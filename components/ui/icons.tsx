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
import type { LucideProps } from "lucide-react";
import * as arrowDown from "lucide-react/icons/arrow-down";
import * as arrowRight from "lucide-react/icons/arrow-right";
import * as arrowUp from "lucide-react/icons/arrow-up";
import * as arrowUpDown from "lucide-react/icons/arrow-up-down";
import * as check from "lucide-react/icons/check";
import * as chevronDown from "lucide-react/icons/chevron-down";
import * as info from "lucide-react/icons/info";
import * as mail from "lucide-react/icons/mail";
import * as power from "lucide-react/icons/power";
import * as rotateCcw from "lucide-react/icons/rotate-ccw";
import * as search from "lucide-react/icons/search";
// triangle-alert is an alias module (its component only): the data is under the icon's own name.
import * as triangleAlert from "lucide-react/icons/triangle-exclamation-point";
import * as x from "lucide-react/icons/x";
import { glyph, type GlyphProps } from "./glyph";

type IconProps = Omit<LucideProps, "ref"> & { "data-icon"?: string };

/** A lucide icon, decorative: 16 px, aria-hidden, not focusable. */
export function Icon({ as: Glyph, size = 16, ...props }: IconProps & { as: ComponentType<LucideProps> }) {
  return <Glyph size={size} aria-hidden="true" focusable="false" {...props} />;
}

/** The named icons: the same markup as <Icon as={…} data-icon={name} />, their shapes built once (./glyph.tsx, issue 23). */
const named = (module: object, name: string) => {
  const Glyph = glyph(module);
  function NamedIcon({ size = 16, ...props }: GlyphProps) {
    return <Glyph size={size} aria-hidden="true" focusable="false" data-icon={name} {...props} />;
  }
  NamedIcon.displayName = `Icon(${name})`;
  return NamedIcon;
};

/** Deactivate (a power symbol). */
export const PowerIcon = named(power, "power");
/** Send an email (an envelope). */
export const MailIcon = named(mail, "mail");
/** Reactivate (a circular arrow). */
export const RestoreIcon = named(rotateCcw, "restore");
/** Search (a magnifying glass). */
export const SearchIcon = named(search, "search");
/** Close a dialog or remove a chosen value. */
export const CloseIcon = named(x, "close");
/** Opens a list (selects, menus). */
export const ChevronDownIcon = named(chevronDown, "chevron-down");
/** Chosen (a check box, a select's option). */
export const CheckIcon = named(check, "check");
/** A column sorted ascending, descending, or sortable. */
export const SortAscIcon = named(arrowUp, "sort-asc");
export const SortDescIcon = named(arrowDown, "sort-desc");
export const SortableIcon = named(arrowUpDown, "sortable");
/** Goes somewhere (a home tile). */
export const ArrowRightIcon = named(arrowRight, "arrow-right");
/** More about a label (beside a spec label whose wording surprises). */
export const InfoIcon = named(info, "info");
/** A danger (the danger zone). */
export const WarningIcon = named(triangleAlert, "warning");
