/**
 * The audit log's target, found by name: a searchable chooser of players, levels (both lists) and
 * regions, which fills the filter with what the log files their changes under (`player:7`,
 * `level:classic:123`, `region:2`). A target set elsewhere (a name in a sentence, the address) shows
 * by its name; one the lists do not hold (a submission, a removed level) by what it is.
 */
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { LEVEL_TYPES, type LevelType } from '../../../../shared/constants';
import { IconButton } from '../../../components/ui/first-visit/button';
import { Icon } from '../../../components/ui/first-visit/icon';
import { Combobox, type ComboboxItem } from '../../../components/ui/on-demand/combobox';
import { Field, FieldInput } from '../../../components/ui/on-demand/field';
import { rankedLevelsQueryOptions } from '../../levels/queries';
import { playerNamesQueryOptions } from '../../players/queries';
import { regionsQueryOptions } from '../../regions/queries';
import { auditTexts as texts } from '../texts';

const styles = {
  control: css({ display: 'flex', gap: '1', alignItems: 'center', '& > :first-child': { flex: '1', minWidth: '0' } }),
};

/** A target the lists do not hold, named by what it is. */
function otherTarget(target: string): ComboboxItem {
  const [what, ...rest] = target.split(':');
  if (what === 'submission') return { value: target, label: texts.targetSubmission[rest[0] as LevelType](Number(rest[1])) };
  return { value: target, label: texts.targetRemoved(target) };
}

function useTargets(): ComboboxItem[] | undefined {
  const [players, regions, classic, platformer] = useQueries({
    queries: [
      playerNamesQueryOptions(),
      regionsQueryOptions(),
      rankedLevelsQueryOptions('classic'),
      rankedLevelsQueryOptions('platformer'),
    ],
  });
  const waiting = [players, regions, classic, platformer].some((query) => query.isPending && query.fetchStatus !== 'idle');
  return useMemo(() => {
    if (waiting) return undefined;
    const levels: Record<LevelType, { id: string; name: string; ranking: number }[] | undefined> = {
      classic: classic.data,
      platformer: platformer.data,
    };
    return [
      ...(players.data ?? []).map((player) => ({ value: `player:${player.id}`, label: texts.targetPlayer(player.username) })),
      ...LEVEL_TYPES.flatMap((type) =>
        (levels[type] ?? []).map((level) => ({
          value: `level:${type}:${level.id}`,
          label: texts.targetLevel[type](level.name, level.ranking),
        })),
      ),
      ...(regions.data ?? []).map((region) => ({ value: `region:${region.id}`, label: texts.targetRegion(region.name) })),
    ];
  }, [waiting, players.data, regions.data, classic.data, platformer.data]);
}

export function TargetPicker({ target, onChange }: { target: string | undefined; onChange: (target: string | undefined) => void }) {
  const targets = useTargets();
  const items = useMemo(() => {
    if (!targets || !target || targets.some((item) => item.value === target)) return targets;
    return [otherTarget(target), ...targets];
  }, [targets, target]);
  return (
    <Field label={texts.target} helper={texts.targetHelper}>
      <div className={styles.control}>
        {items ? (
          // A new chooser when the target changes elsewhere (a name in a sentence, a clear), so its text follows.
          <Combobox
            key={target ?? ''}
            items={items}
            value={target ?? ''}
            onValueChange={(value) => value && onChange(value)}
            placeholder={texts.targetPlaceholder}
            emptyText={texts.targetEmpty}
            triggerLabel={texts.target}
          />
        ) : (
          <FieldInput disabled placeholder={texts.targetPlaceholder} />
        )}
        {target ? (
          <IconButton aria-label={texts.clearTarget} variant="ghost" onClick={() => onChange(undefined)}>
            <Icon icon="x" />
          </IconButton>
        ) : null}
      </div>
    </Field>
  );
}
