import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { LevelType, ListType } from '../../../../../shared/constants';
import { levelListTexts as texts } from '../../texts';
import { LevelList } from './level-list';
import { useDocumentTitle } from '../../../../components/layout/document-title';

const heading = css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' });

/**
 * One of the six list routes; the home list carries the welcome line at its top. `standing`: what the
 * route shows under the title (the signed-in player's standing, from the players feature).
 */
export function LevelListPage({ type, list, welcome = false, standing }: { type: LevelType; list: ListType; welcome?: boolean; standing?: ReactNode }) {
  useDocumentTitle(texts.titles[type][list]);
  return (
    <section className={css({ display: 'grid', gap: '4' })}>
      {welcome ? (
        <>
          <h1 className={heading}>{texts.welcome}</h1>
          <p className={css({ textStyle: 'lg', fontWeight: 'semibold', color: 'fg.muted' })}>{texts.titles[type][list]}</p>
        </>
      ) : (
        <h1 className={heading}>{texts.titles[type][list]}</h1>
      )}
      {standing}
      <LevelList type={type} list={list} />
    </section>
  );
}
