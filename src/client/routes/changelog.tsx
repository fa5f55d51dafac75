import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LEVEL_TYPES, LIST_TYPES } from '../../shared/constants';
import { Changelog } from '../features/changelog/components/changelog';

/** `type`: the mode; `list`: only the changes that touch that list (all of them when absent). */
const SearchSchema = v.object({
  type: v.optional(v.fallback(v.picklist(LEVEL_TYPES), 'classic')),
  list: v.optional(v.fallback(v.picklist(['all', ...LIST_TYPES]), 'all')),
});

// No loader: its queries (and the change log's schemas) load with the page, not with every first
// visit's route tree; a first visit to the address starts its read at once (lib/first-reads.ts).
export const Route = createFileRoute('/changelog')({ validateSearch: SearchSchema, component: ChangelogRoute });

function ChangelogRoute() {
  const { type = 'classic', list } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Changelog
      type={type}
      list={list ?? 'all'}
      onTypeChange={(next) => navigate({ search: (prev) => ({ ...prev, type: next }), replace: true, resetScroll: false })}
      onListChange={(next) =>
        navigate({ search: (prev) => ({ ...prev, list: next === 'all' ? undefined : next }), replace: true, resetScroll: false })
      }
    />
  );
}
