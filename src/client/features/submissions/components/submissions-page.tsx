/**
 * The player's Submissions screen: the Classic/Platformer toggle, 'Create Submission' (disabled, with
 * the Action Required text, while the account is inactive; in its place, while a ban lasts, until when)
 * and the list. `entryId` (from
 * `?entry=`) opens an outbox entry in the dialog for editing, switching to its level type; `shown`
 * (from `?submission=`) is the submission the inbox leads to (submission-list.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import { Button } from '../../../components/ui/first-visit/button';
import { SegmentGroup } from '../../../components/ui/on-demand/segment-group';
import { useAuth } from '../../../lib/auth/auth-store';
import type { OutboxEntry } from '../../../lib/outbox/outbox';
import { useReopenedEntry } from '../../../lib/outbox/use-reopened-entry';
import { ownProfileQueryOptions } from '../../auth/queries';
import { SUBMISSION_CREATE } from '../mutations';
import { submissionTexts as texts } from '../texts';
import { CreateDialog } from './create-dialog';
import { SubmissionList, type ShownSubmission } from './submission-list';
import { useDocumentTitle } from '../../../components/layout/document-title';

const types = () =>
  [
    { value: 'classic', label: texts.types.classic },
    { value: 'platformer', label: texts.types.platformer },
  ] as const;

type Props = {
  type: LevelType;
  entryId: string | undefined;
  shown?: ShownSubmission;
  onTypeChange: (type: LevelType) => void;
  onEntryClosed: () => void;
};

type Open = { entry: OutboxEntry | null } | null;

export function SubmissionsPage({ type, entryId, shown, onTypeChange, onEntryClosed }: Props) {
  useDocumentTitle(texts.title);
  const playerId = useAuth().user?.playerId ?? 0;
  const profile = useQuery(ownProfileQueryOptions(playerId)).data;
  const inactive = profile?.isActive === false;
  const ban = profile?.ban ?? null;
  const [open, setOpen] = useState<Open>(null);

  // Opened once per entry id: the type switch it may make does not open it twice.
  useReopenedEntry(entryId, {
    reopen: (entry) => {
      const queued = SUBMISSION_CREATE.read(entry);
      if (!queued || entry.playerId !== playerId) return false;
      if (queued.type !== type) onTypeChange(queued.type);
      setOpen({ entry });
      return true;
    },
    onClosed: onEntryClosed,
    playerId,
  });

  const close = () => {
    setOpen(null);
    if (entryId) onEntryClosed();
  };

  return (
    <section className={css({ display: 'grid', gap: '4' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' })}>
        <h1 className={css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' })}>{texts.title}</h1>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
          <SegmentGroup label={texts.typeLabel} value={type} options={types()} onChange={onTypeChange} />
          {ban ? null : (
            <Button onClick={() => setOpen({ entry: null })} disabled={inactive}>
              <Plus />
              {texts.create}
            </Button>
          )}
        </div>
      </div>
      {ban ? (
        <p role="alert" className={css({ p: '3', borderWidth: '1px', borderRadius: 'l2', borderColor: 'border.error', color: 'fg.error' })}>
          {texts.banned(ban.until === null ? null : new Date(ban.until))}
        </p>
      ) : null}
      {inactive ? (
        <p role="alert" className={css({ p: '3', borderWidth: '1px', borderRadius: 'l2', borderColor: 'border.error', color: 'fg.error' })}>
          {texts.inactive}
        </p>
      ) : null}
      <SubmissionList type={type} shown={shown} onEdit={(entry) => setOpen({ entry })} />
      <CreateDialog
        open={open !== null}
        onClose={close}
        type={type}
        playerId={playerId}
        username={profile?.username}
        entry={open?.entry ?? null}
      />
    </section>
  );
}
