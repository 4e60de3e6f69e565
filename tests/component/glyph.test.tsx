/**
 * glyph (components/ui/glyph.tsx, issue 23): a lucide icon drawn from lucide's data with its shapes
 * built once gives the same markup as lucide's component with the same props: the kit's named icons
 * and the status badges' icons look and read as before.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { ArrowUpDown, CircleAlert, CircleCheck, Clock, Search, TriangleAlert } from "lucide-react";
import * as arrowUpDown from "lucide-react/icons/arrow-up-down";
import * as circleCheck from "lucide-react/icons/circle-check";
import * as clock from "lucide-react/icons/clock";
import * as search from "lucide-react/icons/search";
import { describe, expect, it } from "vitest";
import { glyph } from "@/components/ui/glyph";
import { Icon, SearchIcon, SortableIcon, WarningIcon } from "@/components/ui/icons";
import { StatusBadge } from "@/components/ui/status-badge";

const html = renderToStaticMarkup;

describe("glyph", () => {
  it("draws what lucide's component draws, for the props the kit uses", () => {
    const CheckGlyph = glyph(circleCheck);
    const ClockGlyph = glyph(clock);
    expect(html(<CheckGlyph size={12} strokeWidth={2.5} role="img" aria-label="Done" focusable="false" />)).toBe(
      html(<CircleCheck size={12} strokeWidth={2.5} role="img" aria-label="Done" focusable="false" />),
    );
    expect(html(<ClockGlyph size={12} strokeWidth={2.5} aria-hidden="true" focusable="false" />)).toBe(html(<Clock size={12} strokeWidth={2.5} aria-hidden="true" focusable="false" />));
    // Without an accessible name it is hidden, as lucide's; a class joins lucide's own.
    const SearchGlyph = glyph(search);
    expect(html(<SearchGlyph />)).toBe(html(<Search />));
    expect(html(<SearchGlyph className="h-4 w-4 shrink-0" />)).toBe(html(<Search className="h-4 w-4 shrink-0" />));
  });

  it("the named icons are the same as <Icon as={…} data-icon={name} />", () => {
    expect(html(<SortableIcon />)).toBe(html(<Icon as={ArrowUpDown} data-icon="sortable" />));
    expect(html(<SearchIcon className="h-4 w-4 shrink-0" />)).toBe(html(<Icon as={Search} data-icon="search" className="h-4 w-4 shrink-0" />));
    expect(html(<SortableIcon size={14} />)).toBe(html(<Icon as={ArrowUpDown} data-icon="sortable" size={14} />));
    expect(html(<WarningIcon />)).toBe(html(<Icon as={TriangleAlert} data-icon="warning" />));
    expect(glyph(arrowUpDown)).toBeTypeOf("function");
  });

  it("a status badge's icon is lucide's", () => {
    expect(html(<StatusBadge kind="order" status="COMPLETE" />)).toContain(html(<CircleCheck size={12} strokeWidth={2.5} role="img" aria-label="Done" focusable="false" />));
    expect(html(<StatusBadge kind="order" status="ERROR" />)).toContain(html(<CircleAlert size={12} strokeWidth={2.5} role="img" aria-label="Needs attention" focusable="false" />));
  });
});
