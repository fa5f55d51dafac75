/**
 * The Staff records screen: the classic and the platformer panels side by side on a wide screen; on
 * a narrower one a Classic/Platformer toggle shows one at a time.
 */
import { useState } from 'react';
import { css } from 'styled-system/css';
import { LEVEL_TYPES, type LevelType } from '../../../../shared/constants';
import { SegmentGroup } from '../../../components/ui/on-demand/segment-group';
import { staffRecordTexts as texts } from '../texts';
import { RecordsPanel } from './records-panel';
import { useDocumentTitle } from '../../../components/layout/document-title';

const types = () => LEVEL_TYPES.map((type) => ({ value: type, label: texts.types[type] }));

const styles = {
  header: css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' }),
  toggle: css({ hideFrom: 'xl' }),
  panels: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' },
    alignItems: 'start',
  }),
  hiddenBelowWide: css({ hideBelow: 'xl' }),
};

export function RecordsPage() {
  useDocumentTitle(texts.title);
  const [shown, setShown] = useState<LevelType>('classic');
  return (
    <section className={css({ display: 'grid', gap: '4' })}>
      <div className={styles.header}>
        <h1 className={css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' })}>{texts.title}</h1>
        <SegmentGroup label={texts.typeLabel} value={shown} options={types()} onChange={setShown} className={styles.toggle} />
      </div>
      <div className={styles.panels}>
        {LEVEL_TYPES.map((type) => (
          <RecordsPanel key={type} type={type} className={type === shown ? undefined : styles.hiddenBelowWide} />
        ))}
      </div>
    </section>
  );
}
