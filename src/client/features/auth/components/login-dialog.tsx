/**
 * The login dialog: 'Sign in with Google' leaves for the server's OAuth path; below
 * it, email and password for accounts that have one. Its open state belongs to the parent. On a
 * server without Google set up (the demo) the dialog leads with the password form, and the Google
 * button, below it and plain, says why it is off rather than leaving for a dead end; until the
 * settings are known it waits, disabled.
 */
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useId } from 'react';
import { Icon } from '../../../components/ui/first-visit/icon';
import { css } from 'styled-system/css';
import { Button, IconButton } from '../../../components/ui/first-visit/button';
import { Dialog } from '../../../components/ui/on-demand/dialog';
import { rememberReturnPath } from '../../../lib/auth/token-arrival';
import { siteSettingsQueryOptions } from '../../site/queries';
import { signInTexts as texts } from '../texts';
import { PasswordForm } from './password-form';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onSignedIn: () => void; returnTo?: string | undefined };

const styles = {
  content: css({ display: 'grid', gap: '4', p: '6', width: 'min(26rem, calc(100vw - 2rem))' }),
  note: css({ color: 'fg.muted', textStyle: 'sm', textAlign: 'center' }),
  separator: css({ borderTopWidth: '1px', borderColor: 'border' }),
  divider: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    color: 'fg.muted',
    textStyle: 'sm',
    _before: { content: '""', flex: '1', borderTopWidth: '1px' },
    _after: { content: '""', flex: '1', borderTopWidth: '1px' },
  }),
};

export default function LoginDialog({ open, onOpenChange, onSignedIn, returnTo }: Props) {
  const here = useRouterState({ select: (state) => state.location.href });
  const googleSignIn = useQuery(siteSettingsQueryOptions()).data?.googleSignIn;
  const noteId = useId();

  const google = () => {
    rememberReturnPath(returnTo ?? here);
    window.location.assign('/oauth2/authorization/google');
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} lazyMount unmountOnExit>
      <Dialog.Popup className={styles.content}>
        <div className={css({ display: 'grid', gap: '1', pe: '10' })}>
          <Dialog.Title>{texts.title}</Dialog.Title>
          <Dialog.Description>{texts.description}</Dialog.Description>
        </div>
        {/* The form keeps its place in the tree whichever way the settings answer, so what is typed before they arrive stays. */}
        {googleSignIn === false ? null : (
          <>
            <Button size="lg" onClick={google} disabled={googleSignIn !== true}>
              {texts.google}
            </Button>
            <p className={styles.divider}>{texts.divider}</p>
          </>
        )}
        <PasswordForm onSignedIn={onSignedIn} />
        {googleSignIn === false ? (
          <>
            <hr className={styles.separator} />
            <Button variant="outline" disabled aria-describedby={noteId}>
              {texts.google}
            </Button>
            <p id={noteId} className={styles.note}>
              {texts.googleUnavailable}
            </p>
          </>
        ) : null}
        <Dialog.CloseTrigger asChild>
          <IconButton aria-label={texts.close} variant="ghost" className={css({ position: 'absolute', top: '2', insetInlineEnd: '2' })}>
            <Icon icon="x" />
          </IconButton>
        </Dialog.CloseTrigger>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
