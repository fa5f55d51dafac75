import { createFileRoute } from '@tanstack/react-router';
import { LevelListPage } from '../../features/levels/components/list/level-list-page';
import { levelListQueryOptions } from '../../features/levels/queries';

export const Route = createFileRoute('/platformer/extended')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(levelListQueryOptions('platformer', 'extended')),
  component: () => <LevelListPage type="platformer" list="extended" />,
});
