import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { StaffPlayersPage } from '../../../features/sanctions/components/staff-players-page';

/** `player`: the id of the player shown (a bad one is dropped); `entry`: a queued sanction to reopen (the outbox panel links here). */
const SearchSchema = v.object({
  player: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  entry: v.optional(v.fallback(v.string(), '')),
});

/** Staff players: find a player, see their sanctions and records, flag, ban and revoke. */
export const Route = createFileRoute('/_authed/staff/players')({ validateSearch: SearchSchema, component: StaffPlayersRoute });

function StaffPlayersRoute() {
  const { player, entry } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StaffPlayersPage
      playerId={player}
      entryId={entry || undefined}
      onPlayerChange={(next) => navigate({ search: (current) => ({ ...current, player: next }), replace: true })}
      onEntryClosed={() => navigate({ search: (current) => ({ player: current.player }), replace: true })}
    />
  );
}
