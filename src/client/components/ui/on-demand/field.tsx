/**
 * The one form field: a label, the control, a helper text and the field's errors. Ark UI's Field wires
 * them together, so the control carries `aria-invalid` and `aria-describedby` (helper and errors) and
 * the label names it. Errors come from the device's check first and from the server's answer after
 * (components/form/field-errors.ts).
 */
import { Field as ArkField } from '@ark-ui/react/field';
import type { ComponentProps, ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { input } from 'styled-system/recipes/input';
import { textarea } from 'styled-system/recipes/textarea';
import { Icon } from '../first-visit/icon';

const classes = field();
const list = css({ display: 'grid', gap: '0.5' });

type FieldProps = {
  label: ReactNode;
  helper?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  className?: string;
  children: ReactNode;
};

export function Field({ label, helper, errors = [], required, disabled, readOnly, className, children }: FieldProps) {
  return (
    <ArkField.Root
      invalid={errors.length > 0}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      className={cx(classes.root, className)}
    >
      <ArkField.Label className={classes.label}>{label}</ArkField.Label>
      {children}
      {helper ? <ArkField.HelperText className={classes.helperText}>{helper}</ArkField.HelperText> : null}
      <ArkField.ErrorText className={classes.errorText}>
        <span className={list}>
          {errors.map((error) => (
            <span key={error}>{error}</span>
          ))}
        </span>
      </ArkField.ErrorText>
    </ArkField.Root>
  );
}

export const FieldInput = ({ className, ...props }: ComponentProps<typeof ArkField.Input>) => (
  <ArkField.Input className={cx(input(), className)} {...props} />
);

export const FieldTextarea = ({ className, ...props }: ComponentProps<typeof ArkField.Textarea>) => (
  <ArkField.Textarea className={cx(textarea(), className)} {...props} />
);

const selectStyles = {
  box: css({ position: 'relative', display: 'grid', minWidth: '0' }),
  // Room for the arrow at the end, whichever side that is; the text shortens before it runs under it.
  select: css({
    appearance: 'none',
    paddingInlineEnd: '9',
    textOverflow: 'ellipsis',
    cursor: 'pointer',
    _disabled: { cursor: 'not-allowed' },
  }),
  arrow: css({
    position: 'absolute',
    insetInlineEnd: '3',
    top: '50%',
    transform: 'translateY(-50%)',
    pointerEvents: 'none',
    color: 'fg.muted',
  }),
};

/** A native select that looks like one: the field's box with a down arrow at its end. */
export const FieldSelect = ({ className, ...props }: ComponentProps<typeof ArkField.Select>) => (
  <span className={selectStyles.box}>
    <ArkField.Select className={cx(input(), selectStyles.select, className)} {...props} />
    <Icon icon="chevron-down" size={16} aria-hidden="true" className={selectStyles.arrow} />
  </span>
);
