/**
 * Badge: a small label, e.g. a status (StatusBadge builds on it).
 * Props: tone?: "neutral" | "success" | "warning" | "danger" | "info" (default "neutral"); icon?: a
 * small icon before the text (give it an accessible name, or aria-hidden when it is decorative);
 * children; any other span attribute (data-*, title).
 * Its look is the classes `badge badge-{tone}` of ./badge.css (issue 23: one short class list a badge).
 */
import type { ComponentPropsWithoutRef, ReactNode } from "react";

export type BadgeTone = "neutral" | "success" | "warning" | "danger" | "info";

/** A badge's class list (./badge.css), for a badge built without this component (./status-badge.tsx). */
export const badgeClassName = (tone: BadgeTone): string => `badge badge-${tone}`;

export function Badge({
  tone = "neutral",
  icon,
  children,
  ...rest
}: { tone?: BadgeTone; icon?: ReactNode; children: ReactNode } & Omit<ComponentPropsWithoutRef<"span">, "children" | "className">) {
  return (
    <span {...rest} className={badgeClassName(tone)}>
      {icon}
      {children}
    </span>
  );
}
