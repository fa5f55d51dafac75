/** The signed-in user's menu: Profile, Submissions, Settings, Sign out. */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Avatar } from '../../../components/ui/on-demand/avatar';
import { Menu } from '../../../components/ui/on-demand/menu';
import { signOut } from '../../../lib/auth/auth-store';
import type { SignedInUser } from '../../../lib/auth/token';
import { authKeys } from '../queries';
import { useOwnProfile } from '../use-own-profile';

const trigger = css({
  borderRadius: 'full', minWidth: 'touch', minHeight: 'touch', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '2px' },
});

export default function AvatarMenu({ user }: { user: SignedInUser }) {
  const { profile, avatar } = useOwnProfile(user);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const select = (value: string) => {
    if (value === 'profile' && profile) void navigate({ to: '/profile/$username', params: { username: profile.username } });
    if (value === 'submissions') void navigate({ to: '/submissions' });
    if (value === 'settings') void navigate({ to: '/settings' });
    if (value === 'sign-out') {
      // Leave first: signing out on a guarded page would otherwise let its guard ask for a login.
      void navigate({ to: '/' }).then(() => {
        signOut();
        queryClient.removeQueries({ queryKey: authKeys.all });
      });
    }
  };

  return (
    <Menu.Root onSelect={(details) => select(details.value)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger className={trigger} aria-label="Account menu">
        <Avatar src={avatar} name={profile?.username ?? 'Your account'} size="sm" />
      </Menu.Trigger>
      <Menu.Popup className={css({ minWidth: '44' })}>
        {profile?.username ? <Menu.Item value="profile">Profile</Menu.Item> : null}
        <Menu.Item value="submissions">Submissions</Menu.Item>
        <Menu.Item value="settings">Settings</Menu.Item>
        <Menu.Separator />
        <Menu.Item value="sign-out">Sign out</Menu.Item>
      </Menu.Popup>
    </Menu.Root>
  );
}
