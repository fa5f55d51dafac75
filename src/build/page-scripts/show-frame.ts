/**
 * index.html's frame script: shows the frame of the page's language just before #root, inert (the
 * first render that draws the page takes it away and takes the clicks: lib/first-frame.ts), with the
 * page's heading in its main where the address is a list page's (`paths`: the addresses of the
 * headings' templates, by number) or a level's the server named in the head (its box in
 * `level-<lang>`, its title from the language's pattern in `levels`: app/frame.tsx), marks the
 * sidebar's link to this address as the current page, and hides the Login button where someone is
 * signed in (the account menu takes its place). The build writes this function's text into the page
 * with its arguments (src/build/first-screen.ts): it uses nothing from outside its own body.
 */
export function showFrame(paths: string[], levels: Record<string, string>, frameId: string, levelMeta: string): void {
  const root = document.getElementById('root');
  const lang = document.documentElement.lang;
  const frame = (document.getElementById('frame-' + lang) ?? document.getElementById('frame-en')) as HTMLTemplateElement | null;
  if (!root || !frame || root.firstChild) return;
  const shown = document.createElement('div');
  shown.setAttribute('inert', '');
  shown.setAttribute('aria-hidden', 'true');
  shown.id = frameId;
  shown.style.display = 'contents';
  shown.appendChild(frame.content.cloneNode(true));
  const page = paths.indexOf(location.pathname.replace(/(.)\/$/, '$1'));
  const heading =
    page >= 0
      ? ((document.getElementById('heading-' + lang + '-' + page) ??
          document.getElementById('heading-en-' + page)) as HTMLTemplateElement | null)
      : null;
  const main = shown.querySelector('main');
  if (heading && main) main.appendChild(heading.content.cloneNode(true));
  const named = document.querySelector('meta[name="' + levelMeta + '"]');
  const level = named && !heading && main ? (document.getElementById('level-' + lang) as HTMLTemplateElement | null) : null;
  if (named && main && level) {
    try {
      const hint = JSON.parse(named.getAttribute('content') ?? '') as { ranking: number; name: string };
      const box = level.content.cloneNode(true) as DocumentFragment;
      box.querySelector('h1')!.textContent = levels[lang]!.split('\u0001').join(String(hint.ranking)).split('\u0002').join(hint.name);
      main.appendChild(box);
    } catch {
      // A hint that does not read leaves the frame without the level's box.
    }
  }
  shown.querySelectorAll('a[href]').forEach((link) => {
    if (link.getAttribute('href') === location.pathname) link.setAttribute('aria-current', 'page');
  });
  try {
    if (localStorage.getItem('jwtToken')) {
      shown.querySelectorAll<HTMLElement>('[data-signed-out]').forEach((button) => {
        button.style.visibility = 'hidden';
      });
    }
  } catch {
    // No storage (a private window that refuses it): the Login button stays.
  }
  root.parentNode!.insertBefore(shown, root);
}
