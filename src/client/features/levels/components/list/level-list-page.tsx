import { Suspense, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { LevelType, ListType } from '../../../../../shared/constants';
import { levelListTexts as texts } from '../../texts';
import { LevelList } from './level-list';
import { useDocumentTitle } from '../../../../components/layout/document-title';
import { lazyPart } from '../../../../lib/lazy-part';
import { ListDatePicker } from './list-date-picker';

// Outside list/: only an address with `?at=` loads it (vite.config.ts).
const PastList = lazyPart(() => import('../past-list'), []);

const heading = css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' });
/** The list page's own box: index.html's frame draws the heading in one like it before any code has come (app/frame.tsx). */
export const listPageClass = css({ display: 'grid', gap: '4' });

/** A list page's title: on the home list the welcome line, with the list's name under it. */
export function ListHeading({ type, list, welcome = false }: { type: LevelType; list: ListType; welcome?: boolean }) {
  return welcome ? (
    <>
      <h1 className={heading}>{texts.welcome}</h1>
      <p className={css({ textStyle: 'lg', fontWeight: 'semibold', color: 'fg.muted' })}>{texts.titles[type][list]}</p>
    </>
  ) : (
    <h1 className={heading}>{texts.titles[type][list]}</h1>
  );
}

type Props = { type: LevelType; list: ListType; at?: string; welcome?: boolean; standing?: ReactNode };

/**
 * One of the six list routes; the home list carries the welcome line at its top. `standing`: what the
 * route shows under the title (the signed-in player's standing, from the players feature). `at`: the
 * moment of `?at=`, when the list shows as it stood then (list-search.ts).
 */
export function LevelListPage({ type, list, at, welcome = false, standing }: Props) {
  useDocumentTitle(texts.titles[type][list]);
  return (
    <section className={listPageClass}>
      <ListHeading type={type} list={list} welcome={welcome} />
      {standing}
      <ListDatePicker at={at} />
      {at ? (
        // Nothing until the notice's code has come: notice and list then draw together, and nothing moves.
        <Suspense fallback={null}>
          <PastList type={type} list={list} at={at}>
            <LevelList type={type} list={list} at={at} />
          </PastList>
        </Suspense>
      ) : (
        <LevelList type={type} list={list} />
      )}
    </section>
  );
}
