/**
 * `?at=` on the six list pages: the list as it stood at a date (`2026-05-01`: the end of that day,
 * UTC) or a time (`2026-05-01T18:30:00Z`; without an offset, UTC), read as the server reads it
 * (shared/moment.ts). Anything else is dropped: the page shows today's list.
 */
import * as v from 'valibot';
import { AT_PATTERN, momentOf } from '../../../shared/moment';

export const ListSearchSchema = v.object({
  at: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.regex(AT_PATTERN),
        v.check((at) => !Number.isNaN(momentOf(at).getTime())),
      ),
    ),
    undefined,
  ),
});
