/**
 * The leaderboard's filters: a name (results as one types) and a region. How a player finds someone
 * in a list too long for the browser's find-in-page, which sees only the rows drawn.
 */
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { USERNAME_MAX } from '../../../../shared/constants';
import { RegionSelect } from '../../../components/form/region-select';
import { Field, FieldInput } from '../../../components/ui/on-demand/field';
import { useRegionChoices } from '../../regions/queries';
import type { LeaderboardFilters as Filters } from '../leaderboard-rows';
import { leaderboardTexts as texts } from '../texts';

const styles = {
  root: css({
    display: 'grid',
    gap: '3',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'minmax(0, 3fr) minmax(0, 2fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
  }),
};

/**
 * The name as typed, kept here so that no keystroke is lost while the address catches up; a change of
 * the address from elsewhere (back, a link) replaces it.
 */
function useTypedName(name: string, onChange: (name: string) => void): [string, (name: string) => void] {
  const [text, setText] = useState(name);
  const sent = useRef<string[]>([]);
  useEffect(() => {
    const at = sent.current.indexOf(name);
    if (at >= 0) {
      sent.current = sent.current.slice(at + 1);
      return;
    }
    sent.current = [];
    setText(name);
  }, [name]);
  return [
    text,
    (next) => {
      setText(next);
      sent.current.push(next);
      onChange(next);
    },
  ];
}

/** `onChange` gets only what changed. */
type Props = { filters: Filters; onChange: (change: Partial<Filters>) => void };

export function LeaderboardFilters({ filters, onChange }: Props) {
  const [name, setName] = useTypedName(filters.name, (next) => onChange({ name: next }));
  const regions = useRegionChoices();
  return (
    <div role="search" aria-label={texts.filters} className={styles.root}>
      <Field label={texts.name}>
        <FieldInput
          type="search"
          value={name}
          maxLength={USERNAME_MAX}
          placeholder={texts.namePlaceholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <RegionSelect
        label={texts.region}
        none={texts.allRegions}
        regions={regions}
        value={filters.region === undefined ? '' : String(filters.region)}
        onChange={(value) => onChange({ region: value ? Number(value) : undefined })}
      />
    </div>
  );
}
