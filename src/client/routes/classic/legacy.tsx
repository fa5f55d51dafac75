import { createFileRoute } from '@tanstack/react-router';
import { LevelListPage } from '../../features/levels/components/list/level-list-page';
import { OwnStandingSlot } from '../../features/players/components/own-standing-slot';
import { levelListQueryOptions } from '../../features/levels/queries';
import { ListSearchSchema } from '../../features/levels/list-search';

export const Route = createFileRoute('/classic/legacy')({
  validateSearch: ListSearchSchema,
  loaderDeps: ({ search }) => ({ at: search.at }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(levelListQueryOptions('classic', 'legacy', deps.at)),
  component: ClassicLegacyRoute,
});

function ClassicLegacyRoute() {
  const { at } = Route.useSearch();
  return <LevelListPage type="classic" list="legacy" at={at} standing={<OwnStandingSlot type="classic" />} />;
}
