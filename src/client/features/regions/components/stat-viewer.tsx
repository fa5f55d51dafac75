/**
 * The stat viewer: regions ranked by their points (classic and platformer together), the top one
 * selected, its players below. Choosing a region brings its players into view (on a phone they are
 * below the whole list of regions).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import type { Region } from '../../../../shared/schemas/regions';
import { PlayerRows, PlayerRowsSkeleton } from '../../../components/player-rows';
import { QueryState } from '../../../components/ui/first-visit/query-state';
import { Skeleton } from '../../../components/ui/first-visit/skeleton';
import { pointsText } from '../../../lib/format';
import { regionPlayersQueryOptions } from '../../players/queries';
import { regionsQueryOptions } from '../queries';
import { rankRegions } from '../ranking';
import { statViewerTexts as texts } from '../texts';
import { useDocumentTitle } from '../../../components/layout/document-title';

const styles = {
  regions: css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' } }),
  region: css({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: '3',
    rowGap: '1',
    alignItems: 'baseline',
    width: 'full',
    textAlign: 'start',
    p: '3',
    borderWidth: '1px',
    borderRadius: 'l2',
    bg: 'bg.default',
    cursor: 'pointer',
    _hover: { bg: 'bg.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '2px' },
    '&[aria-pressed=true]': {
      borderColor: 'colorPalette.default',
      bg: 'bg.subtle',
      boxShadow: 'inset 0 0 0 1px var(--colors-color-palette-default)',
    },
  }),
  rank: css({ gridRow: 'span 2', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', color: 'fg.muted' }),
  totals: css({ color: 'fg.muted', textStyle: 'sm' }),
};

const totals = (row: { classicPoints: number; platformerPoints: number }) =>
  texts.totals(pointsText(row.classicPoints), pointsText(row.platformerPoints));

function RegionPlayers({ region, reveal }: { region: Region; reveal: boolean }) {
  const players = useQuery(regionPlayersQueryOptions(region.id));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const top = heading.current?.getBoundingClientRect().top;
    if (reveal && top !== undefined && (top < 0 || top > window.innerHeight * 0.6)) heading.current?.scrollIntoView({ block: 'start' });
  }, [region.id, reveal]);
  return (
    <section className={css({ display: 'grid', gap: '3', scrollMarginTop: '16' })} aria-labelledby="region-players">
      <h2 ref={heading} id="region-players" className={css({ textStyle: 'lg', fontWeight: 'semibold', scrollMarginTop: '16' })}>
        {texts.playersOf(region.name)}
      </h2>
      <QueryState query={players} loading={<PlayerRowsSkeleton count={5} />} error={texts.playersFailed} empty={texts.noPlayers}>
        {(rows) => <PlayerRows rows={rows} label={texts.playersOf(region.name)} points={totals} />}
      </QueryState>
    </section>
  );
}

export function StatViewer({ selectedId, onSelect }: { selectedId: number | undefined; onSelect: (id: number) => void }) {
  useDocumentTitle(texts.title);
  const regions = useQuery({ ...regionsQueryOptions(), select: rankRegions });
  const selected = regions.data?.find((region) => region.id === selectedId) ?? regions.data?.[0];
  // Only a region the visitor chose scrolls into view, not the one selected on arrival.
  const chosen = useRef(false);
  const loading = (
    <div className={styles.regions} aria-busy="true" aria-label={texts.loadingRegions}>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className={css({ height: '20' })} />
      ))}
    </div>
  );
  return (
    <section className={css({ display: 'grid', gap: '6' })}>
      <h1 className={css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' })}>{texts.title}</h1>
      <QueryState query={regions} loading={loading} error={texts.regionsFailed} empty={texts.noRegions}>
        {(list) => (
          <ol aria-label={texts.regions} className={styles.regions}>
            {list.map((region, index) => (
              <li key={region.id}>
                <button
                  type="button"
                  className={styles.region}
                  aria-pressed={region.id === selected?.id}
                  onClick={() => {
                    chosen.current = true;
                    onSelect(region.id);
                  }}
                >
                  <span className={styles.rank}>{texts.rank(index + 1)}</span>
                  <span className={css({ fontWeight: 'semibold' })}>{region.name}</span>
                  <span className={styles.totals}>{totals(region)}</span>
                </button>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      {selected ? <RegionPlayers region={selected} reveal={chosen.current} /> : null}
    </section>
  );
}
