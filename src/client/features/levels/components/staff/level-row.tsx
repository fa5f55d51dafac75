/**
 * One level of a staff panel: a drag handle, '#ranking - name', its queued change (if any) and edit
 * and delete buttons. Rows are memoised and light (no per-row dialogs or menus): a panel may hold a
 * thousand. A queued create, not on the server yet, has a row of its own without a handle.
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Pencil, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { css } from 'styled-system/css';
import { PendingMark } from '../../../../components/outbox/pending-mark';
import { IconButton } from '../../../../components/ui/first-visit/button';
import type { OutboxEntry } from '../../../../lib/outbox/outbox';
import type { Level } from '../../queries';
import type { QueuedCreate, QueuedUpdate } from '../../staff-display';
import { staffLevelTexts as texts } from '../../staff-texts';

export const rowStyles = {
  row: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    minHeight: '14',
    paddingBlock: '1',
    paddingInline: '1',
    minWidth: '0',
    borderBottomWidth: '1px',
    borderColor: 'border.subtle',
    bg: 'bg.default',
    '&[data-dragging]': { position: 'relative', zIndex: '1', boxShadow: 'lg', borderRadius: 'l2', borderBottomWidth: '0' },
    '&[data-deleting]': { opacity: '0.6', '& [data-name]': { textDecoration: 'line-through' } },
    '&[data-queued]': { borderStyle: 'dashed' },
  }),
  handle: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: '0',
    width: 'touch',
    height: 'touch',
    borderRadius: 'l2',
    color: 'fg.muted',
    cursor: 'grab',
    touchAction: 'manipulation',
    _hover: { bg: 'bg.subtle' },
    _disabled: { cursor: 'not-allowed', opacity: '0.5' },
    '&[aria-disabled=true]': { cursor: 'not-allowed', opacity: '0.5' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '-2px' },
  }),
  main: css({ display: 'grid', flex: '1', minWidth: '0' }),
  // Whole on a phone, on two lines if need be (the game's names are 20 characters at most); one line from sm.
  // Its direction the name's (`dir="auto"`), so a cut comes at the name's own end; lined up as the row is.
  name: css({
    fontWeight: 'medium',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    textAlign: 'left',
    _rtl: { textAlign: 'right' },
    lineClamp: { base: '2', sm: 'none' },
    sm: { display: 'block', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  }),
  actions: css({ display: 'flex', flexShrink: '0', gap: '0.5' }),
  spacer: css({ width: 'touch', flexShrink: '0' }),
};

type RowProps = {
  level: Level;
  /** The queued change shown on this row: an edit, a delete, or the reorder that moved it. */
  update: QueuedUpdate | undefined;
  deletion: OutboxEntry | undefined;
  moved: OutboxEntry | undefined;
  onEdit: (level: Level, update: OutboxEntry | undefined) => void;
  onDelete: (level: Level) => void;
};

export const LevelRow = memo(function LevelRow({ level, update, deletion, moved, onEdit, onDelete }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: level.id });
  const name = update ? update.data.name : level.name;
  // A delete on its way locks the row; a refused one leaves it to be tried again.
  const deleting = deletion !== undefined && deletion.state !== 'attention';
  const mark = deletion ?? update?.entry ?? moved;
  return (
    <div
      ref={setNodeRef}
      className={rowStyles.row}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging || undefined}
      data-deleting={deleting || undefined}
      data-level-id={level.id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={rowStyles.handle}
        {...attributes}
        {...listeners}
        aria-label={texts.handle(name)}
      >
        <GripVertical size={18} aria-hidden="true" />
      </button>
      <div className={rowStyles.main}>
        <span className={rowStyles.name} dir="auto" data-name title={texts.item(level.ranking, name)}>
          {texts.item(level.ranking, name)}
        </span>
        <PendingMark entry={mark} />
      </div>
      <div className={rowStyles.actions}>
        <IconButton variant="ghost" aria-label={texts.edit(name)} disabled={deleting} onClick={() => onEdit(level, update?.entry)}>
          <Pencil />
        </IconButton>
        <IconButton variant="ghost" aria-label={texts.delete(name)} disabled={deleting} onClick={() => onDelete(level)}>
          <Trash2 />
        </IconButton>
      </div>
    </div>
  );
});

type CreateRowProps = { created: QueuedCreate; ranking: number; onEdit: (entry: OutboxEntry) => void };

/** A level queued to be added: where it will go, its state, and an edit while it is not being sent. */
export const PendingCreateRow = memo(function PendingCreateRow({ created, ranking, onEdit }: CreateRowProps) {
  const {
    entry,
    data: { name },
  } = created;
  return (
    <div className={rowStyles.row} data-queued>
      <span className={rowStyles.spacer} />
      <div className={rowStyles.main}>
        <span className={rowStyles.name} data-name>
          {texts.item(ranking, name)}
        </span>
        <PendingMark entry={entry} />
      </div>
      <div className={rowStyles.actions}>
        <IconButton variant="ghost" aria-label={texts.edit(name)} disabled={entry.state === 'sending'} onClick={() => onEdit(entry)}>
          <Pencil />
        </IconButton>
      </div>
    </div>
  );
});
