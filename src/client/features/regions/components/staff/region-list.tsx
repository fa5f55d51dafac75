/**
 * The regions with their points: a table from medium screens up, compact rows on a phone. Queued
 * changes show in place with their PendingMark; a region being deleted offers no more actions.
 */
import { Pencil, Trash2 } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { PendingMark } from '../../../../components/outbox/pending-mark';
import { IconButton } from '../../../../components/ui/first-visit/button';
import { Table } from '../../../../components/ui/on-demand/table';
import { pointsText } from '../../../../lib/format';
import type { RegionRow } from '../../staff-rows';
import { staffRegionTexts as texts } from '../../staff-texts';

const styles = {
  table: css({ hideBelow: 'md' }),
  number: css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }),
  actionsCell: css({ textAlign: 'end', whiteSpace: 'nowrap' }),
  nameCell: css({ display: 'grid', gap: '0.5' }),
  name: css({ fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  dimmed: css({ opacity: '0.6' }),
  list: css({ hideFrom: 'md', display: 'grid', gap: '2' }),
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
  points: css({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '2',
    textStyle: 'sm',
    color: 'fg.muted',
    fontVariantNumeric: 'tabular-nums',
    '& > span': { whiteSpace: 'nowrap' },
  }),
  actions: css({ display: 'flex', gap: '1', flexShrink: '0' }),
};

type Props = { rows: RegionRow[]; onEdit: (row: RegionRow) => void; onDelete: (row: RegionRow) => void };

function Actions({ row, onEdit, onDelete }: { row: RegionRow } & Omit<Props, 'rows'>) {
  // A region not created yet, or on its way out, is handled from the outbox panel.
  if (!row.region || row.deleting) return null;
  return (
    <>
      <IconButton aria-label={texts.edit(row.name)} variant="ghost" onClick={() => onEdit(row)}>
        <Pencil />
      </IconButton>
      <IconButton aria-label={texts.delete(row.name)} variant="ghost" onClick={() => onDelete(row)}>
        <Trash2 />
      </IconButton>
    </>
  );
}

function Name({ row }: { row: RegionRow }) {
  return (
    <span className={styles.nameCell}>
      <span className={styles.name}>
        <bdi>{row.name}</bdi>
      </span>
      <PendingMark entry={row.pending} />
    </span>
  );
}

export function RegionList({ rows, onEdit, onDelete }: Props) {
  return (
    <>
      <Table.Root className={styles.table} aria-label={texts.listLabel}>
        <Table.Head>
          <Table.Row>
            <Table.Header>{texts.columns.name}</Table.Header>
            <Table.Header className={styles.number}>{texts.columns.classic}</Table.Header>
            <Table.Header className={styles.number}>{texts.columns.platformer}</Table.Header>
            <Table.Header className={styles.actionsCell}>{texts.columns.actions}</Table.Header>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key} data-pending={row.pending?.state} className={row.deleting ? styles.dimmed : undefined}>
              <Table.Cell>
                <Name row={row} />
              </Table.Cell>
              <Table.Cell className={styles.number}>{pointsText(row.classicPoints)}</Table.Cell>
              <Table.Cell className={styles.number}>{pointsText(row.platformerPoints)}</Table.Cell>
              <Table.Cell className={styles.actionsCell}>
                <Actions row={row} onEdit={onEdit} onDelete={onDelete} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <ul className={styles.list} aria-label={texts.listLabel}>
        {rows.map((row) => (
          <li key={row.key} className={styles.row} data-pending={row.pending?.state}>
            <div className={cx(styles.main, row.deleting && styles.dimmed)}>
              <Name row={row} />
              <span className={styles.points}>
                <span>{texts.classicPoints(pointsText(row.classicPoints))}</span>
                <span>{texts.platformerPoints(pointsText(row.platformerPoints))}</span>
              </span>
            </div>
            <div className={styles.actions}>
              <Actions row={row} onEdit={onEdit} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
