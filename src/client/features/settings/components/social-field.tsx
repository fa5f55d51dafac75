/**
 * A social field that takes only the handle: the address prefix is shown beside it, and a typed or
 * pasted full address is turned into its handle when the field is left (the address is built on save).
 */
import { css } from 'styled-system/css';
import { SOCIAL_PREFIXES, type SocialNetwork } from '../../../../shared/constants';
import { socialHandle } from '../../../../shared/social';
import { Field, FieldInput } from '../../../components/ui/on-demand/field';
import { settingsTexts } from '../texts';

const row = css({ display: 'flex', alignItems: 'stretch', minWidth: '0' });
const addon = css({
  display: 'inline-flex',
  alignItems: 'center',
  px: '3',
  borderWidth: '1px',
  borderInlineEndWidth: '0',
  borderStartStartRadius: 'l2',
  borderEndStartRadius: 'l2',
  bg: 'bg.subtle',
  color: 'fg.muted',
  textStyle: 'sm',
  whiteSpace: 'nowrap',
});
const control = css({ minWidth: '0', flex: '1', borderStartStartRadius: '0', borderEndStartRadius: '0' });

/** 'youtube.com/@' out of 'https://www.youtube.com/@': short enough for a phone. */
const shortPrefix = (network: SocialNetwork) => SOCIAL_PREFIXES[network].replace(/^https?:\/\/(www\.)?/, '');

type SocialFieldProps = {
  network: SocialNetwork;
  value: string;
  errors?: readonly string[];
  onChange: (value: string) => void;
};

export function SocialField({ network, value, errors, onChange }: SocialFieldProps) {
  return (
    <Field label={settingsTexts[network]} helper={settingsTexts.handleHelper(network)} errors={errors}>
      <div className={row}>
        <span className={addon} aria-hidden="true">
          {shortPrefix(network)}
        </span>
        <FieldInput
          name={network}
          className={control}
          value={value}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => onChange(socialHandle(network, value))}
        />
      </div>
    </Field>
  );
}
