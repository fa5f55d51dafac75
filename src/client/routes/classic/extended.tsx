import { createFileRoute } from '@tanstack/react-router';
import { LevelListPage } from '../../features/levels/components/list/level-list-page';
import { OwnStandingSlot } from '../../features/players/components/own-standing-slot';
import { levelListQueryOptions } from '../../features/levels/queries';
import { ListSearchSchema } from '../../features/levels/list-search';

export const Route = createFileRoute('/classic/extended')({
  validateSearch: ListSearchSchema,
  loaderDeps: ({ search }) => ({ at: search.at }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(levelListQueryOptions('classic', 'extended', deps.at)),
  component: ClassicExtendedRoute,
});

function ClassicExtendedRoute() {
  const { at } = Route.useSearch();
  return <LevelListPage type="classic" list="extended" at={at} standing={<OwnStandingSlot type="classic" />} />;
}
