import { createFileRoute } from '@tanstack/react-router';
import { LevelListPage } from '../../features/levels/components/list/level-list-page';
import { OwnStandingSlot } from '../../features/players/components/own-standing-slot';
import { levelListQueryOptions } from '../../features/levels/queries';

export const Route = createFileRoute('/classic/legacy')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(levelListQueryOptions('classic', 'legacy')),
  component: () => <LevelListPage type="classic" list="legacy" standing={<OwnStandingSlot type="classic" />} />,
});
