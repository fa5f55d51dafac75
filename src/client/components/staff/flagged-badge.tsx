/**
 * The marks beside a player's name in the staff area: Flagged (raw footage required with every
 * submission) and Banned (records off the public lists while it lasts). Staff see them on every row.
 */
import { css } from 'styled-system/css';
import { Badge } from '../ui/on-demand/badge';
import { staffMarkTexts as texts } from './texts';

const tinted = { bg: 'colorPalette.a3', borderColor: 'colorPalette.a7', color: 'colorPalette.12' } as const;
const styles = { flagged: css({ colorPalette: 'yellow', ...tinted }), banned: css({ colorPalette: 'red', ...tinted }) };

export function FlaggedBadge({ flagged }: { flagged: boolean }) {
  if (!flagged) return null;
  return (
    <Badge className={styles.flagged} title={texts.flaggedTitle} data-mark="flagged">
      {texts.flagged}
    </Badge>
  );
}

export function BannedBadge({ banned }: { banned: boolean }) {
  if (!banned) return null;
  return (
    <Badge className={styles.banned} title={texts.bannedTitle} data-mark="banned">
      {texts.banned}
    </Badge>
  );
}
