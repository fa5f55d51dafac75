/**
 * The audit log's filters: the staff member (the staff, then former staff who made changes, marked,
 * by their names now), the target (found by name: target-picker.tsx, or set from a name in a
 * sentence) and the kind's family. The caller keeps them in the address.
 */
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { AuditActor } from '../../../../shared/schemas/changes';
import { Field, FieldSelect } from '../../../components/ui/on-demand/field';
import { AUDIT_FAMILIES, type AuditFamily, type AuditFilter } from '../filter';
import { auditActorsQueryOptions } from '../queries';
import { auditTexts as texts } from '../texts';
import { TargetPicker } from './target-picker';

const styles = {
  root: css({
    display: 'grid',
    gap: '3',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr)' },
    alignItems: 'start',
  }),
};

type Props = { filter: AuditFilter; onChange: (filter: AuditFilter) => void };

/** The person `actor` is: an account merged into a player is that player. */
const personOf = (actors: readonly AuditActor[], actor: number) =>
  actors.find((person) => person.id === actor || person.mergedIds.includes(actor));

function ActorField({ filter, onChange }: Props) {
  const actors = useQuery(auditActorsQueryOptions()).data ?? [];
  const person = filter.actor === undefined ? undefined : personOf(actors, filter.actor);
  // One not in the menu (yet, or at all: a player's own edits, from a name in a sentence) stays chosen, by number.
  const choices =
    filter.actor === undefined || person
      ? actors
      : [...actors, { id: filter.actor, name: texts.actorUnknown(filter.actor), staff: true, mergedIds: [] }];
  return (
    <Field label={texts.actor}>
      <FieldSelect
        value={filter.actor === undefined ? '' : String(person?.id ?? filter.actor)}
        onChange={(event) => onChange({ ...filter, actor: event.target.value ? Number(event.target.value) : undefined })}
      >
        <option value="">{texts.actorAll}</option>
        {choices.map((actor) => (
          <option key={actor.id} value={actor.id}>
            {actor.staff ? actor.name : texts.actorFormer(actor.name)}
          </option>
        ))}
      </FieldSelect>
    </Field>
  );
}

export function AuditFilters({ filter, onChange }: Props) {
  return (
    <div role="group" aria-label={texts.filtersLabel} className={styles.root}>
      <ActorField filter={filter} onChange={onChange} />
      <TargetPicker target={filter.target} onChange={(target) => onChange({ ...filter, target })} />
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
