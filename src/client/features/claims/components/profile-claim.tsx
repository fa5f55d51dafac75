/**
 * A signed-in visitor's claims on a profile. On someone else's: their claim of this player (saved on
 * the device, waiting for staff, or refused with the reason), and 'This is me' while the player may be
 * claimed (it has no sign-in) and no claim of theirs waits. On their own: the claims they made that
 * are not approved, each with its state. Nothing at all when there is nothing to say.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { PendingMark } from '../../../components/outbox/pending-mark';
import { Button } from '../../../components/ui/first-visit/button';
import { Badge } from '../../../components/ui/on-demand/badge';
import { TimeAgo } from '../../../components/ui/on-demand/time-ago';
import { useOwnEntries } from '../../../lib/outbox/outbox';
import { queuedOf } from '../../../lib/outbox/writes';
import { CLAIM_CREATE } from '../mutations';
import { proofLink } from '../proof';
import { claimableQueryOptions, ownClaimsQueryOptions, type Claim } from '../queries';
import { claimTexts as texts } from '../texts';
import { ClaimDialog, type ClaimTarget } from './claim-dialog';

const styles = {
  section: css({ display: 'grid', gap: '2', p: '4', borderWidth: '1px', borderRadius: 'l3', bg: 'bg.default', justifyItems: 'start' }),
  heading: css({ textStyle: 'md', fontWeight: 'semibold' }),
  muted: css({ textStyle: 'sm', color: 'fg.muted' }),
  text: css({ overflowWrap: 'anywhere' }),
  list: css({ display: 'grid', gap: '2', width: 'full' }),
  row: css({ display: 'grid', gap: '1', px: '3', py: '2', borderWidth: '1px', borderRadius: 'l2', minWidth: '0' }),
  top: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline' }),
  link: css({ color: 'colorPalette.text', textDecoration: 'underline', overflowWrap: 'anywhere' }),
};

function Proof({ proof }: { proof: string }) {
  const href = proofLink(proof);
  return (
    <span className={styles.muted}>
      {texts.state.proof}:{' '}
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {proof}
        </a>
      ) : (
        <bdi className={styles.text}>{proof}</bdi>
      )}
    </span>
  );
}

/** Why a claim was refused: the reason staff gave, or the other claim's approval that closed it. */
const whyRefused = (claim: Claim): string | null =>
  claim.superseded ? texts.state.superseded[claim.superseded] : claim.reason ? texts.state.reason(claim.reason) : null;

/** A claim's state, in the visitor's words: waiting, or refused with the reason staff gave. */
function ClaimState({ claim }: { claim: Claim }) {
  return (
    <>
      <p data-claim-state={claim.status}>{claim.status === 'REFUSED' ? texts.state.refused : texts.state.pending}</p>
      {claim.status === 'REFUSED' && whyRefused(claim) ? (
        <p className={styles.text} dir="auto">
          {whyRefused(claim)}
        </p>
      ) : null}
      <Proof proof={claim.proof} />
      <TimeAgo date={claim.createdAt} text={texts.state.sent} />
    </>
  );
}

function ClaimOfPlayer({ player, viewer }: { player: { id: number; username: string }; viewer: number }) {
  const claimable = useQuery(claimableQueryOptions(player.id));
  const own = useQuery(ownClaimsQueryOptions(viewer));
  const queued = queuedOf(useOwnEntries(), CLAIM_CREATE, (data) => data.player === player.id && data.by === viewer).at(-1);
  const [target, setTarget] = useState<ClaimTarget | null>(null);
  // Waiting ones first, then newest: the first is the one to tell of.
  const latest = own.data?.find((claim) => claim.player.id === player.id && claim.status !== 'APPROVED');
  const waiting = queued !== undefined || latest?.status === 'PENDING';
  const canClaim = claimable.data?.claimable === true && own.data !== undefined && !waiting;
  if (!queued && !latest && !canClaim) return null;
  return (
    <section className={styles.section} aria-labelledby="profile-claim" data-claim>
      <h2 id="profile-claim" className={styles.heading}>
        {queued || latest ? texts.state.yours : texts.claim.title}
      </h2>
      {queued ? (
        <>
          <p>{texts.state.queued}</p>
          <Proof proof={queued.data.proof} />
          <PendingMark entry={queued.entry} />
        </>
      ) : latest ? (
        <ClaimState claim={latest} />
      ) : (
        <p className={styles.muted}>{texts.claim.intro}</p>
      )}
      {canClaim ? (
        <Button variant={latest ? 'outline' : 'solid'} onClick={() => setTarget({ player: player.id, name: player.username, by: viewer })}>
          {latest ? texts.claim.again : texts.claim.thisIsMe}
        </Button>
      ) : null}
      <ClaimDialog target={target} onClose={() => setTarget(null)} />
    </section>
  );
}

function OwnClaims({ viewer }: { viewer: number }) {
  const own = useQuery(ownClaimsQueryOptions(viewer));
  const open = own.data?.filter((claim) => claim.status !== 'APPROVED') ?? [];
  if (open.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="own-claims">
      <h2 id="own-claims" className={styles.heading}>
        {texts.own.title}
      </h2>
      <ul className={styles.list} aria-labelledby="own-claims">
        {open.map((claim) => (
          <li key={claim.id} className={styles.row} data-claim={claim.id}>
            <div className={styles.top}>
              <Link to="/profile/$username" params={{ username: claim.player.name }} className={styles.link}>
                {texts.own.of(claim.player.name)}
              </Link>
              <Badge variant={claim.status === 'PENDING' ? 'solid' : 'outline'}>{texts.own.status[claim.status]}</Badge>
            </div>
            {whyRefused(claim) ? (
              <span className={styles.text} dir="auto">
                {whyRefused(claim)}
              </span>
            ) : null}
            <TimeAgo date={claim.createdAt} text={texts.state.sent} />
          </li>
        ))}
      </ul>
    </section>
  );
}

type Props = { player: { id: number; username: string }; viewer: number };

export default function ProfileClaim({ player, viewer }: Props) {
  return player.id === viewer ? <OwnClaims viewer={viewer} /> : <ClaimOfPlayer player={player} viewer={viewer} />;
}
