import { css } from 'styled-system/css';
import type { LevelType, ListType } from '../../../../../shared/constants';
import { OwnStandingSlot } from '../../../../components/own-standing-slot';
import { LevelList } from './level-list';

const TITLES: Record<LevelType, Record<ListType, string>> = {
  classic: { main: 'Classic Main List', extended: 'Classic Extended List', legacy: 'Classic Legacy List' },
  platformer: { main: 'Platformer Main List', extended: 'Platformer Extended List', legacy: 'Platformer Legacy List' },
};

const heading = css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' });

/** One of the six list routes; the home list carries the welcome line at its top. */
export function LevelListPage({ type, list, welcome = false }: { type: LevelType; list: ListType; welcome?: boolean }) {
  return (
    <section className={css({ display: 'grid', gap: '4' })}>
      {welcome ? (
        <>
          <h1 className={heading}>Welcome to The Official Moroccan List Website!</h1>
          <p className={css({ textStyle: 'lg', fontWeight: 'semibold', color: 'fg.muted' })}>{TITLES[type][list]}</p>
        </>
      ) : (
        <h1 className={heading}>{TITLES[type][list]}</h1>
      )}
      <OwnStandingSlot type={type} />
      <LevelList type={type} list={list} />
    </section>
  );
}
