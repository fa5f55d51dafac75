import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LEVEL_TYPES } from '../../../shared/constants';
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
  return <ProfilePage username={username} tab={tab} onTabChange={(next) => navigate({ search: { tab: next }, replace: true })} />;
}
