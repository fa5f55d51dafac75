/**
 * A submission's notes, oldest first, and the form to add one: its player and staff write in one
 * thread; staff also read and write notes only staff read, drawn apart (tinted, marked 'Staff only').
 * A note is added through the outbox: offline it shows at once at the end of the thread, marked not
 * sent yet, and is sent when the network returns.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { css, cx } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import { NoteInputSchema } from '../../../../shared/schemas/input/submissions';
import type { SubmissionNote } from '../../../../shared/schemas/submissions';
import { PendingMark } from '../../../components/outbox/pending-mark';
import { Button } from '../../../components/ui/first-visit/button';
import { QueryState } from '../../../components/ui/first-visit/query-state';
import { Badge } from '../../../components/ui/on-demand/badge';
import { Checkbox } from '../../../components/ui/on-demand/checkbox';
import { Field, FieldTextarea } from '../../../components/ui/on-demand/field';
import { TimeAgo } from '../../../components/ui/on-demand/time-ago';
import { useOwnEntries, type OutboxEntry } from '../../../lib/outbox/outbox';
import { queuedOf } from '../../../lib/outbox/writes';
import { submissionNotesQueryOptions } from '../queries';
import { SUBMISSION_NOTE, addNote } from '../review-mutations';
import { submissionTexts } from '../texts';

const texts = submissionTexts.notes;

const styles = {
  thread: css({ display: 'grid', gap: '2', maxHeight: '50vh', overflowY: 'auto', minWidth: '0' }),
  note: css({
    display: 'grid',
    gap: '1',
    px: '3',
    py: '2',
    borderWidth: '1px',
    borderRadius: 'l2',
    bg: 'bg.subtle',
    minWidth: '0',
    '&[data-staff-only]': { bg: 'amber.a2', borderColor: 'amber.a7', borderStyle: 'dashed' },
    '&[data-pending]': { opacity: '0.8' },
  }),
  head: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', textStyle: 'sm', color: 'fg.muted' }),
  author: css({ fontWeight: 'semibold', color: 'fg.default' }),
  body: css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }),
  form: css({ display: 'grid', gap: '2' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', justifyContent: 'space-between' }),
  staffBadge: css({ colorPalette: 'amber' }),
};

type Shown = { key: string; note: Omit<SubmissionNote, 'id'>; entry?: OutboxEntry };

function NoteItem({ note, entry }: Shown) {
  return (
    <li className={styles.note} data-staff-only={note.staffOnly || undefined} data-pending={entry ? 'true' : undefined} data-note>
      <div className={styles.head}>
        <span className={styles.author}>
          <bdi>{note.author?.name ?? texts.unknownAuthor}</bdi>
        </span>
        {note.author?.isStaff ? <Badge size="sm">{texts.staff}</Badge> : null}
        {note.staffOnly ? (
          <Badge size="sm" className={styles.staffBadge}>
            {texts.staffOnly}
          </Badge>
        ) : null}
        {entry ? <PendingMark entry={entry} /> : <TimeAgo date={note.createdAt} text={(when) => when} />}
      </div>
      <p className={styles.body} dir="auto">
        {note.body}
      </p>
    </li>
  );
}

type Props = {
  type: LevelType;
  id: number;
  /** What the outbox calls the submission ('Level 3 100%'). */
  label: string;
  /** The reader: staff are offered the staff-only checkbox. */
  staff: boolean;
};

export function NotesThread({ type, id, label, staff }: Props) {
  const author = { id: 0, name: texts.you, isStaff: staff };
  const query = useQuery(submissionNotesQueryOptions(type, id));
  const entries = useOwnEntries();
  const [body, setBody] = useState('');
  const [staffOnly, setStaffOnly] = useState(false);
  const queued = queuedOf(entries, SUBMISSION_NOTE, (data) => data.type === type && data.id === id);
  const shown: Shown[] | undefined =
    query.data || queued.length
      ? [
          ...(query.data ?? []).map((note) => ({ key: String(note.id), note })),
          ...queued.map(({ entry, data }) => ({
            key: entry.id,
            entry,
            note: { author, staffOnly: data.staffOnly, body: data.body, createdAt: new Date(entry.createdAt).toISOString() },
          })),
        ]
      : undefined;
  const valid = v.safeParse(NoteInputSchema, { body, staffOnly }).success;

  const send = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(NoteInputSchema, { body, staffOnly: author.isStaff && staffOnly });
    if (!parsed.success) return;
    setBody('');
    void addNote(type, id, parsed.output.body, parsed.output.staffOnly, label);
  };

  return (
    <div className={css({ display: 'grid', gap: '3', minWidth: '0' })}>
      <QueryState
        query={{ data: shown, isPending: query.isPending && !shown, fetchStatus: query.fetchStatus, refetch: query.refetch }}
        loading={<p className={styles.head}>{texts.loading}</p>}
        error={texts.fetchFailed}
        empty={texts.empty}
      >
        {(notes) => (
          <ul aria-label={texts.thread} className={styles.thread}>
            {notes.map((shownNote) => (
              <NoteItem {...shownNote} key={shownNote.key} />
            ))}
          </ul>
        )}
      </QueryState>
      <form className={styles.form} onSubmit={send}>
        <Field label={texts.label}>
          <FieldTextarea rows={3} value={body} onChange={(event) => setBody(event.target.value)} />
        </Field>
        <div className={cx(styles.actions)}>
          {author.isStaff ? (
            <Checkbox checked={staffOnly} onChange={setStaffOnly}>
              {texts.staffOnly}
            </Checkbox>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={!valid}>
            {texts.send}
          </Button>
        </div>
      </form>
    </div>
  );
}
