/**
 * Which public page an address is, as the client's routes read it (README's pages), with the query
 * parameters that choose what it shows: the ones a preview keeps in its og:url. Any other address
 * (a signed-in or staff page, a file) has no preview.
 */
import { LEVEL_ID_PATTERN, LEVEL_TYPES, USERNAME_MAX, type LevelType, type ListType } from '../../shared/constants';
import { isPreviewLanguage } from './texts/languages';

export type Page =
  | { kind: 'list'; type: LevelType; list: ListType }
  /** `id` null: an address no level can have (the app's not-found screen). */
  | { kind: 'level'; type: LevelType; id: string | null }
  | { kind: 'profile'; username: string }
  | { kind: 'leaderboard'; type: LevelType }
  | { kind: 'statViewer'; region: number | null }
  | { kind: 'changelog'; type: LevelType | undefined }
  | { kind: 'guidelines' };

/** A page, and its address as a preview names it: the path with the parameters that chose it, in one order. */
export type Address = { page: Page; canonical: string };

const LISTS: Record<string, { type: LevelType; list: ListType }> = {
  '/': { type: 'classic', list: 'main' },
  '/classic/extended': { type: 'classic', list: 'extended' },
  '/classic/legacy': { type: 'classic', list: 'legacy' },
  '/platformer/main': { type: 'platformer', list: 'main' },
  '/platformer/extended': { type: 'platformer', list: 'extended' },
  '/platformer/legacy': { type: 'platformer', list: 'legacy' },
};
const LEVEL_PAGE = /^\/(classic|platformer)\/level\/([^/]+)$/;
const PROFILE_PAGE = /^\/profile\/([^/]+)$/;
const isType = (value: string | undefined): value is LevelType => LEVEL_TYPES.includes(value as LevelType);

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function pageOf(path: string, query: (name: string) => string | undefined): { page: Page; kept: string[] } | null {
  const list = LISTS[path];
  if (list) return { page: { kind: 'list', ...list }, kept: [] };
  const level = LEVEL_PAGE.exec(path);
  if (level) {
    const id = decoded(level[2]!);
    return { page: { kind: 'level', type: level[1] as LevelType, id: id && LEVEL_ID_PATTERN.test(id) ? id : null }, kept: [] };
  }
  const profile = PROFILE_PAGE.exec(path);
  if (profile) {
    const username = decoded(profile[1]!);
    return username && [...username].length <= USERNAME_MAX ? { page: { kind: 'profile', username }, kept: ['tab'] } : null;
  }
  const type = query('type');
  if (path === '/leaderboard') return { page: { kind: 'leaderboard', type: isType(type) ? type : 'classic' }, kept: ['type'] };
  if (path === '/changelog') return { page: { kind: 'changelog', type: isType(type) ? type : undefined }, kept: ['type', 'list'] };
  if (path === '/guidelines') return { page: { kind: 'guidelines' }, kept: [] };
  if (path === '/stat-viewer') {
    const region = /^[1-9]\d{0,8}$/.test(query('region') ?? '') ? Number(query('region')) : null;
    return { page: { kind: 'statViewer', region }, kept: ['region'] };
  }
  return null;
}

/** The page at `path` (as Hono gives it) with its query, or null for an address with no preview. */
export function addressOf(path: string, query: (name: string) => string | undefined): Address | null {
  const at = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const found = pageOf(at, query);
  if (!found) return null;
  const params = new URLSearchParams();
  for (const name of found.kept) {
    const value = query(name);
    if (value) params.set(name, value);
  }
  const lang = query('lang');
  if (isPreviewLanguage(lang)) params.set('lang', lang);
  const search = params.toString();
  const shown = found.page.kind === 'profile' ? `/profile/${encodeURIComponent(found.page.username)}` : at;
  return { page: found.page, canonical: search ? `${shown}?${search}` : shown };
}
