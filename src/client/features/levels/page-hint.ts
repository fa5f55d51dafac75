/**
 * The level a level page's index.html names in its head (LEVEL_HINT_META, written by the server for
 * the address it answered: server/levels/page-head.ts), so the page shows its heading while its data
 * loads; none on any other page, nor once the app has moved to another level.
 */
import * as v from 'valibot';
import { LEVEL_HINT_META, type LevelType } from '../../../shared/constants';
import { LevelTypeSchema } from '../../../shared/schemas/common';

const HintSchema = v.object({ type: LevelTypeSchema, id: v.string(), ranking: v.number(), name: v.string() });

export function levelHint(type: LevelType, id: string): { ranking: number; name: string } | undefined {
  const content = document.querySelector(`meta[name="${LEVEL_HINT_META}"]`)?.getAttribute('content');
  if (!content) return undefined;
  try {
    const hint = v.safeParse(HintSchema, JSON.parse(content));
    return hint.success && hint.output.type === type && hint.output.id === id ? hint.output : undefined;
  } catch {
    return undefined;
  }
}
