/**
 * Beside a list title: the signed-in player's points, rank and region rank in the list's mode.
 * Loaded on demand for a signed-in player only; the profile is the one the top bar already asks for.
 */
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import type { Player } from '../../../../shared/schemas/players';
import { pointsText } from '../../../lib/format';
import { ownProfileQueryOptions } from '../../auth/queries';
import { profileTexts, standingTexts } from '../texts';
import { useStanding } from '../use-standing';
import { StandingFacts } from './standing-facts';

const styles = {
  facts: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: '3',
    rowGap: '0.5',
    width: 'fit-content',
    maxWidth: 'full',
    px: '3',
    py: '1',
    borderWidth: '1px',
    borderRadius: 'l2',
    bg: 'bg.default',
    textStyle: 'sm',
    '& dt': { color: 'fg.muted' },
  }),
  points: css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' }),
};

function Standing({ type, player }: { type: LevelType; player: Pick<Player, 'id' | 'region' | 'classicPoints' | 'platformerPoints'> }) {
  const standing = useStanding(type, player.id, player.region);
  return (
    <dl aria-label={standingTexts.yours} className={styles.facts}>
      <dt>{profileTexts.points[type]}</dt>
      <dd className={styles.points}>{pointsText(type === 'classic' ? player.classicPoints : player.platformerPoints)}</dd>
      <StandingFacts standing={standing} />
    </dl>
  );
}

export default function OwnStanding({ type, playerId }: { type: LevelType; playerId: number }) {
  const profile = useQuery(ownProfileQueryOptions(playerId));
  return profile.data ? <Standing type={type} player={profile.data} /> : null;
}
