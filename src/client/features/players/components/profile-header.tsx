import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { Player } from '../../../../shared/schemas/players';
import { Avatar } from '../../../components/ui/on-demand/avatar';
import { Badge } from '../../../components/ui/on-demand/badge';
import { pointsText } from '../../../lib/format';
import { regionQueryOptions } from '../../regions/queries';
import { avatarQueryOptions } from '../queries';
import { SocialLinks } from './social-links';

const styles = {
  header: css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'center' }),
  name: css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold', overflowWrap: 'anywhere' }),
  facts: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' }, gap: '3', width: 'full' }),
  fact: css({ bg: 'bg.default', borderWidth: '1px', borderRadius: 'l2', p: '3', '& dt': { color: 'fg.muted', textStyle: 'sm' }, '& dd': { fontWeight: 'semibold' } }),
};

function RegionName({ regionId }: { regionId: number | null }) {
  const region = useQuery({ ...regionQueryOptions(regionId ?? 0), enabled: regionId !== null });
  if (regionId === null) return <>None</>;
  if (region.data) return <>{region.data.name}</>;
  return <>{region.isError ? 'Unknown Region' : 'Loading...'}</>;
}

export function ProfileHeader({ player }: { player: Player }) {
  const avatar = useQuery(avatarQueryOptions(player));
  return (
    <header className={styles.header}>
      <Avatar src={avatar.data} name={player.username} size="2xl" />
      <div className={css({ display: 'grid', gap: '2', minWidth: '0', flex: '1' })}>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
          <h1 className={styles.name}>{player.username}</h1>
          {player.isStaff ? <Badge variant="solid">List mod</Badge> : null}
        </div>
        <SocialLinks player={player} />
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Region</dt>
          <dd>
            <RegionName regionId={player.region} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Classic points</dt>
          <dd>{pointsText(player.classicPoints)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Platformer points</dt>
          <dd>{pointsText(player.platformerPoints)}</dd>
        </div>
      </dl>
    </header>
  );
}
