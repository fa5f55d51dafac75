import { createFileRoute } from '@tanstack/react-router';
import { LevelListPage } from '../../features/levels/components/list/level-list-page';
import { OwnStandingSlot } from '../../features/players/components/own-standing-slot';
import { levelListQueryOptions } from '../../features/levels/queries';

export const Route = createFileRoute('/platformer/main')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(levelListQueryOptions('platformer', 'main')),
  component: () => <LevelListPage type="platformer" list="main" standing={<OwnStandingSlot type="platformer" />} />,
});
