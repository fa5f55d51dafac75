/**
 * The region selector: chosen once, then locked, so it is disabled while the stored profile
 * has a region. Only the control is disabled: the helper saying why stays at full contrast.
 */
import { RegionSelect } from '../../../components/form/region-select';
import { useRegionChoices } from '../../regions/queries';
import { settingsTexts } from '../texts';

type RegionFieldProps = {
  value: string;
  locked: boolean;
  errors?: readonly string[];
  onChange: (value: string) => void;
};

export function RegionField({ value, locked, errors, onChange }: RegionFieldProps) {
  const regions = useRegionChoices();
  return (
    <RegionSelect
      label={settingsTexts.region}
      none={settingsTexts.regionNone}
      loading={settingsTexts.regionsLoading}
      regions={regions}
      helper={locked ? settingsTexts.regionLocked : settingsTexts.regionHelper}
      errors={errors}
      name="region"
      disabled={locked}
      value={value}
      onChange={onChange}
    />
  );
}
