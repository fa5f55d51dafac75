/**
 * A moment (a date as the API sends it, or a time in ms) as how long ago it was, in the language in
 * use, with the full date and time as its tooltip; `text`, when given, words it ('Submitted 3 days
 * ago'). Its own style is small and muted; `className=""` takes the surrounding text's.
 */
import { css } from 'styled-system/css';
import { dateTimeText, timeAgo } from '../../../lib/i18n/format';

const style = css({ textStyle: 'xs', color: 'fg.muted' });

type Props = { date: string | number; text?: (when: string) => string; className?: string };

export function TimeAgo({ date, text = (when) => when, className = style }: Props) {
  const when = new Date(date);
  if (Number.isNaN(when.getTime())) return null;
  return (
    <time dateTime={typeof date === 'string' ? date : when.toISOString()} title={dateTimeText(when)} className={className}>
      {text(timeAgo(when))}
    </time>
  );
}
