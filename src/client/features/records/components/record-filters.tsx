/**
 * A panel's filters: by player and by level, each a searchable chooser that can be cleared. How staff
 * find one record among thousands.
 */
import { Icon } from '../../../components/ui/first-visit/icon';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { IconButton } from '../../../components/ui/first-visit/button';
import { Combobox, type ComboboxItem } from '../../../components/ui/on-demand/combobox';
import { Field, FieldInput } from '../../../components/ui/on-demand/field';
import type { Level } from '../../levels/queries';
import type { PlayerName } from '../../players/queries';
import type { RecordFilter } from '../queries';
import { staffRecordTexts } from '../texts';

const texts = staffRecordTexts.filters;

const styles = {
  root: css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }),
  control: css({ display: 'flex', gap: '1', alignItems: 'center', '& > :first-child': { flex: '1', minWidth: '0' } }),
};

type ChooserProps = {
  label: string;
  items: readonly ComboboxItem[] | undefined;
  value: string;
  placeholder: string;
  emptyText: string;
  clearLabel: string;
  onChange: (value: string) => void;
};

function Chooser({ label, items, value, placeholder, emptyText, clearLabel, onChange }: ChooserProps) {
  // A new chooser after a clear, so its text empties with its value.
  const [generation, setGeneration] = useState(0);
  return (
    <Field label={label}>
      <div className={styles.control}>
        {items ? (
          <Combobox
            key={generation}
            items={items}
            value={value}
            onValueChange={onChange}
            placeholder={placeholder}
            emptyText={emptyText}
            triggerLabel={label}
          />
        ) : (
          <FieldInput disabled placeholder={placeholder} />
        )}
        {value ? (
          <IconButton
            aria-label={clearLabel}
            variant="ghost"
            onClick={() => {
              setGeneration((current) => current + 1);
              onChange('');
            }}
          >
            <Icon icon="x" />
          </IconButton>
        ) : null}
      </div>
    </Field>
  );
}

type Props = {
  type: string;
  filter: RecordFilter;
  levels: Level[] | undefined;
  players: PlayerName[] | undefined;
  onChange: (filter: RecordFilter) => void;
};

export function RecordFilters({ type, filter, levels, players, onChange }: Props) {
  const playerItems = useMemo(() => players?.map((player) => ({ value: String(player.id), label: player.username })), [players]);
  const levelItems = useMemo(() => levels?.map((level) => ({ value: level.id, label: `#${level.ranking} - ${level.name}` })), [levels]);
  return (
    <div role="group" aria-label={texts.label(type)} className={styles.root}>
      <Chooser
        label={texts.player}
        items={playerItems}
        value={filter.player === null ? '' : String(filter.player)}
        placeholder={texts.playerPlaceholder}
        emptyText={texts.noPlayer}
        clearLabel={texts.clearPlayer}
        onChange={(value) => onChange({ ...filter, player: value ? Number(value) : null })}
      />
      <Chooser
        label={texts.level}
        items={levelItems}
        value={filter.level ?? ''}
        placeholder={texts.levelPlaceholder}
        emptyText={texts.noLevel}
        clearLabel={texts.clearLevel}
        onChange={(value) => onChange({ ...filter, level: value || null })}
      />
    </div>
  );
}
