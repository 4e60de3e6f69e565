/**
 * Logo: the BARK Back Office word mark (inline SVG, no external asset).
 * Props: className?: string.
 */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-semibold text-slate-900 ${className}`}>
      <svg viewBox="0 0 32 32" className="h-7 w-7" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M9 22V10h6.2c2.6 0 4.1 1.2 4.1 3.1 0 1.3-.7 2.2-1.8 2.6 1.5.3 2.5 1.4 2.5 3 0 2.1-1.6 3.3-4.4 3.3H9Zm3-7.1h2.8c1.1 0 1.7-.5 1.7-1.3s-.6-1.3-1.7-1.3H12v2.6Zm0 4.8h3.2c1.2 0 1.8-.5 1.8-1.4 0-.9-.6-1.4-1.8-1.4H12v2.8Z" fill="#fff" />
        <circle cx="23.5" cy="11" r="2" fill="#fff" />
      </svg>
      <span>BARK Back Office</span>
    </span>
  );
}
