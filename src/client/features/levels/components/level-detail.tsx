/**
 * Level detail: heading, publisher, the first victor or record holder, the levels before and after it,
 * video, facts, records, its history (loaded after the rest); 'Loading...', the error, or 'No level
 * data found.' with a way back to the lists.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { css } from 'styled-system/css';
import type { LevelType, ListType } from '../../../../shared/constants';
import { tierOf } from '../../../../shared/points';
import { Button } from '../../../components/ui/first-visit/button';
import { Icon } from '../../../components/ui/first-visit/icon';
import { QueryState } from '../../../components/ui/first-visit/query-state';
import { isApiError } from '../../../lib/api-error';
import { difficultyText, pointsText } from '../../../lib/format';
import { percentText } from '../../../lib/record-values/values';
import { isClassicLevel, levelDetailQueryOptions, levelRecordsQueryOptions, rankedLevelsQueryOptions, type Level } from '../queries';
import { levelTexts as texts } from '../page-texts';
import { levelListTexts } from '../texts';
import { copyLevelId } from '../copy-id';
import { levelHint } from '../page-hint';
import { LevelHistorySlot } from './level-history-slot';
import { RecordsTable } from './records-table';
import { Name } from '../../../components/ui/first-visit/name';
import { VideoEmbed } from '../../../components/video-embed';
import { useDocumentTitle } from '../../../components/layout/document-title';

const styles = {
  // One column no wider than the screen: a long name in the neighbours' links shortens, never widens the page.
  article: css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '6' }),
  header: css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1' }),
  titleRow: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: '3', rowGap: '2' }),
  facts: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' }, gap: '3' }),
  fact: css({
    bg: 'bg.default',
    borderWidth: '1px',
    borderRadius: 'l2',
    p: '3',
    '& dt': { color: 'fg.muted', textStyle: 'sm' },
    '& dd': { fontWeight: 'semibold', overflowWrap: 'anywhere' },
  }),
  state: css({ py: '6', color: 'fg.muted', display: 'grid', gap: '2', justifyItems: 'start' }),
  link: css({
    color: 'colorPalette.text',
    textDecoration: 'underline',
    overflowWrap: 'anywhere',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 'touch',
  }),
  neighbours: css({
    display: 'flex',
    justifyContent: 'space-between',
    gap: '3',
    textStyle: 'sm',
    '& > *': { flex: '0 1 auto', minWidth: '0' },
  }),
  // The links' row while the ranking they come from loads: as tall, so the heading below never moves.
  neighboursSpace: css({ minHeight: 'touch' }),
  neighbour: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    minHeight: 'touch',
    minWidth: '0',
    maxWidth: 'full',
    color: 'colorPalette.text',
    '& svg': { flexShrink: '0', _rtl: { transform: 'scaleX(-1)' } },
  }),
};

/** Each list's page; a type's main list is the way back from a level that does not exist. */
const LIST_PATHS: Record<LevelType, Record<ListType, string>> = {
  classic: { main: '/', extended: '/classic/extended', legacy: '/classic/legacy' },
  platformer: { main: '/platformer/main', extended: '/platformer/extended', legacy: '/platformer/legacy' },
};

/** The list the level is in (main, extended or legacy, by its ranking), linked. */
function ListLine({ type, level }: { type: LevelType; level: Level }) {
  const list = tierOf(level.ranking);
  return (
    <p data-testid="level-list">
      {levelListTexts.factLabel(texts.list)}
      <Link to={LIST_PATHS[type][list]} className={styles.link}>
        {levelListTexts.titles[type][list]}
      </Link>
    </p>
  );
}

