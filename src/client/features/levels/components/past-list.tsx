/**
 * A list page on a past date (`?at=`): a notice that the list is shown as it stood then, with the
 * way back to today, above the list; before the list's history began, when it began instead of the
 * list. Loaded only for such an address, with the date formats, so today's first visit carries none
 * of it; the page draws nothing under its picker until it has come, so the list never moves for it.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { LevelType, ListType } from '../../../../shared/constants';
import { buttonClass } from '../../../components/ui/first-visit/button';
import { isApiError } from '../../../lib/api-error';
import { dateText, dateTimeText } from '../../../lib/i18n/format';
import { momentOf } from '../../../../shared/moment';
import { levelListQueryOptions } from '../queries';
import { levelListTexts as texts } from '../texts';

const notice = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  p: '3',
  borderWidth: '1px',
  borderRadius: 'l2',
  bg: 'bg.subtle',
  fontWeight: 'medium',
  overflowWrap: 'anywhere',
});

/** When the list's history began: the time the server names in its 404 for an earlier moment; undefined for another failure. */
function historyBegan(error: unknown): Date | undefined {
  const time = isApiError(error, 'not_found') ? /\d{4}-\d{2}-\d{2}T[\d:.]+Z/.exec(error.message)?.[0] : undefined;
  return time ? new Date(time) : undefined;
}

/** The moment `at` names, in the page's language: a date as that calendar day, a time on the device's clock. */
const atText = (at: string) => (at.length === 10 ? dateText(new Date(`${at}T00:00`)) : dateTimeText(momentOf(at)));

type Props = { type: LevelType; list: ListType; at: string; children: ReactNode };

export default function PastList({ type, list, at, children }: Props) {
  const began = historyBegan(useQuery(levelListQueryOptions(type, list, at)).error);
  return (
    <>
      <div role="status" className={notice}>
        <p>{began ? texts.onDate.begins(dateText(began)) : texts.onDate.shown(atText(at))}</p>
        <Link to="." search={{}} className={buttonClass({ variant: 'outline' })}>
          {texts.onDate.today}
        </Link>
      </div>
      {began ? null : children}
    </>
  );
}
