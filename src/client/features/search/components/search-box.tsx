/**
 * The search: a combobox over every level (classic and platformer, every list) and every player,
 * grouped Levels then Players, matched as the player types (match.ts). Arrows move through the
 * results, Enter or a click goes to the level's or the player's page, Escape closes the list. The data
 * are the ranked levels and the player names, which the offline copy answers without a network.
 */
import { createListCollection } from '@ark-ui/react/combobox';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { nameCut } from '../../../components/ui/first-visit/name';
import { layoutTexts } from '../../../components/layout/texts';
import { ComboboxParts as Combobox } from '../../../components/ui/on-demand/combobox';
import { useOnline } from '../../../lib/use-online';
import { rankedLevelsQueryOptions } from '../../levels/queries';
import { playerNamesQueryOptions } from '../../players/queries';
import { createSearchIndex, fold, type SearchLevel, type SearchPlayer } from '../match';
import { searchTexts as texts } from '../texts';
import { fieldStyles, type Draft } from './field-style';

type Option = { value: string; group: 'levels' | 'players'; label: string; level?: SearchLevel; player?: SearchPlayer };

const styles = {
  root: css({ flex: '1', minWidth: '0', gap: '0' }),
  content: css({ maxHeight: 'min(28rem, var(--available-height))', overflowY: 'auto', minWidth: '0' }),
  status: css({ px: '2', py: '2', color: 'fg.muted', textStyle: 'sm', _empty: { display: 'none' } }),
  item: css({ justifyContent: 'flex-start', gap: '2', height: 'auto', minHeight: '10', py: '1', textStyle: 'sm' }),
  ranking: css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums', minWidth: '8' }),
  name: cx(nameCut, css({ flex: '1' })),
  type: css({ color: 'fg.muted', textStyle: 'xs' }),
  label: css({ srOnly: true }),
};

const levelOption = (level: SearchLevel): Option => ({
  value: `level:${level.type}:${level.id}`,
  group: 'levels',
  label: level.name,
  level,
});
const playerOption = (player: SearchPlayer): Option => ({ value: `player:${player.id}`, group: 'players', label: player.username, player });

/** The levels and players to search, and what to say while they load or when they cannot. */
function useSearchData() {
  const classic = useQuery(rankedLevelsQueryOptions('classic'));
  const platformer = useQuery(rankedLevelsQueryOptions('platformer'));
  const players = useQuery(playerNamesQueryOptions());
  const search = useMemo(() => {
    const levels = [
      ...(classic.data ?? []).map(({ id, name, ranking }) => ({ type: 'classic' as const, id, name, ranking })),
      ...(platformer.data ?? []).map(({ id, name, ranking }) => ({ type: 'platformer' as const, id, name, ranking })),
    ];
    return createSearchIndex(levels, players.data ?? []);
  }, [classic.data, platformer.data, players.data]);
  const all = [classic, platformer, players];
  return {
    search,
    pending: all.some((query) => query.isPending),
    // Failed, or waiting for a connection to try again (offline, retries wait): either way, not there.
    failed: all.some((query) => !query.data && (query.isError || query.fetchStatus === 'paused')),
  };
}

type Props = {
  /** The plain field's text, taken over with its focus when this replaces it. */
  draft?: Draft;
  /** Called once a result has been chosen, after the navigation started. */
  onChosen?: () => void;
};

export default function SearchBox({ draft, onChosen }: Props) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(() => draft?.value ?? '');
  const [open, setOpen] = useState(() => fold(draft?.value ?? '') !== '');
  const input = useRef<HTMLInputElement>(null);
  const { search, pending, failed } = useSearchData();
  const online = useOnline();

  const folded = fold(query);
  const results = useMemo(() => search(query), [search, query]);
  const collection = useMemo(
    () =>
      createListCollection<Option>({
        items: [...results.levels.map(levelOption), ...results.players.map(playerOption)],
        groupBy: (option) => option.group,
      }),
    [results],
  );

  // Once, on arrival: what it reads (the draft, the text so far) is read then, not watched.
  const arrive = useEffectEvent(() => {
    // Keys pressed while this part was on its way are in the draft.
    if (draft && draft.value !== query) {
      setQuery(draft.value);
      setOpen(fold(draft.value) !== '');
    }
    // The plain field had the focus, unless it moved on while this loaded (then it is not on the page's body).
    const active = document.activeElement;
    if (!input.current || (active && active !== document.body)) return;
    input.current.focus();
    const end = input.current.value.length;
    input.current.setSelectionRange(end, end);
  });
  useLayoutEffect(() => arrive(), []);

  const choose = (value: string) => {
    const option = collection.find(value);
    if (option?.level) void navigate({ to: '/$levelType/level/$id', params: { levelType: option.level.type, id: option.level.id } });
    if (option?.player) void navigate({ to: '/profile/$username', params: { username: option.player.username } });
    setQuery('');
    setOpen(false);
    onChosen?.();
  };

  let status = '';
  if (failed) status = online ? texts.failed : texts.notSaved;
  else if (collection.size === 0) status = pending ? texts.loading : texts.noResults(query.trim());

  return (
    <Combobox.Root
      className={styles.root}
      collection={collection}
      value={[]}
      inputValue={query}
      onInputValueChange={(details) => {
        setQuery(details.inputValue);
        setOpen(fold(details.inputValue) !== '');
      }}
      open={open && folded !== ''}
      onOpenChange={(details) => setOpen(details.open)}
      onSelect={(details) => choose(details.itemValue)}
      inputBehavior="autohighlight"
      selectionBehavior="clear"
      allowCustomValue
    >
      <Combobox.Label className={styles.label}>{layoutTexts.search}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input
          ref={input}
          type="search"
          className={fieldStyles.input}
          placeholder={layoutTexts.search}
          autoComplete="off"
          aria-keyshortcuts="/"
        />
      </Combobox.Control>
      <Combobox.Positioner>
        <Combobox.Content className={styles.content}>
          <div aria-live="polite" className={styles.status}>
            {status}
          </div>
          {collection.group().map(([group, options]) => (
            <Combobox.ItemGroup key={group}>
              <Combobox.ItemGroupLabel>{group === 'levels' ? texts.levels : texts.players}</Combobox.ItemGroupLabel>
              {options.map((option) => (
                <Combobox.Item key={option.value} item={option} className={styles.item}>
                  {option.level ? (
                    <>
                      <span className={styles.ranking}>{texts.ranking(option.level.ranking)}</span>{' '}
                      <bdi className={styles.name}>{option.label}</bdi>{' '}
                      <span className={styles.type}>{texts.levelTypes[option.level.type]}</span>
                    </>
                  ) : (
                    <bdi className={styles.name}>{option.label}</bdi>
                  )}
                </Combobox.Item>
              ))}
            </Combobox.ItemGroup>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
