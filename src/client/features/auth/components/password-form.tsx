/** Email and password sign-in (`POST /api/auth/login`), with a plain message when it fails (and how long to wait, when refused for too many failures). */
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes/input';
import { LoginSchema, TokenSchema } from '../../../../shared/schemas/input/sign-in';
import { Button } from '../../../components/ui/first-visit/button';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { signIn } from '../../../lib/auth/auth-store';
import { signInTexts as texts } from '../texts';

const styles = {
  form: css({ display: 'grid', gap: '3' }),
  field: css({ display: 'grid', gap: '1.5', textStyle: 'sm', fontWeight: 'medium' }),
  error: css({ color: 'fg.error', textStyle: 'sm' }),
};

function failureText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return texts.failure.wrongCredentials;
    if (error.status === 429)
      return error.retryAfterSeconds ? texts.failure.rateLimitedFor(error.retryAfterSeconds) : texts.failure.rateLimited;
    if (error.status === 0) return texts.failure.unreachable;
    if (error.status === 400) return texts.failure.invalidInput;
  }
  return texts.failure.other;
}

export function PasswordForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = v.safeParse(LoginSchema, data);
    if (!parsed.success) return setError(texts.failure.invalidInput);
    setBusy(true);
    setError(null);
    try {
      const { token } = await api.post('/api/auth/login', TokenSchema, parsed.output);
      signIn(token);
      onSignedIn();
    } catch (failure) {
      console.warn('Login failed:', failure);
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label className={styles.field}>
        {texts.email}
        <input className={input()} name="email" type="email" autoComplete="email" required />
      </label>
      <label className={styles.field}>
        {texts.password}
        <input className={input()} name="password" type="password" autoComplete="current-password" required />
      </label>
      <p role="alert" className={styles.error}>
        {error}
      </p>
      <Button type="submit" variant="outline" disabled={busy}>
        {busy ? texts.submitting : texts.submit}
      </Button>
    </form>
  );
}
