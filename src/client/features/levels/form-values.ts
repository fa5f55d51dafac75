/**
 * What the Add/Edit level form holds (text, as typed) and how it becomes the request body: the shared
 * create/update schemas (the server's own) check it and give the body, so the device refuses what the
 * server would, with the same messages, keyed by the body's field names (a choice left empty says to
 * choose rather than list the API's values).
 */
import * as v from 'valibot';
import type { LevelType } from '../../../shared/constants';
import {
  ClassicLevelCreateSchema,
  ClassicLevelUpdateSchema,
  PlatformerLevelCreateSchema,
  PlatformerLevelUpdateSchema,
  holderField,
} from '../../../shared/schemas/input/levels';
import { fieldErrorsOf, type FieldErrors } from '../../components/form/field-errors';
import { storedText } from '../../lib/stored';
import { isClassicLevel, type Level } from './queries';
import { staffLevelTexts } from './staff-texts';

/** The chooser's value for "no first victor / record holder" (sent as null: the records decide). */
export const NO_HOLDER = 'none';

/** The form as typed, and as kept in an outbox entry (read back leniently: anything missing is empty). */
export const LevelFormSchema = v.object({
  id: storedText(),
  name: storedText(),
  publisher: storedText(),
  link: storedText(),
  thumbnail: storedText(),
  difficulty: storedText(),
  duration: storedText(),
  minimumCompletion: storedText(),
  ranking: storedText(),
  /** A player id, or NO_HOLDER. */
  holder: storedText(NO_HOLDER),
});
export type LevelForm = v.InferOutput<typeof LevelFormSchema>;

export const emptyForm: LevelForm = v.parse(LevelFormSchema, {});

/** The form as it opens to edit a level. */
export function formOfLevel(level: Level): LevelForm {
  const classic = isClassicLevel(level);
  const holder = classic ? level.firstVictor : level.recordHolder;
  return {
    id: level.id,
    name: level.name,
    publisher: level.publisher,
    link: level.link,
    thumbnail: level.thumbnail,
    difficulty: level.difficulty,
    duration: classic ? level.duration : '',
    minimumCompletion: classic ? String(level.minimumCompletion) : '',
    ranking: String(level.ranking),
    holder: holder === null ? NO_HOLDER : String(holder),
  };
}

export type Checked = { ok: true; body: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/**
 * Checks the form and gives the body of create (no `level`) or update (`level` is the one edited).
 * On update the ranking is sent only when changed, so saving other fields never moves the level.
 */
export function checkLevel(type: LevelType, form: LevelForm, level?: Level): Checked {
  const ranking = form.ranking.trim();
  const raw: Record<string, unknown> = {
    id: level ? level.id : form.id.trim(),
    name: form.name,
    publisher: form.publisher,
    difficulty: form.difficulty,
    link: form.link.trim(),
    thumbnail: form.thumbnail.trim(),
  };
  if (ranking && ranking !== String(level?.ranking ?? '')) raw.ranking = ranking;
  if (type === 'classic') Object.assign(raw, { duration: form.duration, minimumCompletion: form.minimumCompletion.trim() });
  if (level) raw[holderField(type)] = form.holder === NO_HOLDER || form.holder === '' ? null : form.holder;
  const schema =
    type === 'classic'
      ? level
        ? ClassicLevelUpdateSchema
        : ClassicLevelCreateSchema
      : level
        ? PlatformerLevelUpdateSchema
        : PlatformerLevelCreateSchema;
  const result = v.safeParse(schema, raw);
  if (result.success) return { ok: true, body: result.output as Record<string, unknown> };
  // One message per field, the first: an empty link is not a URL, so not a video address either.
  const errors = fieldErrorsOf(result.issues);
  for (const [path, messages] of Object.entries(errors)) errors[path] = messages?.slice(0, 1);
  for (const choice of ['difficulty', 'duration'] as const) if (errors[choice]) errors[choice] = [staffLevelTexts.form.notChosen[choice]];
  return { ok: false, errors };
}
