import { createFileRoute } from '@tanstack/react-router';
import { LevelListPage } from '../../features/levels/components/list/level-list-page';
import { OwnStandingSlot } from '../../features/players/components/own-standing-slot';
import { levelListQueryOptions } from '../../features/levels/queries';

export const Route = createFileRoute('/classic/extended')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(levelListQueryOptions('classic', 'extended')),
  component: () => <LevelListPage type="classic" list="extended" standing={<OwnStandingSlot type="classic" />} />,
});
