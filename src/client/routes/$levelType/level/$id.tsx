import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { LEVEL_ID_PATTERN, type LevelType } from '../../../../shared/constants';
import { LevelTypeSchema } from '../../../../shared/schemas/common';
import { LevelDetail } from '../../../features/levels/components/level-detail';
import { levelDetailQueryOptions, levelHistoryQueryOptions, levelRecordsQueryOptions } from '../../../features/levels/queries';

const ParamsSchema = v.object({ levelType: LevelTypeSchema, id: v.pipe(v.string(), v.regex(LEVEL_ID_PATTERN)) });

export const Route = createFileRoute('/$levelType/level/$id')({
  // An unknown type or a malformed id is the fallback screen, without an error in the console.
  params: { parse: (params) => ({ levelType: params.levelType as LevelType, id: params.id }) },
  beforeLoad: ({ params }) => {
    if (!v.safeParse(ParamsSchema, params).success) throw notFound();
  },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(levelDetailQueryOptions(params.levelType, params.id));
    void context.queryClient.prefetchQuery(levelRecordsQueryOptions(params.levelType, params.id));
    // Asked for with the page, drawn as it comes: the page never waits for it.
    void context.queryClient.prefetchQuery(levelHistoryQueryOptions(params.levelType, params.id));
  },
  component: LevelRoute,
});

function LevelRoute() {
  const { levelType, id } = Route.useParams();
  return <LevelDetail type={levelType} id={id} />;
}
