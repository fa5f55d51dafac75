/**
 * A level's history on its page: its position over time, then every change that touched it, newest
 * first, as the changelog words them (features/changelog/sentences.ts): its own placement, moves and
 * edits, the placements and removals of other levels that pushed it (with its own move beside them),
 * and who became its first victor or record holder. Loads after the page (level-history-slot.tsx);
 * a level the log never saw says it has no history yet.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { css, cx } from 'styled-system/css';
import type { LevelType } from '../../../../../shared/constants';
import { SentenceWords } from '../../../../components/sentence-words';
import { QueryState } from '../../../../components/ui/first-visit/query-state';
import { Skeleton } from '../../../../components/ui/first-visit/skeleton';
import { isApiError } from '../../../../lib/api-error';
import { dateText } from '../../../../lib/i18n/format';
import { holderSentence, sentencesOf, type Sentence } from '../../../changelog/sentences';
import { changelogTexts } from '../../../changelog/texts';
import { levelTexts } from '../../page-texts';
import { levelHistoryQueryOptions } from '../../queries';
import { isRecordEntry, stepsOf, type HistoryEntry as Entry } from '../../position-chart';
import { PositionChart } from './position-chart-view';

const styles = {
  section: css({ display: 'grid', gap: '3', minWidth: '0' }),
  title: css({ textStyle: 'xl', fontWeight: 'semibold' }),
  muted: css({ color: 'fg.muted' }),
  item: css({ display: 'grid', gap: '1', py: '2', borderBlockEndWidth: '1px', _last: { borderBlockEndWidth: '0' } }),
  meta: css({ display: 'flex', flexWrap: 'wrap', gap: '2', textStyle: 'sm', color: 'fg.muted' }),
  moved: css({ fontVariantNumeric: 'tabular-nums', fontWeight: 'medium', color: 'fg.default' }),
  main: css({ overflowWrap: 'anywhere' }),
  pushed: css({ display: 'grid', gap: '1', ps: '4', textStyle: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' }),
};

/** What a change did, in sentences: a record change's new holder, or a list change's sentences. */
function sentencesOfEntry(entry: Entry, type: LevelType): Sentence[] {
  if (isRecordEntry(entry)) {
    const said = holderSentence(entry, changelogTexts, type);
    return said ? [said] : [];
  }
  return sentencesOf(entry, changelogTexts, type);
}

function HistoryItem({ entry, type, id }: { entry: Entry; type: LevelType; id: string }) {
  const [first, ...rest] = sentencesOfEntry(entry, type);
  if (!first) return null;
  const { from, to } = entry.standing;
  // A change about another level says what it did; this level's own move goes beside it.
  const about = isRecordEntry(entry) ? id : entry.data.level?.id;
  const pushed = about !== id && from !== null && to !== null && from !== to;
  const unlinked = entry.kind === 'level.removed' ? about : undefined;
  return (
    <li className={styles.item} data-kind={entry.kind}>
      <p className={styles.meta}>
        <time dateTime={entry.at}>{dateText(new Date(entry.at))}</time>
        {pushed ? <span className={styles.moved}>{levelTexts.history.moved(changelogTexts.place(from), changelogTexts.place(to))}</span> : null}
      </p>
      <p className={cx(styles.main, entry.baseline && styles.muted)}>
        <SentenceWords sentence={first} type={type} unlinked={unlinked} />
      </p>
      {rest.length > 0 ? (
        <ul className={styles.pushed}>
          {rest.map((sentence, index) => (
            <li key={index}>
              <SentenceWords sentence={sentence} type={type} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Loading() {
  return (
    <div aria-busy="true" aria-label={levelTexts.history.loading} className={css({ display: 'grid', gap: '3' })}>
      <Skeleton className={css({ height: '40', width: 'full' })} />
      <Skeleton className={css({ height: '6', width: 'full' })} />
    </div>
  );
}

export default function LevelHistory({ type, id }: { type: LevelType; id: string }) {
  const query = useQuery(levelHistoryQueryOptions(type, id));
  const changes = query.data?.changes;
  const steps = useMemo(() => stepsOf(changes ?? []), [changes]);
  const newest = useMemo(() => [...(changes ?? [])].reverse(), [changes]);
  const texts = levelTexts.history;
  const unseen = isApiError(query.error, 'not_found') && !query.data;
  return (
    <section className={styles.section} aria-labelledby="level-history">
      <h2 id="level-history" className={styles.title}>{texts.title}</h2>
      {unseen ? (
        <p className={styles.muted}>{texts.empty}</p>
      ) : (
        <QueryState query={{ ...query, data: changes }} loading={<Loading />} error={texts.failed} empty={texts.empty}>
          {() => (
            <>
              <PositionChart steps={steps} />
              <ol aria-label={texts.changes}>
                {newest.map((entry) => (
                  <HistoryItem key={entry.position} entry={entry} type={type} id={id} />
                ))}
              </ol>
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}
