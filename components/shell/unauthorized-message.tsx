/**
 * The Unauthorized content: "You do not have sufficient permissions to view this page".
 * Used by the /unauthorized page and by the home page for a user without a supported group.
 * Props: signedIn: boolean (offers Home when signed in, Sign in otherwise).
 */
import Link from "next/link";
import { LOGIN_PATH } from "@/lib/auth-paths";

export const UNAUTHORIZED_TEXT = "You do not have sufficient permissions to view this page";

export function UnauthorizedMessage({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="mx-auto max-w-lg rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-semibold text-slate-900">Unauthorized</h1>
      <p className="mt-3 text-slate-700">{UNAUTHORIZED_TEXT}</p>
      <p className="mt-6">
        {signedIn ? (
          <Link href="/" className="font-medium text-brand-600 hover:underline">
            Back to Home
          </Link>
        ) : (
          <Link href={LOGIN_PATH} className="font-medium text-brand-600 hover:underline">
            Sign in
          </Link>
        )}
      </p>
    </div>
  );
}
