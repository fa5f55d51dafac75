/**
 * One audit entry: its sentence, then when it was made in the language's date format. Each name in
 * the sentence links to the log narrowed to it (what it names, or who made the change); values keep
 * their own direction inside a sentence of the other (a Latin name in Arabic).
 */
import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import type { AuditEntry } from '../../../../shared/schemas/changes';
import { dateTimeText } from '../../../lib/i18n/format';
import type { AuditFilter } from '../filter';
import type { Named, Sentence } from '../sentences';
import { auditTexts as texts } from '../texts';

const styles = {
  item: css({ display: 'grid', gap: '1', py: '3', borderBlockEndWidth: '1px', _last: { borderBlockEndWidth: '0' }, minWidth: '0' }),
  sentence: css({ overflowWrap: 'anywhere' }),
  baseline: css({ color: 'fg.muted' }),
  name: css({
    color: 'colorPalette.text', fontWeight: 'medium', textDecoration: 'underline', unicodeBidi: 'isolate',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '2px' },
  }),
  value: css({ fontWeight: 'medium', unicodeBidi: 'isolate' }),
  meta: css({ display: 'flex', flexWrap: 'wrap', columnGap: '3', textStyle: 'sm', color: 'fg.muted' }),
  kind: css({ fontFamily: 'mono', unicodeBidi: 'isolate' }),
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

export function AuditItem({ entry, sentence, filter }: { entry: AuditEntry; sentence: Sentence; filter: AuditFilter }) {
  return (
    <li className={styles.item} data-kind={entry.kind}>
      <p className={cx(styles.sentence, entry.baseline && styles.baseline)}>
        {sentence.map((part, index) => (typeof part === 'string' ? part : <Part key={index} part={part} filter={filter} />))}
      </p>
      <p className={styles.meta}>
        <time dateTime={entry.at}>{dateTimeText(new Date(entry.at))}</time>
        <span className={styles.kind}>{entry.kind}</span>
      </p>
    </li>
  );
}
