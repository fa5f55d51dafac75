/** The staff Submissions screen: the classic and the platformer queues, stacked (side by side on wide screens). */
import { css } from 'styled-system/css';
import { staffSubmissionTexts as texts } from '../../staff-texts';
import { SubmissionPanel } from './submission-panel';
import { useDocumentTitle } from '../../../../components/layout/document-title';

export function StaffSubmissionsPage() {
  useDocumentTitle(texts.title);
  return (
    <section className={css({ display: 'grid', gap: '6', minWidth: '0' })}>
      <h1 className={css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' })}>{texts.title}</h1>
      <div className={css({ display: 'grid', gap: '8', gridTemplateColumns: { base: 'minmax(0, 1fr)', '2xl': 'repeat(2, minmax(0, 1fr))' } })}>
        <SubmissionPanel type="classic" />
        <SubmissionPanel type="platformer" />
      </div>
    </section>
  );
}
