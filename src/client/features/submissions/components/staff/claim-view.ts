/**
 * Who is reviewing a submission, as the staff screen shows it: a claim or a give-up still in the
 * outbox counts at once (the latest one made here wins, unless the server refused it), else what the
 * server said (`claimedBy`). The entry is the queued one, for its PendingMark.
 */
import type { OutboxEntry } from '../../../../lib/outbox/outbox';
import type { StaffSubmission } from '../../staff-queries';

export type ClaimView = { holder: { you: true } | { you: false; name: string } | null; entry: OutboxEntry | undefined };

export function claimView(
  submission: StaffSubmission,
  me: number | undefined,
  claim: OutboxEntry | undefined,
  release: OutboxEntry | undefined,
): ClaimView {
  const latest = [claim, release].filter((entry) => entry !== undefined).sort((a, b) => b.createdAt - a.createdAt)[0];
  if (latest && latest.state !== 'attention' && submission.status === 'PENDING') {
    return { holder: latest === claim ? { you: true } : null, entry: latest };
  }
  const by = submission.claimedBy;
  return { holder: by ? (by.id === me ? { you: true } : { you: false, name: by.name }) : null, entry: latest };
}
