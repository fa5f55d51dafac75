/**
 * Who is reviewing a pending submission ('Under review by Amine', 'Under review by you'), with Claim
 * or Give up; a claim or give-up still in the outbox is marked, and a refused one says why (such as
 * someone else's claim that came first). A decided submission has no claim.
 */
import { css } from 'styled-system/css';
import { PendingMark } from '../../../../components/outbox/pending-mark';
import { Button } from '../../../../components/ui/first-visit/button';
import type { StaffSubmission } from '../../staff-queries';
import { staffSubmissionTexts } from '../../staff-texts';
import type { ClaimView } from './claim-view';

const texts = staffSubmissionTexts.review;

const styles = {
  line: css({ display: 'inline-flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', minWidth: '0' }),
  holder: css({ textStyle: 'sm', fontWeight: 'medium', color: 'fg.default', overflowWrap: 'anywhere' }),
};

type Props = { submission: StaffSubmission; levelName: string; claim: ClaimView; onClaim: () => void; onRelease: () => void };

export function ClaimLine({ submission, levelName, claim, onClaim, onRelease }: Props) {
  if (submission.status !== 'PENDING') return null;
  const { holder, entry } = claim;
  return (
    <span className={styles.line} data-claim={holder ? (holder.you ? 'you' : 'other') : 'none'}>
      {holder ? <span className={styles.holder}>{holder.you ? texts.underReviewByYou : texts.underReviewBy(holder.name)}</span> : null}
      {holder?.you ? (
        <Button variant="outline" aria-label={texts.releaseFor(submission.player, levelName)} onClick={onRelease}>
          {texts.release}
        </Button>
      ) : holder ? null : (
        <Button variant="outline" aria-label={texts.claimFor(submission.player, levelName)} onClick={onClaim}>
          {texts.claim}
        </Button>
      )}
      <PendingMark entry={entry} />
    </span>
  );
}
