import { createFileRoute } from '@tanstack/react-router';
import { LevelListPage } from '../features/levels/components/list/level-list-page';
import { OwnStandingSlot } from '../features/players/components/own-standing-slot';
import { levelListQueryOptions } from '../features/levels/queries';

export const Route = createFileRoute('/')({
  // The home page is most visits' first screen: it ships in the app chunk rather than waiting on a chunk of its own.
  codeSplitGroupings: [],
  loader: ({ context }) => void context.queryClient.prefetchQuery(levelListQueryOptions('classic', 'main')),
  component: () => <LevelListPage type="classic" list="main" standing={<OwnStandingSlot type="classic" />} welcome />,
});
