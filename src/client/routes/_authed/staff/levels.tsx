import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { StaffLevelsPage } from '../../../features/levels/components/staff/staff-levels-page';

/** `entry` opens a queued create or edit of a level (the outbox panel links here). */
const SearchSchema = v.object({ entry: v.optional(v.fallback(v.string(), '')) });

export const Route = createFileRoute('/_authed/staff/levels')({ validateSearch: SearchSchema, component: StaffLevelsRoute });

function StaffLevelsRoute() {
  const { entry } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <StaffLevelsPage entryId={entry || undefined} onEntryClosed={() => navigate({ search: {}, replace: true })} />;
}
