/** The staff's queue of submissions: one key factory, one options factory per endpoint. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT, type LevelType, type SubmissionStatus } from '../../../shared/constants';
import { pageSchema } from '../../../shared/schemas/common';
import type * as v from 'valibot';
import { ClassicStaffSubmissionSchema, PlatformerStaffSubmissionSchema } from '../../../shared/schemas/submissions';
import { api } from '../../lib/api-client';

/** A submission as staff see it: with who is reviewing it (`claimedBy`), if anyone, and whether its player is flagged. */
export type StaffSubmission = v.InferOutput<typeof ClassicStaffSubmissionSchema> | v.InferOutput<typeof PlatformerStaffSubmissionSchema>;
/** The panel's filter: every status, or one. */
export type StatusFilter = SubmissionStatus | 'ALL';

export const staffSubmissionKeys = {
  all: ['staff', 'submissions'] as const,
  list: (type: LevelType) => [...staffSubmissionKeys.all, type] as const,
  page: (type: LevelType, status: StatusFilter, page: number) => [...staffSubmissionKeys.list(type), status, page] as const,
};

const pageSchemas = { classic: pageSchema(ClassicStaffSubmissionSchema), platformer: pageSchema(PlatformerStaffSubmissionSchema) };

/** A page of 10, pending first then oldest first (as 'Review next' takes them); the previous page stays on screen while the next one loads. */
export const staffSubmissionPageQueryOptions = (type: LevelType, status: StatusFilter, page: number) =>
  queryOptions({
    queryKey: staffSubmissionKeys.page(type, status, page),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ page: String(page), size: String(PAGE_SIZE_DEFAULT) });
      if (status !== 'ALL') search.set('status', status);
      return api.get(`/api/staff/${type}-submissions/list?${search}`, pageSchemas[type], signal);
    },
    placeholderData: keepPreviousData,
  });
