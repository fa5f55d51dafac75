/**
 * A player's sanctions, newest first: kind, in force or ended or revoked, from when until when, who set
 * and who revoked it (issued in error, or lifted early), the reasons; Revoke on those in force. Sanctions still in the outbox show first
 * with their PendingMark, and a queued revoke marks its row.
 */
import { css } from 'styled-system/css';
import { PendingMark } from '../../../components/outbox/pending-mark';
import { Badge } from '../../../components/ui/on-demand/badge';
import { Button } from '../../../components/ui/first-visit/button';
import { dateText } from '../../../lib/i18n/format';
import type { OutboxEntry } from '../../../lib/outbox/outbox';
import type { SanctionDraft } from '../mutations';
import type { Sanction } from '../queries';
import { sanctionTexts } from '../texts';

const texts = sanctionTexts.history;

const styles = {
  list: css({ display: 'grid', gap: '2' }),
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
  kind: css({ fontWeight: 'semibold' }),
  muted: css({ textStyle: 'sm', color: 'fg.muted' }),
  reason: css({ textStyle: 'sm', overflowWrap: 'anywhere' }),
};

const stateOf = (sanction: Sanction): string => (sanction.revokedAt ? texts.revoked : sanction.active ? texts.active : texts.ended);

type Props = {
  sanctions: Sanction[];
  queued: { entry: OutboxEntry; data: SanctionDraft }[];
  revoking: ReadonlyMap<number, OutboxEntry>;
  onRevoke: (sanction: Sanction) => void;
};

export function SanctionHistory({ sanctions, queued, revoking, onRevoke }: Props) {
  if (sanctions.length === 0 && queued.length === 0) return <p className={styles.muted}>{texts.empty}</p>;
  return (
    <ul aria-label={texts.title} className={styles.list}>
      {queued.map(({ entry, data }) => (
        <li key={entry.id} className={styles.row} data-pending={entry.state}>
          <div className={styles.main}>
            <div className={styles.top}>
              <span className={styles.kind}>{texts.kind[data.kind]}</span>
              <span className={styles.muted}>{texts.queued}</span>
            </div>
            <span className={styles.reason} dir="auto">
              {data.reason}
            </span>
            <PendingMark entry={entry} />
          </div>
        </li>
      ))}
      {sanctions.map((sanction) => {
        const pending = revoking.get(sanction.id);
        const startsAt = new Date(sanction.startsAt);
        return (
          <li
            key={sanction.id}
            className={styles.row}
            data-sanction={sanction.id}
            data-active={sanction.active || undefined}
            data-pending={pending?.state}
          >
            <div className={styles.main}>
              <div className={styles.top}>
                <span className={styles.kind}>{texts.kind[sanction.kind]}</span>
                <Badge variant={sanction.active ? 'solid' : 'outline'}>{stateOf(sanction)}</Badge>
                <span className={styles.muted}>
                  {texts.since(startsAt)} · {texts.until(sanction.endsAt ? new Date(sanction.endsAt) : null)}
                </span>
              </div>
              <span className={styles.reason} dir="auto">
                {texts.reason}: {sanction.reason}
              </span>
              <span className={styles.muted}>{texts.setBy(sanction.by?.name ?? null)}</span>
              {sanction.revokedAt ? (
                <span className={styles.muted} data-revoked={sanction.revokedInError ? 'in-error' : 'early'}>
                  {texts.revokedBy(sanction.revokedBy?.name ?? null, new Date(sanction.revokedAt))} ·{' '}
                  {sanction.revokedInError ? texts.revokedInError : texts.liftedEarly}
                </span>
              ) : null}
              {sanction.revokeReason ? (
                <span className={styles.reason}>
                  {texts.revokeReason}: <bdi>{sanction.revokeReason}</bdi>
                </span>
              ) : null}
              <PendingMark entry={pending} />
            </div>
            {sanction.active && !pending ? (
              <Button
                variant="outline"
                size="sm"
                aria-label={texts.revokeLabel(texts.kind[sanction.kind], dateText(startsAt))}
                onClick={() => onRevoke(sanction)}
              >
                {texts.revoke}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
