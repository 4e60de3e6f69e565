/**
 * The Unauthorized content: "You do not have sufficient permissions to view this page".
 * Used by the /unauthorized page and by the home page for a user without a supported group.
 * Props: signedIn: boolean (offers Home when signed in, Sign in otherwise); account?: the signed-in
 * account: one that may not open Home either (an unsupported group) is offered, instead of a Home
 * link that would bring it back here, the pages it may open (the home tiles its role table allows:
 * Product/Pricing/Nutrient Info for any signed-in user).
 */
import Link from "next/link";
import { LOGIN_PATH } from "@/lib/auth-paths";
import { can, HOME_TILES, type StaffAccountLike } from "@/lib/roles";
import { UNAUTHORIZED_OPEN_PAGES_LABEL, UNAUTHORIZED_OPEN_PAGES_TEXT } from "@/lib/ui-constants";

export const UNAUTHORIZED_TEXT = "You do not have sufficient permissions to view this page";


const LINK = "font-medium text-brand-600 hover:underline";

export function UnauthorizedMessage({ signedIn, account }: { signedIn: boolean; account?: StaffAccountLike }) {
  const withoutHome = signedIn && account !== undefined && !can(account, "home");
  const open = withoutHome ? HOME_TILES.filter((tile) => can(account, tile.capability)) : [];
  return (
    <div className="mx-auto max-w-lg rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-semibold text-slate-900">Unauthorized</h1>
      <p className="mt-3 text-slate-700">{UNAUTHORIZED_TEXT}</p>
      {withoutHome ? (
        open.length > 0 ? (
          <nav aria-label={UNAUTHORIZED_OPEN_PAGES_LABEL} className="mt-6">
            <p className="text-sm text-slate-600">{UNAUTHORIZED_OPEN_PAGES_TEXT}</p>
            <ul className="mt-2 space-y-1">
              {open.map((tile) => (
                <li key={tile.href}>
                  <Link href={tile.href} className={LINK}>
                    {tile.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null
      ) : (
        <p className="mt-6">
          {signedIn ? (
            <Link href="/" className={LINK}>
              Back to Home
            </Link>
          ) : (
            <Link href={LOGIN_PATH} className={LINK}>
              Sign in
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
