import { css } from 'styled-system/css';
import type { LevelType, ListType } from '../../../../../shared/constants';
import { OwnStandingSlot } from '../../../../components/own-standing-slot';
import { levelListTexts as texts } from '../../texts';
import { LevelList } from './level-list';

const heading = css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' });

/** One of the six list routes; the home list carries the welcome line at its top. */
export function LevelListPage({ type, list, welcome = false }: { type: LevelType; list: ListType; welcome?: boolean }) {
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
      <OwnStandingSlot type={type} />
      <LevelList type={type} list={list} />
    </section>
  );
}
