/**
 * glyph: a lucide icon drawn from lucide's own data (the `__iconData` its icon module exports
 * beside the component) with its shapes built once per process (issue 23: the lucide component
 * rebuilds its attributes and every shape on each render, about a tenth of a millisecond an icon:
 * a page of status badges and sortable headers drew ninety). The same markup as the component with
 * the same props (tests/component/icons-and-danger.test.tsx compares them), for the props the kit
 * uses: size, strokeWidth, className and plain attributes (no color, absoluteStrokeWidth or context).
 *
 *   import * as circleCheck from "lucide-react/icons/circle-check";
 *   const CircleCheckGlyph = glyph(circleCheck);
 *   <CircleCheckGlyph size={12} strokeWidth={2.5} aria-hidden="true" focusable="false" />
 */
import { createElement, type ReactElement, type SVGProps } from "react";

type IconNode = [tag: string, attrs: Record<string, string>][];
interface IconData {
  name?: string;
  node: IconNode;
  aliases?: string[];
  size?: number;
}

export type GlyphProps = Omit<SVGProps<SVGSVGElement>, "ref"> & { size?: number | string; "data-icon"?: string };
export type Glyph = (props: GlyphProps) => ReactElement;

/** An icon module of lucide-react ("lucide-react/icons/{name}"): its component and its data. */
export function glyph(module: object): Glyph {
  const data = (module as { __iconData?: IconData }).__iconData;
  if (!data) throw new Error("glyph: not a lucide-react icon module");
  const box = data.size ?? 24;
  const iconClass = ["lucide", ...(data.name ? [`lucide-${data.name}`] : []), ...(data.aliases ?? []).filter((a) => a.trim() !== "").map((a) => `lucide-${a}`)].join(" ");
  // The shapes: the same elements on every render (React elements are immutable).
  const shapes = data.node.map(([tag, attrs]) => createElement(tag, attrs));
  const accessible = (p: GlyphProps) => Object.keys(p).some((k) => k.startsWith("aria-") || k === "role" || k === "title");

  function StaticGlyph({ size = 24, strokeWidth = 2, className, children, ...rest }: GlyphProps) {
    const cls = className ? [...new Set([...iconClass.split(" "), ...className.split(" ").filter(Boolean)])].join(" ") : iconClass;
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: "none",
        stroke: "currentColor",
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: cls,
        ...(children || accessible(rest) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...shapes,
      ...(children === undefined ? [] : [children]),
    );
  }
  StaticGlyph.displayName = `Glyph(${data.name ?? "icon"})`;
  return StaticGlyph;
}
