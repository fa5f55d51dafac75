/** A checkbox with its label: Ark UI's Checkbox with Park UI's recipe (the box, the tick, the label), and a native input for forms. */
import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { checkbox } from 'styled-system/recipes/checkbox';

type Props = { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean; className?: string; children: ReactNode };

export function Checkbox({ checked, onChange, disabled, className, children }: Props) {
  const classes = checkbox({ size: 'md' });
  return (
    <ArkCheckbox.Root
      className={cx(classes.root, className)}
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <ArkCheckbox.Control className={classes.control}>
        <ArkCheckbox.Indicator className={classes.indicator}>
          <Check />
        </ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      <ArkCheckbox.Label className={classes.label}>{children}</ArkCheckbox.Label>
      <ArkCheckbox.HiddenInput />
    </ArkCheckbox.Root>
  );
}
