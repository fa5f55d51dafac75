/** The profile's header: avatar, name, badge and links, then a tight grid of the region and each mode's points and ranks. */
import { useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import type { Player } from '../../../../shared/schemas/players';
import { Avatar } from '../../../components/ui/on-demand/avatar';
import { Badge } from '../../../components/ui/on-demand/badge';
import { pointsText } from '../../../lib/format';
import { regionQueryOptions } from '../../regions/queries';
import { avatarQueryOptions } from '../queries';
import { profileTexts as texts } from '../texts';
import { useStanding } from '../use-standing';
import { SocialLinks } from './social-links';
import { StandingFacts } from './standing-facts';

const styles = {
  header: css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'center' }),
  name: css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold', overflowWrap: 'anywhere' }),
  // Two columns from the smallest phone up (the region on a line of its own), three from md.
  facts: css({
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
    gap: '2',
    width: 'full',
  }),
  fact: css({
    bg: 'bg.default',
    borderWidth: '1px',
    borderRadius: 'l2',
    px: '3',
    py: '2',
    minWidth: '0',
    '& dt': { color: 'fg.muted', textStyle: { base: 'xs', sm: 'sm' } },
    '& dd': { overflowWrap: 'anywhere' },
  }),
  region: css({
    gridColumn: { base: '1 / -1', md: 'auto' },
    display: { base: 'flex', md: 'block' },
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: '3',
    '& dd': { fontWeight: 'semibold', textAlign: { base: 'end', md: 'start' } },
  }),
  points: css({ fontWeight: 'semibold', textStyle: 'lg', fontVariantNumeric: 'tabular-nums' }),
};

function RegionName({ regionId }: { regionId: number | null }) {
  const region = useQuery({ ...regionQueryOptions(regionId ?? 0), enabled: regionId !== null });
  if (regionId === null) return <>{texts.noRegion}</>;
  if (region.data) return <>{region.data.name}</>;
  return <>{region.isError ? texts.unknownRegion : texts.loading}</>;
}

function ModeFact({ type, player }: { type: LevelType; player: Player }) {
  const standing = useStanding(type, player.id, player.region);
  return (
    <div className={styles.fact}>
      <dt>{texts.points[type]}</dt>
      <dd className={styles.points}>{pointsText(type === 'classic' ? player.classicPoints : player.platformerPoints)}</dd>
      <StandingFacts standing={standing} />
    </div>
  );
}

export function ProfileHeader({ player }: { player: Player }) {
  const avatar = useQuery(avatarQueryOptions(player));
  return (
    <header className={styles.header}>
      <Avatar src={avatar.data} name={player.username} size="2xl" />
      <div className={css({ display: 'grid', gap: '2', minWidth: '0', flex: '1' })}>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
          <h1 className={styles.name}>
            <bdi>{player.username}</bdi>
          </h1>
          {player.isStaff ? <Badge variant="solid">{texts.listMod}</Badge> : null}
          {player.ban ? (
            <Badge variant="outline">{texts.banned(player.ban.until === null ? null : new Date(player.ban.until))}</Badge>
          ) : null}
        </div>
        <SocialLinks player={player} />
      </div>
      <dl className={styles.facts}>
        <div className={cx(styles.fact, styles.region)}>
          <dt>{texts.region}</dt>
          <dd>
            <RegionName regionId={player.region} />
          </dd>
        </div>
        <ModeFact type="classic" player={player} />
        <ModeFact type="platformer" player={player} />
      </dl>
    </header>
  );
}
