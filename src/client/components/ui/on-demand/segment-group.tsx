import { SegmentGroup as ArkSegmentGroup } from '@ark-ui/react/segment-group';
import { Directed } from './directed';
import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { segmentGroup } from 'styled-system/recipes/segment-group';

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
            <ArkSegmentGroup.ItemText className={classes.itemText}>{option.label}</ArkSegmentGroup.ItemText>
            <ArkSegmentGroup.ItemControl className={classes.itemControl} />
            <ArkSegmentGroup.ItemHiddenInput />
          </ArkSegmentGroup.Item>
        ))}
      </ArkSegmentGroup.Root>
    </Directed>
  );
}
