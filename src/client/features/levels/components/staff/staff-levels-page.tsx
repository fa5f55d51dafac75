/**
 * The Staff levels screen: the classic and platformer panels (side by side on wide screens, one above
 * the other on a phone), with the add/edit dialog and the delete confirmation mounted once for both.
 * `entryId` (from `?entry=`, the outbox panel's Edit) opens a queued create or edit in the dialog.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import type { LevelType } from '../../../../../shared/constants';
import { ConfirmDialog } from '../../../../components/ui/on-demand/confirm-dialog';
import type { OutboxEntry } from '../../../../lib/outbox/outbox';
import { useReopenedEntry } from '../../../../lib/outbox/use-reopened-entry';
import { notify } from '../../../../lib/toast';
import { isClassicLevel, levelKeys, levelSchema, type Level } from '../../queries';
import { LEVEL_CREATE, LEVEL_UPDATE, deleteLevel } from '../../mutations';
import { staffLevelTexts as texts } from '../../staff-texts';
import { LevelDialog, type Editing } from './level-dialog';
import { LevelPanel } from './level-panel';
import { useDocumentTitle } from '../../../../components/layout/document-title';

const styles = {
  page: css({ display: 'grid', gap: '4', minWidth: '0' }),
  title: css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' }),
  panels: css({
    display: 'grid',
    gap: '4',
    alignItems: 'start',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  }),
};

const typeOf = (level: Level): LevelType => (isClassicLevel(level) ? 'classic' : 'platformer');

/**
 * The dialog for a queued create or edit. An edit is made on the level as it was when queued; once
 * refused, on the level as the list holds it now, so sending it again does not meet the same refusal.
 */
function editingOf(entry: OutboxEntry, queryClient: QueryClient): Editing | null {
  const created = LEVEL_CREATE.read(entry);
  if (created) return { type: created.type, level: null, entry };
  const updated = LEVEL_UPDATE.read(entry);
  if (!updated) return null;
  const { type, id } = updated;
  const seen = entry.rebase?.kind === 'version' ? v.safeParse(levelSchema(type), entry.rebase.before) : null;
  const before = seen?.success ? seen.output : undefined;
  const current = queryClient.getQueryData<Level[]>(levelKeys.ranked(type))?.find((level) => level.id === id);
  const level = entry.state === 'attention' ? (current ?? before) : (before ?? current);
  return level ? { type, level, entry } : null;
}

type Props = { entryId: string | undefined; onEntryClosed: () => void };

export function StaffLevelsPage({ entryId, onEntryClosed }: Props) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<Level | null>(null);

  useReopenedEntry(entryId, {
    reopen: (entry) => {
      const opened = editingOf(entry, queryClient);
      if (opened) setEditing(opened);
      return opened !== null;
    },
    onClosed: onEntryClosed,
  });

  const add = useCallback((type: LevelType) => setEditing({ type, level: null, entry: null }), []);
  const edit = useCallback(
    (level: Level, update: OutboxEntry | undefined) =>
      setEditing(
        (update && update.state !== 'sending' ? editingOf(update, queryClient) : null) ?? { type: typeOf(level), level, entry: null },
      ),
    [queryClient],
  );
  const editEntry = useCallback((entry: OutboxEntry) => setEditing(editingOf(entry, queryClient)), [queryClient]);
  const remove = useCallback((level: Level) => setRemoving(level), []);

  const close = () => {
    setEditing(null);
    if (entryId) onEntryClosed();
  };
  const confirmDelete = () => {
    if (!removing) return;
    const level = removing;
    const type = typeOf(level);
    setRemoving(null);
    void deleteLevel(type, level).catch(() => notify(texts.toasts.deleteFailed, { type: 'error' }));
  };

  useDocumentTitle(texts.title);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{texts.title}</h1>
      <div className={styles.panels}>
        {(['classic', 'platformer'] as const).map((type) => (
          <LevelPanel key={type} type={type} onAdd={add} onEdit={edit} onDelete={remove} onEditEntry={editEntry} />
        ))}
      </div>
      <LevelDialog editing={editing} onClose={close} />
      <ConfirmDialog
        open={removing !== null}
        title={texts.deleteTitle}
        description={texts.deleteDescription(removing?.name ?? '')}
        onConfirm={confirmDelete}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
