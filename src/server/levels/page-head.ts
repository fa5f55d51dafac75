/**
 * What a level page's address adds to index.html's head besides its link preview (previews/): a
 * meta naming the level (LEVEL_HINT_META), from which the frame's script draws the page's heading
 * before any code has arrived (src/build/first-screen.ts) and the page shows it while its data
 * loads. The name is the level's own, as its data will show it; the JSON is escaped as an attribute.
 */
import { LEVEL_HINT_META, type LevelType } from '../../shared/constants';
import { escapeMarkup } from '../previews/plain-text';
import type { LevelView } from './wire';

export function levelHintMeta(type: LevelType, level: Pick<LevelView, 'id' | 'ranking' | 'name'>): string {
  const hint = JSON.stringify({ type, id: level.id, ranking: level.ranking, name: level.name });
  return `<meta name="${LEVEL_HINT_META}" content="${escapeMarkup(hint)}">`;
}
