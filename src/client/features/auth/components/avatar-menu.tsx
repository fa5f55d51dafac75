/** The signed-in user's menu: who is signed in, then Profile, Submissions, Settings, Sign out. */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { layoutTexts } from '../../../components/layout/texts';
import { Button } from '../../../components/ui/first-visit/button';
import { nameCut } from '../../../components/ui/first-visit/name';
import { Avatar } from '../../../components/ui/on-demand/avatar';
import { Dialog } from '../../../components/ui/on-demand/dialog';
import { Menu } from '../../../components/ui/on-demand/menu';
import { signOut } from '../../../lib/auth/auth-store';
import { useOutboxSummary } from '../../../lib/outbox/summary';
import { outboxTexts } from '../../../lib/outbox/texts';
import type { SignedInUser } from '../../../lib/auth/token';
import { notificationKeys } from '../../notifications/queries';
import { authKeys } from '../queries';
import { accountTexts as texts } from '../texts';
import { useOwnProfile } from '../use-own-profile';

const styles = {
  popup: css({ minWidth: '44' }),
  who: css({ display: 'grid', px: '2', py: '1.5', textStyle: 'sm', color: 'fg.muted', fontWeight: 'normal' }),
  username: cx(nameCut, css({ color: 'fg.default', fontWeight: 'semibold' })),
};

const trigger = css({
  borderRadius: 'full',
  minWidth: 'touch',
  minHeight: 'touch',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '2px' },
});

export default function AvatarMenu({ user }: { user: SignedInUser }) {
  const { profile, avatar } = useOwnProfile(user);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const outbox = useOutboxSummary();
  const unsent = outbox.waiting + outbox.held + outbox.attention;
  const [warning, setWarning] = useState(false);

  const leave = () => {
    setWarning(false);
    // Leave first: signing out on a guarded page would otherwise let its guard ask for a login.
    void navigate({ to: '/' }).then(() => {
      signOut();
      queryClient.removeQueries({ queryKey: authKeys.all });
      queryClient.removeQueries({ queryKey: notificationKeys.all });
    });
  };

  const select = (value: string) => {
    if (value === 'profile' && profile) void navigate({ to: '/profile/$username', params: { username: profile.username } });
    if (value === 'submissions') void navigate({ to: '/submissions' });
    if (value === 'settings') void navigate({ to: '/settings' });
    // Waiting changes stay on the device for this player's next sign-in: say so before leaving.
    if (value === 'sign-out') {
      if (unsent > 0) setWarning(true);
      else leave();
    }
  };

  return (
    <>
      <Menu.Root onSelect={(details) => select(details.value)} positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger className={trigger} aria-label={layoutTexts.account.menu}>
          <Avatar src={avatar} name={profile?.username ?? texts.yourAccount} size="sm" />
        </Menu.Trigger>
        <Menu.Popup className={styles.popup}>
          {profile?.username ? (
            <>
              <p className={styles.who}>
                {texts.signedInAs} <bdi className={styles.username}>{profile.username}</bdi>
              </p>
              <Menu.Separator />
              <Menu.Item value="profile">{texts.profile}</Menu.Item>
            </>
          ) : null}
          <Menu.Item value="submissions">{texts.submissions}</Menu.Item>
          <Menu.Item value="settings">{texts.settings}</Menu.Item>
          <Menu.Separator />
          <Menu.Item value="sign-out">{texts.signOut}</Menu.Item>
        </Menu.Popup>
      </Menu.Root>
      <Dialog.Root open={warning} onOpenChange={(details) => setWarning(details.open)} role="alertdialog" lazyMount unmountOnExit>
        <Dialog.Popup>
          <Dialog.Title>{outboxTexts.signOutTitle}</Dialog.Title>
          <Dialog.Description>{outboxTexts.signOutDescription(unsent)}</Dialog.Description>
          <div
            className={css({
              display: 'flex',
              gap: '2',
              justifyContent: 'flex-end',
              mt: '4',
            })}
          >
            <Button variant="outline" onClick={() => setWarning(false)}>
              {outboxTexts.cancel}
            </Button>
            <Button onClick={leave}>{outboxTexts.signOutConfirm}</Button>
          </div>
        </Dialog.Popup>
      </Dialog.Root>
    </>
  );
}
