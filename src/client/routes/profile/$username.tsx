import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LEVEL_TYPES, type LevelType } from '../../../shared/constants';
import { ProfileClaimSlot } from '../../features/claims/components/profile-claim-slot';
import { ProfilePage } from '../../features/players/components/profile-page';
import { playerByUsernameQueryOptions } from '../../features/players/queries';

const SearchSchema = v.object({ tab: v.optional(v.fallback(v.picklist(LEVEL_TYPES), 'classic')) });

export const Route = createFileRoute('/profile/$username')({
  validateSearch: SearchSchema,
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(playerByUsernameQueryOptions(params.username)),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { username } = Route.useParams();
  const { tab = 'classic' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onTabChange = (next: LevelType) => navigate({ search: { tab: next }, replace: true });
  return <ProfilePage username={username} tab={tab} onTabChange={onTabChange} below={(player) => <ProfileClaimSlot player={player} />} />;
}
