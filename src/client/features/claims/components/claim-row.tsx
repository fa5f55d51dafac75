/**
 * One claim as staff see it: the player claimed (a link to the profile), who claims, the proof (a link
 * when it is a web address), when, its status, who decided and why; Approve and Refuse while it waits.
 * A player who is staff is marked, and while the claim waits the row says that approving it makes the
 * claimant staff. A decision still in the outbox marks the row in place of the buttons.
 */
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { PendingMark } from '../../../components/outbox/pending-mark';
import { Button } from '../../../components/ui/first-visit/button';
import { Badge } from '../../../components/ui/on-demand/badge';
import { TimeAgo } from '../../../components/ui/on-demand/time-ago';
import type { OutboxEntry } from '../../../lib/outbox/outbox';
import { proofLink } from '../proof';
import type { Claim } from '../queries';
import { staffClaimTexts as texts } from '../staff-texts';

const styles = {
  row: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
    columnGap: '3',
    px: '3',
    py: '2',
    borderWidth: '1px',
    borderRadius: 'l2',
    bg: 'bg.default',
    '&[data-pending]': { borderStyle: 'dashed' },
  }),
  main: css({ display: 'grid', gap: '0.5', flex: '1 1 16rem', minWidth: '0' }),
  top: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline' }),
  player: css({ fontWeight: 'semibold', color: 'colorPalette.text', textDecoration: 'underline', overflowWrap: 'anywhere' }),
  muted: css({ textStyle: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' }),
  text: css({ textStyle: 'sm', overflowWrap: 'anywhere' }),
  link: css({ color: 'colorPalette.text', textDecoration: 'underline' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  staffBadge: css({ colorPalette: 'amber', bg: 'colorPalette.a3', borderColor: 'colorPalette.a7', color: 'colorPalette.12' }),
  staffWarning: css({
    colorPalette: 'amber',
    justifySelf: 'start',
    px: '2',
    py: '1',
    borderWidth: '1px',
    borderRadius: 'l2',
    textStyle: 'sm',
    overflowWrap: 'anywhere',
    bg: 'colorPalette.a3',
    borderColor: 'colorPalette.a7',
    color: 'colorPalette.12',
  }),
};

type Props = { claim: Claim; self: number | undefined; pending: OutboxEntry | undefined; onApprove: () => void; onRefuse: () => void };

export function ClaimRow({ claim, self, pending, onApprove, onRefuse }: Props) {
  // Once approved the account is the player: the name it claimed with says who it was.
  const claimant = claim.status === 'APPROVED' ? claim.claimantName : (claim.claimant?.name ?? claim.claimantName);
  const href = proofLink(claim.proof);
  const own = claim.claimant !== null && claim.claimant.id === self;
  const decidable = claim.status === 'PENDING' && !own && (!pending || pending.state === 'attention');
  return (
    <li
      className={styles.row}
      data-claim={claim.id}
      data-status={claim.status}
      data-pending={pending?.state}
      data-staff-player={claim.playerIsStaff || undefined}
    >
      <div className={styles.main}>
        <div className={styles.top}>
          <Link to="/profile/$username" params={{ username: claim.player.name }} className={styles.player}>
            <bdi>{claim.player.name}</bdi>
          </Link>
          {claim.playerIsStaff ? <Badge className={styles.staffBadge}>{texts.staffPlayer.badge}</Badge> : null}
          <Badge variant={claim.status === 'PENDING' ? 'solid' : 'outline'}>{texts.status[claim.status]}</Badge>
          <TimeAgo date={claim.createdAt} />
        </div>
        <span className={styles.muted}>{texts.claimedBy(claimant)}</span>
        {claim.playerIsStaff && claim.status === 'PENDING' ? (
          <span className={styles.staffWarning}>{texts.staffPlayer.warning(claim.player.name, claimant)}</span>
        ) : null}
        <span className={styles.text}>
          {texts.proof}:{' '}
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {claim.proof}
            </a>
          ) : (
            <bdi>{claim.proof}</bdi>
          )}
        </span>
        {claim.status !== 'PENDING' ? (
          <span className={styles.muted}>
            {(claim.status === 'APPROVED' ? texts.approvedBy : texts.refusedBy)(claim.decidedBy?.name ?? null)}
          </span>
        ) : null}
        {claim.reason ? (
          <span className={styles.text} dir="auto">
            {texts.reason(claim.reason)}
          </span>
        ) : null}
        {claim.superseded ? <span className={styles.muted}>{texts.superseded[claim.superseded]}</span> : null}
        {own && claim.status === 'PENDING' ? <span className={styles.muted}>{texts.yourOwn}</span> : null}
        <PendingMark entry={pending} />
      </div>
      {decidable ? (
        <div className={styles.actions}>
          <Button onClick={onApprove} aria-label={texts.approveLabel(claim.player.name, claimant)}>
            {texts.approve}
          </Button>
          <Button variant="outline" onClick={onRefuse} aria-label={texts.refuseLabel(claim.player.name, claimant)}>
            {texts.refuse}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
