/**
 * index.html's start-up script, run as the document is parsed: from the address alone it preloads the
 * chunks the page's first screen needs beyond the entry's (its route's code and what that imports, the
 * language's texts) and starts the first screen's API reads (src/client/lib/first-reads.ts), so none
 * waits for another chunk to arrive and run. The build writes this function's text into the page with
 * its arguments (src/build/first-screen.ts): it uses nothing from outside its own body.
 */

/** What the build tells the script: the files by index, each route's address pattern and files, each language's texts. */
export type StartUpHints = {
  files: string[];
  routes: (readonly [pattern: string, files: readonly number[]])[];
  texts: Record<string, { first: number[]; public: number[] }>;
  /** The level lists' addresses (their pages need the first screens' texts only). */
  lists: string;
};

export function startUp(hints: StartUpHints, firstReads: (pathname: string, search: string) => string[]): void {
  try {
    const lang = document.documentElement.lang;
    const path = location.pathname;
    let wanted: readonly number[] = [];
    hints.routes.forEach((route) => {
      if (new RegExp(route[0]).test(path)) wanted = wanted.concat(route[1]);
    });
    const texts = hints.texts[lang];
    if (texts) wanted = wanted.concat(texts.first, new RegExp(hints.lists).test(path) ? [] : texts.public);
    wanted.forEach((file) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.fetchPriority = 'low';
      link.href = hints.files[file]!;
      document.head.appendChild(link);
    });
    if (!navigator.onLine) return;
    const reads: Record<string, Promise<Response>> = {};
    (window as unknown as { __firstReads: typeof reads }).__firstReads = reads;
    firstReads(path, location.search).forEach((read) => {
      const answer = fetch(read, { headers: { accept: 'application/json' } });
      answer.catch(() => {});
      reads[read] = answer;
    });
  } catch {
    // A page that cannot be hinted still loads: the app asks for what it needs itself.
  }
}
