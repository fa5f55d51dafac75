/**
 * A region chosen from the list of regions, after a first option for none; its value is the region's
 * id as text ('' for none). Shared by the leaderboard's filter and the settings' region; each passes
 * its own words and the regions (undefined while they load). `disabled` disables only the control, so a helper saying why stays at full contrast.
 */
import type { ReactNode } from 'react';
import type { Region } from '../../../shared/schemas/regions';
import { Field, FieldSelect } from '../ui/on-demand/field';

type Props = {
  label: ReactNode;
  /** The first option's text: no region. */
  none: string;
  /** The first option's text while the regions load; `none` when not given. */
  loading?: string;
  helper?: ReactNode;
  errors?: readonly string[];
  name?: string;
  disabled?: boolean;
  regions: readonly Pick<Region, 'id' | 'name'>[] | undefined;
  value: string;
  onChange: (value: string) => void;
};

export function RegionSelect({ label, none, loading, helper, errors, name, disabled, regions, value, onChange }: Props) {
  return (
    <Field label={label} helper={helper} errors={errors}>
      <FieldSelect name={name} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        <option value="">{regions ? none : (loading ?? none)}</option>
        {regions?.map((region) => (
          <option key={region.id} value={String(region.id)}>
            {region.name}
          </option>
        ))}
      </FieldSelect>
    </Field>
  );
}
