/** The staff Submissions screen: the classic and the platformer queues, stacked (side by side on wide screens), in the order it states. */
import { css } from 'styled-system/css';
import { staffSubmissionTexts as texts } from '../../staff-texts';
import { SubmissionPanel } from './submission-panel';
import { useDocumentTitle } from '../../../../components/layout/document-title';

export function StaffSubmissionsPage() {
  useDocumentTitle(texts.title);
  return (
    <section className={css({ display: 'grid', gap: '6', minWidth: '0' })}>
      <div className={css({ display: 'grid', gap: '1' })}>
        <h1 className={css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' })}>{texts.title}</h1>
        <p className={css({ color: 'fg.muted' })}>{texts.order}</p>
      </div>
      <div
        className={css({ display: 'grid', gap: '8', gridTemplateColumns: { base: 'minmax(0, 1fr)', '2xl': 'repeat(2, minmax(0, 1fr))' } })}
      >
        <SubmissionPanel type="classic" />
        <SubmissionPanel type="platformer" />
      </div>
    </section>
  );
}
