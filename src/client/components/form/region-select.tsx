/**
 * A region chosen from the list of regions, after a first option for none; its value is the region's
 * id as text ('' for none). Shared by the leaderboard's filter and the settings' region; each passes
 * its own words. `disabled` disables only the control, so a helper saying why stays at full contrast.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { regionsQueryOptions } from '../../features/regions/queries';
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
  value: string;
  onChange: (value: string) => void;
};

export function RegionSelect({ label, none, loading, helper, errors, name, disabled, value, onChange }: Props) {
  const regions = useQuery(regionsQueryOptions());
  return (
    <Field label={label} helper={helper} errors={errors}>
      <FieldSelect name={name} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        <option value="">{regions.isPending ? (loading ?? none) : none}</option>
        {regions.data?.map((region) => (
          <option key={region.id} value={String(region.id)}>
            {region.name}
          </option>
        ))}
      </FieldSelect>
    </Field>
  );
}
