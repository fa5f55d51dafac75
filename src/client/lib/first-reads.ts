/**
 * The API reads a page's first screen makes, started by index.html's start-up script while the code is
 * still on its way (src/build/first-screen.ts writes `firstReads` into it), and taken by the API client
 * when the page asks for them: a first screen's data then arrives with its code, not after it.
 *
 * `firstReads` runs in that script as it is written here: it uses nothing from outside its own body.
 * The addresses are the route loaders' (features' queries.ts); the end-to-end test checks that a first
 * visit to each page asks for each of them once and for nothing else on the way to its first screen.
 */

/** The level lists' addresses: drawn with the first screens' texts, where other pages wait for the public part (routes/__root.tsx). */
export const LIST_PATH = /^\/((classic|platformer)\/(main|extended|legacy))?\/?$/;

/** What the first screen at `pathname` (with `search`) reads from the public API first, in the order its loader asks. */
export function firstReads(pathname: string, search: string): string[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  const list =
    path === '/' ? ['', 'classic', 'main'] : /^\/(classic)\/(extended|legacy)$|^\/(platformer)\/(main|extended|legacy)$/.exec(path);
  if (list) {
    // The list on a date (`?at=`) as the list routes take it (features/levels/list-search.ts), else today's.
    const at = new URLSearchParams(search).get('at') || '';
    const onDate =
      /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+ -]\d{2}:\d{2})?)?$/.test(at) && !isNaN(Date.parse(at.slice(0, 10)));
    return [
      '/api/public/' + (list[1] || list[3]) + '-levels/list/' + (list[2] || list[4]) + (onDate ? '?at=' + encodeURIComponent(at) : ''),
    ];
  }
  const level = /^\/(classic|platformer)\/level\/([1-9]\d{0,11})$/.exec(path);
  if (level) return ['/api/public/' + level[1] + '-levels/' + level[2], '/api/public/' + level[1] + '-records/level/' + level[2]];
  const profile = /^\/profile\/([^/]+)$/.exec(path);
  if (profile) return ['/api/public/players/username/' + encodeURIComponent(decodeURIComponent(profile[1]!))];
  if (path === '/stat-viewer') return ['/api/public/regions'];
  if (path === '/changelog') {
    // The mode and the list as the route takes them (routes/changelog.tsx): another value reads as the default.
    const query = new URLSearchParams(search);
    const shown = query.get('list') || '';
    return [
      '/api/public/changelog?type=' +
        (query.get('type') === 'platformer' ? 'platformer' : 'classic') +
        (/^(main|extended|legacy)$/.test(shown) ? '&list=' + shown : ''),
    ];
  }
  if (path === '/leaderboard') {
    const query = new URLSearchParams(search);
    const type = query.get('type') === 'platformer' ? 'platformer' : 'classic';
    const whole = '/api/public/players/' + type + '-points';
    // A filtered board needs the whole ranking; an unfiltered one paints its first rows (LEADERBOARD_TOP_ROWS),
    // and the whole ranking, many times their size, is asked for by the page once it runs, not beside its code.
    return [query.get('name') || Number(query.get('region')) > 0 ? whole : whole + '?limit=50'];
  }
  return [];
}

type FirstReads = Record<string, Promise<Response> | undefined>;

/** The start-up script's read of `path`, once: the first screen's query takes it, a later one fetches its own. */
export function takeFirstRead(path: string): Promise<Response> | undefined {
  const reads = (window as { __firstReads?: FirstReads }).__firstReads;
  const read = reads?.[path];
  if (read) delete reads[path];
  return read;
}
