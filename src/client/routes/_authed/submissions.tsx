import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LEVEL_TYPES } from '../../../shared/constants';
import { SubmissionsPage } from '../../features/submissions/components/submissions-page';

/** `type` picks the list; `entry` opens a queued submission for editing (the outbox panel links here). */
const SearchSchema = v.object({
  type: v.optional(v.fallback(v.picklist(LEVEL_TYPES), 'classic')),
  entry: v.optional(v.fallback(v.string(), '')),
});

export const Route = createFileRoute('/_authed/submissions')({ validateSearch: SearchSchema, component: SubmissionsRoute });

function SubmissionsRoute() {
  const { type = 'classic', entry } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SubmissionsPage
      type={type}
      entryId={entry || undefined}
      onTypeChange={(next) => navigate({ search: (prev) => ({ ...prev, type: next }), replace: true })}
      onEntryClosed={() => navigate({ search: (prev) => ({ ...prev, entry: undefined }), replace: true })}
    />
  );
}
