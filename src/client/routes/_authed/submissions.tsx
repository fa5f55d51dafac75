import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LEVEL_TYPES } from '../../../shared/constants';
import { SubmissionsPage } from '../../features/submissions/components/submissions-page';

/**
 * `type` picks the list; `entry` opens a queued submission for editing (the outbox panel links here);
 * `submission` shows that submission, with its notes open when `notes` (the inbox links here).
 */
const SearchSchema = v.object({
  type: v.optional(v.fallback(v.picklist(LEVEL_TYPES), 'classic')),
  entry: v.optional(v.fallback(v.string(), '')),
  submission: v.optional(v.fallback(v.number(), 0)),
  notes: v.optional(v.fallback(v.boolean(), false)),
});

export const Route = createFileRoute('/_authed/submissions')({ validateSearch: SearchSchema, component: SubmissionsRoute });

function SubmissionsRoute() {
  const { type = 'classic', entry, submission, notes } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SubmissionsPage
      type={type}
      entryId={entry || undefined}
      shown={submission ? { id: submission, notes: notes === true } : undefined}
      onTypeChange={(next) => navigate({ search: (prev) => ({ ...prev, type: next }), replace: true })}
      onEntryClosed={() => navigate({ search: (prev) => ({ ...prev, entry: undefined }), replace: true })}
    />
  );
}
