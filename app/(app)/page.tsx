import { redirect } from "next/navigation";
import { HomeTile } from "@/components/shell/home-tile";
import { UnauthorizedMessage } from "@/components/shell/unauthorized-message";
import { loginPathWithNext, SESSION_EXPIRED_PATH } from "@/lib/auth-paths";
import { can, HOME_TILES } from "@/lib/roles";
import { readSessionState } from "@/server/session";

/** The home menu (spec 01 §2, §6): the tiles the role table lets this account see. */
export default async function HomePage() {
  const state = await readSessionState();
  if (state.status === "anonymous") redirect(loginPathWithNext("/"));
  if (state.status === "expired") redirect(SESSION_EXPIRED_PATH);
  const { account } = state;
  if (!can(account, "home")) return <UnauthorizedMessage signedIn />;
  const tiles = HOME_TILES.filter((tile) => can(account, tile.capability));
  return (
    <div>
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">Home</h1>
      <ul aria-label="Modules" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((tile) => (
          <HomeTile key={tile.href} title={tile.title} href={tile.href} />
        ))}
      </ul>
    </div>
  );
}
