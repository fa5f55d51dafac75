/**
 * One change as sentences (sentences.ts): the first says what happened, the others (smaller) which
 * levels it pushed into another list. Level names link to their page, but for a removed level.
 */
import { css, cx } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import type { ListChange } from '../../../../shared/schemas/changes';
import { SentenceWords as Words } from '../../../components/sentence-words';
import { sentencesOf } from '../sentences';
import { changelogTexts } from '../texts';

const styles = {
  item: css({ display: 'grid', gap: '1', py: '2', borderBlockEndWidth: '1px', _last: { borderBlockEndWidth: '0' } }),
  main: css({ overflowWrap: 'anywhere' }),
  baseline: css({ color: 'fg.muted' }),
  pushed: css({ display: 'grid', gap: '1', ps: '4', textStyle: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' }),
};

export function ChangeItem({ change, type }: { change: ListChange; type: LevelType }) {
  const [first, ...rest] = sentencesOf(change, changelogTexts, change.type ?? type);
  const mode = change.type ?? type;
  // A removed level has no page to go to.
  const unlinked = change.kind === 'level.removed' ? change.data.level?.id : undefined;
  return (
    <li className={styles.item} data-kind={change.kind}>
      <p className={cx(styles.main, change.baseline && styles.baseline)}>
        <Words sentence={first ?? []} type={mode} unlinked={unlinked} />
      </p>
      {rest.length > 0 ? (
        <ul className={styles.pushed}>
          {rest.map((sentence, index) => (
            <li key={index}>
              <Words sentence={sentence} type={mode} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
