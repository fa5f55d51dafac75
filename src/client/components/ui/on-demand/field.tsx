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
    <ArkField.Root invalid={errors.length > 0} required={required} disabled={disabled} readOnly={readOnly} className={cx(classes.root, className)}>
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

export const FieldInput = ({ className, ...props }: ComponentProps<typeof ArkField.Input>) => <ArkField.Input className={cx(input(), className)} {...props} />;

export const FieldTextarea = ({ className, ...props }: ComponentProps<typeof ArkField.Textarea>) => (
  <ArkField.Textarea className={cx(textarea(), className)} {...props} />
);

export const FieldSelect = ({ className, ...props }: ComponentProps<typeof ArkField.Select>) => <ArkField.Select className={cx(input(), className)} {...props} />;
