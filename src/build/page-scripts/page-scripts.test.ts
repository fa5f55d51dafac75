// @vitest-environment happy-dom
/**
 * index.html's scripts as the build writes them into the page (first-screen.ts): their text run on
 * its own, with nothing of this module around it, as a browser runs an inline script.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inlineCall, startUpScript } from '../first-screen';
import { showFrame } from './show-frame';

/** Runs a script's text as the page would: in the global scope, on its own. */
const run = (text: string) => new Function(text)();

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"></div>';
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('the start-up script', () => {
  const hints = {
    files: ['/assets/level.js', '/assets/records.js', '/assets/fr-first.js', '/assets/fr-public.js'],
    routes: [['^/[^/]+/level/[^/]+/?$', [0, 1]] as const, ['^/leaderboard/?$', [1]] as const],
    texts: { fr: { first: [2], public: [3] }, ar: { first: [], public: [] } },
    lists: '^\\/((classic|platformer)\\/(main|extended|legacy))?\\/?$',
  };
  const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

  it("preloads the page's chunks and its language's texts, and starts its first reads", () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    document.documentElement.lang = 'fr';
    history.replaceState(null, '', '/classic/level/12');
    run(startUpScript(hints));
    expect(preloads()).toEqual(['/assets/level.js', '/assets/records.js', '/assets/fr-first.js', '/assets/fr-public.js']);
    expect(fetch.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      '/api/public/classic-levels/12',
      '/api/public/classic-records/level/12',
    ]);
    expect(Object.keys((window as unknown as { __firstReads: object }).__firstReads)).toEqual([
      '/api/public/classic-levels/12',
      '/api/public/classic-records/level/12',
    ]);
  });

  it("gives a list page only the first screens' texts, and reads nothing offline", () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('[]')));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    document.documentElement.lang = 'fr';
    history.replaceState(null, '', '/classic/extended');
    run(startUpScript(hints));
    expect(preloads()).toEqual(['/assets/fr-first.js']);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the frame script', () => {
  const frames = `
    <template id="frame-en"><nav><a href="/">Main list</a><a href="/leaderboard">Leaderboard</a><button data-signed-out>Login</button></nav><main></main></template>
    <template id="heading-en-0"><h1>Main list</h1></template>
    <template id="heading-en-1"><h1>Leaderboard</h1></template>
    <template id="level-en"><section><h1></h1></section></template>`;
  const shown = () => document.getElementById('app-frame');
  const script = () => inlineCall(showFrame, ['/', '/leaderboard'], { en: '#\u0001 - \u0002' }, 'app-frame', 'page-level');

  it("shows the frame before #root, inert, with the page's heading and its link marked", () => {
    document.documentElement.lang = 'en';
    document.body.insertAdjacentHTML('beforeend', frames);
    history.replaceState(null, '', '/leaderboard');
    run(script());
    const frame = shown()!;
    expect(frame.nextElementSibling?.id).toBe('root');
    expect(frame.hasAttribute('inert')).toBe(true);
    expect(frame.querySelector('main h1')?.textContent).toBe('Leaderboard');
    expect(frame.querySelector('a[aria-current="page"]')?.textContent).toBe('Leaderboard');
    expect(frame.querySelector<HTMLElement>('[data-signed-out]')!.style.visibility).toBe('');
  });

  it("names a level from the head's hint in the language's pattern, and hides Login for someone signed in", () => {
    document.documentElement.lang = 'fr';
    document.head.innerHTML = `<meta name="page-level" content='${JSON.stringify({ ranking: 5, name: 'Desert Horizon' })}'>`;
    document.body.insertAdjacentHTML('beforeend', `${frames}<template id="level-fr"><section><h1></h1></section></template>`);
    localStorage.setItem('jwtToken', 'a.b.c');
    history.replaceState(null, '', '/classic/level/7');
    run(inlineCall(showFrame, ['/', '/leaderboard'], { fr: '#\u0001 - \u0002' }, 'app-frame', 'page-level'));
    // No French frame in the page: the English one is shown, with the French level box.
    expect(shown()!.querySelector('main h1')?.textContent).toBe('#5 - Desert Horizon');
    expect(shown()!.querySelector<HTMLElement>('[data-signed-out]')!.style.visibility).toBe('hidden');
  });

  it('leaves a page the app has already drawn as it is', () => {
    document.documentElement.lang = 'en';
    document.body.insertAdjacentHTML('beforeend', frames);
    document.getElementById('root')!.innerHTML = '<p>drawn</p>';
    run(script());
    expect(shown()).toBeNull();
  });
});
