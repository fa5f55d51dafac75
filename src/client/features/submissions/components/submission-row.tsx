/** One stored submission: level, value, status, its links and a delete button (or that it is being deleted). */
import { Film, Trash2, Video } from 'lucide-react';
import { IconButton } from '../../../components/ui/first-visit/button';
import { TimeAgo } from '../../../components/ui/on-demand/time-ago';
import { percentText, recordTimeText } from '../../../lib/record-values/values';
import { isClassicSubmission, type Submission } from '../queries';
import { submissionTexts as texts } from '../texts';
import { rowStyles as styles } from './row-styles';
import { StatusBadge } from './status-badge';

export const submissionValueText = (submission: Submission): string =>
  isClassicSubmission(submission) ? percentText(submission.recordPercentage) : recordTimeText(submission.recordTime);

type Props = { submission: Submission; levelName: string | undefined; deleting: boolean; deleteRefused?: string; onDelete: () => void };

export function SubmissionRow({ submission, levelName, deleting, deleteRefused, onDelete }: Props) {
  const name = levelName ?? texts.loadingLevelName;
  return (
    <li className={styles.row} data-deleting={deleting || undefined}>
      <div className={styles.main}>
        <span className={styles.name}>
          <bdi>{name}</bdi>
        </span>
        <span className={styles.value}>{submissionValueText(submission)}</span>
        <TimeAgo date={submission.submissionDate} text={texts.submitted} />
      </div>
      <div className={styles.side}>
        <StatusBadge status={submission.status} />
        <a href={submission.link} target="_blank" rel="noreferrer" className={styles.link} aria-label={texts.video(name)} title={texts.video(name)}>
          <Video size={18} aria-hidden="true" />
        </a>
        {submission.rawFootage ? (
          <a href={submission.rawFootage} target="_blank" rel="noreferrer" className={styles.link} aria-label={texts.rawFootage(name)} title={texts.rawFootage(name)}>
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
    </li>
  );
}
