import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SettingsScreen } from '../../features/settings/components/settings-screen';
import { regionsQueryOptions } from '../../features/regions/queries';

/** `?entry=<id>` opens a waiting profile update or avatar from the outbox for editing. */
const SearchSchema = v.object({ entry: v.optional(v.fallback(v.string(), '')) });

export const Route = createFileRoute('/_authed/settings')({
  validateSearch: SearchSchema,
  loader: ({ context }) => void context.queryClient.prefetchQuery(regionsQueryOptions()),
  component: SettingsRoute,
});

function SettingsRoute() {
  const { entry } = Route.useSearch();
  return <SettingsScreen entryId={entry || undefined} />;
}