function Facts({ level }: { level: Level }) {
  const facts: [string, string][] = [
    [levelListTexts.facts.id, level.id],
    [levelListTexts.facts.difficulty, difficultyText(level.difficulty)],
    [levelListTexts.facts.points, pointsText(level.points)],
  ];
  if (isClassicLevel(level)) {
    facts.push(
      [levelListTexts.facts.duration, texts.durations[level.duration] ?? difficultyText(level.duration)],
      [levelListTexts.facts.minPoints, pointsText(level.minPoints)],
      [levelListTexts.facts.listPercentage, percentText(level.minimumCompletion)],
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

/** The first victor (classic) or record holder (platformer), linked to their profile. */
function Holder({ type, level }: { type: LevelType; level: Level }) {
  const name = isClassicLevel(level) ? level.firstVictorName : level.recordHolderName;
  return (
    <p data-testid="level-holder">
      {levelListTexts.factLabel(levelListTexts.holder[type])}
      {name === null ? (
        levelListTexts.noHolder
      ) : (
        <Link to="/profile/$username" params={{ username: name }} className={styles.link}>
          <bdi>{name}</bdi>
        </Link>
      )}
    </p>
  );
}

/** Links to the levels just above and below this one in its type's ranking. */
function Neighbours({ type, level }: { type: LevelType; level: Level }) {
  const ranked = useQuery(rankedLevelsQueryOptions(type));
  if (ranked.isPending) return <div className={styles.neighboursSpace} />;
  const index = ranked.data?.findIndex((other) => other.id === level.id) ?? -1;
  if (index < 0 || !ranked.data) return null;
  const previous = ranked.data[index - 1];
  const next = ranked.data[index + 1];
  if (!previous && !next) return null;
  const to = (other: Level) => ({ to: '/$levelType/level/$id' as const, params: { levelType: type, id: other.id } });
  return (
    <nav aria-label={texts.neighbours} className={styles.neighbours}>
      {previous ? (
        <Link
          {...to(previous)}
          className={styles.neighbour}
          aria-label={texts.previous(levelListTexts.title(previous.ranking, previous.name))}
        >
          <ChevronLeft size={16} aria-hidden="true" />
          <Name>{levelListTexts.title(previous.ranking, previous.name)}</Name>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link {...to(next)} className={styles.neighbour} aria-label={texts.next(levelListTexts.title(next.ranking, next.name))}>
          <Name>{levelListTexts.title(next.ranking, next.name)}</Name>
          <ChevronRight size={16} aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}

/** The level's heading and its Copy ID button. */
function LevelTitle({ id, title }: { id: string; title: string }) {
  return (
    <div className={styles.titleRow}>
      <h1 className={css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold', overflowWrap: 'anywhere', minWidth: '0' })}>
        {title}
      </h1>
      <Button variant="outline" className={css({ flexShrink: '0' })} onClick={() => void copyLevelId(id)}>
        <Icon icon="copy" />
        {levelListTexts.copyId}
      </Button>
    </div>
  );
}

/**
 * A level page whose data is still on its way, when its name is known (the page's address named it,
 * page-hint.ts): the heading where the page draws it, then `children`. index.html's frame draws it
 * too, before any code has come (app/frame.tsx).
 */
export function LevelPreview({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <div className={styles.neighboursSpace} />
        <LevelTitle id={id} title={title} />
      </header>
      {children}
    </article>
  );
}

export function LevelDetail({ type, id }: { type: LevelType; id: string }) {
  const level = useQuery(levelDetailQueryOptions(type, id));
  useDocumentTitle(level.data ? texts.tab(level.data.name, level.data.ranking, type) : undefined);
  const records = useQuery(levelRecordsQueryOptions(type, id));
  const error = texts.failed(type);
  const hint = levelHint(type, id);
  const waiting = <p className={styles.state}>{texts.loading}</p>;
  const loading = hint ? (
    <LevelPreview id={id} title={levelListTexts.title(hint.ranking, hint.name)}>
      {waiting}
    </LevelPreview>
  ) : (
    waiting
  );
  if (isApiError(level.error, 'not_found') && !level.data) {
    return (
      <div className={styles.state}>
        <p>{texts.notFound}</p>
        <Link to={LIST_PATHS[type].main} className={styles.link}>
          {texts.backToLists}
        </Link>
      </div>
    );
  }
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
        <article className={styles.article}>
          <header className={styles.header}>
            <Neighbours type={type} level={data} />
            <LevelTitle id={data.id} title={levelListTexts.title(data.ranking, data.name)} />
            <p className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>{levelListTexts.publishedBy(data.publisher)}</p>
            <ListLine type={type} level={data} />
            <Holder type={type} level={data} />
          </header>
          <VideoEmbed link={data.link} texts={{ ...texts.video, title: texts.video.title(data.name) }} />
          <Facts level={data} />
          <section className={css({ display: 'grid', gap: '3' })}>
            <h2 className={css({ textStyle: 'xl', fontWeight: 'semibold' })}>{texts.records}</h2>
            <QueryState query={records} loading={waiting} error={error} empty={texts.noRecords}>
              {(rows) => <RecordsTable type={type} records={rows} />}
            </QueryState>
          </section>
          <LevelHistorySlot type={type} id={id} />
        </article>
      )}
    </QueryState>
  );
}
