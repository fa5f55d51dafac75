/**
 * The layout: sidebar (16rem from md up, a drawer below), top bar, the page, the
 * side panel (not on /guidelines nor the staff pages), footer, the toast region, and the
 * notice of a new build (loaded only when there is one).
 */
import { Outlet, useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { lazyPart } from '../lib/lazy-part';
import { useFrameGone } from '../lib/first-frame';
import { useOffers } from '../lib/service-worker';
import { ToastRegion } from '../components/ui/first-visit/toast-region';
import { Sidebar } from '../components/layout/sidebar';
import { StaleNotice } from '../components/layout/stale-notice';
import { layoutTexts } from '../components/layout/texts';
import { TopBar } from './top-bar';

const styles = {
  skip: css({
    position: 'absolute',
    insetInlineStart: '2',
    top: '-20',
    zIndex: 'skipLink',
    bg: 'bg.default',
    p: '3',
    borderRadius: 'l2',
    _focus: { top: '2' },
  }),
  column: css({ display: 'flex', flexDirection: 'column', minHeight: '100dvh', md: { ms: '{sizes.sidebar}' } }),
  body: css({
    flex: '1',
    display: 'grid',
    gap: '6',
    px: { base: '3', sm: '6' },
    py: '6',
    width: 'full',
    maxWidth: '7xl',
    mx: 'auto',
    gridTemplateColumns: 'minmax(0, 1fr)',
    xl: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' },
    // Without the side panel the page takes the whole width.
    '&[data-no-panel]': { xl: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  }),
  // At least a screen tall: the panel and the footer start below the fold, so nothing visible moves when the page's data arrives.
  main: css({ minWidth: '0', minHeight: '100dvh', _focus: { outline: 'none' } }),
};

const UpdateNotice = lazyPart(() => import('../components/app/update-notice'));
// Below the page on a phone, beside it from xl up in a column of its own: either way it never moves
// the first screen, so its code loads after it.
const SidePanel = lazyPart(() => import('../features/site/components/side-panel'));
// Below the fold on every page, like the panel on a phone.
const Footer = lazyPart(() => import('../components/app/footer'));

const hidesPanel = (path: string) => path === '/guidelines' || path.startsWith('/staff');

export function AppShell() {
  useFrameGone();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [menuOpen, setMenuOpen] = useState(false);
  const { reload } = useOffers();
  useEffect(() => setMenuOpen(false), [pathname]);
  const noPanel = hidesPanel(pathname);

  return (
    <>
      <a href="#main" className={styles.skip}>
        {layoutTexts.skipToContent}
      </a>
      <Sidebar open={menuOpen} onClose={() => setMenuOpen(false)} />
      <div className={styles.column}>
        <TopBar menuOpen={menuOpen} onMenuToggle={() => setMenuOpen((open) => !open)} />
        <StaleNotice />
        <div className={styles.body} data-no-panel={noPanel || undefined}>
          <main id="main" tabIndex={-1} className={styles.main}>
            <Outlet />
          </main>
          {noPanel ? null : (
            <Suspense fallback={null}>
              <SidePanel />
            </Suspense>
          )}
        </div>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </div>
      <ToastRegion />
      <div aria-live="polite">
        {reload ? (
          <Suspense fallback={null}>
            <UpdateNotice onReload={reload} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
