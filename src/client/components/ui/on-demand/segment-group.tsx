import { SegmentGroup as ArkSegmentGroup } from '@ark-ui/react/segment-group';
import { Directed } from './directed';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { segmentGroup } from 'styled-system/recipes/segment-group';

/**
 * The chosen item's text is semibold: every item's text keeps the room its semibold self would take
 * (a hidden copy of it, `data-text`, beside it), so a choice never changes the group's width, nor
 * does the first render's against the frame's still group, which shows none.
 */
const steadyText = css({
  display: 'inline-grid',
  justifyItems: 'center',
  '&::after': {
    content: 'attr(data-text)',
    fontWeight: 'semibold',
    height: '0',
    overflow: 'hidden',
    visibility: 'hidden',
    userSelect: 'none',
    pointerEvents: 'none',
  },
});
const hiddenCopy = (label: ReactNode) => (typeof label === 'string' ? label : undefined);

type Option<T extends string> = { value: T; label: ReactNode; title?: string };
type Props<T extends string> = {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  className?: string;
};

/**
 * A row of mutually exclusive choices (a radio group to assistive technology, arrow keys move
 * between choices): the Classic/Platformer toggle and the theme toggle.
 */
export function SegmentGroup<T extends string>({ label, value, options, onChange, className }: Props<T>) {
  const classes = segmentGroup();
  return (
    <Directed>
      <ArkSegmentGroup.Root
        className={cx(classes.root, className)}
        orientation="horizontal"
        value={value}
        aria-label={label}
        onValueChange={(details) => details.value && onChange(details.value as T)}
      >
        <ArkSegmentGroup.Indicator className={classes.indicator} />
        {options.map((option) => (
          <ArkSegmentGroup.Item key={option.value} value={option.value} className={classes.item} title={option.title}>
            <ArkSegmentGroup.ItemText className={cx(classes.itemText, steadyText)} data-text={hiddenCopy(option.label)}>
              {option.label}
            </ArkSegmentGroup.ItemText>
            <ArkSegmentGroup.ItemControl className={classes.itemControl} />
            <ArkSegmentGroup.ItemHiddenInput />
          </ArkSegmentGroup.Item>
        ))}
      </ArkSegmentGroup.Root>
    </Directed>
  );
}

/**
 * The group as plain HTML, for index.html's frame (app/frame.tsx): the same boxes with the same classes,
 * without Ark's state, its hidden inputs (whose inline styles the site's Content Security Policy
 * refuses) or the indicator of the choice, which come with the first render.
 */
export function StillSegmentGroup<T extends string>({ label, options, className }: Pick<Props<T>, 'label' | 'options' | 'className'>) {
  const classes = segmentGroup();
  return (
    <div
      data-scope="segment-group"
      data-part="root"
      role="radiogroup"
      aria-label={label}
      data-orientation="horizontal"
      className={cx(classes.root, className)}
    >
      {options.map((option) => (
        <label key={option.value} data-scope="segment-group" data-part="item" data-orientation="horizontal" className={classes.item}>
          <span
            data-scope="segment-group"
            data-part="item-text"
            data-orientation="horizontal"
            className={cx(classes.itemText, steadyText)}
            data-text={hiddenCopy(option.label)}
          >
            {option.label}
          </span>
          <div
            data-scope="segment-group"
            data-part="item-control"
            data-orientation="horizontal"
            aria-hidden="true"
            className={classes.itemControl}
          />
        </label>
      ))}
    </div>
  );
}
