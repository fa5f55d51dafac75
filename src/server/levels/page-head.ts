/**
 * What a level page's address adds to index.html's head: a meta naming the level (LEVEL_HINT_META),
 * from which the frame's script draws the page's heading before any code has arrived
 * (src/build/first-screen.ts) and the page shows it while its data loads. Another address, a level
 * that does not exist and a database that does not answer add nothing: the page is index.html as built.
 */
import { LEVEL_HINT_META, LEVEL_ID_PATTERN, type LevelType } from '../../shared/constants';
import type { Queryable } from '../db/database';
import { findLevel } from './queries';

const LEVEL_PAGE = /^\/(classic|platformer)\/level\/([^/]+)\/?$/;

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };
const escapeAttribute = (text: string) => text.replace(/[&"'<>]/g, (character) => ATTRIBUTE_ESCAPES[character]!);

export async function levelPageHead(db: Queryable, path: string): Promise<string | null> {
  const [, type, id] = LEVEL_PAGE.exec(path) ?? [];
  if (!type || !id || !LEVEL_ID_PATTERN.test(id)) return null;
  const level = await findLevel(db, type as LevelType, id).catch(() => undefined);
  if (!level) return null;
  const hint = JSON.stringify({ type, id: level.id, ranking: level.ranking, name: level.name });
  return `<meta name="${LEVEL_HINT_META}" content="${escapeAttribute(hint)}">`;
}
