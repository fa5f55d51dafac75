/** The stat viewer: regions with their totals, the first selected, its players below. */
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { Region } from '../../../../shared/schemas/regions';
import { Skeleton } from '../../../components/ui/first-visit/skeleton';
import { pointsText } from '../../../lib/format';
import { PlayerRows, PlayerRowsSkeleton } from '../../players/components/player-rows';
import { regionPlayersQueryOptions } from '../../players/queries';
import { regionsQueryOptions } from '../queries';

const styles = {
  regions: css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' } }),
  region: css({
    display: 'grid', gap: '1', width: 'full', textAlign: 'left', p: '3', borderWidth: '1px', borderRadius: 'l2', bg: 'bg.default', cursor: 'pointer',
    _hover: { bg: 'bg.subtle' }, _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '2px' },
    '&[aria-pressed=true]': { borderColor: 'colorPalette.default', bg: 'bg.subtle', boxShadow: 'inset 0 0 0 1px var(--colors-color-palette-default)' },
  }),
  totals: css({ color: 'fg.muted', textStyle: 'sm' }),
  muted: css({ color: 'fg.muted' }),
};

function RegionPlayers({ region }: { region: Region }) {
  const players = useQuery(regionPlayersQueryOptions(region.id));
  return (
    <section className={css({ display: 'grid', gap: '3' })} aria-labelledby="region-players">
      <h2 id="region-players" className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
        Players of {region.name}
      </h2>
      {players.isPending ? (
        <PlayerRowsSkeleton count={5} />
      ) : !players.data ? (
        <p role="alert" className={styles.muted}>Failed to fetch players</p>
      ) : players.data.length === 0 ? (
        <p className={styles.muted}>No players in this region yet.</p>
      ) : (
        <PlayerRows
          rows={players.data}
          label={`Players of ${region.name}`}
          points={(row) => `Classic ${pointsText(row.classicPoints)} · Platformer ${pointsText(row.platformerPoints)}`}
        />
      )}
    </section>
  );
}

export function StatViewer({ selectedId, onSelect }: { selectedId: number | undefined; onSelect: (id: number) => void }) {
  const regions = useQuery(regionsQueryOptions());
  const selected = regions.data?.find((region) => region.id === selectedId) ?? regions.data?.[0];
  return (
    <section className={css({ display: 'grid', gap: '6' })}>
      <h1 className={css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' })}>Stat Viewer</h1>
      {regions.isPending ? (
        <div className={styles.regions} aria-busy="true" aria-label="Loading regions">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className={css({ height: '20' })} />
          ))}
        </div>
      ) : !regions.data ? (
        <p role="alert" className={styles.muted}>Failed to fetch regions</p>
      ) : regions.data.length === 0 ? (
        <p className={styles.muted}>No regions yet.</p>
      ) : (
        <ul aria-label="Regions" className={styles.regions}>
          {regions.data.map((region) => (
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
      {selected ? <RegionPlayers region={selected} /> : null}
    </section>
  );
}
