/**
 * The named icons (components/ui/icons.tsx, issue 23): drawn by CSS, one empty element each, whose
 * mask in components/ui/icons.css is lucide's own shape at the icon's stroke width, so they look as
 * lucide's inline SVG did; decorative unless named (a status badge's tone reads as an image with
 * its words).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckIcon, ICON_SHAPES, iconClass, NamedIcon, SearchIcon, SortableIcon, type IconName } from "@/components/ui/icons";
import { StatusBadge } from "@/components/ui/status-badge";

type IconNode = [tag: string, attrs: Record<string, string>][];

/** The mask rule of an icon at a stroke width, from lucide's data (the SVG lucide's component draws, in black). */
async function maskRule(name: IconName, stroke: number): Promise<string> {
  const data = ((await import(`lucide-react/icons/${ICON_SHAPES[name].lucide}`)) as { __iconData: { node: IconNode; size?: number } }).__iconData;
  const box = data.size ?? 24;
  const shapes = data.node.map(([tag, attrs]) => `<${tag} ${Object.entries(attrs).filter(([k]) => k !== "key").map(([k, v]) => `${k}='${v}'`).join(" ")}/>`).join("");
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${box} ${box}' fill='none' stroke='black' stroke-width='${stroke}' stroke-linecap='round' stroke-linejoin='round'>${shapes}</svg>`;
  const uri = svg.replace(/%/g, "%25").replace(/#/g, "%23").replace(/</g, "%3C").replace(/>/g, "%3E");
  return `.${iconClass(name, stroke)} { mask-image: url("data:image/svg+xml,${uri}"); }`;
}

const css = readFileSync(path.resolve(__dirname, "../../components/ui/icons.css"), "utf8");

describe("named icons", () => {
  it("components/ui/icons.css has lucide's shape of every named icon at each of its stroke widths, and no other mask", async () => {
    const rules = await Promise.all((Object.keys(ICON_SHAPES) as IconName[]).flatMap((name) => ICON_SHAPES[name].strokes.map((s) => maskRule(name, s))));
    const inCss = css.split("\n").map((l) => l.trim()).filter((l) => l.includes("mask-image: url("));
    // On a change, the expected rules print here: paste them into icons.css.
    expect(inCss.join("\n")).toBe(rules.join("\n"));
  });

  it("is one decorative element with its mask's class, its size and data-icon", () => {
    expect(renderToStaticMarkup(<SortableIcon size={14} />)).toBe('<span class="icon icon-sortable size-3.5" data-icon="sortable" aria-hidden="true"></span>');
    expect(renderToStaticMarkup(<CheckIcon size={12} strokeWidth={3} />)).toBe('<span class="icon icon-check-3 size-3" data-icon="check" aria-hidden="true"></span>');
    expect(renderToStaticMarkup(<SearchIcon className="shrink-0" />)).toBe('<span class="icon icon-search shrink-0" data-icon="search" aria-hidden="true"></span>');
  });

  it("with an accessible name it is an image that reads its name", () => {
    render(<NamedIcon name="done" strokeWidth={2.5} role="img" aria-label="Done" />);
    expect(screen.getByRole("img", { name: "Done" })).toHaveClass("icon", "icon-done");
  });

  it("a status badge's tone is its icon's shape: lucide's circle-check, clock, circle-alert, circle-minus", () => {
    const html = renderToStaticMarkup(
      <>
        <StatusBadge kind="order" status="COMPLETE" />
        <StatusBadge kind="order" status="ERROR" />
      </>,
    );
    expect(html).toContain('<span class="icon icon-done size-3" data-icon="done" role="img" aria-label="Done"></span>');
    expect(html).toContain('<span class="icon icon-attention size-3" data-icon="attention" role="img" aria-label="Needs attention"></span>');
  });
});
