import { describe, expect, it } from 'vitest';
import { routePattern } from './chunk-graph';

describe('routePattern', () => {
  const matches = (file: string, path: string) => new RegExp(routePattern(file)).test(path);

  it('reads TanStack file names: a parameter is one segment, a layout and index none', () => {
    expect(matches('$levelType/level/$id', '/classic/level/12')).toBe(true);
    expect(matches('$levelType/level/$id', '/classic/level/12/more')).toBe(false);
    expect(matches('_authed/staff/levels', '/staff/levels')).toBe(true);
    expect(matches('_authed/settings', '/settings/')).toBe(true);
    expect(matches('profile/$username', '/profile/Amine')).toBe(true);
    expect(matches('stat-viewer', '/stat-viewer')).toBe(true);
    expect(matches('stat-viewer', '/statXviewer')).toBe(false);
  });
});
