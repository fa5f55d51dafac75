/**
 * A list page's date picker: a date sets `?at=` (the list as it stood then, list-search.ts); clearing
 * it goes back to today's list. Drawn with the page from its first render, so nothing under it moves.
 */
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { levelListTexts as texts } from '../../texts';

const styles = {
  label: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '3', rowGap: '1', color: 'fg.muted', textStyle: 'sm' }),
  input: css({
    h: '10',
    px: '3',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l2',
    bg: 'bg.default',
    color: 'fg.default',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default' },
  }),
};

/** Today on the device's calendar, as a date field writes it (yyyy-mm-dd). */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

export function ListDatePicker({ at }: { at: string | undefined }) {
  const navigate = useNavigate();
  const field = useRef<HTMLInputElement>(null);
  const date = at?.slice(0, 10) ?? '';
  // Left to itself while typed in (a year typed digit by digit passes through 0002, 0020, 0202), and
  // put in step with the address when that changes another way (back to today, the browser's back).
  useEffect(() => {
    if (field.current) field.current.value = date;
  }, [date]);
  const max = today();
  return (
    <label className={styles.label}>
      {texts.onDate.pick}
      <input
        ref={field}
        type="date"
        max={max}
        defaultValue={date}
        className={styles.input}
        onChange={({ currentTarget: { value } }) => {
          if (!value) void navigate({ to: '.', search: {} });
          // From today's list a date is a page of its own (back returns to today); from a date, it replaces it.
          else if (value >= '1000' && value <= max) void navigate({ to: '.', search: { at: value }, replace: at !== undefined });
        }}
      />
    </label>
  );
}
