/**
 * One audit entry: its sentence (a long reorder opens to every move, components/change-sentences.tsx), then when it was made in the
 * language's date format; where a list's history begins, one line opening to the list as it stood. Each name in
 * the sentence links to the log narrowed to it (what it names, or who made the change); values keep
 * their own direction inside a sentence of the other (a Latin name in Arabic).
 */
import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import type { AuditEntry } from '../../../../shared/schemas/changes';
import { dateTimeText } from '../../../lib/i18n/format';
import { ChangeMoves } from '../../../components/change-sentences';
import { Disclosure } from '../../../components/ui/on-demand/disclosure';
import type { Beginning } from '../../../lib/baselines';
import type { AuditFilter } from '../filter';
import { auditBeginning, type Named, type Sentence } from '../sentences';
import { auditTexts as texts } from '../texts';

const styles = {
  item: css({ display: 'grid', gap: '1', py: '3', borderBlockEndWidth: '1px', _last: { borderBlockEndWidth: '0' }, minWidth: '0' }),
  sentence: css({ overflowWrap: 'anywhere' }),
  baseline: css({ color: 'fg.muted' }),
  name: css({
    color: 'colorPalette.text',
    fontWeight: 'medium',
    textDecoration: 'underline',
    unicodeBidi: 'isolate',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '2px' },
  }),
  value: css({ fontWeight: 'medium', unicodeBidi: 'isolate' }),
  meta: css({ display: 'flex', flexWrap: 'wrap', columnGap: '3', textStyle: 'sm', color: 'fg.muted' }),
  kind: css({ fontFamily: 'mono', unicodeBidi: 'isolate' }),
  opened: css({
    display: 'grid',
    gap: '1',
    ps: '4',
    py: '1',
    textStyle: 'sm',
    overflowWrap: 'anywhere',
    fontVariantNumeric: 'tabular-nums',
  }),
};

function Part({ part, filter }: { part: Named; filter: AuditFilter }) {
  if (part.target !== undefined) {
    return (
      <Link to="/staff/audit" search={{ ...filter, target: part.target }} title={texts.showTarget(part.text)} className={styles.name}>
        {part.text}
      </Link>
    );
  }
  if (part.actor !== undefined) {
    return (
      <Link to="/staff/audit" search={{ ...filter, actor: part.actor }} title={texts.showActor(part.text)} className={styles.name}>
        {part.text}
      </Link>
    );
  }
  return <bdi className={styles.value}>{part.text}</bdi>;
}

function Words({ sentence, filter }: { sentence: Sentence; filter: AuditFilter }) {
  return sentence.map((part, index) => (typeof part === 'string' ? part : <Part key={index} part={part} filter={filter} />));
}

/** Sentences behind a disclosure: the list as it stood where history begins. */
function Opening({ label, sentences, filter }: { label: string; sentences: Sentence[]; filter: AuditFilter }) {
  return (
    <Disclosure label={label}>
      <ol className={styles.opened}>
        {sentences.map((sentence, index) => (
          <li key={index}>
            <Words sentence={sentence} filter={filter} />
          </li>
        ))}
      </ol>
    </Disclosure>
  );
}

type Props = { entry: AuditEntry; sentence: Sentence; filter: AuditFilter; moves?: Sentence[] };

export function AuditItem({ entry, sentence, filter, moves = [] }: Props) {
  return (
    <li className={styles.item} data-kind={entry.kind}>
      <p className={cx(styles.sentence, entry.baseline && styles.baseline)}>
        <Words sentence={sentence} filter={filter} />
      </p>
      {moves.length > 0 ? <ChangeMoves moves={moves}>{(move) => <Words sentence={move} filter={filter} />}</ChangeMoves> : null}
      <p className={styles.meta}>
        <time dateTime={entry.at}>{dateTimeText(new Date(entry.at))}</time>
        <span className={styles.kind}>{entry.kind}</span>
      </p>
    </li>
  );
}

/** Where a list's history begins: one line for its baselines, opening to the list as it stood. */
export function AuditBeginningItem({ beginning, filter }: { beginning: Beginning<AuditEntry>; filter: AuditFilter }) {
  const { line, levels } = auditBeginning(beginning, texts);
  const newest = beginning.baselines[0]!;
  return (
    <li className={styles.item} data-kind={newest.kind}>
      <p className={cx(styles.sentence, styles.baseline)}>
        <Words sentence={line} filter={filter} />
      </p>
      <Opening label={texts.beginning.standingList} sentences={levels} filter={filter} />
      <p className={styles.meta}>
        <time dateTime={newest.at}>{dateTimeText(new Date(newest.at))}</time>
        <span className={styles.kind}>{newest.kind}</span>
      </p>
    </li>
  );
}
