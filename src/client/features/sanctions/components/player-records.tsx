/**
 * A player's records in one mode, as staff see them: banned players' too (marked as hidden from the
 * public lists), newest first, a page of 10 at a time.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import { BannedBadge } from '../../../components/staff/flagged-badge';
import { QueryState } from '../../../components/ui/first-visit/query-state';
import { Pagination } from '../../../components/ui/on-demand/pagination';
import { rankedLevelsQueryOptions } from '../../levels/queries';
import { recordPageQueryOptions } from '../../records/queries';
import { recordValueText } from '../../../lib/record-values/values';
import { sanctionTexts } from '../texts';

const texts = sanctionTexts.records;

const styles = {
  list: css({ display: 'grid', gap: '1' }),
  row: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2',
    alignItems: 'baseline',
    px: '3',
    py: '1.5',
    borderWidth: '1px',
    borderRadius: 'l2',
    bg: 'bg.default',
  }),
  level: css({ flex: '1', minWidth: '0', overflowWrap: 'anywhere' }),
  value: css({ fontVariantNumeric: 'tabular-nums' }),
  muted: css({ textStyle: 'sm', color: 'fg.muted' }),
};

export function PlayerRecords({ type, playerId }: { type: LevelType; playerId: number }) {
  const [page, setPage] = useState(0);
  const query = useQuery(recordPageQueryOptions(type, { player: playerId, level: null }, page));
  const levels = useQuery(rankedLevelsQueryOptions(type)).data;
  const names = useMemo(() => new Map(levels?.map((level) => [level.id, `#${level.ranking} - ${level.name}`])), [levels]);
  return (
    <QueryState query={query} loading={<p className={styles.muted}>{texts.loading}</p>} error={texts.failed} empty={texts.empty}>
      {(data) =>
        data.content.length === 0 ? (
          <p className={styles.muted}>{texts.empty}</p>
        ) : (
          <div className={css({ display: 'grid', gap: '2' })}>
            <span className={styles.muted}>{texts.count(data.totalElements)}</span>
            <ul aria-label={`${texts.title}: ${texts.modes[type]}`} className={styles.list}>
              {data.content.map((record) => (
                <li key={record.id} className={styles.row} data-record={record.id}>
                  <span className={styles.level}>{names.get(record.level) ?? record.level}</span>
                  <span className={styles.value}>{recordValueText(record)}</span>
                  {record.playerBanned ? (
                    <span title={texts.hidden}>
                      <BannedBadge banned />
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
            {data.totalPages > 1 ? <Pagination page={page} totalPages={data.totalPages} onChange={setPage} /> : null}
          </div>
        )
      }
    </QueryState>
  );
}
