/**
 * A level's history on its page: its position over time (each point says why the level moved), then
 * every change that touched it, newest first, with its date and time, as the changelog words them
 * (components/changelog/sentences.ts): its own placement, moves and edits, the placements, removals and
 * reorders of other levels that pushed it (with its own move beside them), and who became its first
 * victor or record holder. Loads after the page (level-history-slot.tsx); a level the log never saw
 * says it has no history yet.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../../shared/constants';
import { ChangeSentences } from '../../../../components/change-sentences';
import { QueryState } from '../../../../components/ui/first-visit/query-state';
import { Skeleton } from '../../../../components/ui/first-visit/skeleton';
import { isApiError } from '../../../../lib/api-error';
import { dateTimeText } from '../../../../lib/i18n/format';
import { holderSentence, sayChange, type Said } from '../../../../components/changelog/sentences';
import { changelogTexts } from '../../../../components/changelog/texts';
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
};

/** What a change did, as the screen shows it: a record change's new holder, or a list change's sentences. */
function saidOf(entry: Entry, type: LevelType): Said | null {
  if (isRecordEntry(entry)) {
    const said = holderSentence(entry, changelogTexts, type);
    return said ? { line: said, moves: [], pushed: [] } : null;
  }
  return sayChange(entry, changelogTexts, type);
}

function HistoryItem({ entry, type, id }: { entry: Entry; type: LevelType; id: string }) {
  const said = saidOf(entry, type);
  if (!said) return null;
  const { from, to } = entry.standing;
  // A change about another level says what it did; this level's own move goes beside it.
  const about = isRecordEntry(entry) ? id : entry.data.level?.id;
  const pushed = about !== id && from !== null && to !== null && from !== to;
  const unlinked = entry.kind === 'level.removed' ? about : undefined;
  return (
    <li className={styles.item} data-kind={entry.kind}>
      <p className={styles.meta}>
        <time dateTime={entry.at}>{dateTimeText(new Date(entry.at))}</time>
        {pushed ? (
          <span className={styles.moved}>{levelTexts.history.moved(changelogTexts.place(from), changelogTexts.place(to))}</span>
        ) : null}
      </p>
      <ChangeSentences said={said} type={type} unlinked={unlinked} muted={entry.baseline} />
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
  // Why the level moved at each point of its chart: the line of the change there.
  const lines = useMemo(() => new Map((changes ?? []).map((entry) => [entry.position, saidOf(entry, type)?.line])), [changes, type]);
  const newest = useMemo(() => [...(changes ?? [])].reverse(), [changes]);
  const texts = levelTexts.history;
  const unseen = isApiError(query.error, 'not_found') && !query.data;
  return (
    <section className={styles.section} aria-labelledby="level-history">
      <h2 id="level-history" className={styles.title}>
        {texts.title}
      </h2>
      {unseen ? (
        <p className={styles.muted}>{texts.empty}</p>
      ) : (
        <QueryState query={{ ...query, data: changes }} loading={<Loading />} error={texts.failed} empty={texts.empty}>
          {() => (
            <>
              <PositionChart steps={steps} why={(position) => lines.get(position)} type={type} />
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
