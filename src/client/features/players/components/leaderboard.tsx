/**
 * The leaderboard: Classic/Platformer toggle, name and region filters, ranked players with medals,
 * 10 skeleton rows. The first screen comes from the ranking's top while the whole ranking loads
 * (leaderboard-rows.ts); filtered rows keep their overall rank.
 */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import { PlayerRows, PlayerRowsSkeleton } from '../../../components/player-rows';
import { Button } from '../../../components/ui/first-visit/button';
import { LoadError } from '../../../components/ui/first-visit/load-error';
import { QueryState } from '../../../components/ui/first-visit/query-state';
import { SegmentGroup } from '../../../components/ui/on-demand/segment-group';
import { useAuth } from '../../../lib/auth/auth-store';
import { pointsText } from '../../../lib/format';
import { isFiltering, useLeaderboardRows, type LeaderboardFilters as Filters } from '../leaderboard-rows';
import { leaderboardTexts as texts } from '../texts';
import { LeaderboardFilters } from './leaderboard-filters';
import { useDocumentTitle } from '../../../components/layout/document-title';

export const leaderboardTypes = () =>
  [
    { value: 'classic', label: texts.types.classic },
    { value: 'platformer', label: texts.types.platformer },
  ] as const;

const muted = css({ color: 'fg.muted', py: '4' });

/** The page's own box: index.html's frame draws its heading in one like it before any code has come (app/frame.tsx). */
export const leaderboardPageClass = css({ display: 'grid', gap: '4' });

/** The page's title beside `children`, its Classic/Platformer switch. */
export function LeaderboardHeading({ children }: { children: ReactNode }) {
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' })}>
      <h1 className={css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' })}>{texts.title}</h1>
      {children}
    </div>
  );
}

type Props = {
  type: LevelType;
  filters: Filters;
  onTypeChange: (type: LevelType) => void;
  onFiltersChange: (change: Partial<Filters>) => void;
};

export function Leaderboard({ type, filters, onTypeChange, onFiltersChange }: Props) {
  useDocumentTitle(texts.title);
  const { query, loadingRest, restFailed } = useLeaderboardRows(type, filters);
  const { user } = useAuth();
  const field = type === 'classic' ? 'classicPoints' : 'platformerPoints';
  const noMatch = (
    <div className={css({ display: 'grid', gap: '3', justifyItems: 'start', py: '4' })}>
      <p className={css({ color: 'fg.muted' })}>{texts.noMatch}</p>
      <Button variant="outline" onClick={() => onFiltersChange({ name: '', region: undefined })}>
        {texts.clearFilters}
      </Button>
    </div>
  );
  return (
    <section className={leaderboardPageClass}>
      <LeaderboardHeading>
        <SegmentGroup label={texts.typeLabel} value={type} options={leaderboardTypes()} onChange={onTypeChange} />
      </LeaderboardHeading>
      <LeaderboardFilters filters={filters} onChange={onFiltersChange} />
      <QueryState
        query={query}
        loading={<PlayerRowsSkeleton count={10} />}
        error={texts.failed}
        empty={isFiltering(filters) ? noMatch : <p className={muted}>{texts.empty}</p>}
      >
        {(rows) => (
          <>
            <PlayerRows
              rows={rows}
              label={texts.list(texts.types[type])}
              ranked
              rankAt={(index) => rows[index]!.rank}
              points={(row) => pointsText(row[field])}
              you={user?.playerId}
            />
            {loadingRest ? <PlayerRowsSkeleton count={3} label={texts.loadingRest} /> : null}
            {restFailed ? <LoadError text={texts.failed} onRetry={() => void query.refetch()} /> : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
