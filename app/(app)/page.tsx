import { HomeTile, TilePage } from "@/components/shell/home-tile";
import { UnauthorizedMessage } from "@/components/shell/unauthorized-message";
import { can, HOME_TILES } from "@/lib/roles";
import { requireSignedInPage } from "@/server/bff/session/guards";
import { upstreamPage } from "@/server/bff/upstream/upstream-page";

/**
 * The home menu: the tiles the role table lets this account see. A signed-in user
 * without a supported group sees the Unauthorized content.
 */
export default upstreamPage(async function HomePage() {
  const account = await requireSignedInPage("/");
  if (!can(account, "home")) return <UnauthorizedMessage signedIn account={account} />;
  const tiles = HOME_TILES.filter((tile) => can(account, tile.capability));
  return (
    <TilePage title="Home" label="Modules" columns="sm:grid-cols-2 lg:grid-cols-3">
      {tiles.map((tile) => (
        <HomeTile key={tile.href} title={tile.title} href={tile.href} />
      ))}
    </TilePage>
  );
});
