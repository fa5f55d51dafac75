import { createFileRoute } from '@tanstack/react-router';
import { LevelListPage } from '../../features/levels/components/list/level-list-page';
import { OwnStandingSlot } from '../../features/players/components/own-standing-slot';
import { levelListQueryOptions } from '../../features/levels/queries';
import { ListSearchSchema } from '../../features/levels/list-search';

export const Route = createFileRoute('/platformer/main')({
  validateSearch: ListSearchSchema,
  loaderDeps: ({ search }) => ({ at: search.at }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(levelListQueryOptions('platformer', 'main', deps.at)),
  component: PlatformerMainRoute,
});

function PlatformerMainRoute() {
  const { at } = Route.useSearch();
  return <LevelListPage type="platformer" list="main" at={at} standing={<OwnStandingSlot type="platformer" />} />;
}
