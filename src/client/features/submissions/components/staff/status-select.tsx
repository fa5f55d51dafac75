/**
 * A submission's status as a chooser (Ark UI's Select with Park UI's recipe), tinted like the
 * player's badges: Pending yellow, Approved green, Rejected red. A choice is made only on
 * selecting an item, so moving through the list with the keyboard sends nothing.
 */
import { Select, createListCollection } from '@ark-ui/react/select';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useMemo } from 'react';
import { css, cx } from 'styled-system/css';
import { select } from 'styled-system/recipes/select';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../../../../../shared/constants';
import { Directed } from '../../../../components/ui/on-demand/directed';
import { staffSubmissionTexts as texts } from '../../staff-texts';

const TINTS: Record<SubmissionStatus, string> = {
  PENDING: css({ bg: 'yellow.a3', borderColor: 'yellow.a7', color: 'yellow.12' }),
  APPROVED: css({ bg: 'green.a3', borderColor: 'green.a7', color: 'green.12' }),
  REJECTED: css({ bg: 'red.a3', borderColor: 'red.a7', color: 'red.12' }),
};

type Props = { value: SubmissionStatus; label: string; disabled?: boolean; onChange: (status: SubmissionStatus) => void };

export function StatusSelect({ value, label, disabled, onChange }: Props) {
  const classes = select({ size: 'md' });
  const collection = useMemo(
    () => createListCollection({ items: SUBMISSION_STATUSES.map((status) => ({ value: status, label: texts.status[status] })) }),
    [],
  );
  return (
    <Directed>
      <Select.Root
        className={cx(classes.root, css({ width: '9.5rem', flex: 'none' }))}
        collection={collection}
        value={[value]}
        disabled={disabled}
        onValueChange={(details) => {
          const next = details.value[0] as SubmissionStatus | undefined;
          if (next && next !== value) onChange(next);
        }}
        positioning={{ sameWidth: true }}
      >
        <Select.Label className={css({ srOnly: true })}>{label}</Select.Label>
        <Select.Control>
          <Select.Trigger className={cx(classes.trigger, TINTS[value])} data-status={value}>
            <Select.ValueText />
            <Select.Indicator className={classes.indicator}>
              <ChevronsUpDown />
            </Select.Indicator>
          </Select.Trigger>
        </Select.Control>
        <Select.Positioner className={classes.positioner}>
          <Select.Content className={classes.content}>
            {collection.items.map((item) => (
              <Select.Item key={item.value} item={item} className={classes.item}>
                <Select.ItemText className={classes.itemText}>{item.label}</Select.ItemText>
                <Select.ItemIndicator className={classes.itemIndicator}>
                  <Check />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Select.Root>
    </Directed>
  );
}
