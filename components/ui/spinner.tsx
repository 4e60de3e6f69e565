/**
 * Spinner: an indeterminate progress indicator.
 * Props: size?: "sm" | "md" | "lg" (default "md"); label?: string: when given, the spinner is announced
 * (role="status") with that text; without it the spinner is decorative (aria-hidden).
 */
const SIZES = { sm: "h-4 w-4 border-2", md: "h-6 w-6 border-2", lg: "h-10 w-10 border-4" } as const;

export function Spinner({ size = "md", label }: { size?: keyof typeof SIZES; label?: string }) {
  const circle = <span className={`inline-block animate-spin rounded-full border-current border-r-transparent ${SIZES[size]}`} aria-hidden="true" />;
  if (!label) return circle;
  return (
    <span role="status" className="inline-flex items-center gap-2 text-slate-600">
      {circle}
      <span>{label}</span>
    </span>
  );
}
