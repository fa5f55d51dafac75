/** The stat viewer: regions with their totals, the first selected, its players below. */
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { Region } from '../../../../shared/schemas/regions';
import { PlayerRows, PlayerRowsSkeleton } from '../../../components/player-rows';
import { QueryState } from '../../../components/ui/first-visit/query-state';
import { Skeleton } from '../../../components/ui/first-visit/skeleton';
import { pointsText } from '../../../lib/format';
import { regionPlayersQueryOptions } from '../../players/queries';
import { regionsQueryOptions } from '../queries';

const styles = {
  regions: css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' } }),
  region: css({
    display: 'grid', gap: '1', width: 'full', textAlign: 'start', p: '3', borderWidth: '1px', borderRadius: 'l2', bg: 'bg.default', cursor: 'pointer',
    _hover: { bg: 'bg.subtle' }, _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '2px' },
    '&[aria-pressed=true]': { borderColor: 'colorPalette.default', bg: 'bg.subtle', boxShadow: 'inset 0 0 0 1px var(--colors-color-palette-default)' },
  }),
  totals: css({ color: 'fg.muted', textStyle: 'sm' }),
};

function RegionPlayers({ region }: { region: Region }) {
  const players = useQuery(regionPlayersQueryOptions(region.id));
  return (
    <section className={css({ display: 'grid', gap: '3' })} aria-labelledby="region-players">
      <h2 id="region-players" className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
        Players of {region.name}
      </h2>
      <QueryState query={players} loading={<PlayerRowsSkeleton count={5} />} error="Failed to fetch players" empty="No players in this region yet.">
        {(rows) => (
          <PlayerRows
            rows={rows}
            label={`Players of ${region.name}`}
            points={(row) => `Classic ${pointsText(row.classicPoints)} · Platformer ${pointsText(row.platformerPoints)}`}
          />
        )}
      </QueryState>
    </section>
  );
}

export function StatViewer({ selectedId, onSelect }: { selectedId: number | undefined; onSelect: (id: number) => void }) {
  const regions = useQuery(regionsQueryOptions());
  const selected = regions.data?.find((region) => region.id === selectedId) ?? regions.data?.[0];
  const loading = (
    <div className={styles.regions} aria-busy="true" aria-label="Loading regions">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className={css({ height: '20' })} />
      ))}
    </div>
  );
  return (
    <section className={css({ display: 'grid', gap: '6' })}>
      <h1 className={css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' })}>Stat Viewer</h1>
      <QueryState query={regions} loading={loading} error="Failed to fetch regions" empty="No regions yet.">
        {(list) => (
          <ul aria-label="Regions" className={styles.regions}>
            {list.map((region) => (
              <li key={region.id}>
                <button type="button" className={styles.region} aria-pressed={region.id === selected?.id} onClick={() => onSelect(region.id)}>
                  <span className={css({ fontWeight: 'semibold' })}>{region.name}</span>
                  <span className={styles.totals}>
                    Classic {pointsText(region.classicPoints)} · Platformer {pointsText(region.platformerPoints)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {selected ? <RegionPlayers region={selected} /> : null}
    </section>
  );
}
