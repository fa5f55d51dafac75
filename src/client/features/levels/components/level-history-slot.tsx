/**
 * Where a level's history goes on its page. The level page is the page most visits land on (links
 * shared in chat), so the history (its chart, its sentences) loads as a part of its own once the
 * page has drawn, in a space kept for it; its data is asked for with the page (the route's loader).
 */
import { Suspense } from 'react';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import { PUBLIC_TEXTS } from '../../../lib/i18n/catalogs';
import { lazyPart } from '../../../lib/lazy-part';

const LevelHistory = lazyPart(() => import('./history/level-history'), PUBLIC_TEXTS);

export function LevelHistorySlot({ type, id }: { type: LevelType; id: string }) {
  return (
    <Suspense fallback={<div className={css({ minHeight: '56' })} />}>
      <LevelHistory type={type} id={id} />
    </Suspense>
  );
}
