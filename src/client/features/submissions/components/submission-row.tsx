/**
 * One stored submission: level, value, status ('Under review' while staff review a pending one; a
 * rejection's reason below), its links, its notes and a delete button (or that it is being deleted).
 * The `shown` one (a notification led here) is marked, scrolled into view and focused when it appears.
 */
import { Film, Trash2, Video } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { Button, IconButton } from '../../../components/ui/first-visit/button';
import { WithWriting } from '../../../components/ui/first-visit/name';
import { Badge } from '../../../components/ui/on-demand/badge';
import { TimeAgo } from '../../../components/ui/on-demand/time-ago';
import { percentText, recordTimeText } from '../../../lib/record-values/values';
import { isClassicSubmission, type Submission } from '../queries';
import { submissionTexts as texts } from '../texts';
import { rowStyles as styles } from './row-styles';
import { StatusBadge } from './status-badge';

export const submissionValueText = (submission: Submission): string =>
  isClassicSubmission(submission) ? percentText(submission.recordPercentage) : recordTimeText(submission.recordTime);

type Props = {
  submission: Submission;
  levelName: string | undefined;
  deleting: boolean;
  deleteRefused?: string;
  shown?: boolean;
  onDelete: () => void;
  onNotes: () => void;
};

const reviewing = css({ colorPalette: 'blue', bg: 'colorPalette.a3', borderColor: 'colorPalette.a7', color: 'colorPalette.12' });

export function SubmissionRow({ submission, levelName, deleting, deleteRefused, shown = false, onDelete, onNotes }: Props) {
  const name = levelName ?? texts.loadingLevelName;
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!shown || !row.current) return;
    row.current.scrollIntoView({ block: 'center' });
    row.current.focus({ preventScroll: true });
  }, [shown]);
  return (
    <li
      ref={row}
      className={styles.row}
      data-deleting={deleting || undefined}
      data-submission={submission.id}
      aria-current={shown || undefined}
      tabIndex={shown ? -1 : undefined}
    >
      <div className={styles.main}>
        <span className={styles.name}>
          <bdi>{name}</bdi>
        </span>
        <span className={styles.value}>{submissionValueText(submission)}</span>
        <TimeAgo date={submission.submissionDate} text={texts.submitted} />
      </div>
      <div className={styles.side}>
        <StatusBadge status={submission.status} />
        {submission.status === 'PENDING' && submission.underReview ? (
          <Badge className={reviewing} data-under-review>
            {texts.underReview}
          </Badge>
        ) : null}
        <Button variant="ghost" aria-label={texts.notes.openFor(name)} onClick={onNotes}>
          {texts.notes.open}
        </Button>
        <a
          href={submission.link}
          target="_blank"
          rel="noreferrer"
          className={styles.link}
          aria-label={texts.video(name)}
          title={texts.video(name)}
        >
          <Video size={18} aria-hidden="true" />
        </a>
        {submission.rawFootage ? (
          <a
            href={submission.rawFootage}
            target="_blank"
            rel="noreferrer"
            className={styles.link}
            aria-label={texts.rawFootage(name)}
            title={texts.rawFootage(name)}
          >
            <Film size={18} aria-hidden="true" />
          </a>
        ) : null}
        {deleteRefused !== undefined && !deleting ? (
          <span className={styles.state}>
            {texts.attention}
            {deleteRefused ? ` · ${deleteRefused}` : null}
          </span>
        ) : null}
        {deleting ? (
          <span className={styles.state}>{texts.deleting}</span>
        ) : (
          <IconButton aria-label={texts.delete(name)} variant="ghost" onClick={onDelete}>
            <Trash2 />
          </IconButton>
        )}
      </div>
      {submission.status === 'REJECTED' && submission.rejectionReason ? (
        <p className={styles.reason} data-rejection-reason>
          <WithWriting text={texts.reason} writing={submission.rejectionReason} />
        </p>
      ) : null}
    </li>
  );
}
