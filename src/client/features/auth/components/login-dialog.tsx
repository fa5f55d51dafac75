/**
 * The login dialog (SPEC.md §2): 'Sign in with Google' leaves for the server's OAuth path; below
 * it, email and password for accounts that have one. Its open state belongs to the parent.
 */
import { useRouterState } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { css } from 'styled-system/css';
import { Button, IconButton } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { rememberReturnPath } from '../../../lib/auth/token-arrival';
import { PasswordForm } from './password-form';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onSignedIn: () => void; returnTo?: string | undefined };

const styles = {
  content: css({ display: 'grid', gap: '4', p: '6', width: 'min(26rem, calc(100vw - 2rem))' }),
  divider: css({ display: 'flex', alignItems: 'center', gap: '3', color: 'fg.muted', textStyle: 'sm', _before: { content: '""', flex: '1', borderTopWidth: '1px' }, _after: { content: '""', flex: '1', borderTopWidth: '1px' } }),
};

export default function LoginDialog({ open, onOpenChange, onSignedIn, returnTo }: Props) {
  const here = useRouterState({ select: (state) => state.location.href });

  const google = () => {
    rememberReturnPath(returnTo ?? here);
    window.location.assign('/oauth2/authorization/google');
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} lazyMount unmountOnExit>
      <Dialog.Popup className={styles.content}>
        <div className={css({ display: 'grid', gap: '1', pr: '10' })}>
          <Dialog.Title>Welcome Back</Dialog.Title>
          <Dialog.Description>Login to access your account</Dialog.Description>
        </div>
        <Button size="lg" onClick={google}>
          Sign in with Google
        </Button>
        <p className={styles.divider}>or with email</p>
        <PasswordForm onSignedIn={onSignedIn} />
        <Dialog.CloseTrigger asChild>
          <IconButton aria-label="Close" variant="ghost" className={css({ position: 'absolute', top: '2', right: '2' })}>
            <X />
          </IconButton>
        </Dialog.CloseTrigger>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
