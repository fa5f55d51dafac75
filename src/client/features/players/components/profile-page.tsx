/** The player profile: header, what the route adds under it (a signed-in visitor's claim), then the Classic (default) and Platformer tabs. */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import type { Player } from '../../../../shared/schemas/players';
import { QueryState } from '../../../components/ui/first-visit/query-state';
import { Tabs } from '../../../components/ui/on-demand/tabs';
import { isApiError } from '../../../lib/api-error';
import { playerByUsernameQueryOptions } from '../queries';
import { profileTexts as texts } from '../texts';
import { ProfileHeader } from './profile-header';
import { ProfileTab } from './profile-tab';
import { useDocumentTitle } from '../../../components/layout/document-title';

type Props = {
  username: string;
  tab: LevelType;
  onTabChange: (tab: LevelType) => void;
  /** Drawn under the header, for the player shown (another feature's part, composed by the route). */
  below?: (player: Player) => ReactNode;
};

const state = css({ py: '6', color: 'fg.muted', display: 'grid', gap: '2', justifyItems: 'start' });
const link = css({
  color: 'colorPalette.text',
  textDecoration: 'underline',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 'touch',
});

export function ProfilePage({ username, tab, onTabChange, below }: Props) {
  useDocumentTitle(username);
  const player = useQuery(playerByUsernameQueryOptions(username));
  if (isApiError(player.error, 'not_found') && !player.data) {
    return (
      <div className={state}>
        <p>{texts.notFound(username)}</p>
        <Link to="/leaderboard" className={link}>
          {texts.backToLeaderboard}
        </Link>
      </div>
    );
  }
  return (
    <QueryState query={player} loading={<p className={state}>{texts.loading}</p>} error={texts.failed}>
      {(data) => (
        <article className={css({ display: 'grid', gap: '6' })}>
          <ProfileHeader player={data} />
          {below?.(data)}
          <Tabs.Root value={tab} onValueChange={(details) => onTabChange(details.value as LevelType)} lazyMount>
            <Tabs.List>
              <Tabs.Trigger value="classic">{texts.tabs.classic}</Tabs.Trigger>
              <Tabs.Trigger value="platformer">{texts.tabs.platformer}</Tabs.Trigger>
              <Tabs.Indicator />
            </Tabs.List>
            <Tabs.Content value="classic">
              <ProfileTab type="classic" playerId={data.id} />
            </Tabs.Content>
            <Tabs.Content value="platformer">
              <ProfileTab type="platformer" playerId={data.id} />
            </Tabs.Content>
          </Tabs.Root>
        </article>
      )}
    </QueryState>
  );
}
