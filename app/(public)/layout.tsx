import type { ReactNode } from "react";

/** The signed-out shell: no header; each page centres its card (components/shell/public-card). */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return <div className="min-h-screen">{children}</div>;
}
