/** What a form's refusal says of the whole form rather than of one field (`errors['']`), read out as it appears. */
import { css } from 'styled-system/css';

const alert = css({ color: 'fg.error', textStyle: 'sm' });

export function FormAlert({ errors }: { errors: readonly string[] | undefined }) {
  return errors?.length ? (
    <p role="alert" className={alert}>
      {errors.join(' ')}
    </p>
  ) : null;
}
