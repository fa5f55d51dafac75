/**
 * The region selector: chosen once, then locked (SPEC §4), so it is disabled while the stored profile
 * has a region. Only the control is disabled: the helper saying why stays at full contrast.
 */
import { useQuery } from '@tanstack/react-query';
import { FieldSelect, Field } from '../../../components/ui/on-demand/field';
import { regionsQueryOptions } from '../../regions/queries';
import { settingsTexts } from '../texts';

type RegionFieldProps = {
  value: string;
  locked: boolean;
  errors?: readonly string[];
  onChange: (value: string) => void;
};

export function RegionField({ value, locked, errors, onChange }: RegionFieldProps) {
  const regions = useQuery(regionsQueryOptions());
  return (
    <Field label={settingsTexts.region} helper={locked ? settingsTexts.regionLocked : settingsTexts.regionHelper} errors={errors}>
      <FieldSelect name="region" value={value} disabled={locked} onChange={(event) => onChange(event.target.value)}>
        <option value="">{regions.isPending ? settingsTexts.regionsLoading : settingsTexts.regionNone}</option>
        {regions.data?.map((region) => (
          <option key={region.id} value={String(region.id)}>
            {region.name}
          </option>
        ))}
      </FieldSelect>
    </Field>
  );
}
