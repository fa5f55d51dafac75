import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { StaffPlayersPage } from '../../../features/sanctions/components/staff-players-page';

/** `player`: the id of the player shown (a bad one is dropped). */
const SearchSchema = v.object({ player: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined) });

/** Staff players: find a player, see their sanctions and records, flag, ban and revoke. */
export const Route = createFileRoute('/_authed/staff/players')({ validateSearch: SearchSchema, component: StaffPlayersRoute });

function StaffPlayersRoute() {
  const { player } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <StaffPlayersPage playerId={player} onPlayerChange={(next) => navigate({ search: { player: next }, replace: true })} />;
}
