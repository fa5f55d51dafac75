/**
 * One change as sentences (sentences.ts), after the time of day it was made: the first says what
 * happened (a long reorder opens to every move), the others (smaller) which levels it pushed into
 * another list. Level names link to their page, but for a removed level. Where a list's history
 * begins is one line, opening to the list as it stood.
 */
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import type { ListChange } from '../../../../shared/schemas/changes';
import { ChangeSentences } from '../../../components/change-sentences';
import { SentenceWords } from '../../../components/sentence-words';
import { Disclosure } from '../../../components/ui/on-demand/disclosure';
import { timeOfDayText } from '../../../lib/i18n/format';
import { atOf, sayBeginning, sayChange, type Beginning, type ListFilter } from '../../../components/changelog/sentences';
import { changelogTexts as texts } from '../../../components/changelog/texts';

const styles = {
  item: css({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: '3',
    py: '2',
    borderBlockEndWidth: '1px',
    _last: { borderBlockEndWidth: '0' },
  }),
  time: css({ textStyle: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums', lineHeight: '1.5rem', minWidth: '3rem' }),
  body: css({ display: 'grid', gap: '1', minWidth: '0' }),
  line: css({ overflowWrap: 'anywhere', color: 'fg.muted' }),
  levels: css({
    display: 'grid',
    gap: '1',
    ps: '4',
    py: '1',
    textStyle: 'sm',
    overflowWrap: 'anywhere',
    fontVariantNumeric: 'tabular-nums',
  }),
};

function Time({ at }: { at: string }) {
  return (
    <time dateTime={at} className={styles.time}>
      {timeOfDayText(new Date(at))}
    </time>
  );
}

export function ChangeItem({ change, type }: { change: ListChange; type: LevelType }) {
  const mode = change.type ?? type;
  // A removed level has no page to go to.
  const unlinked = change.kind === 'level.removed' ? change.data.level?.id : undefined;
  return (
    <li className={styles.item} data-kind={change.kind}>
      <Time at={change.at} />
      <div className={styles.body}>
        <ChangeSentences said={sayChange(change, texts, mode)} type={mode} unlinked={unlinked} muted={change.baseline} />
      </div>
    </li>
  );
}

export function BeginningItem({ beginning, list, type }: { beginning: Beginning; list: ListFilter; type: LevelType }) {
  const mode = beginning.baselines[0]!.type ?? type;
  const { line, levels } = sayBeginning(beginning, texts, list, mode);
  return (
    <li className={styles.item} data-kind="level.baseline">
      <Time at={atOf(beginning)} />
      <div className={styles.body}>
        <p className={styles.line}>{line}</p>
        <Disclosure label={texts.standingList}>
          <ol className={styles.levels}>
            {levels.map((level, index) => (
              <li key={index}>
                <SentenceWords sentence={level} type={mode} />
              </li>
            ))}
          </ol>
        </Disclosure>
      </div>
    </li>
  );
}
