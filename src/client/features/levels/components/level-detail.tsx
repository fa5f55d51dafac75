/** Level detail: heading, publisher, video, facts, records; 'Loading...', the error, or 'No level data found.' */
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import { QueryState } from '../../../components/ui/first-visit/query-state';
import { isApiError } from '../../../lib/api-error';
import { difficultyText, percentText, pointsText } from '../../../lib/format';
import { isClassicLevel, levelDetailQueryOptions, levelRecordsQueryOptions, type Level } from '../queries';
import { RecordsTable } from './records-table';
import { VideoEmbed } from './video-embed';

const DURATION_TEXT: Record<string, string> = { TINY: 'Tiny', SHORT: 'Short', MEDIUM: 'Medium', LONG: 'Long', XL: 'XL' };

const styles = {
  facts: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' }, gap: '3' }),
  fact: css({ bg: 'bg.default', borderWidth: '1px', borderRadius: 'l2', p: '3', '& dt': { color: 'fg.muted', textStyle: 'sm' }, '& dd': { fontWeight: 'semibold', overflowWrap: 'anywhere' } }),
  state: css({ py: '6', color: 'fg.muted' }),
};

function Facts({ level }: { level: Level }) {
  const facts: [string, string][] = [
    ['Level ID', level.id],
    ['Difficulty', difficultyText(level.difficulty)],
    ['Points', pointsText(level.points)],
  ];
  if (isClassicLevel(level)) {
    facts.push(
      ['Duration', DURATION_TEXT[level.duration] ?? difficultyText(level.duration)],
      ['Minimum points', pointsText(level.minPoints)],
      ['List percentage', percentText(level.minimumCompletion)],
    );
  }
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function LevelDetail({ type, id }: { type: LevelType; id: string }) {
  const level = useQuery(levelDetailQueryOptions(type, id));
  const records = useQuery(levelRecordsQueryOptions(type, id));
  const error = `Error: Failed to fetch ${type} level details and records`;
  const loading = <p className={styles.state}>Loading...</p>;
  if (isApiError(level.error, 'not_found') && !level.data) return <p className={styles.state}>No level data found.</p>;
  // The level and its records load as one screen; a retry asks for both.
  const both = {
    data: level.data,
    isPending: level.isPending || records.isPending,
    fetchStatus: level.fetchStatus === 'paused' || records.fetchStatus === 'paused' ? ('paused' as const) : level.fetchStatus,
    refetch: () => Promise.all([level.refetch(), records.refetch()]),
  };
  return (
    <QueryState query={both} loading={loading} error={error}>
      {(data) => (
        <article className={css({ display: 'grid', gap: '6' })}>
          <header className={css({ display: 'grid', gap: '1' })}>
            <h1 className={css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold', overflowWrap: 'anywhere' })}>
              #{data.ranking} - {data.name}
            </h1>
            <p className={css({ color: 'fg.muted' })}>Published by {data.publisher}</p>
          </header>
          <VideoEmbed link={data.link} title={`${data.name} video`} />
          <Facts level={data} />
          <section className={css({ display: 'grid', gap: '3' })}>
            <h2 className={css({ textStyle: 'xl', fontWeight: 'semibold' })}>Records</h2>
            <QueryState query={records} loading={loading} error={error} empty="No records yet.">
              {(rows) => <RecordsTable type={type} records={rows} />}
            </QueryState>
          </section>
        </article>
      )}
    </QueryState>
  );
}
