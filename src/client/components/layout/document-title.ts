/**
 * The browser tab's title, in the language in use: the page's own words first, then the site's name
 * ('Leaderboard – Moroccan List'), so tabs, bookmarks and history can be told apart. Every screen
 * names itself; the site's name alone while it has nothing to say yet.
 */
import { useEffect } from 'react';
import { layoutTexts } from './texts';

export function useDocumentTitle(page: string | null | undefined): void {
  useEffect(() => {
    document.title = page ? `${page} – ${layoutTexts.title}` : layoutTexts.title;
  }, [page]);
}
