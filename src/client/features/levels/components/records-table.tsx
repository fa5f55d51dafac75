import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import { Table } from '../../../components/ui/on-demand/table';
import { dateText } from '../../../lib/i18n/format';
import { percentText, recordTimeText } from '../../../lib/record-values/values';
import { isClassicRecord, type LevelRecord } from '../queries';
import { levelTexts } from '../page-texts';

const texts = levelTexts.recordsTable;

const scroller = css({ overflowX: 'auto', borderWidth: '1px', borderRadius: 'l2', bg: 'bg.default' });
const link = css({
  color: 'colorPalette.text',
  textDecoration: 'underline',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 'touch',
});
// The date has its column from sm up; on a phone it goes under the player's name, so the table fits the screen.
const dateColumn = css({ display: { base: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' });
const dateUnder = css({ display: { base: 'block', sm: 'none' }, textStyle: 'xs', color: 'fg.muted' });

function RecordDate({ date, className }: { date: string | undefined; className?: string }) {
  return date ? (
    <time dateTime={date} className={className}>
      {dateText(new Date(date))}
    </time>
  ) : null;
}

function Value({ record }: { record: LevelRecord }) {
  if (isClassicRecord(record)) {
    const text = percentText(record.recordPercentage);
    return record.recordPercentage === 100 ? <strong>{text}</strong> : <>{text}</>;
  }
  return <>{recordTimeText(record.recordTime)}</>;
}

/** Records of a level (at least one; the caller says when there are none): the player (opens their profile in a new tab), the value, the video. */
export function RecordsTable({ type, records }: { type: LevelType; records: LevelRecord[] }) {
  return (
    <div className={scroller}>
      <Table.Root size="sm">
        <Table.Head>
          <Table.Row>
            <Table.Header scope="col">{texts.player}</Table.Header>
            <Table.Header scope="col">{texts.value[type]}</Table.Header>
            <Table.Header scope="col">{texts.video}</Table.Header>
            <Table.Header scope="col" className={dateColumn}>
              {texts.date}
            </Table.Header>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {records.map((record) => (
            <Table.Row key={record.id}>
              <Table.Cell>
                <Link to="/profile/$username" params={{ username: record.player }} target="_blank" rel="noopener" className={link}>
                  <bdi>{record.player}</bdi>
                </Link>
                <RecordDate date={record.date} className={dateUnder} />
              </Table.Cell>
              <Table.Cell>
                <Value record={record} />
              </Table.Cell>
              <Table.Cell>
                {record.link ? (
                  <a
                    href={record.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={link}
                    aria-label={texts.watchRecord(record.player)}
                  >
                    {texts.watch}
                  </a>
                ) : (
                  texts.noVideo
                )}
              </Table.Cell>
              <Table.Cell className={dateColumn}>
                <RecordDate date={record.date} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
