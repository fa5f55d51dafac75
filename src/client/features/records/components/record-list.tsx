/**
 * One page of records as compact rows (they fit a phone and a half-width panel alike): player and
 * value (with Flagged and Banned marks), the level's name ('Loading...' until the names arrive), the video link, edit and delete.
 * Queued changes show in place with their PendingMark; a record being deleted offers no more actions.
 */
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { PendingMark } from '../../../components/outbox/pending-mark';
import { BannedBadge, FlaggedBadge } from '../../../components/staff/flagged-badge';
import { IconButton } from '../../../components/ui/first-visit/button';
import { nameCut } from '../../../components/ui/first-visit/name';
import { IconLink, IconLinkSlot } from '../../../components/ui/on-demand/icon-link';
import type { RecordRow } from '../rows';
import { staffRecordTexts as texts } from '../texts';

const styles = {
  list: css({ display: 'grid', gap: '2' }),
  row: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    px: '3',
    py: '2',
    borderWidth: '1px',
    borderRadius: 'l2',
    bg: 'bg.default',
    minWidth: '0',
    '&[data-pending]': { borderStyle: 'dashed' },
  }),
  main: css({ display: 'grid', gap: '0.5', flex: '1', minWidth: '0' }),
  dimmed: css({ opacity: '0.6' }),
  top: css({ display: 'flex', flexWrap: 'wrap', columnGap: '3', alignItems: 'baseline' }),
  player: cx(nameCut, css({ fontWeight: 'semibold' })),
  value: css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }),
  level: css({ textStyle: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' }),
  actions: css({ display: 'flex', alignItems: 'center', gap: '0.5', flexShrink: '0' }),
};

type Props = {
  label: string;
  rows: RecordRow[];
  levelName: (id: string) => string;
  onEdit: (row: RecordRow) => void;
  onDelete: (row: RecordRow) => void;
};

export function RecordList({ label, rows, levelName, onEdit, onDelete }: Props) {
  return (
    <ul aria-label={label} className={styles.list}>
      {rows.map((row) => {
        const level = levelName(row.levelId);
        return (
          <li key={row.key} className={styles.row} data-pending={row.pending?.state}>
            <div className={cx(styles.main, row.deleting && styles.dimmed)}>
              <div className={styles.top}>
                <bdi className={styles.player} title={row.player}>
                  {row.player}
                </bdi>
                <FlaggedBadge flagged={row.flagged} />
                <BannedBadge banned={row.banned} />
                <span className={styles.value}>{row.value}</span>
              </div>
              <span className={styles.level}>{level}</span>
              <PendingMark entry={row.pending} />
            </div>
            <div className={styles.actions}>
              {row.link ? (
                <IconLink href={row.link} label={texts.link(row.player, level)}>
                  <ExternalLink size={18} aria-hidden="true" />
                </IconLink>
              ) : (
                <IconLinkSlot />
              )}
              {row.record && !row.deleting ? (
                <>
                  <IconButton aria-label={texts.edit(row.player, level)} variant="ghost" onClick={() => onEdit(row)}>
                    <Pencil />
                  </IconButton>
                  <IconButton aria-label={texts.delete(row.player, level)} variant="ghost" onClick={() => onDelete(row)}>
                    <Trash2 />
                  </IconButton>
                </>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
