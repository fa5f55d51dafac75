import { createFileRoute } from '@tanstack/react-router';
import { LevelListPage } from '../features/levels/components/list/level-list-page';
import { OwnStandingSlot } from '../features/players/components/own-standing-slot';
import { levelListQueryOptions } from '../features/levels/queries';
import { ListSearchSchema } from '../features/levels/list-search';

export const Route = createFileRoute('/')({
  // The home page is most visits' first screen: it ships in the app chunk rather than waiting on a chunk of its own.
  codeSplitGroupings: [],
  validateSearch: ListSearchSchema,
  loaderDeps: ({ search }) => ({ at: search.at }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(levelListQueryOptions('classic', 'main', deps.at)),
  component: ClassicMainRoute,
});

function ClassicMainRoute() {
  const { at } = Route.useSearch();
  return <LevelListPage type="classic" list="main" at={at} standing={<OwnStandingSlot type="classic" />} welcome />;
}
