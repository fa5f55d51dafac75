import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

type Option<T extends string> = { value: T; label: string; icon: ReactNode };

const styles = {
  group: css({ display: 'inline-flex', borderWidth: '1px', borderRadius: 'l2', p: '0.5', gap: '0.5', bg: 'bg.default' }),
  item: css({
    display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: 'touch', minHeight: 'touch', borderRadius: 'l1',
    color: 'fg.muted', cursor: 'pointer', _hover: { color: 'fg.default', bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '1px' },
    '&[aria-pressed=true]': { bg: 'bg.emphasized', color: 'fg.default' },
  }),
};

/**
 * A small group of icon toggle buttons, one pressed at a time. Plain buttons rather than an Ark
 * machine: it sits in the top bar of every first visit, where every kilobyte counts.
 */
export function ToggleGroup<T extends string>({ label, value, options, onChange, className }: {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={cx(styles.group, className)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.item}
          aria-pressed={option.value === value}
          aria-label={option.label}
          title={option.label}
          onClick={() => onChange(option.value)}
        >
          {option.icon}
        </button>
      ))}
    </div>
  );
}
