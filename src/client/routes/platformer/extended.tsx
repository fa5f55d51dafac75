import { createFileRoute } from '@tanstack/react-router';
import { LevelListPage } from '../../features/levels/components/list/level-list-page';
import { OwnStandingSlot } from '../../features/players/components/own-standing-slot';
import { levelListQueryOptions } from '../../features/levels/queries';

export const Route = createFileRoute('/platformer/extended')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(levelListQueryOptions('platformer', 'extended')),
  component: () => <LevelListPage type="platformer" list="extended" standing={<OwnStandingSlot type="platformer" />} />,
});
