/**
 * The changelog: the lists' changes of one mode as sentences, newest first, by day, each with its
 * time, with the mode's switch and a list filter (the server keeps a list's changes: those whose
 * levels stood in it before or after). Older changes load a page at a time; where history begins is
 * one line per list.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import { useDocumentTitle } from '../../../components/layout/document-title';
import { QueryState } from '../../../components/ui/first-visit/query-state';
import { LoadOlder } from '../../../components/ui/on-demand/load-older';
import { Skeleton } from '../../../components/ui/first-visit/skeleton';
import { Field, FieldSelect } from '../../../components/ui/on-demand/field';
import { SegmentGroup } from '../../../components/ui/on-demand/segment-group';
import { isBeginning, withBeginnings } from '../../../lib/baselines';
import { dateText } from '../../../lib/i18n/format';
import { changelogQueryOptions } from '../queries';
import { byDay, type ListFilter, type Shown } from '../../../components/changelog/sentences';
import { changelogTexts as texts } from '../../../components/changelog/texts';
import { BeginningItem, ChangeItem } from './change-item';

const LIST_FILTERS = ['all', 'main', 'extended', 'legacy'] as const satisfies readonly ListFilter[];

const styles = {
  root: css({ display: 'grid', gap: '4', minWidth: '0' }),
  header: css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' }),
  title: css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' }),
  intro: css({ color: 'fg.muted' }),
  filter: css({ maxWidth: { sm: '16rem' } }),
  days: css({ display: 'grid', gap: '5' }),
  day: css({ display: 'grid', gap: '1' }),
  date: css({ textStyle: 'sm', fontWeight: 'semibold', color: 'fg.muted', borderBlockEndWidth: '1px', pb: '1' }),
};

function Loading() {
  return (
    <div aria-busy="true" aria-label={texts.loading} className={css({ display: 'grid', gap: '3' })}>
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} className={css({ height: '6', width: 'full' })} />
      ))}
    </div>
  );
}

type Props = {
  type: LevelType;
  list: ListFilter;
  onTypeChange: (type: LevelType) => void;
  onListChange: (list: ListFilter) => void;
};

export function Changelog({ type, list, onTypeChange, onListChange }: Props) {
  useDocumentTitle(texts.title);
  const query = useInfiniteQuery(changelogQueryOptions(type, list));
  const changes = useMemo(() => query.data?.pages.flatMap((page) => page.changes), [query.data]);
  const shown = useMemo(() => changes && withBeginnings(changes), [changes]);
  const types = [
    { value: 'classic', label: texts.types.classic },
    { value: 'platformer', label: texts.types.platformer },
  ] as const;
  return (
    <section className={styles.root}>
      <div className={styles.header}>
        <h1 className={styles.title}>{texts.title}</h1>
        <SegmentGroup label={texts.typeLabel} value={type} options={types} onChange={onTypeChange} />
      </div>
      <p className={styles.intro}>{texts.intro}</p>
      <div className={styles.filter}>
        <Field label={texts.listLabel}>
          <FieldSelect value={list} onChange={(event) => onListChange(event.target.value as ListFilter)}>
            {LIST_FILTERS.map((value) => (
              <option key={value} value={value}>
                {texts.lists[value]}
              </option>
            ))}
          </FieldSelect>
        </Field>
      </div>
      <QueryState
        query={{ data: shown, isPending: query.isPending, fetchStatus: query.fetchStatus, refetch: query.refetch }}
        loading={<Loading />}
        error={texts.failed}
        empty={list === 'all' ? texts.empty : texts.emptyList}
      >
        {(all) => (
          <>
            <Days changes={all} type={type} list={list} />
            <LoadOlder pages={query} texts={texts} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function Days({ changes, type, list }: { changes: Shown[]; type: LevelType; list: ListFilter }) {
  return (
    <ol className={styles.days}>
      {byDay(changes).map((day) => {
        const date = dateText(day.date);
        return (
          <li key={day.key} className={styles.day}>
            <h2 className={styles.date}>
              <time dateTime={day.key}>{date}</time>
            </h2>
            <ul aria-label={texts.day(date)}>
              {day.changes.map((change) =>
                isBeginning(change) ? (
                  <BeginningItem key={change.baselines[0]!.position} beginning={change} list={list} type={type} />
                ) : (
                  <ChangeItem key={change.position} change={change} type={type} />
                ),
              )}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
