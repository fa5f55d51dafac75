import { createFileRoute } from '@tanstack/react-router';
import { LevelListPage } from '../../features/levels/components/list/level-list-page';
import { OwnStandingSlot } from '../../features/players/components/own-standing-slot';
import { levelListQueryOptions } from '../../features/levels/queries';
import { ListSearchSchema } from '../../features/levels/list-search';

export const Route = createFileRoute('/platformer/legacy')({
  validateSearch: ListSearchSchema,
  loaderDeps: ({ search }) => ({ at: search.at }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(levelListQueryOptions('platformer', 'legacy', deps.at)),
  component: PlatformerLegacyRoute,
});

function PlatformerLegacyRoute() {
  const { at } = Route.useSearch();
  return <LevelListPage type="platformer" list="legacy" at={at} standing={<OwnStandingSlot type="platformer" />} />;
}
