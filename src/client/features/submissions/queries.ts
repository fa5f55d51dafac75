/** The player's submissions and the levels a submission can name: one key factory, one options factory per endpoint. */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { LevelType } from '../../../shared/constants';
import {
  ClassicSubmissionSchema,
  PlatformerSubmissionSchema,
  SubmissionNoteSchema,
  type ClassicSubmission,
  type PlatformerSubmission,
} from '../../../shared/schemas/submissions';
import { api } from '../../lib/api-client';
import { rankedLevelsQueryOptions } from '../levels/queries';

export type Submission = ClassicSubmission | PlatformerSubmission;

export const submissionKeys = {
  all: ['submissions'] as const,
  list: (type: LevelType) => [...submissionKeys.all, 'list', type] as const,
  notes: (type: LevelType, id: number) => [...submissionKeys.all, 'notes', type, id] as const,
};

export const isClassicSubmission = (submission: Submission): submission is ClassicSubmission => 'recordPercentage' in submission;

export const submissionsQueryOptions = (type: LevelType) =>
  queryOptions({
    queryKey: submissionKeys.list(type),
    queryFn: ({ signal }): Promise<Submission[]> =>
      api.get(
        `/api/authenticated/${type}-submissions/list`,
        v.array(type === 'classic' ? ClassicSubmissionSchema : PlatformerSubmissionSchema),
        signal,
      ),
  });

/** A submission's notes, oldest first: the thread, and for staff the staff-only notes too. */
export const submissionNotesQueryOptions = (type: LevelType, id: number) =>
  queryOptions({
    queryKey: submissionKeys.notes(type, id),
    queryFn: ({ signal }) => api.get(`/api/authenticated/${type}-submissions/${id}/notes`, v.array(SubmissionNoteSchema), signal),
  });

/** Every level of a type, for the level chooser: the levels' own ranked list, one cached copy. */
export const submissionLevelsQueryOptions = rankedLevelsQueryOptions;
