/**
 * The first victor (classic) or record holder (platformer) of a level, chosen by username among every
 * player, or None: the level then follows its records (sent as null).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LevelType } from '../../../../../shared/constants';
import { Combobox } from '../../../../components/ui/on-demand/combobox';
import { Field, FieldInput } from '../../../../components/ui/on-demand/field';
import { useFailureToast } from '../../../../lib/use-failure-toast';
import { NO_HOLDER } from '../../form-values';
import { playerNamesQueryOptions } from '../../../players/queries';
import { staffLevelTexts } from '../../staff-texts';

const texts = staffLevelTexts.form;

type Props = { type: LevelType; value: string; errors: string[] | undefined; onChange: (value: string) => void };

export function HolderField({ type, value, errors, onChange }: Props) {
  const players = useQuery(playerNamesQueryOptions());
  useFailureToast(players, texts.playersFailed);
  const items = useMemo(
    () => [
      { value: NO_HOLDER, label: texts.holderNone },
      ...(players.data ?? []).map((player) => ({ value: String(player.id), label: player.username })),
    ],
    [players.data],
  );
  const label = type === 'classic' ? texts.firstVictor : texts.recordHolder;
  return (
    <Field label={label} helper={texts.holderHelper} errors={errors}>
      {players.data ? (
        <Combobox
          items={items}
          value={value || NO_HOLDER}
          onValueChange={(next) => onChange(next || NO_HOLDER)}
          placeholder={texts.holderSearch}
          emptyText={texts.holderEmpty}
          triggerLabel={label}
        />
      ) : (
        <FieldInput disabled placeholder={players.isError ? texts.playersFailed : texts.playersLoading} />
      )}
    </Field>
  );
}
