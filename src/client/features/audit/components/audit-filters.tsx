/**
 * The audit log's filters: the staff member (of those whose changes are loaded), the target (what a
 * change is filed under, typed in the log's own syntax, or set from a name in a sentence) and the
 * kind's family. The caller keeps them in the address.
 */
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { Button, IconButton } from '../../../components/ui/first-visit/button';
import { Icon } from '../../../components/ui/first-visit/icon';
import { Field, FieldInput, FieldSelect } from '../../../components/ui/on-demand/field';
import { AUDIT_FAMILIES, isTarget, type AuditFamily, type AuditFilter } from '../filter';
import { auditTexts as texts } from '../texts';

const styles = {
  root: css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }),
  target: css({ display: 'flex', gap: '1', alignItems: 'center', '& > :first-child': { flex: '1', minWidth: '0' } }),
};

type Props = { filter: AuditFilter; actors: readonly { id: number; name: string }[]; onChange: (filter: AuditFilter) => void };

/** The target being typed: it applies on Enter or 'Apply', once it reads as a target. */
function TargetField({ filter, onChange }: Omit<Props, 'actors'>) {
  const [draft, setDraft] = useState(filter.target ?? '');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = draft.trim();
    if (target && !isTarget(target)) return setInvalid(true);
    setInvalid(false);
    onChange({ ...filter, target: target || undefined });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Field label={texts.target} helper={texts.targetHelper} errors={invalid ? [texts.targetInvalid] : []}>
        <div className={styles.target}>
          <FieldInput
            value={draft}
            placeholder={texts.targetPlaceholder}
            dir="ltr"
            spellCheck={false}
            autoCapitalize="off"
            onChange={(event) => setDraft(event.target.value)}
          />
          {filter.target ? (
            <IconButton aria-label={texts.clearTarget} variant="ghost" onClick={() => onChange({ ...filter, target: undefined })}>
              <Icon icon="x" />
            </IconButton>
          ) : null}
          <Button type="submit" variant="outline">
            {texts.apply}
          </Button>
        </div>
      </Field>
    </form>
  );
}

export function AuditFilters({ filter, actors, onChange }: Props) {
  const known = filter.actor === undefined || actors.some((actor) => actor.id === filter.actor);
  const choices = known ? actors : [...actors, { id: filter.actor!, name: texts.actorUnknown(filter.actor!) }];
  return (
    <div role="group" aria-label={texts.filtersLabel} className={styles.root}>
      <Field label={texts.actor}>
        <FieldSelect
          value={filter.actor === undefined ? '' : String(filter.actor)}
          onChange={(event) => onChange({ ...filter, actor: event.target.value ? Number(event.target.value) : undefined })}
        >
          <option value="">{texts.actorAll}</option>
          {choices.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name}
            </option>
          ))}
        </FieldSelect>
      </Field>
      {/* A new field when the target changes elsewhere (a name in a sentence), so its text follows. */}
      <TargetField key={filter.target ?? ''} filter={filter} onChange={onChange} />
      <Field label={texts.kind}>
        <FieldSelect
          value={filter.kind ?? ''}
          onChange={(event) => onChange({ ...filter, kind: (event.target.value || undefined) as AuditFamily | undefined })}
        >
          <option value="">{texts.kinds.all}</option>
          {AUDIT_FAMILIES.map((family) => (
            <option key={family} value={family}>
              {texts.kinds[family]}
            </option>
          ))}
        </FieldSelect>
      </Field>
    </div>
  );
}
