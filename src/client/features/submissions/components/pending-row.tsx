/**
 * A submission still in the outbox, shown in place at the top of the list: 'Not sent yet' while it
 * waits, or 'Needs attention' with the server's message and an Edit that reopens it in the form.
 */
import { Button } from '../../../components/ui/first-visit/button';
import type { QueuedOf } from '../../../lib/outbox/writes';
import type { SUBMISSION_CREATE } from '../mutations';
import { submissionTexts as texts } from '../texts';
import { rowStyles as styles } from './row-styles';
import { refusalText } from '../../../lib/refusals/words';

export function PendingRow({ queued: { entry, data }, onEdit }: { queued: QueuedOf<typeof SUBMISSION_CREATE>; onEdit: () => void }) {
  const attention = entry.state === 'attention';
  return (
    <li className={styles.row} data-pending={entry.state}>
      <div className={styles.main}>
        <span className={styles.name}>
          <bdi>{data.levelName}</bdi>
        </span>
        <span className={styles.value}>{data.value}</span>
      </div>
      <div className={styles.side}>
        <span className={styles.state}>{attention ? texts.attention : texts.notSent}</span>
        {attention ? (
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`${texts.edit}: ${entry.label}`}>
            {texts.edit}
          </Button>
        ) : null}
      </div>
      {attention && entry.error ? <span className={styles.error}>{refusalText(entry.error)}</span> : null}
    </li>
  );
}
